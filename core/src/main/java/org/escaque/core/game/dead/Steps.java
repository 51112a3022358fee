package org.escaque.core.game.dead;

/**
 * Moves of whole sets of squares at once (bitboards, bit i = square i, a1 = 0): where a piece could be one step
 * later, from any square of a set. The analysis floods these steps over the squares a piece may cross, so a slider
 * is moved one square at a time: sliding through empty squares is the same as stepping through them, and a slider
 * may stop on any square it slides through.
 */
final class Steps {

    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long RANK_1 = 0xFFL;
    static final long RANK_8 = 0xFFL << 56;
    static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;

    private static final long NOT_A = ~FILE_A;
    private static final long NOT_H = ~FILE_H;
    private static final long NOT_AB = ~(FILE_A | FILE_A << 1);
    private static final long NOT_GH = ~(FILE_H | FILE_H >>> 1);

    private Steps() {
    }

    static long north(long squares) {
        return squares << 8;
    }

    static long south(long squares) {
        return squares >>> 8;
    }

    static long east(long squares) {
        return (squares & NOT_H) << 1;
    }

    static long west(long squares) {
        return (squares & NOT_A) >>> 1;
    }

    static long northEast(long squares) {
        return (squares & NOT_H) << 9;
    }

    static long northWest(long squares) {
        return (squares & NOT_A) << 7;
    }

    static long southEast(long squares) {
        return (squares & NOT_H) >>> 7;
    }

    static long southWest(long squares) {
        return (squares & NOT_A) >>> 9;
    }

    /** One rook step (a file or rank neighbour). */
    static long orthogonal(long squares) {
        return north(squares) | south(squares) | east(squares) | west(squares);
    }

    /** One bishop step (a diagonal neighbour). */
    static long diagonal(long squares) {
        return northEast(squares) | northWest(squares) | southEast(squares) | southWest(squares);
    }

    /** One king step, also one queen step. */
    static long king(long squares) {
        return orthogonal(squares) | diagonal(squares);
    }

    static long knight(long squares) {
        return (squares & NOT_H) << 17 | (squares & NOT_A) << 15
                | (squares & NOT_GH) << 10 | (squares & NOT_AB) << 6
                | (squares & NOT_H) >>> 15 | (squares & NOT_A) >>> 17
                | (squares & NOT_GH) >>> 6 | (squares & NOT_AB) >>> 10;
    }

    /** The squares pawns of {@code color} (0 white, 1 black) on {@code squares} attack. */
    static long pawnAttacks(int color, long squares) {
        return color == 0 ? northEast(squares) | northWest(squares) : southEast(squares) | southWest(squares);
    }

    /** The squares one step forward for pawns of {@code color}. */
    static long pawnPush(int color, long squares) {
        return color == 0 ? north(squares) : south(squares);
    }

    /** The last rank for pawns of {@code color}, where they promote. */
    static long promotionRank(int color) {
        return color == 0 ? RANK_8 : RANK_1;
    }

    /** The squares of the same colour as {@code square} (light or dark). */
    static long sameColour(int square) {
        return (DARK_SQUARES >>> square & 1) != 0 ? DARK_SQUARES : ~DARK_SQUARES;
    }

    /** Everything reachable from {@code start} by repeating {@code step} through {@code allowed} squares. */
    static long flood(long start, long allowed, Step step) {
        long reach = start;
        while (true) {
            long next = reach | step.from(reach) & allowed;
            if (next == reach) {
                return reach;
            }
            reach = next;
        }
    }

    /** One kind of step, applied to a whole set of squares. */
    @FunctionalInterface
    interface Step {
        long from(long squares);
    }
}
