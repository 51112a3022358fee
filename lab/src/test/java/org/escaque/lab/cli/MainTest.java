package org.escaque.lab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code escaque-lab}: its commands, and bad arguments ending with exit code 2 and a message, never a stack trace.
 * (The match command's own checks: MatchCommandTest.)
 */
class MainTest {

    private record Run(int exitCode, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void theHelpListsEveryCommand() {
        Run help = run("--help");
        assertEquals(0, help.exitCode(), help.err());
        for (String command : List.of("match", "loadtest", "dead-position-bench", "epd-suite", "level-profile",
                "selfplay-data", "score-labels", "tune", "nnue-positions", "nnue-distill", "nnue-train", "network")) {
            assertTrue(help.out().contains("  " + command + " "), command + " in:\n" + help.out());
        }
    }

    @Test
    void withoutACommandItShowsTheUsageAndExitsWithCodeTwo() {
        Run run = run();
        assertEquals(2, run.exitCode());
        assertEquals("", run.out());
        assertTrue(run.err().contains("Usage: escaque-lab"), run.err());
    }

    @Test
    void badArgumentsExitWithCodeTwoAndAMessage() {
        for (List<String> args : List.of(
                List.of("serve"),
                List.of("dead-position-bench", "--games", "0"),
                List.of("dead-position-bench", "--games", "many"),
                List.of("loadtest", "--games", "0"),
                List.of("loadtest", "--url", "http://192.0.2.1:8080"),
                List.of("loadtest", "--url", "not a url"),
                List.of("tune", "weights.txt", "--epochs"),
                List.of("tune", "weights.txt", "--epochs", "many"),
                List.of("tune", "weights.txt", "/nonexistent/labelled.txt"),
                List.of("network", "--generations", "2"),
                List.of("network", "--out", "/nonexistent/network", "--generations", "0"),
                List.of("network", "--out", "/nonexistent/network", "--threads", "0"))) {
            Run run = run(args.toArray(String[]::new));
            assertEquals(2, run.exitCode(), String.join(" ", args) + ": " + run.err());
            assertTrue(run.err().startsWith("escaque-lab: "), String.join(" ", args) + ": " + run.err());
            assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
            assertEquals("", run.out(), String.join(" ", args));
        }
    }

    @Test
    void theDeadPositionBenchPrintsItsFigures() {
        Run run = run("dead-position-bench", "--games", "20", "--seed", "7");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("Winnability.isDead"), run.out());
        assertTrue(run.out().contains("20 random games"), run.out());
        assertTrue(run.out().contains("locked pawn chains"), run.out());
    }

    @Test
    void aToolGetsItsOwnOptionsAndItsRefusalIsAUsageError(@TempDir Path directory) throws Exception {
        // The tools end a run they refuse themselves (exit code 2), so this one runs in a process of its own.
        Path errors = directory.resolve("stderr.txt");
        Process tool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "epd-suite", "--warm-up", "-5",
                "suite.epd").redirectError(errors.toFile()).redirectOutput(directory.resolve("stdout.txt").toFile())
                .start();
        assertTrue(tool.waitFor(60, TimeUnit.SECONDS), "the tool ended");
        String err = Files.readString(errors);
        assertEquals(2, tool.exitValue(), err);
        assertTrue(err.contains("--warm-up takes a number of milliseconds"), "the tool read --warm-up: " + err);
        assertFalse(err.contains("\tat "), "no stack trace: " + err);
    }
}
