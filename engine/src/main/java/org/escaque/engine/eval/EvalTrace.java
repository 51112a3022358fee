package org.escaque.engine.eval;

import java.util.Arrays;

/**
 * Where {@link Evaluator} records, while it evaluates, how each tuned weight counted for white minus for black,
 * plus everything that is not a tuned weight times a count (the king-danger curve, the endgame scale, mop-up) as
 * it came out; handed out as {@link EvalTerms}.
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
    int scale = EvalTerms.FULL_SCALE;
    /** Mop-up endgame centipawns for white, added after scaling. */
    int mopUp;
    /** The position is scored as a draw by material (the evaluation is 0 whatever the weights). */
    boolean materialDraw;

    void clear() {
        Arrays.fill(coefficients, 0);
        fixedMiddlegame = 0;
        fixedEndgame = 0;
        phase = 0;
        scale = EvalTerms.FULL_SCALE;
        mopUp = 0;
        materialDraw = false;
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

    /** What was recorded, as the public, read-only form. */
    EvalTerms terms() {
        return new EvalTerms(coefficients, fixedMiddlegame, fixedEndgame, phase, scale, mopUp, materialDraw);
    }
}
