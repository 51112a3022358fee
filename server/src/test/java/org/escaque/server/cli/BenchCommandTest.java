package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.escaque.engine.eval.network.Network;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code escaque bench}: which evaluation it searches with, and what it refuses. */
class BenchCommandTest {

    @Test
    void searchesWithTheBuiltInNetworkUnlessToldOtherwise(@TempDir Path directory) throws Exception {
        Path copy = directory.resolve("built-in.nnue");
        try (OutputStream out = Files.newOutputStream(copy)) {
            Network.builtIn().write(out);
        }
        long byDefault = nodes(BriefRun.of("bench", "--depth", "4"));
        // The same network read from a file searches the same tree; the hand-crafted evaluation another.
        assertEquals(byDefault, nodes(BriefRun.of("bench", "--depth", "4", "--evalfile", copy.toString())));
        assertNotEquals(byDefault, nodes(BriefRun.of("bench", "--depth", "4", "--classic")));
    }

    @Test
    void badArgumentsExitWithCodeTwoAndOneLine() throws Exception {
        for (List<String> args : List.of(
                List.of("bench", "--depth", "0"),
                List.of("bench", "--classic", "--evalfile", "x.nnue"),
                List.of("bench", "--evalfile", "/nonexistent/network.nnue"))) {
            BriefRun run = BriefRun.of(args.toArray(String[]::new));
            assertEquals(2, run.code(), args + ": " + run.err());
            assertTrue(run.err().startsWith("escaque: "), run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
            assertEquals("", run.out(), "nothing searched: " + args);
        }
    }

    /** The total of "Nodes searched" in a bench's output. */
    private static long nodes(BriefRun run) {
        assertEquals(0, run.code(), run.err());
        return run.out().lines().filter(line -> line.startsWith("Nodes searched"))
                .mapToLong(line -> Long.parseLong(line.replaceAll("\\D", ""))).findFirst()
                .orElseThrow(() -> new AssertionError("no node count in:\n" + run.out()));
    }
}
