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

    /** What a rook or bishop attacks on an empty board, by square. */
    private static final long[] ROOK_RAYS = new long[64];
    private static final long[] BISHOP_RAYS = new long[64];

    /** Squares strictly between two squares on a line, else 0. */
    private static final long[] BETWEEN = new long[64 * 64];
    /** The whole line through two aligned squares (edge to edge), else 0. */
    private static final long[] LINE = new long[64 * 64];

    /**
     * The rook's four directions, then the bishop's four (in {@link Rays}' order); whether each runs towards
     * higher square numbers; and the empty-board ray of each direction from each square, at
     * {@code direction * 64 + square}.
     */
    private static final int[][] DIRECTIONS = {Rays.ROOK_DIRECTIONS[0], Rays.ROOK_DIRECTIONS[1],
        Rays.ROOK_DIRECTIONS[2], Rays.ROOK_DIRECTIONS[3], Rays.BISHOP_DIRECTIONS[0], Rays.BISHOP_DIRECTIONS[1],
        Rays.BISHOP_DIRECTIONS[2], Rays.BISHOP_DIRECTIONS[3]};
    private static final boolean[] RISING = new boolean[8];
    private static final long[] RAYS = new long[8 * 64];
    /** The first of a slider's directions in {@link #DIRECTIONS}. */
    private static final int ROOK = 0;
    private static final int BISHOP = 4;

    // Every start-up fills these tables, and the perft command is timed as a whole process, so they are built
    // from the rays with bit operations (see fill) rather than by walking square by square for each entry.
    static {
        for (int d = 0; d < 8; d++) {
            RISING[d] = DIRECTIONS[d][1] > 0 || (DIRECTIONS[d][1] == 0 && DIRECTIONS[d][0] > 0);
            for (int sq = 0; sq < 64; sq++) {
                RAYS[d * 64 + sq] = Rays.slidingAttacks(sq, 0, new int[][] {DIRECTIONS[d]});
            }
        }
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
            fill(ROOK_TABLE, ROOK_OFFSET[sq], ROOK_MASK[sq], MagicNumbers.ROOK[sq], ROOK_SHIFT[sq], sq, ROOK);
            fill(BISHOP_TABLE, BISHOP_OFFSET[sq], BISHOP_MASK[sq], MagicNumbers.BISHOP[sq], BISHOP_SHIFT[sq], sq,
                    BISHOP);
        }
        for (int sq = 0; sq < 64; sq++) {
            ROOK_RAYS[sq] = emptyBoardAttacks(sq, ROOK);
            BISHOP_RAYS[sq] = emptyBoardAttacks(sq, BISHOP);
        }
        for (int a = 0; a < 64; a++) {
            for (int d = 0; d < 8; d++) {
                int slider = d < 4 ? ROOK : BISHOP;
                for (long ray = RAYS[d * 64 + a]; ray != 0; ray &= ray - 1) {
                    int b = Long.numberOfTrailingZeros(ray);
                    BETWEEN[a * 64 + b] = RAYS[d * 64 + a] ^ RAYS[d * 64 + b] ^ (1L << b);
                    LINE[a * 64 + b] = (emptyBoardAttacks(a, slider) & emptyBoardAttacks(b, slider))
                            | (1L << a) | (1L << b);
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

    /**
     * What a rook on {@code square} would attack on an empty board: a cheap first test, since a piece off
     * these lines cannot attack the square whatever stands between.
     */
    public static long rookRays(int square) {
        return ROOK_RAYS[square];
    }

    /** What a bishop on {@code square} would attack on an empty board (see {@link #rookRays}). */
    public static long bishopRays(int square) {
        return BISHOP_RAYS[square];
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

    /**
     * Fills one square's slots. The relevant occupancy splits into four rays, and the attack set of an
     * occupancy is the union of each ray's attacks, so each ray's few cases are worked out once and combined.
     */
    private static void fill(long[] table, int offset, long mask, long magic, int shift, int square, int slider) {
        long[][] occupancies = new long[4][];
        long[][] attacks = new long[4][];
        for (int d = 0; d < 4; d++) {
            long ray = RAYS[(slider + d) * 64 + square];
            long relevant = ray & mask;
            occupancies[d] = new long[1 << Long.bitCount(relevant)];
            attacks[d] = new long[occupancies[d].length];
            long subset = 0;
            for (int i = 0; i < occupancies[d].length; i++) {
                occupancies[d][i] = subset;
                attacks[d][i] = rayAttacks(slider + d, square, subset);
                subset = (subset - relevant) & relevant;
            }
        }
        long[] lastOccupancies = occupancies[3];
        long[] lastAttacks = attacks[3];
        for (int i0 = 0; i0 < occupancies[0].length; i0++) {
            for (int i1 = 0; i1 < occupancies[1].length; i1++) {
                for (int i2 = 0; i2 < occupancies[2].length; i2++) {
                    long occupied = occupancies[0][i0] | occupancies[1][i1] | occupancies[2][i2];
                    long attacked = attacks[0][i0] | attacks[1][i1] | attacks[2][i2];
                    for (int i3 = 0; i3 < lastOccupancies.length; i3++) {
                        int index = offset + (int) (((occupied | lastOccupancies[i3]) * magic) >>> shift);
                        long value = attacked | lastAttacks[i3];
                        // Slots start empty (0, which no slider's attack set is): two values in one slot collide.
                        long before = table[index];
                        if (before != 0 && before != value) {
                            throw new IllegalStateException("magic number for square " + square + " collides");
                        }
                        table[index] = value;
                    }
                }
            }
        }
    }

    /** Attacks along one ray from {@code square}: the ray, cut after its first occupied square. */
    private static long rayAttacks(int direction, int square, long occupied) {
        long ray = RAYS[direction * 64 + square];
        long blockers = ray & occupied;
        if (blockers == 0) {
            return ray;
        }
        int first = RISING[direction] ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
        return ray ^ RAYS[direction * 64 + first];
    }

    /** The squares a {@link #ROOK} or {@link #BISHOP} on {@code square} attacks on an empty board. */
    private static long emptyBoardAttacks(int square, int slider) {
        return RAYS[slider * 64 + square] | RAYS[(slider + 1) * 64 + square] | RAYS[(slider + 2) * 64 + square]
                | RAYS[(slider + 3) * 64 + square];
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
