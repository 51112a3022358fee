package org.escaque.server.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.escaque.core.Color;
import org.escaque.core.Position;
import org.escaque.core.Fen;
import org.escaque.play.analysis.Budget;
import org.escaque.play.analysis.Eval;
import org.escaque.play.analysis.PositionEval;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The engine as the analyser: mates in White's terms, checkmates on the board, the same answer every time. */
final class EngineAnalyserTest {

    private final EngineAnalyser analyser = new EngineAnalyser(Map.of(Budget.QUICK, 20_000L, Budget.DEEP, 40_000L));

    @AfterEach
    void close() {
        analyser.close();
    }

    private PositionEval analyse(String fen) {
        return analyser.analyse(Fen.parse(fen), List.of(), Budget.QUICK, () -> false).orElseThrow();
    }

    @Test
    void aMateInOneIsFoundForEitherSide() {
        PositionEval white = analyse("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        assertEquals(Eval.mate(1), white.eval());
        assertEquals("a1a8", white.bestUci());
        PositionEval black = analyse("r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1");
        assertEquals(Eval.mate(-1), black.eval());
        assertEquals("a8a1", black.bestUci());
    }

    @Test
    void aCheckmateOnTheBoardNeedsNoSearch() {
        PositionEval mated = analyse("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertEquals(Eval.checkmated(Color.WHITE), mated.eval());
        assertNull(mated.bestUci());
    }

    @Test
    void theSamePositionGetsTheSameEvaluationWhateverCameBefore() {
        PositionEval first = analyser.analyse(Position.initial(), List.of(), Budget.QUICK, () -> false)
                .orElseThrow();
        analyse("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        PositionEval again = analyser.analyse(Position.initial(), List.of(), Budget.QUICK, () -> false)
                .orElseThrow();
        assertEquals(first, again);
        assertEquals(Fen.INITIAL, first.fen());
    }
}
