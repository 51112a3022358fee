package org.escaque.lab.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.eval.network.Network;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A tactical regression check on Win at Chess, at a fixed node count so that it is deterministic. */
class EpdSuiteTest {

    @Test
    void readsBestMovesInSan() throws Exception {
        EpdSuite.Problem problem = EpdSuite.parse(
                "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";");
        assertEquals("WAC.001", problem.id());
        assertEquals("g3g6", problem.best().get(0).toString());
    }

    @Test
    void solvesMostOfTheFirstFiftyWinAtChessPositions() throws Exception {
        List<EpdSuite.Problem> problems = EpdSuite.read(wac()).subList(0, 50);
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        int solved = EpdSuite.run(problems, SearchLimits.fixedNodes(150_000),
                new PrintStream(log, true, StandardCharsets.UTF_8));
        assertTrue(solved >= 46, solved + "/50 solved:\n" + log.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theWarmUpLeavesNothingBehind() throws Exception {
        // A new game clears the table and the histories after the warm-up, so at a fixed node count the suite's
        // moves are the ones searched without it.
        List<EpdSuite.Problem> problems = EpdSuite.read(wac()).subList(0, 8);
        ByteArrayOutputStream cold = new ByteArrayOutputStream();
        ByteArrayOutputStream warm = new ByteArrayOutputStream();
        SearchLimits limits = SearchLimits.fixedNodes(40_000);
        EpdSuite.run(problems, limits, Optional.of(Network.builtIn()), 0, new PrintStream(cold, true,
                StandardCharsets.UTF_8));
        EpdSuite.run(problems, limits, Optional.of(Network.builtIn()), 300, new PrintStream(warm, true,
                StandardCharsets.UTF_8));
        assertEquals(cold.toString(StandardCharsets.UTF_8), warm.toString(StandardCharsets.UTF_8));
    }

    @TempDir
    Path directory;

    /** The suite as a file: it comes from the engine's test jar, which may be a packed jar. */
    private Path wac() throws IOException {
        Path file = directory.resolve("wac.epd");
        try (InputStream in = EpdSuiteTest.class.getResourceAsStream("/wac.epd")) {
            Files.copy(in, file);
        }
        return file;
    }
}
