package org.escaque.core;

/**
 * Attack sets by square, as bitboards (bit i = square i, a1 = 0). Leapers come from small tables;
 * sliders from "magic" multiply-and-shift lookups whose numbers were found by {@link MagicFinder} and
 * are checked when the tables are built (a colliding magic stops class initialisation).
 */
public final class Attacks {

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[][] PAWN = new long[2][64];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_TABLE;

    /** Squares strictly between two squares on a line, else 0. */
    private static final long[] BETWEEN = new long[64 * 64];
    /** The whole line through two aligned squares (edge to edge), else 0. */
    private static final long[] LINE = new long[64 * 64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = leaper(sq, new int[][] {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
            KING[sq] = leaper(sq, new int[][] {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
            PAWN[0][sq] = leaper(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[1][sq] = leaper(sq, new int[][] {{-1, -1}, {1, -1}});
            ROOK_MASK[sq] = Rays.relevantMask(sq, Rays.ROOK_DIRECTIONS);
            BISHOP_MASK[sq] = Rays.relevantMask(sq, Rays.BISHOP_DIRECTIONS);
        }
        int rookSize = 0;
        int bishopSize = 0;
        for (int sq = 0; sq < 64; sq++) {
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            ROOK_OFFSET[sq] = rookSize;
            BISHOP_OFFSET[sq] = bishopSize;
            rookSize += 1 << Long.bitCount(ROOK_MASK[sq]);
            bishopSize += 1 << Long.bitCount(BISHOP_MASK[sq]);
        }
        ROOK_TABLE = new long[rookSize];
        BISHOP_TABLE = new long[bishopSize];
        for (int sq = 0; sq < 64; sq++) {
            fill(ROOK_TABLE, ROOK_OFFSET[sq], ROOK_MASK[sq], MagicNumbers.ROOK[sq], ROOK_SHIFT[sq], sq, Rays.ROOK_DIRECTIONS);
            fill(BISHOP_TABLE, BISHOP_OFFSET[sq], BISHOP_MASK[sq], MagicNumbers.BISHOP[sq], BISHOP_SHIFT[sq], sq,
                    Rays.BISHOP_DIRECTIONS);
        }
        for (int a = 0; a < 64; a++) {
            for (int[][] directions : new int[][][] {Rays.ROOK_DIRECTIONS, Rays.BISHOP_DIRECTIONS}) {
                for (int[] d : directions) {
                    long path = 0;
                    int file = (a & 7) + d[0];
                    int rank = (a >>> 3) + d[1];
                    while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                        int b = rank * 8 + file;
                        BETWEEN[a * 64 + b] = path;
                        path |= 1L << b;
                        file += d[0];
                        rank += d[1];
                    }
                }
            }
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long bit = 1L << b;
                if ((Rays.slidingAttacks(a, 0, Rays.ROOK_DIRECTIONS) & bit) != 0) {
                    LINE[a * 64 + b] = (Rays.slidingAttacks(a, 0, Rays.ROOK_DIRECTIONS) & Rays.slidingAttacks(b, 0, Rays.ROOK_DIRECTIONS))
                            | (1L << a) | bit;
                } else if ((Rays.slidingAttacks(a, 0, Rays.BISHOP_DIRECTIONS) & bit) != 0) {
                    LINE[a * 64 + b] = (Rays.slidingAttacks(a, 0, Rays.BISHOP_DIRECTIONS)
                            & Rays.slidingAttacks(b, 0, Rays.BISHOP_DIRECTIONS)) | (1L << a) | bit;
                }
            }
        }
    }

    private Attacks() {
    }

    public static long knight(int square) {
        return KNIGHT[square];
    }

    public static long king(int square) {
        return KING[square];
    }

    /** Squares a pawn of {@code color} (0 white, 1 black) on {@code square} attacks. */
    public static long pawn(int color, int square) {
        return PAWN[color][square];
    }

    public static long rook(int square, long occupied) {
        return ROOK_TABLE[ROOK_OFFSET[square]
                + (int) (((occupied & ROOK_MASK[square]) * MagicNumbers.ROOK[square]) >>> ROOK_SHIFT[square])];
    }

    public static long bishop(int square, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSET[square]
                + (int) (((occupied & BISHOP_MASK[square]) * MagicNumbers.BISHOP[square]) >>> BISHOP_SHIFT[square])];
    }

    public static long queen(int square, long occupied) {
        return rook(square, occupied) | bishop(square, occupied);
    }

    /** Squares strictly between {@code a} and {@code b} when they share a rank, file or diagonal; else 0. */
    public static long between(int a, int b) {
        return BETWEEN[a * 64 + b];
    }

    /** The full line through {@code a} and {@code b} when aligned (both included); else 0. */
    public static long line(int a, int b) {
        return LINE[a * 64 + b];
    }

        private static void fill(long[] table, int offset, long mask, long magic, int shift, int square,
            int[][] directions) {
        int size = 1 << (64 - shift);
        boolean[] used = new boolean[size];
        long subset = 0;
        do {
            int index = (int) ((subset * magic) >>> shift);
            long attacks = Rays.slidingAttacks(square, subset, directions);
            if (used[index] && table[offset + index] != attacks) {
                throw new IllegalStateException("magic number for square " + square + " collides");
            }
            used[index] = true;
            table[offset + index] = attacks;
            subset = (subset - mask) & mask;
        } while (subset != 0);
    }

    private static long leaper(int square, int[][] steps) {
        long attacks = 0;
        for (int[] step : steps) {
            int file = (square & 7) + step[0];
            int rank = (square >>> 3) + step[1];
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                attacks |= 1L << (rank * 8 + file);
            }
        }
        return attacks;
    }
}
