package org.escaque.server.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Opens a page in the user's browser when there is one: {@code open} on macOS, {@code xdg-open} elsewhere (and
 * only with a graphical session, {@code DISPLAY} or {@code WAYLAND_DISPLAY}). Never fails: without a browser it
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
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("mac")) {
            return onPath("open").map(program -> List.of(program, url));
        }
        if (System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null) {
            return Optional.empty();
        }
        return onPath("xdg-open").map(program -> List.of(program, url));
    }

    private static Optional<String> onPath(String program) {
        String path = System.getenv("PATH");
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
