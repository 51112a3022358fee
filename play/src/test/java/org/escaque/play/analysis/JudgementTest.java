package org.escaque.play.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.escaque.core.Color;
import org.escaque.play.analysis.Judgement.Classification;
import org.junit.jupiter.api.Test;

/** The winning-chance curve, the classification thresholds and move accuracy (docs/analysis.md). */
final class JudgementTest {

    @Test
    void winningChancesFollowTheLogisticCurve() {
        assertEquals(50, Judgement.winPercent(0), 1e-9);
        // 50 + 50·(2/(1+e^(−0.00368208·100))−1)
        assertEquals(59.10, Judgement.winPercent(100), 0.01);
        assertEquals(75.11, Judgement.winPercent(300), 0.01);
        for (int cp : new int[] {1, 37, 250, 999}) {
            assertEquals(100, Judgement.winPercent(cp) + Judgement.winPercent(-cp), 1e-9, "symmetric at " + cp);
        }
    }

    @Test
    void centipawnsAreCappedAtTenPawns() {
        assertEquals(Judgement.winPercent(1000), Judgement.winPercent(5000), 1e-12);
        assertEquals(Judgement.winPercent(-1000), Judgement.winPercent(-40000), 1e-12);
        assertEquals(97.54, Judgement.winPercent(1000), 0.01);
    }

    @Test
    void evaluationsAreSeenFromEitherSide() {
        assertEquals(59.10, Judgement.winPercent(Eval.cp(100), Color.WHITE), 0.01);
        assertEquals(40.90, Judgement.winPercent(Eval.cp(100), Color.BLACK), 0.01);
        assertEquals(Judgement.winPercent(1000), Judgement.winPercent(Eval.mate(3), Color.WHITE), 1e-12);
        assertEquals(100 - Judgement.winPercent(1000), Judgement.winPercent(Eval.mate(3), Color.BLACK), 1e-12);
        assertEquals(Judgement.winPercent(1000), Judgement.winPercent(Eval.mate(-2), Color.BLACK), 1e-12);
        assertEquals(100, Judgement.winPercent(Eval.checkmated(Color.BLACK), Color.WHITE));
        assertEquals(0, Judgement.winPercent(Eval.checkmated(Color.BLACK), Color.BLACK));
    }

    @Test
    void dropsAreClassifiedAtFiveTenAndFifteenPoints() {
        assertEquals(Classification.GOOD, Judgement.classify(0));
        assertEquals(Classification.GOOD, Judgement.classify(4.99));
        assertEquals(Classification.INACCURACY, Judgement.classify(5));
        assertEquals(Classification.INACCURACY, Judgement.classify(9.99));
        assertEquals(Classification.MISTAKE, Judgement.classify(10));
        assertEquals(Classification.MISTAKE, Judgement.classify(14.99));
        assertEquals(Classification.BLUNDER, Judgement.classify(15));
        assertEquals(Classification.BLUNDER, Judgement.classify(97));
    }

    @Test
    void errorsCarryTheirNags() {
        assertEquals(6, Classification.INACCURACY.nag());
        assertEquals(2, Classification.MISTAKE.nag());
        assertEquals(4, Classification.BLUNDER.nag());
        assertEquals(false, Classification.GOOD.isError());
        assertEquals(false, Classification.BEST.isError());
    }

    @Test
    void accuracyFallsWithTheDrop() {
        assertEquals(100, Judgement.moveAccuracy(0));
        assertEquals(100, Judgement.moveAccuracy(-3));
        assertEquals(103.1668 * Math.exp(-0.04354 * 10) - 3.1669, Judgement.moveAccuracy(10), 1e-9);
        assertEquals(0, Judgement.moveAccuracy(100));
    }

    @Test
    void pgnEvaluationTexts() {
        assertEquals("0.31", Eval.cp(31).pgnText());
        assertEquals("-1.05", Eval.cp(-105).pgnText());
        assertEquals("#3", Eval.mate(3).pgnText());
        assertEquals("#-2", Eval.mate(-2).pgnText());
        assertEquals(Eval.cp(-40), Eval.fromSideToMove(Color.BLACK, false, 40));
        assertEquals(Eval.mate(-1), Eval.fromSideToMove(Color.BLACK, true, 1));
    }
}
