package org.escaque.core;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Finds outside programs the tests compare with (stockfish, pgn-extract). Missing tools skip their tests,
 * unless the system property {@code escaque.requireExternal} is {@code true} (CI), where they fail.
 */
public final class ExternalTools {

    private ExternalTools() {
    }

    public static Optional<Path> find(String name) {
        String pathVariable = System.getenv().getOrDefault("PATH", "");
        for (String directory : (pathVariable + ":/usr/games:/usr/local/bin:/usr/bin").split(":")) {
            if (directory.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(directory, name);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** The tool's path; skips the test when it is missing, or fails it when external checks are required. */
    public static Path require(String name) {
        Optional<Path> tool = find(name);
        if (tool.isEmpty()) {
            if (Boolean.getBoolean("escaque.requireExternal")) {
                fail(name + " is required (escaque.requireExternal=true) but was not found on PATH or in /usr/games");
            }
            Assumptions.abort(name + " is not installed");
        }
        return tool.get();
    }
}
