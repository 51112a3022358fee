package org.escaque.core;

/** Slow, obvious ray walking: the source of truth from which the fast attack tables are built. */
final class Rays {

    static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private Rays() {
    }

    static long slidingAttacks(int square, long occupied, int[][] directions) {
        long attacks = 0;
        for (int[] d : directions) {
            int file = (square & 7) + d[0];
            int rank = (square >>> 3) + d[1];
            while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                long bit = 1L << (rank * 8 + file);
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                file += d[0];
                rank += d[1];
            }
        }
        return attacks;
    }

    /** Occupancy bits that matter to a slider on {@code square}: its rays without the board edge. */
    static long relevantMask(int square, int[][] directions) {
        long mask = 0;
        for (int[] d : directions) {
            int file = (square & 7) + d[0];
            int rank = (square >>> 3) + d[1];
            while (file + d[0] >= 0 && file + d[0] < 8 && rank + d[1] >= 0 && rank + d[1] < 8) {
                mask |= 1L << (rank * 8 + file);
                file += d[0];
                rank += d[1];
            }
        }
        return mask;
    }
}
