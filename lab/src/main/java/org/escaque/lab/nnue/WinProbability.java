package org.escaque.lab.nnue;

/** Scores as win probabilities: the logistic curve, its scale fitted to results, and the training targets. */
final class WinProbability {

    private WinProbability() {
    }

    /** The win probability of a score at {@code scale} centipawns per logit. */
    static double of(double centipawns, double scale) {
        return 1 / (1 + Math.exp(-centipawns / scale));
    }

    /**
     * The scale (centipawns per logit, between 30 and 3000) at which the positions' scores best predict their games'
     * results, in mean squared error: a golden-section search, the error being unimodal in the scale. Positions
     * without a result are left out; there must be some with one.
     */
    static double fitScale(TrainingPositions positions) {
        int count = 0;
        for (int i = 0; i < positions.size(); i++) {
            count += positions.hasResult(i) ? 1 : 0;
        }
        if (count == 0) {
            throw new IllegalArgumentException("no position has a result to fit the scale to: give --scale");
        }
        int[] scores = new int[count];
        double[] results = new double[count];
        for (int i = 0, k = 0; i < positions.size(); i++) {
            if (positions.hasResult(i)) {
                scores[k] = positions.whiteScore(i);
                results[k++] = positions.whiteResult(i);
            }
        }
        return fitScale(scores, results);
    }

    /** The scale at which {@code scores} best predict {@code results} (both from one side's view). */
    static double fitScale(int[] scores, double[] results) {
        double low = 30;
        double high = 3000;
        double ratio = (Math.sqrt(5) - 1) / 2;
        for (int round = 0; round < 60; round++) {
            double a = high - ratio * (high - low);
            double b = low + ratio * (high - low);
            if (error(scores, results, a) < error(scores, results, b)) {
                high = b;
            } else {
                low = a;
            }
        }
        return (low + high) / 2;
    }

    /** The mean squared error of {@code scores} at {@code scale} against {@code results}. */
    static double error(int[] scores, double[] results, double scale) {
        double sum = 0;
        for (int i = 0; i < scores.length; i++) {
            double difference = of(scores[i], scale) - results[i];
            sum += difference * difference;
        }
        return sum / Math.max(1, scores.length);
    }

    /**
     * Each position's target for the side to move: {@code lambda x result + (1 - lambda) x} the search's score as a
     * win probability at {@code scale}; the score alone for a position without a result.
     */
    static float[] targets(TrainingPositions positions, double scale, double lambda) {
        float[] targets = new float[positions.size()];
        for (int i = 0; i < targets.length; i++) {
            boolean white = positions.sideToMove(i) == 0;
            int score = white ? positions.whiteScore(i) : -positions.whiteScore(i);
            if (!positions.hasResult(i)) {
                targets[i] = (float) of(score, scale);
                continue;
            }
            double result = white ? positions.whiteResult(i) : 1 - positions.whiteResult(i);
            targets[i] = (float) (lambda * result + (1 - lambda) * of(score, scale));
        }
        return targets;
    }
}
