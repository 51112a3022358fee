package org.escaque.server.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Opens a page in the user's browser when there is one: {@code open} on macOS, the URL handler of
 * {@code rundll32} on Windows, {@code xdg-open} elsewhere (and only with a graphical session, {@code DISPLAY} or
 * {@code WAYLAND_DISPLAY}). Never fails: without a browser it
 * does nothing and says so.
 */
final class BrowserLauncher {

    private BrowserLauncher() {
    }

    /** Tries to open {@code url}; whether a browser was started. */
    static boolean open(String url) {
        Optional<List<String>> command = command(url);
        if (command.isEmpty()) {
            return false;
        }
        try {
            new ProcessBuilder(command.get()).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static Optional<List<String>> command(String url) {
        return command(url, System.getProperty("os.name", ""), System.getenv());
    }

    /** The command that opens {@code url} on the system named {@code osName}, with the environment given. */
    static Optional<List<String>> command(String url, String osName, Map<String, String> environment) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("mac")) {
            return onPath("open", environment).map(program -> List.of(program, url));
        }
        if (os.contains("win")) {
            // Windows' own way to open a URL in the default browser (no console window, no quoting by cmd).
            return Optional.of(List.of("rundll32", "url.dll,FileProtocolHandler", url));
        }
        if (environment.get("DISPLAY") == null && environment.get("WAYLAND_DISPLAY") == null) {
            return Optional.empty();
        }
        return onPath("xdg-open", environment).map(program -> List.of(program, url));
    }

    private static Optional<String> onPath(String program, Map<String, String> environment) {
        String path = environment.get("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String folder : path.split(File.pathSeparator)) {
            Path candidate = Path.of(folder, program);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate.toString());
            }
        }
        return Optional.empty();
    }
}
