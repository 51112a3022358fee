package org.escaque.play.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A side's accuracy over a game, checked against numbers worked out by hand (docs/analysis.md, the same example). */
final class GameAccuracyTest {

    /**
     * Four moves; White's chances 50, 52, 48, 20, 22 (White blunders at its second move). The window is 2 positions,
     * the move's before and after: weights 1, 2, 14 → 12, 1. White's moves (100 and 20): weighted (100·1 + 20·12)/13 =
     * 26.154, harmonic 2/(1/100 + 1/20) = 33.333, accuracy 29.744 (a plain mean says 60). Black's (90 and 100):
     * weighted (90·2 + 100·1)/3 = 93.333, harmonic 2/(1/90 + 1/100) = 94.737, accuracy 94.035.
     */
    @Test
    void theWorkedExample() {
        double[] weights = GameAccuracy.weights(List.of(50.0, 52.0, 48.0, 20.0, 22.0));
        assertArrayEquals(new double[] {1, 2, 12, 1}, weights, 1e-12);
        double[] accuracies = {100, 90, 20, 100};
        assertEquals((340.0 / 13 + 100.0 / 3) / 2, GameAccuracy.side(accuracies, weights, List.of(0, 2)), 1e-9);
        assertEquals(29.744, GameAccuracy.side(accuracies, weights, List.of(0, 2)), 5e-4);
        assertEquals(94.035, GameAccuracy.side(accuracies, weights, List.of(1, 3)), 5e-4);
    }

    @Test
    void theWindowIsATenthOfTheGameBetweenTwoAndEightPositions() {
        assertEquals(2, GameAccuracy.windowSize(1));
        assertEquals(2, GameAccuracy.windowSize(29));
        assertEquals(3, GameAccuracy.windowSize(30));
        assertEquals(8, GameAccuracy.windowSize(85));
        assertEquals(8, GameAccuracy.windowSize(400));
    }

    /**
     * Thirty moves, White's chances 0 everywhere but 30 at position 10 (after the tenth move): with a window of 3
     * positions, move index i is weighed by positions i−1 to i+1 (the first two moves by 0 to 2), so only indices 9,
     * 10 and 11 see the 30: their deviation is √200 = 14.1, kept at 12; every other move gets the least weight, 0.5.
     */
    @Test
    void eachMoveIsWeighedByTheWindowThatEndsAfterIt() {
        List<Double> wins = new ArrayList<>();
        for (int i = 0; i <= 30; i++) {
            wins.add(i == 10 ? 30.0 : 0.0);
        }
        double[] weights = GameAccuracy.weights(wins);
        assertEquals(30, weights.length);
        for (int i = 0; i < 30; i++) {
            // Move index i's window: positions max(0, i − 1) to that + 2; position 10 is in it for i = 9, 10, 11.
            assertEquals(i >= 9 && i <= 11 ? 12 : 0.5, weights[i], 1e-12, "move index " + i);
        }
    }

    @Test
    void aHarmonicMeanCountsAnAccuracyUnderOneAsOne() {
        double[] weights = {1, 1};
        double[] accuracies = {0, 100};
        // Weighted 50; harmonic 2 / (1/1 + 1/100) = 1.980.
        assertEquals((50 + 2 / 1.01) / 2, GameAccuracy.side(accuracies, weights, List.of(0, 1)), 1e-9);
        assertTrue(Double.isNaN(GameAccuracy.side(accuracies, weights, List.of())));
    }
}
