package org.escaque.play.analysis;

import org.escaque.core.Color;

/**
 * The arithmetic of judging a move (docs/analysis.md): winning chances from an evaluation, the classification of a
 * drop in them, and a move's accuracy. Pure functions; no engine here.
 */
public final class Judgement {

    /** The logistic curve's slope per centipawn (lichess's fit of its players' results to evaluations). */
    public static final double SLOPE = 0.00368208;
    /** Centipawn scores are capped here before the curve: beyond it, more material hardly changes the result. */
    public static final int CP_CAP = 1000;
    /** Drops in winning chances, in percentage points, from which a move is an inaccuracy, a mistake, a blunder. */
    public static final double INACCURACY = 5;
    public static final double MISTAKE = 10;
    public static final double BLUNDER = 15;

    /** How a move is judged. */
    public enum Classification {
        /** The engine's own choice. */
        BEST("best", -1),
        /** Another move that keeps the winning chances within {@link #INACCURACY} points. */
        GOOD("good", -1),
        INACCURACY("inaccuracy", 6),
        MISTAKE("mistake", 2),
        BLUNDER("blunder", 4);

        private final String id;
        private final int nag;

        Classification(String id, int nag) {
            this.id = id;
            this.nag = nag;
        }

        public String id() {
            return id;
        }

        /** The PGN numeric annotation glyph ($6 ?!, $2 ?, $4 ??), or -1 for none. */
        public int nag() {
            return nag;
        }

        /** Whether the move is an inaccuracy, a mistake or a blunder. */
        public boolean isError() {
            return nag > 0;
        }
    }

    private Judgement() {
    }

    /** Winning chances from centipawns for the side they favour: 50 + 50·(2/(1+e^(−0.00368·cp))−1), 0 to 100. */
    public static double winPercent(int centipawns) {
        int cp = Math.max(-CP_CAP, Math.min(CP_CAP, centipawns));
        return 50 + 50 * (2 / (1 + Math.exp(-SLOPE * cp)) - 1);
    }

    /**
     * {@code side}'s winning chances in a position evaluated {@code eval}: a forced mate in n counts as
     * (21 − min(n, 10)) pawns (so at the cap), a checkmate on the board as 100 or 0.
     */
    public static double winPercent(Eval eval, Color side) {
        int sign = side == Color.WHITE ? 1 : -1;
        return switch (eval.kind()) {
            case CP -> winPercent(sign * eval.value());
            case MATE -> winPercent(sign * Integer.signum(eval.value()) * (21 - Math.min(10, Math.abs(eval.value())))
                    * 100);
            case CHECKMATED -> eval.winner() == side ? 100 : 0;
        };
    }

    /** The classification of a move that was not the engine's choice and lost {@code drop} points of winning chances. */
    public static Classification classify(double drop) {
        if (drop >= BLUNDER) {
            return Classification.BLUNDER;
        }
        if (drop >= MISTAKE) {
            return Classification.MISTAKE;
        }
        if (drop >= INACCURACY) {
            return Classification.INACCURACY;
        }
        return Classification.GOOD;
    }

    /**
     * A move's accuracy, 0 to 100, from the drop in the mover's winning chances (lichess's curve fitted to its
     * players): 103.1668·e^(−0.04354·drop) − 3.1669, 100 for no drop.
     */
    public static double moveAccuracy(double drop) {
        if (drop <= 0) {
            return 100;
        }
        return Math.max(0, Math.min(100, 103.1668 * Math.exp(-0.04354 * drop) - 3.1669));
    }
}
