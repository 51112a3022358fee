package org.escaque.engine.search;

import org.escaque.core.Attacks;
import org.escaque.core.Board;

/**
 * Whether a move from the transposition table can be played in the current position: the right piece is
 * on its origin, it moves the way that piece moves, and it lands on an empty square or an enemy piece
 * other than the king. A table entry can belong to another position with the same index (or, rarely, the
 * same key), so its move must be checked before the unchecked {@link Board#play}. Whether the move leaves
 * our own king attacked is checked after playing it. Castling and en passant are left to the generator.
 */
final class PseudoLegality {

    private static final int KIND_NORMAL = 0;
    private static final int KIND_PROMOTION = 1;

    private PseudoLegality() {
    }

    static boolean isPlausible(Board board, int move) {
        int kind = move >>> 14 & 3;
        if (move == 0 || (kind != KIND_NORMAL && kind != KIND_PROMOTION)) {
            return false;
        }
        int from = move & 63;
        int to = move >>> 6 & 63;
        int us = board.sideToMove();
        int piece = board.pieceAt(from);
        if (piece < 0 || piece / 6 != us) {
            return false;
        }
        int target = board.pieceAt(to);
        if (target >= 0 && (target / 6 == us || target % 6 == 5)) {
            return false;
        }
        int type = piece % 6;
        boolean lastRank = (to >>> 3) == (us == 0 ? 7 : 0);
        if (type != 0) {
            return kind == KIND_NORMAL && (attacks(type, from, board.occupied()) & (1L << to)) != 0;
        }
        if (lastRank != (kind == KIND_PROMOTION)) {
            return false;
        }
        int forward = us == 0 ? 8 : -8;
        if (to - from == forward) {
            return target < 0;
        }
        if (to - from == 2 * forward) {
            int startRank = us == 0 ? 1 : 6;
            return (from >>> 3) == startRank && target < 0 && board.pieceAt(from + forward) < 0;
        }
        return target >= 0 && (Attacks.pawn(us, from) & (1L << to)) != 0;
    }

    /** Whether the side that just moved left its own king attacked (the move was not legal). */
    static boolean leftKingAttacked(Board board) {
        int mover = board.sideToMove() ^ 1;
        return board.isAttacked(board.kingSquare(mover), mover ^ 1, board.occupied());
    }

    private static long attacks(int type, int square, long occupied) {
        switch (type) {
            case 1:
                return Attacks.knight(square);
            case 2:
                return Attacks.bishop(square, occupied);
            case 3:
                return Attacks.rook(square, occupied);
            case 4:
                return Attacks.queen(square, occupied);
            default:
                return Attacks.king(square);
        }
    }
}
