package org.escaque.engine.eval;

import static org.escaque.engine.eval.Bitboards.ADJACENT_FILES;
import static org.escaque.engine.eval.Bitboards.FORWARD_FILE;
import static org.escaque.engine.eval.Bitboards.PASSED_SPAN;
import static org.escaque.engine.eval.Bitboards.PAWN_ATTACK_SPAN;

import org.escaque.core.Attacks;

/**
 * Pawn-structure terms that depend on the pawns alone (doubled, isolated, backward, connected and the base
 * passed-pawn bonus), cached by the exact pawn placement: pawns move rarely, so most lookups hit.
 *
 * <p>The cache is keyed by both colours' pawn bitboards compared exactly, so a collision cannot give a wrong
 * answer; it only costs a recomputation. Not thread-safe: each searcher owns one.
 */
final class PawnStructure {

    private static final int SIZE = 1 << 14;

    private final long[] whitePawns = new long[SIZE];
    private final long[] blackPawns = new long[SIZE];
    private final int[] scores = new int[SIZE];
    private final long[] passedPawns = new long[SIZE];
    private final boolean[] filled = new boolean[SIZE];

    /** Passed pawns of both colours found by the last {@link #evaluate} call. */
    private long lastPassed;

    /**
     * The white-minus-black packed score of the pawn structure. Also sets {@link #passed()}. With a
     * {@code trace}, the cache is bypassed and every term is recorded.
     */
    int evaluate(long white, long black, EvalTrace trace) {
        if (trace != null) {
            lastPassed = passedPawns(white, black, 0) | passedPawns(black, white, 1);
            return side(white, black, 0, trace) - side(black, white, 1, trace);
        }
        long mixed = white * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(black * 0xC2B2AE3D27D4EB4FL, 29);
        int index = (int) (mixed ^ (mixed >>> 32)) & (SIZE - 1);
        if (filled[index] && whitePawns[index] == white && blackPawns[index] == black) {
            lastPassed = passedPawns[index];
            return scores[index];
        }
        long passed = passedPawns(white, black, 0) | passedPawns(black, white, 1);
        int score = side(white, black, 0, null) - side(black, white, 1, null);
        filled[index] = true;
        whitePawns[index] = white;
        blackPawns[index] = black;
        scores[index] = score;
        passedPawns[index] = passed;
        lastPassed = passed;
        return score;
    }

    /** Passed pawns of both colours in the structure last evaluated. */
    long passed() {
        return lastPassed;
    }

    /** Empties the cache (a new game). */
    void clear() {
        java.util.Arrays.fill(filled, false);
    }

    private static long passedPawns(long ours, long theirs, int color) {
        long passed = 0;
        for (long pawns = ours; pawns != 0; pawns &= pawns - 1) {
            int square = Long.numberOfTrailingZeros(pawns);
            // The rear pawn of a doubled pair is not counted as passed: the front one is.
            if ((PASSED_SPAN[color][square] & theirs) == 0 && (FORWARD_FILE[color][square] & ours) == 0) {
                passed |= 1L << square;
            }
        }
        return passed;
    }

    private static int side(long ours, long theirs, int color, EvalTrace trace) {
        int them = color ^ 1;
        long theirAttacks = Bitboards.pawnAttacks(theirs, them);
        int score = 0;
        for (long pawns = ours; pawns != 0; pawns &= pawns - 1) {
            int square = Long.numberOfTrailingZeros(pawns);
            int file = square & 7;
            int rank = Bitboards.relativeRank(color, square);
            long bit = 1L << square;
            long neighbours = ours & ADJACENT_FILES[file];
            if ((FORWARD_FILE[color][square] & ours) != 0) {
                score += EvalTrace.term(trace, Weights.DOUBLED_PAWN, color, 1);
            }
            boolean supported = (Attacks.pawn(them, square) & ours) != 0;
            boolean phalanx = (neighbours & rankMask(square)) != 0;
            if (supported || phalanx) {
                score += EvalTrace.term(trace, Weights.CONNECTED_PAWN + rank, color,
                        (supported ? 1 : 0) + (phalanx ? 1 : 0));
            } else if (neighbours == 0) {
                score += EvalTrace.term(trace, Weights.ISOLATED_PAWN, color, 1);
            } else if ((neighbours & ~PAWN_ATTACK_SPAN[color][square]) == 0
                    && (Bitboards.pushed(bit, color) & theirAttacks) != 0) {
                // Every neighbour is already ahead, and the square in front is covered by an enemy pawn.
                score += EvalTrace.term(trace, Weights.BACKWARD_PAWN, color, 1);
            }
            if ((PASSED_SPAN[color][square] & theirs) == 0 && (FORWARD_FILE[color][square] & ours) == 0) {
                score += EvalTrace.term(trace, Weights.PASSED_PAWN + rank, color, 1);
            }
        }
        return score;
    }

    private static long rankMask(int square) {
        return 0xFFL << (square & 56);
    }
}
