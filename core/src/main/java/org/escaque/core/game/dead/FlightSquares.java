package org.escaque.core.game.dead;

/**
 * Mates excluded by counting what could close the mated king's flight squares, in a locked structure.
 *
 * <p>At a mate on a square k of the defending king's region, every neighbour of k inside the region is closed: attacked
 * by the attacking side or occupied. Inside the region no fixed piece attacks or stands (the region is what the king
 * can enter). So a neighbour that no piece of the attacker can ever attack from its reach, and that the attacking
 * king does not guard, must hold a piece, and not a king (the attacking king never stands next to the other): a
 * different piece for each such square, one that can reach it. The attacking king, standing two squares from k,
 * guards only the neighbours next to its own square. When for every attacked square of the region, and every place
 * of the attacking king (or none), the squares left over cannot all be given different pieces, no mate exists.
 */
final class FlightSquares {

    private FlightSquares() {
    }

    /** Whether every mate by {@code side} is excluded this way ({@code region}: where the other king can stand). */
    static boolean excluded(Blockade blockade, int side, long region) {
        long attackable = attackableBy(blockade, side);
        long kingSquares = region & attackable;
        long attackerKing = blockade.kingReach(side);
        long fillable = fillable(blockade);
        while (kingSquares != 0) {
            int king = Long.numberOfTrailingZeros(kingSquares);
            kingSquares &= kingSquares - 1;
            long open = Steps.king(1L << king) & region & ~attackable;
            if ((open & ~fillable & ~Steps.king(attackerKing)) != 0) {
                continue;
            }
            if (canClose(blockade, open, king, attackerKing)) {
                return false;
            }
        }
        return true;
    }

    private static boolean canClose(Blockade blockade, long open, int king, long attackerKing) {
        if (canFill(blockade, open)) {
            return true;
        }
        long places = attackerKing & Steps.king(Steps.king(1L << king)) & ~Steps.king(1L << king) & ~(1L << king);
        while (places != 0) {
            int place = Long.numberOfTrailingZeros(places);
            places &= places - 1;
            if (canFill(blockade, open & ~Steps.king(1L << place))) {
                return true;
            }
        }
        return false;
    }

    /** Squares some piece of {@code side} (not the king) could ever attack. */
    private static long attackableBy(Blockade blockade, int side) {
        long squares = 0;
        for (int i = 0; i < blockade.pieceCount(); i++) {
            if (blockade.color(i) == side) {
                squares |= blockade.attacks(i);
            }
        }
        return squares;
    }

    /** Squares some piece that is not a king and not fixed could ever stand on. */
    private static long fillable(Blockade blockade) {
        long squares = 0;
        for (int i = 0; i < blockade.pieceCount(); i++) {
            if (isFiller(blockade, i)) {
                squares |= blockade.reach(i) | blockade.promotedReach(i);
            }
        }
        return squares;
    }

    private static boolean isFiller(Blockade blockade, int i) {
        return blockade.type(i) != Blockade.KING && !blockade.isFixed(blockade.square(i));
    }

    private static boolean canFill(Blockade blockade, long squares) {
        return Fillers.exist(blockade.pieceCount(), squares, (piece, square) -> isFiller(blockade, piece)
                && ((blockade.reach(piece) | blockade.promotedReach(piece)) >>> square & 1) != 0);
    }
}
