package org.escaque.lab.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.escaque.engine.SearchLimits;
import org.junit.jupiter.api.Test;

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

    private static Path wac() throws URISyntaxException {
        return Path.of(EpdSuiteTest.class.getResource("/wac.epd").toURI());
    }
}
