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
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.junit.jupiter.api.Test;

/** The facade: answers always, answers legally, stops promptly, and is deterministic at a fixed depth. */
class EngineTest {

    @Test
    void anInfiniteSearchWaitsForStopAndThenAnswers() throws Exception {
        try (Engine engine = new Engine()) {
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
        }
    }

    @Test
    void playsALegalMoveInRandomPositions() throws Exception {
        SplittableRandom random = new SplittableRandom(20_240_601);
        int searched = 0;
        try (Engine engine = new Engine()) {
            while (searched < 2000) {
                Position position = randomPosition(random);
                if (!position.hasLegalMove()) {
                    continue;
                }
                SearchLimits limits = searched % 2 == 0 ? SearchLimits.fixedDepth(1 + random.nextInt(3))
                        : SearchLimits.fixedNodes(1 + random.nextInt(400));
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
    void reportsNoMoveWhenMatedOrStalemated() throws Exception {
        SearchHarness mated = SearchHarness.search("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", SearchLimits.fixedDepth(3));
        assertEquals(Optional.empty(), mated.answer.get());
        SearchHarness stalemated = SearchHarness.search("7k/8/6QK/8/8/8/8/8 b - - 0 1", SearchLimits.fixedDepth(3));
        assertEquals(Optional.empty(), stalemated.answer.get());
    }

    @Test
    void searchIsDeterministicAtFixedDepth() throws Exception {
        String fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
        long[] nodes = new long[2];
        String[] moves = new String[2];
        for (int run = 0; run < 2; run++) {
            try (Engine engine = new Engine()) {
                SearchHarness harness = SearchHarness.search(engine, Position.fromFen(fen), SearchLimits.fixedDepth(9));
                nodes[run] = harness.lastInfo().nodes();
                moves[run] = harness.bestMove().toString();
            }
        }
        assertEquals(nodes[0], nodes[1]);
        assertEquals(moves[0], moves[1]);
    }

    @Test
    void anEngineOnTheCallersThreadSearchesTheSameTreeAndAnswersBeforeGoReturns() throws Exception {
        // The browser's WebAssembly build has no threads: its engine searches on the caller's thread, one thread.
        String fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
        SearchHarness threaded;
        try (Engine engine = new Engine()) {
            threaded = SearchHarness.search(engine, Position.fromFen(fen), SearchLimits.fixedDepth(8));
        }
        try (Engine engine = Engine.onCallerThread()) {
            engine.setPosition(Position.fromFen(fen), List.of());
            SearchHarness harness = new SearchHarness();
            engine.go(SearchLimits.fixedDepth(8), harness);
            assertTrue(harness.answer.isDone(), "answered before go returned");
            assertFalse(engine.isSearching());
            assertEquals(threaded.bestMove(), harness.bestMove());
            assertEquals(threaded.lastInfo().nodes(), harness.lastInfo().nodes());
            assertEquals(threaded.lastInfo().nodes(), engine.lastNodeCount());

            SearchHarness mated = new SearchHarness();
            engine.setPosition(Position.fromFen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"), List.of());
            engine.go(SearchLimits.fixedDepth(3), mated);
            assertEquals(Optional.empty(), mated.answer.getNow(null));

            assertThrows(IllegalArgumentException.class, () -> engine.go(SearchLimits.untilStopped(), new SearchHarness()),
                    "a search with no end would never return");
            assertThrows(IllegalArgumentException.class, () -> engine.setThreads(2));
            engine.setThreads(1);
        }
    }

    @Test
    void restrictsTheRootToSearchMoves() throws Exception {
        Position position = Position.initial();
        Move onlyMove = position.legalMoves().stream().filter(m -> m.toString().equals("a2a3")).findFirst().get();
        SearchLimits limits = SearchLimits.builder().depth(4).searchMoves(List.of(onlyMove)).build();
        assertEquals(onlyMove, SearchHarness.search(new Engine(), position, limits).bestMove());
    }

    @Test
    void reportsEveryMultiPvLine() throws Exception {
        try (Engine engine = new Engine()) {
            engine.setMultiPv(3);
            SearchHarness harness = SearchHarness.search(engine, Position.initial(), SearchLimits.fixedDepth(5));
            List<SearchInfo> last = harness.infos.stream().filter(i -> i.depth() == 5).toList();
            assertEquals(3, last.size());
            assertEquals(3, last.stream().map(i -> i.principalVariation().get(0)).distinct().count());
        }
    }

    /**
     * On a 300 ms clock with 100 ms a move the engine plans a search well inside what is left after the move
     * overhead, and still plays a legal move. (How long the search really takes depends on the machine's load, so
     * it is not timed here; the time manager's hard limit is checked in {@code TimeManagerTest}.)
     */
    @Test
    void managesTheClockAtTenSecondsPlusIncrement() throws Exception {
        SearchLimits limits = SearchLimits.builder().whiteTime(300).blackTime(300).whiteIncrement(100)
                .blackIncrement(100).build();
        try (Engine engine = new Engine()) {
            engine.setPosition(Position.initial(), List.of());
            long planned = engine.plannedMillis(limits);
            assertTrue(planned > 0 && planned < 300 - Engine.DEFAULT_MOVE_OVERHEAD,
                    "planned " + planned + " ms of a 300 ms clock");
            SearchHarness harness = new SearchHarness();
            engine.go(limits, harness);
            assertTrue(Position.initial().legalMoves().contains(harness.bestMove()));
        }
    }

    private static Position randomPosition(SplittableRandom random) throws Exception {
        Position position = Position.initial();
        int plies = random.nextInt(120);
        for (int i = 0; i < plies && position.hasLegalMove(); i++) {
            List<Move> moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }
}
