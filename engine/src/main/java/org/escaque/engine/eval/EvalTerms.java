package org.escaque.engine.eval;

import java.util.Arrays;

/**
 * One evaluation taken apart, for tuning the weights: how many times each tuned weight counted, and the parts that
 * are not a tuned weight times a count as they came out. With these, the evaluation of the position is a known
 * function of the weight vector, {@link #evaluate(double[], double[])}. Made by {@link Evaluator#terms}.
 *
 * @param coefficients per entry of the weight vector ({@link Weights#COUNT} of them, named by
 *     {@link Weights#nameOf(int)}), how many times it counted for white minus how many for black
 * @param fixedMiddlegame white-minus-black middlegame centipawns from terms that are not tuned (the king-danger curve)
 * @param fixedEndgame white-minus-black endgame centipawns from terms that are not tuned
 * @param phase the game phase, from 0 (only kings and pawns) to {@link Weights#PHASE_TOTAL} (every piece on the
 *     board)
 * @param scale the endgame score's scale out of 16, lower in drawish endings
 * @param mopUp mop-up endgame centipawns for white (driving a lone king to the edge), added after scaling
 * @param materialDraw whether the position is scored 0 whatever the weights
 *     ({@link Evaluator#scoresAsMaterialDraw}); the other parts are then zero and the scale 16
 */
public record EvalTerms(int[] coefficients, int fixedMiddlegame, int fixedEndgame, int phase, int scale, int mopUp,
        boolean materialDraw) {

    /** The scale of an endgame that is not drawish. */
    public static final int FULL_SCALE = 16;

    public EvalTerms {
        if (coefficients.length != Weights.COUNT) {
            throw new IllegalArgumentException("there are " + Weights.COUNT + " coefficients, one per weight, not "
                    + coefficients.length);
        }
        if (phase < 0 || phase > Weights.PHASE_TOTAL || scale < 0 || scale > FULL_SCALE) {
            throw new IllegalArgumentException("the phase is 0.." + Weights.PHASE_TOTAL + " and the scale 0.."
                    + FULL_SCALE + ", not " + phase + " and " + scale);
        }
        coefficients = coefficients.clone();
    }

    /** A copy of the coefficients; {@link #coefficient(int)} reads one without copying. */
    @Override
    public int[] coefficients() {
        return coefficients.clone();
    }

    /** How many times weight {@code index} counted for white minus how many for black. */
    public int coefficient(int index) {
        return coefficients[index];
    }

    /**
     * The evaluation, from white's point of view, that the weights {@code middlegame} and {@code endgame} (one value
     * per weight, in centipawns) give: with the weights in use it is the evaluator's score from white's side, up to
     * rounding (the evaluator divides in integers).
     */
    public double evaluate(double[] middlegame, double[] endgame) {
        if (materialDraw) {
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
        eg = eg * scale / FULL_SCALE + mopUp;
        return (mg * phase + eg * (Weights.PHASE_TOTAL - phase)) / Weights.PHASE_TOTAL;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof EvalTerms that && Arrays.equals(coefficients, that.coefficients)
                && fixedMiddlegame == that.fixedMiddlegame && fixedEndgame == that.fixedEndgame && phase == that.phase
                && scale == that.scale && mopUp == that.mopUp && materialDraw == that.materialDraw;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(coefficients)
                + java.util.Objects.hash(fixedMiddlegame, fixedEndgame, phase, scale, mopUp, materialDraw);
    }

    @Override
    public String toString() {
        return "EvalTerms[" + Arrays.stream(coefficients).filter(c -> c != 0).count() + " weights counted, fixed "
                + fixedMiddlegame + "/" + fixedEndgame + ", phase " + phase + ", scale " + scale + ", mop-up " + mopUp
                + (materialDraw ? ", material draw" : "") + "]";
    }
}
