package org.escaque.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.engine.search.SearchLimits;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Endings won only by a plan: the full-strength engine, on a fixed number of nodes a move, checkmates against its
 * own defence (the same engine, the same nodes) before the fifty-move rule can end the game. Each position is one
 * from which the engine, at 10 s + 0.1 s against Stockfish at {@code UCI_Elo} 2400, let the fifty-move rule draw a
 * won game (the position right after the last capture or pawn move of that game).
 */
class EndingsTest {

    /** Nodes a move for each side: well under what a 10 s + 0.1 s game gives it. */
    private static final long NODES = 40_000;

    @ParameterizedTest
    @ValueSource(strings = {
        // Queen against rook, the defending king in the middle or near it.
        "4Q3/6k1/3K4/8/8/8/r7/8 b - - 0 97",
        "8/k7/8/3Q4/2r5/8/8/3K4 b - - 0 113",
        "5Q2/7k/2r5/4K3/8/8/8/8 b - - 0 187",
        "8/R7/8/8/8/8/2k3K1/4q3 w - - 0 98",
        // Bishop and knight: the king has to be driven to a corner of the bishop's colour.
        "8/3B4/6N1/8/8/8/5K2/1k6 b - - 0 82",
        "8/K4n2/5k2/8/4b3/8/8/8 w - - 0 109",
    })
    void checkmatesBeforeTheFiftyMoveRule(String fen) throws Exception {
        Position start = Position.fromFen(fen);
        Position position = start;
        List<Move> moves = new ArrayList<>();
        try (Engine engine = new Engine()) {
            while (!position.isCheckmate()) {
                if (position.halfmoveClock() >= 100 || !position.hasLegalMove() || position.hasInsufficientMaterial()) {
                    fail("not won: " + position.fen() + " after " + moves.size() + " plies");
                }
                engine.setPosition(start, moves);
                SearchHarness harness = new SearchHarness();
                engine.go(SearchLimits.fixedNodes(NODES), harness);
                Move move = harness.bestMove();
                moves.add(move);
                position = position.play(move);
            }
        }
        assertTrue(position.isCheckmate());
    }
}
