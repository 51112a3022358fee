package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class BrowserLauncherTest {

    private static final String URL = "http://127.0.0.1:8080/";

    @Test
    void opensTheDefaultBrowserOnWindows() {
        assertEquals(Optional.of(List.of("rundll32", "url.dll,FileProtocolHandler", URL)),
                BrowserLauncher.command(URL, "Windows 11", Map.of()));
    }

    @Test
    void usesXdgOpenFromThePathOnLinux(@TempDir Path bin) throws IOException {
        Path xdgOpen = Files.createFile(bin.resolve("xdg-open"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        assertEquals(Optional.of(List.of(xdgOpen.toString(), URL)),
                BrowserLauncher.command(URL, "Linux", Map.of("DISPLAY", ":0", "PATH", bin.toString())));
    }

    @Test
    void needsAGraphicalSessionOnLinux() {
        assertEquals(Optional.empty(), BrowserLauncher.command(URL, "Linux", Map.of("PATH", "/usr/bin:/bin")),
                "without DISPLAY or WAYLAND_DISPLAY no browser can be shown");
    }

    @Test
    void usesOnlyProgramsOnThePath() {
        assertEquals(Optional.empty(), BrowserLauncher.command(URL, "Linux", Map.of("DISPLAY", ":0", "PATH", "")));
        assertEquals(Optional.empty(), BrowserLauncher.command(URL, "Mac OS X", Map.of("PATH", "")));
    }
}
