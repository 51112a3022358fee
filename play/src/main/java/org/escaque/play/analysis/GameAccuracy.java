package org.escaque.play.analysis;

import java.util.List;

/**
 * A side's accuracy over a game, as lichess computes it (docs/analysis.md, "A side's accuracy"): the mean of two means
 * of its moves' accuracies, one weighted by how volatile the game was around each move (the standard deviation of
 * White's winning chances over a window of positions, kept between 0.5 and 12), the other harmonic (so that a few
 * very bad moves pull it down more than a plain mean would). One blunder in a quiet game then costs what a player
 * feels it costs. Pure arithmetic, no engine.
 */
public final class GameAccuracy {

    /** The smallest and largest weight a move gets. */
    static final double MIN_WEIGHT = 0.5;
    static final double MAX_WEIGHT = 12;

    private GameAccuracy() {
    }

    /**
     * The window of positions whose volatility weighs a move, for a game of {@code moves} judged moves: a tenth of the
     * moves, at least 2 and at most 8 positions.
     */
    static int windowSize(int moves) {
        return Math.max(2, Math.min(8, moves / 10));
    }

    /**
     * The weight of each of {@code whiteWins.size() - 1} moves: the population standard deviation of White's winning
     * chances over a window of positions ({@code whiteWins}: the start, then after each move), between 0.5 and 12.
     * Move {@code i} (0 for the first) is weighed by positions {@code max(0, i + 2 − w)} to that plus {@code w}: the
     * first moves share the game's first window, the others the window that ends with the position after them.
     */
    static double[] weights(List<Double> whiteWins) {
        int moves = whiteWins.size() - 1;
        int window = Math.min(windowSize(moves), whiteWins.size());
        double[] weights = new double[Math.max(0, moves)];
        for (int i = 0; i < moves; i++) {
            int start = Math.max(0, i + 2 - window);
            weights[i] = Math.max(MIN_WEIGHT, Math.min(MAX_WEIGHT, deviation(whiteWins.subList(start, start + window))));
        }
        return weights;
    }

    /**
     * The accuracy of the side whose moves are those at {@code indices} (0 for the game's first move), given every
     * move's accuracy and weight: (weighted mean + harmonic mean) / 2, the harmonic mean counting an accuracy under 1
     * as 1. NaN when the side has no move.
     */
    static double side(double[] accuracies, double[] weights, List<Integer> indices) {
        if (indices.isEmpty()) {
            return Double.NaN;
        }
        double weightedSum = 0;
        double weightSum = 0;
        double reciprocals = 0;
        for (int index : indices) {
            weightedSum += accuracies[index] * weights[index];
            weightSum += weights[index];
            reciprocals += 1 / Math.max(1, accuracies[index]);
        }
        double weighted = weightedSum / weightSum;
        double harmonic = indices.size() / reciprocals;
        return (weighted + harmonic) / 2;
    }

    private static double deviation(List<Double> values) {
        double mean = 0;
        for (double value : values) {
            mean += value;
        }
        mean /= values.size();
        double squares = 0;
        for (double value : values) {
            squares += (value - mean) * (value - mean);
        }
        return Math.sqrt(squares / values.size());
    }
}
