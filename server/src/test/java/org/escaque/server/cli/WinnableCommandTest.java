package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code escaque winnable}: one answer line per position, in order; bad FENs reported by field, exit code 2. */
class WinnableCommandTest {

    private record Run(int exitCode, String out, String err) {
    }

    private static Run run(String input, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        try {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
            return new Run(code, out.toString(), err.toString());
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    void aBishopAgainstARookCanNeverMateButTheRookCan() {
        Run run = run("", "winnable", "--fen", "4k3/8/6b1/8/8/8/8/R3K3 w - - 0 1");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("white=yes black=no\n", run.out());
    }

    @Test
    void aLockedWallIsDeadForBoth() {
        Run run = run("", "winnable", "--fen", "8/4k3/8/1p1p1p1p/1P1P1P1P/8/5K2/8 b - - 0 1");
        assertEquals("white=no black=no\n", run.out());
    }

    @Test
    void standardInputGivesOneLineEachInOrderAndAnErrorLineForABadFen() {
        String input = String.join("\n",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "4k3/8/5n2/8/8/8/8/3QK3 w - -",
                "",
                "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1") + "\n";
        Run run = run(input, "winnable", "--millis", "2000");
        List<String> lines = run.out().lines().toList();
        assertEquals(List.of("white=yes black=yes", "white=yes black=no", "error: active colour: 'x' is not 'w' or 'b'",
                "white=no black=no"), lines);
        assertEquals(2, run.exitCode(), "a bad FEN makes the exit code 2, after the rest");
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("line 4: active colour"), run.err());
    }

    @Test
    void aBadFenOrLimitEndsWithCodeTwoAndOneLineOnStderr() {
        for (String[] args : List.of(
                new String[] {"winnable", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"},
                new String[] {"winnable", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--millis", "0"},
                new String[] {"winnable", "--millis", "x"},
                // The check's benchmark is the lab's (escaque-lab dead-position-bench), not the app's.
                new String[] {"winnable", "--bench"})) {
            Run run = run("", args);
            assertEquals(2, run.exitCode(), String.join(" ", args));
            assertEquals("", run.out(), String.join(" ", args));
            assertTrue(run.err().startsWith("escaque: "), run.err());
            assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
        }
        assertTrue(run("", "winnable", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1").err().contains("piece placement"),
                "the message names the field");
    }
}
