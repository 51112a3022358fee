package org.escaque.engine.search;

import org.escaque.core.Attacks;
import org.escaque.core.Board;

/**
 * Static exchange evaluation: the material outcome of the capture sequence on one square when both sides
 * always recapture with their least valuable attacker and may stop when it stops paying. Sliders behind
 * a capturer join in as it leaves (x-rays). Pins are ignored, as usual: it is an estimate for ordering and
 * pruning, not a proof.
 */
final class StaticExchange {

    /** Exchange values by piece type (pawn .. king). */
    static final int[] VALUE = {100, 320, 330, 500, 950, 20_000};

    private static final int KIND_NORMAL = 0;

    private StaticExchange() {
    }

    /** Whether {@code move} wins at least {@code threshold} centipawns of material once the exchange ends. */
    static boolean isAtLeast(Board board, int move, int threshold) {
        if ((move >>> 14 & 3) != KIND_NORMAL) {
            // Promotions, en passant and castling are rare enough to be trusted as even.
            return threshold <= 0;
        }
        int from = move & 63;
        int to = move >>> 6 & 63;
        int victim = board.pieceAt(to);
        int swap = (victim < 0 ? 0 : VALUE[victim % 6]) - threshold;
        if (swap < 0) {
            return false;
        }
        swap = VALUE[board.pieceAt(from) % 6] - swap;
        if (swap <= 0) {
            return true;
        }
        long occupied = board.occupied() ^ (1L << from) ^ (1L << to);
        int side = board.pieceAt(from) / 6;
        long attackers = board.attackersTo(to, occupied);
        long diagonal = board.pieces(2) | board.pieces(4);
        long straight = board.pieces(3) | board.pieces(4);
        boolean result = true;
        while (true) {
            side ^= 1;
            attackers &= occupied;
            long ours = attackers & board.colorPieces(side);
            if (ours == 0) {
                break;
            }
            result = !result;
            int type = leastValuable(board, ours);
            if (type == 5) {
                // The king may capture last only if the other side has no attacker left.
                return (attackers & board.colorPieces(side ^ 1)) != 0 ? !result : result;
            }
            swap = VALUE[type] - swap;
            if (swap < (result ? 1 : 0)) {
                break;
            }
            occupied ^= Long.lowestOneBit(ours & board.pieces(type));
            if (type == 0 || type == 2 || type == 4) {
                attackers |= Attacks.bishop(to, occupied) & diagonal;
            }
            if (type == 3 || type == 4) {
                attackers |= Attacks.rook(to, occupied) & straight;
            }
        }
        return result;
    }

    private static int leastValuable(Board board, long attackers) {
        for (int type = 0; type < 5; type++) {
            if ((attackers & board.pieces(type)) != 0) {
                return type;
            }
        }
        return 5;
    }
}
