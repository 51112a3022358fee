package org.escaque.play.analysis;

import org.escaque.core.Color;

/**
 * An evaluation of a position from White's point of view: centipawns ({@code cp}), a forced mate ({@code mate}, in
 * moves, positive when White mates), or a checkmate on the board ({@code checkmated}: the side that is mated).
 *
 * @param kind which of the three
 * @param value centipawns; moves to mate (signed); or, for a checkmate, +1 when Black is mated and -1 when White is
 */
public record Eval(Kind kind, int value) {

    /** What an evaluation counts. */
    public enum Kind {
        CP, MATE, CHECKMATED
    }

    public Eval {
        if (kind == Kind.MATE && value == 0 || kind == Kind.CHECKMATED && Math.abs(value) != 1) {
            throw new IllegalArgumentException("a mate counts at least one move; a checkmate names its side");
        }
    }

    /** Centipawns, White's point of view. */
    public static Eval cp(int centipawns) {
        return new Eval(Kind.CP, centipawns);
    }

    /** A forced mate in {@code moves} moves, positive when White mates. */
    public static Eval mate(int moves) {
        return new Eval(Kind.MATE, moves);
    }

    /** The position is checkmate: {@code mated} has no move and is in check. */
    public static Eval checkmated(Color mated) {
        return new Eval(Kind.CHECKMATED, mated == Color.BLACK ? 1 : -1);
    }

    /** An engine score for the side to move, turned to White's point of view. */
    public static Eval fromSideToMove(Color toMove, boolean isMate, int value) {
        int sign = toMove == Color.WHITE ? 1 : -1;
        return isMate ? mate(sign * value) : cp(sign * value);
    }

    /** Which side a mate or checkmate favours; null for centipawns. */
    public Color winner() {
        return kind == Kind.CP ? null : value > 0 ? Color.WHITE : Color.BLACK;
    }

    /** Whether {@code side} has a forced mate here or has already mated. */
    public boolean isMateFor(Color side) {
        return kind != Kind.CP && winner() == side;
    }

    /**
     * The text of a PGN {@code [%eval]} command: pawns with two decimals ({@code -0.30}) or {@code #3}/{@code #-3}.
     * Written digit by digit, the same in the WebAssembly build (whose class library formats no numbers).
     */
    public String pgnText() {
        return switch (kind) {
            case CP -> (value < 0 ? "-" : "") + Math.abs(value) / 100 + "." + (Math.abs(value) % 100 < 10 ? "0" : "")
                    + Math.abs(value) % 100;
            case MATE -> "#" + value;
            case CHECKMATED -> throw new IllegalStateException("a checkmate on the board has no %eval");
        };
    }
}
