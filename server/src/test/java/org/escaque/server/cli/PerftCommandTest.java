package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The perft command's output contract (Stockfish's {@code go perft} format) and its errors. */
class PerftCommandTest {

    private record Run(int exitCode, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void divideListsEachRootMoveThenABlankLineThenTheTotal() {
        Run run = run("perft", "--depth", "3", "--divide");
        assertEquals(0, run.exitCode());
        List<String> lines = run.out().lines().toList();
        assertEquals(20 + 2, lines.size());
        assertTrue(lines.contains("e2e4: 600"), run.out());
        assertTrue(lines.contains("g1f3: 440"), run.out());
        assertEquals("", lines.get(20));
        assertEquals("Nodes searched: 8902", lines.get(21));
        assertTrue(run.err().contains("Time:"), "time and speed go to stderr");
    }

    @Test
    void withoutDivideOnlyTheTotalIsPrinted() {
        Run run = run("perft", "--depth", "4", "--fen",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        assertEquals(0, run.exitCode());
        assertEquals("Nodes searched: 4085603\n", run.out());
    }

    @Test
    void badArgumentsExitWithCodeTwoAndOneLine() {
        for (String[] args : List.of(
                new String[] {"perft", "--depth", "0"},
                new String[] {"perft", "--depth", "x"},
                new String[] {"perft"},
                new String[] {"perft", "--depth", "2", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"},
                new String[] {"nonsense"})) {
            Run run = run(args);
            assertEquals(2, run.exitCode(), String.join(" ", args));
            assertEquals("", run.out(), String.join(" ", args));
            assertTrue(run.err().startsWith("escaque: "), run.err());
            assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
        }
    }
}
