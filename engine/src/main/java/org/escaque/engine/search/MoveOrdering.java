package org.escaque.engine.search;

import org.escaque.core.Board;

/**
 * Gives each generated move an ordering score, then hands moves out best first by partial selection sort
 * (most nodes cut off after one or two moves, so sorting the whole list would be wasted).
 *
 * <p>Order: the transposition-table move; captures and queen promotions that do not lose material (most
 * valuable victim first, then capture history); the two killers; the counter move; other quiet moves by
 * history; losing captures; under-promotions.
 */
final class MoveOrdering {

    static final int TABLE_MOVE = 1_000_000_000;
    static final int GOOD_NOISY = 500_000_000;
    static final int KILLER_FIRST = 300_000_000;
    static final int KILLER_SECOND = 299_000_000;
    static final int COUNTER = 298_000_000;
    static final int BAD_NOISY = -300_000_000;
    static final int UNDER_PROMOTION = -400_000_000;

    static final int KIND_PROMOTION = 1;
    static final int KIND_EN_PASSANT = 2;
    static final int KIND_CASTLING = 3;

    private MoveOrdering() {
    }

    /** Whether a packed move captures or promotes. */
    static boolean isNoisy(Board board, int move) {
        int kind = move >>> 14 & 3;
        return kind == KIND_PROMOTION || kind == KIND_EN_PASSANT || board.pieceAt(move >>> 6 & 63) >= 0;
    }

    /** The captured piece type (pawn for en passant), or -1 for non-captures. */
    static int victimType(Board board, int move) {
        if ((move >>> 14 & 3) == KIND_EN_PASSANT) {
            return 0;
        }
        int piece = board.pieceAt(move >>> 6 & 63);
        return piece < 0 ? -1 : piece % 6;
    }

    /** Piece code * 64 + destination: the index the continuation and capture histories use. */
    static int pieceTo(Board board, int move) {
        return board.pieceAt(move & 63) * 64 + (move >>> 6 & 63);
    }

    /** Scores generated captures and promotions, splitting them into good and losing ones. */
    static void scoreNoisy(Board board, History history, int[] moves, int[] scores, int count) {
        for (int i = 0; i < count; i++) {
            scores[i] = noisy(board, history, moves[i], true);
        }
    }

    /** Scores the moves of a quiescence node: captures by victim and attacker, no exchange evaluation. */
    static void scoreQuiescence(Board board, History history, int[] moves, int[] scores, int count, int tableMove) {
        int color = board.sideToMove();
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (move == tableMove) {
                scores[i] = TABLE_MOVE;
            } else if (isNoisy(board, move)) {
                scores[i] = noisy(board, history, move, false);
            } else {
                scores[i] = history.quiet(color, move, pieceTo(board, move), History.NO_PIECE_TO,
                        History.NO_PIECE_TO);
            }
        }
    }

    private static int noisy(Board board, History history, int move, boolean exchange) {
        int kind = move >>> 14 & 3;
        if (kind == KIND_PROMOTION && (move >>> 12 & 3) != 3) {
            return UNDER_PROMOTION;
        }
        int victim = victimType(board, move);
        int attacker = board.pieceAt(move & 63) % 6;
        int value = victim < 0 ? 0 : StaticExchange.VALUE[victim];
        int score = value * 16 - attacker;
        if (victim >= 0) {
            score += history.capture(pieceTo(board, move), victim) / 16;
        }
        if (kind == KIND_PROMOTION) {
            score += StaticExchange.VALUE[4] * 16;
        }
        boolean good = !exchange || victim < 0 || value >= StaticExchange.VALUE[attacker]
                || StaticExchange.isAtLeast(board, move, 0);
        return (good ? GOOD_NOISY : BAD_NOISY) + score;
    }

    /**
     * A move's score and its index in the list as one int, {@code score << 8 | (255 - index)}, for scores within
     * ±2^22 (a quiet move's history, at most 3 x {@link History#LIMIT} either way) and indices below 256: of two keys
     * the larger is the higher score or, between equal scores, the move nearer the front.
     */
    static int key(int score, int index) {
        return score << 8 | (255 - index);
    }

    /**
     * What {@link #pick} does (the same move found, the same swap), where {@code keys[i]} is {@link #key} of
     * {@code scores[i]} and {@code i}: the best is the largest key, found by a loop of maxima without a branch to
     * mispredict, and the key of the move swapped back to its place is updated.
     */
    static int pickByKey(int[] moves, int[] scores, int[] keys, int from, int count) {
        int bestKey = keys[from];
        for (int i = from + 1; i < count; i++) {
            bestKey = Math.max(bestKey, keys[i]);
        }
        int best = 255 - (bestKey & 255);
        int move = moves[best];
        int bestScore = scores[best];
        moves[best] = moves[from];
        scores[best] = scores[from];
        keys[best] = key(scores[from], best);
        moves[from] = move;
        scores[from] = bestScore;
        return move;
    }

    /** Moves the best-scored move of {@code [from, count)} to {@code from} and returns it. */
    static int pick(int[] moves, int[] scores, int from, int count) {
        int best = from;
        int bestScore = scores[from];
        for (int i = from + 1; i < count; i++) {
            if (scores[i] > bestScore) {
                bestScore = scores[i];
                best = i;
            }
        }
        int move = moves[best];
        moves[best] = moves[from];
        scores[best] = scores[from];
        moves[from] = move;
        scores[from] = bestScore;
        return move;
    }
}
