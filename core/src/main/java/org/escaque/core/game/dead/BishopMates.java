package org.escaque.core.game.dead;

/**
 * Mates by bishops of one colour in a locked structure: when the only pieces of the attacking side that can ever
 * attack the squares the defending king can reach (its region) are bishops on squares of one colour, a mate needs
 * the pattern below, and when no square of the region allows it, there is none.
 *
 * <p><b>The pattern.</b> Only those bishops give check, and one at a time: a bishop leaving a line to the king moves
 * along the other diagonal of its square, which is parallel to the king's other diagonal; any other move opens at
 * most one diagonal through the king (two squares side by side are of different colours; castling empties the
 * king's and a rook's squares, also of different colours or a corner). So the king stands on a square k of the
 * bishops' colour, checked along a diagonal through d = k + (x, y), where a bishop stands or which it crosses (so a
 * bishop can reach d). Every file or rank neighbour of k is of the other colour: no bishop guards it, so if it lies
 * in the region it must be guarded by the attacking king or occupied. The attacking king guards at most one of them
 * (a square next to two of them is next to k), and each of the others needs a piece of its own that can reach it,
 * not a king. On k + (x, 0) and k + (0, y), which touch d along a rank or file, that piece cannot be a defending rook
 * or queen: it would capture the bishop on d or interpose there, and it is never pinned (no piece of the attacker
 * attacks the region along a line). Neighbours outside the region are closed for ever (a fixed piece stands there or
 * attacks them).
 */
final class BishopMates {

    private static final int[][] DIAGONALS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private BishopMates() {
    }

    /** Whether every mate given by {@code side} is excluded (see the class comment); {@code region} as above. */
    static boolean excluded(Blockade blockade, int side, long region) {
        long bishopReach = 0;
        long bishopAttacks = 0;
        long colour = 0;
        for (int i = 0; i < blockade.pieceCount(); i++) {
            if (blockade.color(i) != side || blockade.isFixed(blockade.square(i))
                    || (blockade.attacks(i) & region) == 0) {
                continue;
            }
            long own = Steps.sameColour(blockade.square(i));
            if (blockade.type(i) != Blockade.BISHOP || colour != 0 && colour != own) {
                return false;
            }
            colour = own;
            bishopReach |= blockade.reach(i);
            bishopAttacks |= blockade.attacks(i);
        }
        long kingSquares = region & colour & bishopAttacks;
        while (kingSquares != 0) {
            int king = Long.numberOfTrailingZeros(kingSquares);
            kingSquares &= kingSquares - 1;
            if (allowsMate(blockade, side, region, king, bishopReach)) {
                return false;
            }
        }
        return true;
    }

    private static boolean allowsMate(Blockade blockade, int side, long region, int king, long bishopReach) {
        int file = king & 7;
        int rank = king >>> 3;
        for (int[] d : DIAGONALS) {
            int nextFile = file + d[0];
            int nextRank = rank + d[1];
            if (nextFile < 0 || nextFile > 7 || nextRank < 0 || nextRank > 7
                    || (bishopReach >>> (nextRank * 8 + nextFile) & 1) == 0) {
                continue;
            }
            long nearLine = 1L << (rank * 8 + nextFile) | 1L << (nextRank * 8 + file);
            if (canCloseAround(blockade, side, region, king, nearLine)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the file and rank neighbours of the king that lie in its region can all be closed at once: at most one
     * by the attacking king (a square next to two of them is next to the mated king), every other by a different
     * piece standing on it, never a defending rook or queen on the two next to the checking line ({@code nearLine}).
     */
    private static boolean canCloseAround(Blockade blockade, int side, long region, int king, long nearLine) {
        long open = Steps.orthogonal(1L << king) & region;
        Fillers.Candidate candidate = (piece, square) -> canStand(blockade, side, piece, square, nearLine);
        if (Fillers.exist(blockade.pieceCount(), open, candidate)) {
            return true;
        }
        long guarded = open & Steps.king(blockade.kingReach(side));
        for (; guarded != 0; guarded &= guarded - 1) {
            long rest = open & ~(guarded & -guarded);
            if (Fillers.exist(blockade.pieceCount(), rest, candidate)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a piece could ever stand on {@code sq} as a flight-square blocker: not a king, not fixed, and not a
     * defending rook or queen next to the checking line (a promoted pawn counts: it may become a knight).
     */
    private static boolean canStand(Blockade blockade, int side, int piece, int sq, long nearLine) {
        int type = blockade.type(piece);
        if (type == Blockade.KING || blockade.isFixed(blockade.square(piece))) {
            return false;
        }
        boolean defenderLinePiece = blockade.color(piece) != side
                && (type == Blockade.ROOK || type == Blockade.QUEEN);
        if (defenderLinePiece && (nearLine >>> sq & 1) != 0) {
            return false;
        }
        return ((blockade.reach(piece) | blockade.promotedReach(piece)) >>> sq & 1) != 0;
    }
}
