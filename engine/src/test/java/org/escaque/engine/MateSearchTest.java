package org.escaque.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.escaque.core.Position;
import org.escaque.engine.search.Score;
import org.escaque.engine.search.SearchLimits;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Forced mates are found, announced with the right distance, and the chosen move really mates in that
 * many moves according to a brute-force solver over the rules core.
 */
class MateSearchTest {

    @ParameterizedTest(name = "mate in {1}: {0}")
    @CsvSource({
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1, 1",
        "k7/8/2K5/8/8/8/8/7R w - - 0 1, 2",
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4, 1",
        "6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1, 2",
        "kr6/p7/8/8/8/8/1Q6/K6R w - - 0 1, 2",
        "5k2/8/5K2/8/8/8/8/4R3 w - - 0 1, 2",
        "2k5/8/2K5/8/8/8/8/7R w - - 0 1, 1",
        "k7/8/8/3K4/8/8/8/7R w - - 0 1, 3",
        "3k4/8/8/3K4/8/8/8/R7 w - - 0 1, 3",
    })
    void findsForcedMate(String fen, int moves) throws Exception {
        Position position = Position.fromFen(fen);
        assertEquals(moves, MateFinder.shortestMate(position, moves), "the test position itself is a mate in " + moves);
        SearchHarness harness = SearchHarness.search(fen, SearchLimits.fixedDepth(2 * moves + 8));
        assertEquals(Score.mateIn(moves), harness.lastInfo().score());
        assertTrue(MateFinder.matesIn(position, harness.bestMove(), moves), harness.bestMove() + " mates in " + moves);
    }
}
