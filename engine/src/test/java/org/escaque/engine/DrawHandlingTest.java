package org.escaque.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.UciMove;
import org.escaque.engine.search.Score;
import org.escaque.engine.search.SearchLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The search knows draws: it avoids stalemating when winning and seeks repetition when losing. */
class DrawHandlingTest {

    @ParameterizedTest
    @ValueSource(strings = {
        // Taking the bishop stalemates; Qd1 mates.
        "3Q4/8/8/8/7b/8/p1K5/k7 w - - 0 1",
        // Many queen moves stalemate the cornered king.
        "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1",
        "k7/8/8/1Q6/8/8/8/K7 w - - 0 1",
    })
    void avoidsStalemateWhenWinning(String fen) throws Exception {
        Position position = Position.fromFen(fen);
        SearchHarness harness = SearchHarness.search(fen, SearchLimits.fixedDepth(8));
        Position after = position.play(harness.bestMove());
        assertFalse(after.isStalemate(), harness.bestMove() + " stalemates");
        Score score = harness.lastInfo().score();
        assertTrue(score.isMate() ? score.value() > 0 : score.value() > 500, "a won position scores so, got " + score);
    }

    @Test
    void seeksPerpetualCheckWhenLosing() throws Exception {
        // White is a rook and more down, but Qh6+ Kg8 Qg6+ Kh8 repeats for ever; anything else loses.
        String fen = "5r1k/5p2/8/8/8/8/qr4PP/2Q4K w - - 0 1";
        SearchHarness harness = SearchHarness.search(fen, SearchLimits.fixedDepth(10));
        assertEquals("c1h6", harness.bestMove().toString());
        assertEquals(Score.centipawns(0), harness.lastInfo().score());
    }

    @Test
    void countsRepetitionsOfTheGameBeforeTheRoot() throws Exception {
        // After Qh6+ Kg8 Qg6+ Kh8 Qh6+ Kg8 the checking line is a known draw, already at low depth.
        Position start = Position.fromFen("5r1k/5p2/8/8/8/8/qr4PP/2Q4K w - - 0 1");
        try (Engine engine = new Engine()) {
            Position position = start;
            List<Move> moves = new java.util.ArrayList<>();
            for (String text : List.of("c1h6", "h8g8", "h6g6", "g8h8", "g6h6", "h8g8")) {
                Move move = UciMove.parse(position, text);
                moves.add(move);
                position = position.play(move);
            }
            engine.setPosition(start, moves);
            SearchHarness harness = new SearchHarness();
            engine.go(SearchLimits.fixedDepth(3), harness);
            assertEquals("h6g6", harness.bestMove().toString());
            assertEquals(Score.centipawns(0), harness.lastInfo().score());
        }
    }

    @Test
    void scoresTheFiftyMoveRuleAsDraw() throws Exception {
        // A rook up, but the half-move clock is at 99: the only way to keep winning would be a capture or
        // pawn move, and there is none; any move draws.
        SearchHarness harness = SearchHarness.search("8/8/4k3/8/8/3K4/8/R7 w - - 99 120", SearchLimits.fixedDepth(6));
        assertEquals(Score.centipawns(0), harness.lastInfo().score());
    }

    @Test
    void scoresInsufficientMaterialAsDraw() throws Exception {
        SearchHarness harness = SearchHarness.search("8/8/4k3/8/8/3KN3/8/8 w - - 0 1", SearchLimits.fixedDepth(6));
        assertEquals(Score.centipawns(0), harness.lastInfo().score());
    }
}
