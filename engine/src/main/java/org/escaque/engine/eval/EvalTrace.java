package org.escaque.engine.eval;

import java.util.Arrays;

/**
 * How one evaluation was made, for the tuner: how many times each tuned weight counted for white minus for
 * black, plus everything that is not a tuned weight times a count (the king-danger curve, the endgame scale,
 * mop-up) as it came out. With these, the evaluation is a known function of the weight vector.
 */
final class EvalTrace {

    /** White's count minus black's, per entry of {@link Weights#W}. */
    final int[] coefficients = new int[Weights.COUNT];
    /** White-minus-black middlegame and endgame centipawns from terms that are not tuned. */
    int fixedMiddlegame;
    int fixedEndgame;
    /** Game phase, 0 (pawn ending) .. {@link Weights#PHASE_TOTAL}. */
    int phase;
    /** Endgame scale out of 16 for the side that was ahead. */
    int scale = 16;
    /** Mop-up endgame centipawns for white, added after scaling. */
    int mopUp;
    /** The position was a dead draw by material (the evaluation is 0 whatever the weights). */
    boolean drawn;

    void clear() {
        Arrays.fill(coefficients, 0);
        fixedMiddlegame = 0;
        fixedEndgame = 0;
        phase = 0;
        scale = 16;
        mopUp = 0;
        drawn = false;
    }

    /** Weight {@code index} counted {@code count} times for {@code color}: its value, recorded when tracing. */
    static int term(EvalTrace trace, int index, int color, int count) {
        if (trace != null) {
            trace.add(index, color, count);
        }
        return Weights.W[index] * count;
    }

    void add(int index, int color, int count) {
        coefficients[index] += color == 0 ? count : -count;
    }

    void addFixed(int color, int packed) {
        int sign = color == 0 ? 1 : -1;
        fixedMiddlegame += sign * Weights.middlegame(packed);
        fixedEndgame += sign * Weights.endgame(packed);
    }

    /** The evaluation, white's point of view, that the weights {@code middlegame}/{@code endgame} give. */
    double evaluate(double[] middlegame, double[] endgame) {
        if (drawn) {
            return 0;
        }
        double mg = fixedMiddlegame;
        double eg = fixedEndgame;
        for (int i = 0; i < coefficients.length; i++) {
            if (coefficients[i] != 0) {
                mg += coefficients[i] * middlegame[i];
                eg += coefficients[i] * endgame[i];
            }
        }
        eg = eg * scale / 16 + mopUp;
        return (mg * phase + eg * (Weights.PHASE_TOTAL - phase)) / Weights.PHASE_TOTAL;
    }
}
