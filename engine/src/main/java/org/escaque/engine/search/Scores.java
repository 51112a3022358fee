package org.escaque.engine.search;

/**
 * Score constants of the search, in centipawns. A mate found {@code n} plies from the root scores
 * {@code MATE - n}; being mated, {@code -(MATE - n)}. Anything beyond {@link #MATE_BOUND} in absolute value
 * is a mate score.
 */
final class Scores {

    /** Deepest ply the search reaches; also bounds the per-ply arrays. */
    static final int MAX_PLY = 128;
    static final int INFINITE = 32_000;
    static final int MATE = 31_000;
    static final int MATE_BOUND = MATE - MAX_PLY;
    static final int DRAW = 0;
    /** Marks "no score" in static-evaluation slots (in check, or not computed). */
    static final int NONE = -32_500;

    private Scores() {
    }

    /** Whether a score announces a forced mate for either side. */
    static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND;
    }

    /** Moves (not plies) to mate for a mate score: positive when the side to move mates, negative when mated. */
    static int mateInMoves(int score) {
        return score > 0 ? (MATE - score + 1) / 2 : -(MATE + score) / 2;
    }

    /** Mate scores are stored in the table relative to the node, not the root, so they stay true elsewhere. */
    static int toTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score + ply;
        }
        if (score <= -MATE_BOUND) {
            return score - ply;
        }
        return score;
    }

    /** The reverse of {@link #toTable}. */
    static int fromTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score - ply;
        }
        if (score <= -MATE_BOUND) {
            return score + ply;
        }
        return score;
    }
}
