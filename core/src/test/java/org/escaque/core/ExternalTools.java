package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
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

    /**
     * Runs pgn-extract ({@link #require}d) in strict mode on {@code pgn}, written to a file in {@code directory};
     * fails unless it ends at once with exit code 0 and nothing in its log. Returns what it wrote back.
     */
    public static String pgnExtract(Path directory, String pgn) throws IOException, InterruptedException {
        Path tool = require("pgn-extract");
        Path input = directory.resolve("input.pgn");
        Path output = directory.resolve("extracted.pgn");
        Path log = directory.resolve("pgn-extract.log");
        Path console = directory.resolve("console.txt");
        Files.writeString(input, pgn, StandardCharsets.UTF_8);
        Process process = new ProcessBuilder(tool.toString(), "-s", "--nobadresults", "-l" + log, "-o" + output,
                input.toString()).redirectErrorStream(true).redirectOutput(console.toFile()).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "pgn-extract did not finish in 60 s");
        assertEquals(0, process.exitValue(), () -> read(console));
        assertEquals("", read(log).strip(), "pgn-extract complained");
        return Files.readString(output, StandardCharsets.UTF_8);
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file, StandardCharsets.ISO_8859_1) : "";
        } catch (IOException e) {
            return "(unreadable: " + e + ")";
        }
    }
}
