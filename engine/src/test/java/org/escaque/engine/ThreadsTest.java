package org.escaque.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.engine.eval.network.TestNetworks;
import org.escaque.engine.search.Score;
import org.escaque.engine.search.SearchLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Searches with helper threads (the Threads option): they still find forced mates and answer legal moves, stop
 * promptly, and leave a one-thread search as deterministic as before.
 */
class ThreadsTest {

    @ParameterizedTest(name = "mate in {1} with {2} threads: {0}")
    @CsvSource({
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1, 1, 2",
        "kr6/p7/8/8/8/8/1Q6/K6R w - - 0 1, 2, 2",
        "6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1, 2, 3",
        "k7/8/8/3K4/8/8/8/7R w - - 0 1, 3, 2",
        "3k4/8/8/3K4/8/8/8/R7 w - - 0 1, 3, 4",
    })
    void findsForcedMates(String fen, int moves, int threads) throws Exception {
        Position position = Position.fromFen(fen);
        try (Engine engine = new Engine()) {
            engine.setThreads(threads);
            SearchHarness harness = SearchHarness.search(engine, position, SearchLimits.fixedDepth(2 * moves + 8));
            assertEquals(Score.mateIn(moves), harness.lastInfo().score());
            assertTrue(MateFinder.matesIn(position, harness.bestMove(), moves), harness.bestMove() + " mates in " + moves);
        }
    }

    @Test
    void playsLegalMovesWithTwoThreads() throws Exception {
        SplittableRandom random = new SplittableRandom(4);
        try (Engine engine = new Engine()) {
            engine.setThreads(2);
            for (int searched = 0; searched < 200; ) {
                Position position = randomPosition(random);
                if (!position.hasLegalMove()) {
                    continue;
                }
                SearchLimits limits = searched % 2 == 0 ? SearchLimits.fixedDepth(1 + random.nextInt(6))
                        : SearchLimits.fixedTime(5 + random.nextInt(20));
                SearchHarness harness = SearchHarness.search(engine, position, limits);
                Move move = harness.bestMove();
                assertTrue(position.isLegal(move), move + " is legal in " + position.fen());
                if (harness.ponder.isPresent()) {
                    assertTrue(position.play(move).isLegal(harness.ponder.get()), "ponder move legal");
                }
                searched++;
            }
        }
    }

    @Test
    void searchesWithTheLearnedEvaluationOnSeveralThreads() throws Exception {
        Position position = Position.fromFen("kr6/p7/8/8/8/8/1Q6/K6R w - - 0 1");
        try (Engine engine = new Engine()) {
            engine.setNetwork(Optional.of(TestNetworks.random(32, 2)));
            for (int threads = 1; threads <= 2; threads++) {
                engine.setThreads(threads);
                engine.newGame();
                SearchHarness harness = SearchHarness.search(engine, position, SearchLimits.fixedDepth(10));
                assertEquals(Score.mateIn(2), harness.lastInfo().score());
                assertTrue(MateFinder.matesIn(position, harness.bestMove(), 2), harness.bestMove() + " mates in 2");
            }
        }
    }

    @Test
    void stopsAnInfiniteSearchWithHelpers() throws Exception {
        try (Engine engine = new Engine()) {
            engine.setThreads(4);
            engine.setPosition(Position.initial(), List.of());
            SearchHarness harness = new SearchHarness();
            engine.go(SearchLimits.untilStopped(), harness);
            // Past depth 10 of the start position an infinite search is well under way: it still waits for stop.
            assertTrue(harness.awaitDepth(10), "the search reports its progress");
            assertFalse(harness.answer.isDone(), "an infinite search waits for stop");
            engine.stop();
            Optional<Move> move = harness.answer.get(30, TimeUnit.SECONDS);
            assertTrue(move.isPresent());
            assertTrue(Position.initial().isLegal(move.get()));
            // The engine searches again after the helpers stopped, with fewer threads too.
            engine.setThreads(2);
            assertTrue(Position.initial().isLegal(
                    SearchHarness.search(engine, Position.initial(), SearchLimits.fixedDepth(6)).bestMove()));
        }
    }

    @Test
    void oneThreadStaysDeterministicAfterHelpersRan() throws Exception {
        String fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
        long fresh;
        try (Engine engine = new Engine()) {
            fresh = SearchHarness.search(engine, Position.fromFen(fen), SearchLimits.fixedDepth(8)).lastInfo().nodes();
        }
        try (Engine engine = new Engine()) {
            engine.setThreads(2);
            SearchHarness.search(engine, Position.fromFen(fen), SearchLimits.fixedDepth(8));
            engine.setThreads(1);
            engine.newGame();
            long again = SearchHarness.search(engine, Position.fromFen(fen), SearchLimits.fixedDepth(8)).lastInfo()
                    .nodes();
            assertEquals(fresh, again);
        }
    }

    @Test
    void refusesThreadCountsOutOfRange() {
        try (Engine engine = new Engine()) {
            assertThrows(IllegalArgumentException.class, () -> engine.setThreads(0));
            assertThrows(IllegalArgumentException.class, () -> engine.setThreads(Engine.MAX_THREADS + 1));
        }
    }

    private static Position randomPosition(SplittableRandom random) throws Exception {
        Position position = Position.initial();
        int plies = random.nextInt(100);
        for (int i = 0; i < plies && position.hasLegalMove(); i++) {
            List<Move> moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }
}
