package org.escaque.core.game.dead;

import org.escaque.core.Attacks;
import org.escaque.core.Board;

/**
 * A target for the {@link GuidedSearch}: a mate of the defending king in one corner. It scores how far a position
 * looks from such a mate; it only orders the search and proves nothing.
 */
final class MatePlan {

    private static final int[][] KNIGHT_DISTANCE = knightDistances();

    private final int attacker;
    private final int corner;
    private final boolean defenderMustPromote;

    private MatePlan(int attacker, int corner, boolean defenderMustPromote) {
        this.attacker = attacker;
        this.corner = corner;
        this.defenderMustPromote = defenderMustPromote;
    }

    /**
     * Plans for {@code attacker} on {@code board}, the most promising corner first: of the attacker's bishops' colour
     * when it has bishops of one colour only, else nearest the defending king.
     */
    static MatePlan[] choose(Board board, int attacker) {
        int defender = attacker ^ 1;
        int king = board.kingSquare(defender);
        long bishops = board.pieces(attacker, Blockade.BISHOP);
        long colour = ~0L;
        if (bishops != 0 && ((bishops & Steps.DARK_SQUARES) == 0 || (bishops & ~Steps.DARK_SQUARES) == 0)) {
            colour = Steps.sameColour(Long.numberOfTrailingZeros(bishops));
        }
        int[] corners = {0, 7, 56, 63};
        int best = -1;
        int second = -1;
        for (int corner : corners) {
            if ((colour >>> corner & 1) == 0) {
                continue;
            }
            if (best < 0 || distance(king, corner) < distance(king, best)) {
                second = best;
                best = corner;
            } else if (second < 0 || distance(king, corner) < distance(king, second)) {
                second = corner;
            }
        }
        boolean mustPromote = needsDefenderPiece(board, attacker);
        return new MatePlan[] {new MatePlan(attacker, best, mustPromote), new MatePlan(attacker, second, mustPromote)};
    }

    /** Whether the attacker's material alone (no pawns) cannot mate a lone king, even helped. */
    private static boolean needsDefenderPiece(Board board, int attacker) {
        long pieces = board.colorPieces(attacker) & ~board.pieces(Blockade.KING);
        long knights = board.pieces(attacker, Blockade.KNIGHT);
        long bishops = board.pieces(attacker, Blockade.BISHOP);
        if (pieces != (knights | bishops)) {
            return false;
        }
        boolean oneColour = (bishops & Steps.DARK_SQUARES) == 0 || (bishops & ~Steps.DARK_SQUARES) == 0;
        return knights == 0 && oneColour || bishops == 0 && Long.bitCount(knights) <= 1;
    }

    /**
     * How far {@code board} looks from a mate in this plan's corner (smaller is closer): the defending king's
     * distance to the corner, the attacking king's and knights' distance to that king, the defender's free squares
     * around its king, and, when the attacker has no queen or rook, how far its pawns are from promoting and how far
     * the defender's pieces are from blocking their own king (and, when the attacker needs one of them, how far the
     * defender's pawns are from promoting).
     */
    int distance(Board board) {
        int defender = attacker ^ 1;
        int king = board.kingSquare(defender);
        int score = 3 * distance(king, corner) + 2 * Math.max(0, distance(board.kingSquare(attacker), king) - 2);
        for (long knights = board.pieces(attacker, Blockade.KNIGHT); knights != 0; knights &= knights - 1) {
            score += KNIGHT_DISTANCE[Long.numberOfTrailingZeros(knights)][king];
        }
        boolean thin = (board.pieces(attacker, Blockade.QUEEN) | board.pieces(attacker, Blockade.ROOK)) == 0;
        if (thin) {
            score += promotionDistance(board, attacker);
            long blockers = board.colorPieces(defender) & ~board.pieces(Blockade.KING) & ~board.pieces(Blockade.PAWN);
            for (; blockers != 0; blockers &= blockers - 1) {
                score += Math.max(0, distance(Long.numberOfTrailingZeros(blockers), king) - 1);
            }
        }
        if (defenderMustPromote) {
            score += promotionDistance(board, defender);
        }
        return score + 2 * freeSquares(board, king, defender);
    }

    /** Plies the side's most advanced pawn needs to promote (0 without pawns). */
    private static int promotionDistance(Board board, int side) {
        long pawns = board.pieces(side, Blockade.PAWN);
        if (pawns == 0) {
            return 0;
        }
        int best = 8;
        for (; pawns != 0; pawns &= pawns - 1) {
            int rank = Long.numberOfTrailingZeros(pawns) >>> 3;
            best = Math.min(best, side == 0 ? 7 - rank : rank);
        }
        return best;
    }

    /** Squares next to the king that are neither its side's nor attacked by the other side. */
    private static int freeSquares(Board board, int king, int side) {
        long occupied = board.occupied() ^ 1L << king;
        long around = Attacks.king(king) & ~board.colorPieces(side);
        int free = 0;
        for (; around != 0; around &= around - 1) {
            if (!board.isAttacked(Long.numberOfTrailingZeros(around), side ^ 1, occupied)) {
                free++;
            }
        }
        return free;
    }

    static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
    }

    private static int[][] knightDistances() {
        int[][] table = new int[64][64];
        for (int from = 0; from < 64; from++) {
            int[] distance = table[from];
            java.util.Arrays.fill(distance, Integer.MAX_VALUE);
            distance[from] = 0;
            long frontier = 1L << from;
            long seen = frontier;
            for (int step = 1; frontier != 0; step++) {
                frontier = Steps.knight(frontier) & ~seen;
                seen |= frontier;
                for (long f = frontier; f != 0; f &= f - 1) {
                    distance[Long.numberOfTrailingZeros(f)] = step;
                }
            }
        }
        return table;
    }
}
