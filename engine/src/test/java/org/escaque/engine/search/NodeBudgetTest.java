package org.escaque.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.escaque.core.Board;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.engine.eval.network.Network;
import org.escaque.engine.eval.network.NetworkEvaluation;
import org.junit.jupiter.api.Test;

/** A soft node budget (a deep level's): the search ends on the first whole iteration that spends it. */
class NodeBudgetTest {

    private static final String MIDDLEGAME = "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10";

    private record Searched(List<SearchInfo> infos, Move best, long nodes) {
    }

    private static Searched search(SearchLimits limits, long softNodes, int lines) {
        List<SearchInfo> infos = new ArrayList<>();
        SearchListener listener = new SearchListener() {
            @Override
            public void info(SearchInfo info) {
                infos.add(info);
            }

            @Override
            public void bestMove(Move move, Optional<Move> ponder) {
            }
        };
        Network network = Network.builtIn();
        Searcher searcher = new Searcher(new TranspositionTable(16), plies -> new NetworkEvaluation(network, plies));
        Board board = Position.fromFen(MIDDLEGAME).board();
        SearchOutcome outcome = searcher.search(board, new SearchControl(limits, board.sideToMove(), 0, softNodes),
                lines, listener);
        return new Searched(infos, Move.decode(outcome.bestMove()), searcher.nodes());
    }

    @Test
    void noNewIterationStartsOnceTheBudgetIsSpentAndTheOneUnderWayEnds() {
        long soft = 60_000;
        for (int lines : new int[] {1, 3}) {
            Searched searched = search(SearchLimits.fixedNodes(4 * soft), soft, lines);
            SearchInfo last = searched.infos().get(searched.infos().size() - 1);
            // The last iteration reported is whole (all its lines) and is the first to reach the budget.
            assertTrue(last.nodes() >= soft, "the budget was spent: " + last.nodes());
            long linesOfLast = searched.infos().stream().filter(info -> info.depth() == last.depth()).count();
            assertEquals(lines, linesOfLast, "the last iteration reported all its lines");
            assertTrue(searched.infos().stream().filter(info -> info.depth() == last.depth() - 1)
                    .allMatch(info -> info.nodes() < soft), "the iteration before had not spent the budget");
            // Nothing was searched after it: the search stopped where the last iteration ended, and plays its move.
            assertEquals(last.nodes(), searched.nodes());
            SearchInfo first = searched.infos().stream().filter(info -> info.depth() == last.depth()
                    && info.multiPv() == 1).findFirst().orElseThrow();
            assertEquals(first.principalVariation().get(0), searched.best());
            assertTrue(searched.nodes() < 4 * soft, "the hard limit was not needed: " + searched.nodes());
        }
    }

    @Test
    void withoutASoftBudgetTheNodeLimitInterruptsTheIterationUnderWay() {
        long limit = 60_000;
        Searched searched = search(SearchLimits.fixedNodes(limit), 0, 1);
        SearchInfo last = searched.infos().get(searched.infos().size() - 1);
        // Stopped at the limit (checked every few nodes), inside an iteration that was never reported.
        assertTrue(searched.nodes() >= limit && searched.nodes() < limit + 4_096, "searched " + searched.nodes());
        assertTrue(last.nodes() < searched.nodes(), "the iteration under way was cut: " + last.nodes());
    }

    @Test
    void theHardLimitStillHoldsWhenTheLastIterationIsLong() {
        // A hard limit barely above the budget: the iteration under way is cut there.
        long soft = 60_000;
        Searched searched = search(SearchLimits.fixedNodes(soft + 1_000), soft, 1);
        assertTrue(searched.nodes() < soft + 1_000 + 4_096, "searched " + searched.nodes());
    }
}
