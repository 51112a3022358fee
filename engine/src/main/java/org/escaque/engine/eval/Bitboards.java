package org.escaque.engine.eval;

/**
 * Precomputed square sets (bit i = square i, a1 = 0) that the evaluation asks about pawns and kings.
 */
final class Bitboards {

    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    static final long DARK_SQUARES = ~LIGHT_SQUARES;
    static final long CENTER_FILES = FILE_A << 2 | FILE_A << 3 | FILE_A << 4 | FILE_A << 5;

    /** Files 0..7 as masks. */
    static final long[] FILE = new long[8];
    /** The files beside a file (not the file itself). */
    static final long[] ADJACENT_FILES = new long[8];
    /** Squares strictly in front of a square on its file, for colour 0 / 1. */
    static final long[][] FORWARD_FILE = new long[2][64];
    /** Squares in front on the adjacent files: where enemy pawns could attack this pawn's path. */
    static final long[][] PAWN_ATTACK_SPAN = new long[2][64];
    /** Squares in front on the same and adjacent files: no enemy pawn there means passed. */
    static final long[][] PASSED_SPAN = new long[2][64];
    /** The king's square, its neighbours, and the ranks one further towards the enemy. */
    static final long[][] KING_ZONE = new long[2][64];
    /** Chebyshev distance between two squares. */
    static final int[][] DISTANCE = new int[64][64];

    static {
        for (int file = 0; file < 8; file++) {
            FILE[file] = FILE_A << file;
        }
        for (int file = 0; file < 8; file++) {
            ADJACENT_FILES[file] = (file > 0 ? FILE[file - 1] : 0) | (file < 7 ? FILE[file + 1] : 0);
        }
        for (int square = 0; square < 64; square++) {
            int file = square & 7;
            int rank = square >>> 3;
            long aheadWhite = rank == 7 ? 0 : -1L << (8 * (rank + 1));
            long aheadBlack = rank == 0 ? 0 : -1L >>> (8 * (8 - rank));
            FORWARD_FILE[0][square] = aheadWhite & FILE[file];
            FORWARD_FILE[1][square] = aheadBlack & FILE[file];
            PAWN_ATTACK_SPAN[0][square] = aheadWhite & ADJACENT_FILES[file];
            PAWN_ATTACK_SPAN[1][square] = aheadBlack & ADJACENT_FILES[file];
            PASSED_SPAN[0][square] = FORWARD_FILE[0][square] | PAWN_ATTACK_SPAN[0][square];
            PASSED_SPAN[1][square] = FORWARD_FILE[1][square] | PAWN_ATTACK_SPAN[1][square];
            for (int other = 0; other < 64; other++) {
                DISTANCE[square][other] = Math.max(Math.abs(file - (other & 7)), Math.abs(rank - (other >>> 3)));
            }
        }
        for (int square = 0; square < 64; square++) {
            long near = 0;
            for (int other = 0; other < 64; other++) {
                if (DISTANCE[square][other] <= 1) {
                    near |= 1L << other;
                }
            }
            KING_ZONE[0][square] = near | (near << 8);
            KING_ZONE[1][square] = near | (near >>> 8);
        }
    }

    private Bitboards() {
    }

    /** Squares attacked by all pawns in {@code pawns} of colour {@code color}. */
    static long pawnAttacks(long pawns, int color) {
        if (color == 0) {
            return ((pawns & ~FILE_A) << 7) | ((pawns & ~FILE_H) << 9);
        }
        return ((pawns & ~FILE_A) >>> 9) | ((pawns & ~FILE_H) >>> 7);
    }

    /** The pawns pushed one square forward. */
    static long pushed(long pawns, int color) {
        return color == 0 ? pawns << 8 : pawns >>> 8;
    }

    /** Rank 0..7 of a square as seen from {@code color}'s side (a pawn's starting rank is 1). */
    static int relativeRank(int color, int square) {
        return color == 0 ? square >>> 3 : 7 - (square >>> 3);
    }

    /** Distance of a square from the nearest edge-centre: 0 in the centre, 3 in a corner (Manhattan to centre). */
    static int centerDistance(int square) {
        int file = square & 7;
        int rank = square >>> 3;
        return Math.max(3 - file, file - 4) + Math.max(3 - rank, rank - 4);
    }
}
