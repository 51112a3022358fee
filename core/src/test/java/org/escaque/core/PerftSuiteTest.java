package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.escaque.core.EpdFixtures.PerftCase;
import org.junit.jupiter.api.Test;

/** Every node count in the perft suites: classic positions, edge cases, and 1,500 random positions. */
class PerftSuiteTest {

    /** Counts above this are left to the perft benchmark command: they take seconds each. */
    private static final long MAX_NODES = 200_000_000L;

    @Test
    void standardPositionsAndEdgeCasesCountExactly() {
        assertAllCounts("/perft/standard.epd");
    }

    @Test
    void fifteenHundredRandomPositionsMatchStockfish() {
        assertAllCounts("/perft/random-stockfish.epd");
    }

    private static void assertAllCounts(String resource) {
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (PerftCase c : EpdFixtures.perftCases(resource)) {
            Position position = Position.fromFen(c.fen());
            for (Map.Entry<Integer, Long> expected : c.counts().entrySet()) {
                if (expected.getValue() > MAX_NODES) {
                    continue;
                }
                long actual = Perft.count(position, expected.getKey());
                checked++;
                if (actual != expected.getValue()) {
                    failures.add(c.fen() + " depth " + expected.getKey() + ": expected " + expected.getValue()
                            + ", got " + actual);
                }
            }
        }
        assertEquals(List.of(), failures, "perft mismatches");
        System.out.println(resource + ": " + checked + " counts checked");
    }
}
