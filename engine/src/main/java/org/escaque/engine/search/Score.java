package org.escaque.engine.search;

/**
 * A search score from the side to move's point of view: centipawns, or a forced mate in a number of moves
 * (positive: the side to move mates; negative: it is mated).
 *
 * @param isMate whether {@code value} counts moves to mate rather than centipawns
 * @param value centipawns, or moves to mate
 */
public record Score(boolean isMate, int value) {

    /** A centipawn score. */
    public static Score centipawns(int centipawns) {
        return new Score(false, centipawns);
    }

    /** A mate in {@code moves} moves; negative when the side to move is being mated. */
    public static Score mateIn(int moves) {
        return new Score(true, moves);
    }

    /** The UCI form: {@code cp 31} or {@code mate -2}. */
    public String uci() {
        return (isMate ? "mate " : "cp ") + value;
    }

    @Override
    public String toString() {
        return uci();
    }
}
