package org.escaque.lab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code escaque-lab match}: what it refuses, with exit code 2 and one line, and how it ends when killed. (Matches
 * themselves: MatchRunnerTest.)
 */
class MatchCommandTest {

    @Test
    void badArgumentsExitWithCodeTwoAndAClearLine() {
        for (List<String> args : List.of(
                List.of("match", "--tc", "10"),
                List.of("match", "--tc", "0+1"),
                List.of("match", "--resign", "4"),
                List.of("match", "--draw", "a,b,c"),
                List.of("match", "--first-option", "Hash"),
                List.of("match", "--openings", "/nonexistent/openings.epd"),
                List.of("match", "--games", "0"),
                List.of("match", "--resume"),
                List.of("match", "--first-opening", "401"),
                List.of("match", "--first", "exit 3", "--second", "exit 3", "--games", "2"))) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = Main.execute(args.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
            assertEquals(2, code, String.join(" ", args) + ": " + err);
            assertTrue(err.toString().startsWith("escaque-lab: "), err.toString());
            assertEquals(1, err.toString().lines().count(), err.toString());
            assertFalse(err.toString().contains("\tat "), "no stack trace: " + err);
        }
    }

    @Test
    void aMatchStoppedByAKillEndsWithoutAnInternalError(@TempDir Path directory) throws Exception {
        // Two engines that never answer "go"; the match is stopped as Ctrl-C or kill would stop it (SIGTERM).
        Path engine = directory.resolve("silent.sh");
        Files.writeString(engine, String.join("\n",
                "while read -r line; do",
                "  case \"$line\" in",
                "    uci) echo 'id name Silent'; echo uciok ;;",
                "    isready) echo readyok ;;",
                "    quit) exit 0 ;;",
                "  esac",
                "done", ""));
        String command = "sh '" + engine + "'";
        Path errors = directory.resolve("stderr.txt");
        Process match = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "match", "--first", command,
                "--second", command, "--games", "2", "--tc", "60+0", "--pgn", directory.resolve("games.pgn").toString())
                .redirectError(errors.toFile()).start();
        StringBuilder output = new StringBuilder();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(match.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null && !line.contains("at a time")) {
                output.append(line).append('\n');
            }
            assertTrue(line != null, "the match started: " + output + readErrors(errors));
            Thread.sleep(500);
            match.destroy();
            assertTrue(match.waitFor(30, TimeUnit.SECONDS), "the match ended");
        } finally {
            match.destroyForcibly();
        }
        String err = readErrors(errors);
        assertFalse(err.contains("internal error"), err);
        assertFalse(err.contains("Exception"), err);
    }

    private static String readErrors(Path errors) throws IOException {
        return Files.exists(errors) ? Files.readString(errors) : "";
    }

    @Test
    void timeControlIsBasePlusIncrementInSeconds() {
        assertEquals(10_000, MatchCommand.parseTimeControl("10+0.1", "--tc")[0]);
        assertEquals(100, MatchCommand.parseTimeControl("10+0.1", "--tc")[1]);
        assertEquals(60_000, MatchCommand.parseTimeControl("60+0", "--tc")[0]);
    }
}
