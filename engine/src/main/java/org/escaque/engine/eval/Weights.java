package org.escaque.engine.eval;

/**
 * Every evaluation weight in one place, so that a tuner can later read and rewrite them.
 *
 * <p>A weight is a pair (middlegame, endgame) packed into one {@code int} by {@link #pair(int, int)}: the
 * endgame half sits in the upper 16 bits and the middlegame half in the lower 16, so pairs add and subtract
 * as plain ints and are split only once, at the end of evaluation, when they are blended by game phase.
 * Values are centipawns from the point of view of the side owning the feature.
 *
 * <p>The starting values are hand-chosen from common chess knowledge (not tuned yet); the piece-square
 * tables are written from white's side with rank 8 at the top, as a diagram reads.
 */
public final class Weights {

    private Weights() {
    }

    /** Packs a middlegame and an endgame value into one int. */
    public static int pair(int middlegame, int endgame) {
        return (endgame << 16) + middlegame;
    }

    /** The middlegame half of a packed pair. */
    public static int middlegame(int pair) {
        return (short) pair;
    }

    /** The endgame half of a packed pair. */
    public static int endgame(int pair) {
        return (short) ((pair + 0x8000) >> 16);
    }

    // ---- material, by piece type (pawn .. king) ----

    static final int[] MATERIAL = {
        pair(82, 104), pair(325, 305), pair(340, 325), pair(470, 555), pair(985, 1010), 0,
    };

    /** Game-phase weight of each piece type; the sum over the initial position is {@link #PHASE_TOTAL}. */
    static final int[] PHASE = {0, 1, 1, 2, 4, 0};
    static final int PHASE_TOTAL = 24;

    // ---- piece-square tables (white's view, rank 8 first) ----

    private static final int[] PAWN_MIDDLEGAME = {
          0,   0,   0,   0,   0,   0,   0,   0,
         45,  50,  45,  50,  50,  45,  50,  45,
          8,  12,  20,  28,  28,  20,  12,   8,
         -2,   4,   8,  20,  20,   8,   4,  -2,
         -6,  -2,   4,  16,  16,   2,  -2,  -6,
         -6,  -4,  -2,   2,   2,  -4,   2,  -4,
         -8,  -2,  -4, -12, -12,   6,   8,  -6,
          0,   0,   0,   0,   0,   0,   0,   0,
    };
    private static final int[] PAWN_ENDGAME = {
          0,   0,   0,   0,   0,   0,   0,   0,
         80,  75,  70,  65,  65,  70,  75,  80,
         45,  42,  36,  30,  30,  36,  42,  45,
         20,  16,  10,   4,   4,  10,  16,  20,
          8,   6,   0,  -4,  -4,   0,   6,   8,
          2,   2,  -2,  -2,  -2,  -2,   2,   2,
          4,   4,   2,   0,   0,   2,   4,   4,
          0,   0,   0,   0,   0,   0,   0,   0,
    };
    private static final int[] KNIGHT_MIDDLEGAME = {
        -90, -45, -30, -20, -20, -30, -45, -90,
        -40, -20,   0,  10,  10,   0, -20, -40,
        -20,   5,  20,  28,  28,  20,   5, -20,
        -12,  10,  22,  30,  30,  22,  10, -12,
        -15,   5,  18,  22,  22,  18,   5, -15,
        -22,   0,  12,  15,  15,  12,   0, -22,
        -35, -18,  -2,   5,   5,  -2, -18, -35,
        -60, -28, -25, -18, -18, -25, -28, -60,
    };
    private static final int[] KNIGHT_ENDGAME = {
        -60, -40, -25, -18, -18, -25, -40, -60,
        -35, -15,  -5,   5,   5,  -5, -15, -35,
        -22,  -2,  10,  15,  15,  10,  -2, -22,
        -18,   5,  15,  22,  22,  15,   5, -18,
        -18,   2,  12,  20,  20,  12,   2, -18,
        -22,  -5,   5,  10,  10,   5,  -5, -22,
        -35, -18,  -8,  -2,  -2,  -8, -18, -35,
        -55, -40, -28, -22, -22, -28, -40, -55,
    };
    private static final int[] BISHOP_MIDDLEGAME = {
        -25, -12, -15, -12, -12, -15, -12, -25,
        -15,   0,  -2,  -5,  -5,  -2,   0, -15,
         -8,   8,  10,  10,  10,  10,   8,  -8,
         -6,   5,  10,  15,  15,  10,   5,  -6,
         -6,   6,  10,  16,  16,  10,   6,  -6,
         -4,  10,  10,   8,   8,  10,  10,  -4,
         -6,  12,   6,   4,   4,   6,  12,  -6,
        -20,  -6, -12,  -8,  -8, -12,  -6, -20,
    };
    private static final int[] BISHOP_ENDGAME = {
        -18, -12, -10,  -8,  -8, -10, -12, -18,
        -10,  -4,   0,   0,   0,   0,  -4, -10,
         -6,   2,   4,   4,   4,   4,   2,  -6,
         -4,   4,   8,   8,   8,   8,   4,  -4,
         -6,   2,   6,   8,   8,   6,   2,  -6,
         -8,   0,   4,   4,   4,   4,   0,  -8,
        -12,  -6,  -2,   0,   0,  -2,  -6, -12,
        -18, -12, -10,  -8,  -8, -10, -12, -18,
    };
    private static final int[] ROOK_MIDDLEGAME = {
         10,  12,  15,  18,  18,  15,  12,  10,
         18,  22,  26,  28,  28,  26,  22,  18,
          0,   5,   8,  10,  10,   8,   5,   0,
        -10,  -4,   0,   4,   4,   0,  -4, -10,
        -15,  -8,  -4,   0,   0,  -4,  -8, -15,
        -18, -10,  -6,  -4,  -4,  -6, -10, -18,
        -22, -12,  -8,  -4,  -4,  -8, -12, -25,
         -8,  -4,   2,   8,   8,   4, -10,  -8,
    };
    private static final int[] ROOK_ENDGAME = {
         10,  10,  12,  12,  12,  12,  10,  10,
         14,  15,  15,  15,  15,  15,  15,  14,
          6,   6,   6,   6,   6,   6,   6,   6,
          2,   2,   4,   4,   4,   4,   2,   2,
          0,   0,   2,   2,   2,   2,   0,   0,
         -4,  -2,  -2,  -2,  -2,  -2,  -2,  -4,
         -6,  -6,  -4,  -4,  -4,  -4,  -6,  -6,
         -6,  -2,   0,   0,   0,   0,  -2,  -8,
    };
    private static final int[] QUEEN_MIDDLEGAME = {
        -20, -10,  -5,   0,   0,  -5, -10, -20,
        -15, -20,  -5,  -2,  -2,  -5, -20, -15,
        -10,  -5,   2,   5,   5,   2,  -5, -10,
         -8,  -6,   2,   4,   4,   2,  -6,  -8,
         -6,  -4,   0,   4,   4,   0,  -4,  -6,
         -8,   2,   2,   0,   0,   2,   2,  -8,
        -12,  -4,   4,   4,   4,   4,  -4, -12,
        -18, -14,  -8,   2,  -4, -10, -14, -18,
    };
    private static final int[] QUEEN_ENDGAME = {
        -15,  -5,   0,   5,   5,   0,  -5, -15,
         -8,   5,  12,  15,  15,  12,   5,  -8,
         -5,  10,  15,  20,  20,  15,  10,  -5,
          0,  12,  18,  25,  25,  18,  12,   0,
         -2,  10,  16,  22,  22,  16,  10,  -2,
         -8,   2,   8,  10,  10,   8,   2,  -8,
        -15,  -8,  -4,   0,   0,  -4,  -8, -15,
        -25, -18, -15, -12, -12, -15, -18, -25,
    };
    private static final int[] KING_MIDDLEGAME = {
        -60, -60, -60, -70, -70, -60, -60, -60,
        -50, -50, -55, -65, -65, -55, -50, -50,
        -45, -45, -50, -60, -60, -50, -45, -45,
        -40, -40, -45, -55, -55, -45, -40, -40,
        -30, -35, -40, -50, -50, -40, -35, -30,
        -10, -15, -25, -35, -35, -25, -15, -10,
         15,  12,  -8, -25, -25, -10,  12,  15,
         22,  32,  10, -18,   0, -10,  35,  25,
    };
    private static final int[] KING_ENDGAME = {
        -60, -35, -25, -18, -18, -25, -35, -60,
        -25,   0,  10,  12,  12,  10,   0, -25,
        -15,  12,  25,  30,  30,  25,  12, -15,
        -15,  10,  25,  32,  32,  25,  10, -15,
        -20,   0,  15,  25,  25,  15,   0, -20,
        -25,  -8,   5,  12,  12,   5,  -8, -25,
        -35, -18,  -8,   0,   0,  -8, -18, -35,
        -60, -42, -30, -25, -25, -30, -42, -60,
    };

    /**
     * Material plus piece-square value, indexed by piece code (colour * 6 + type) * 64 + square. Black's
     * entries are white's mirrored vertically and negated, so a position's sum is white's advantage.
     */
    static final int[] PIECE_SQUARE = new int[12 * 64];

    static {
        int[][] middlegame = {PAWN_MIDDLEGAME, KNIGHT_MIDDLEGAME, BISHOP_MIDDLEGAME, ROOK_MIDDLEGAME,
            QUEEN_MIDDLEGAME, KING_MIDDLEGAME};
        int[][] endgame = {PAWN_ENDGAME, KNIGHT_ENDGAME, BISHOP_ENDGAME, ROOK_ENDGAME, QUEEN_ENDGAME,
            KING_ENDGAME};
        for (int type = 0; type < 6; type++) {
            for (int square = 0; square < 64; square++) {
                int diagramIndex = (7 - (square >>> 3)) * 8 + (square & 7);
                int value = MATERIAL[type] + pair(middlegame[type][diagramIndex], endgame[type][diagramIndex]);
                PIECE_SQUARE[type * 64 + square] = value;
                PIECE_SQUARE[(6 + type) * 64 + (square ^ 56)] = -value;
            }
        }
    }

    // ---- mobility: bonus per reachable square, counted from a typical number so that zero is "normal" ----

    static final int[] MOBILITY_PER_SQUARE = {0, pair(5, 5), pair(5, 5), pair(3, 5), pair(2, 4), 0};
    static final int[] MOBILITY_TYPICAL = {0, 4, 6, 6, 12, 0};
    /** Extra penalty for a piece with almost no squares, which is often about to be trapped. */
    static final int[] MOBILITY_TRAPPED = {0, pair(-20, -20), pair(-20, -20), pair(-25, -10), pair(-10, -10), 0};

    // ---- pieces ----

    static final int BISHOP_PAIR = pair(30, 55);
    static final int ROOK_OPEN_FILE = pair(28, 10);
    static final int ROOK_SEMI_OPEN_FILE = pair(12, 8);
    static final int KNIGHT_OUTPOST = pair(22, 12);
    static final int BISHOP_OUTPOST = pair(12, 6);
    /** Per own pawn on the bishop's square colour: a "bad" bishop. */
    static final int BISHOP_BLOCKED_BY_PAWN = pair(-3, -6);
    static final int TEMPO = pair(18, 8);

    // ---- pawn structure ----

    static final int DOUBLED_PAWN = pair(-10, -22);
    static final int ISOLATED_PAWN = pair(-10, -12);
    static final int BACKWARD_PAWN = pair(-8, -10);
    /** Connected (defended or side by side), by relative rank 0..7. */
    static final int[] CONNECTED_PAWN = {
        0, pair(3, 0), pair(6, 2), pair(8, 5), pair(16, 12), pair(28, 25), pair(50, 45), 0,
    };
    /** Passed pawn, by relative rank 0..7. */
    static final int[] PASSED_PAWN = {
        0, pair(0, 8), pair(2, 12), pair(8, 22), pair(22, 45), pair(45, 85), pair(75, 130), 0,
    };
    /** Endgame bonus per rank weight when the square in front of a passed pawn is empty. */
    static final int PASSED_FREE_PATH = pair(2, 6);
    /** Endgame weight, times a rank factor, of the kings' distances to a passed pawn's square ahead. */
    static final int PASSED_OWN_KING_DISTANCE = pair(0, -3);
    static final int PASSED_ENEMY_KING_DISTANCE = pair(0, 6);
    /** A passed pawn that the lone enemy king cannot catch in a pawn endgame. */
    static final int UNSTOPPABLE_PASSER = pair(0, 400);

    // ---- king safety ----

    /** Danger units each attacking piece type adds when it hits the king zone. */
    static final int[] KING_ATTACK_WEIGHT = {0, 2, 2, 3, 5, 0};
    /** Danger units for a square from which a piece of that type can give a check the defender cannot stop cheaply. */
    static final int[] SAFE_CHECK_WEIGHT = {0, 4, 3, 5, 6, 0};
    /** Danger units per king-zone square attacked more than once. */
    static final int KING_ZONE_PRESSURE = 1;
    /** Danger units for a pawn shield that is missing or pushed, per file. */
    static final int SHIELD_MISSING_UNITS = 2;
    /** Middlegame penalty for danger units, quadratic and capped. */
    static final int KING_DANGER_SCALE = 5;
    static final int KING_DANGER_CAP = 550;
    /** Pawn shield bonus by distance (1 or 2 ranks) in front of the king, per file. */
    static final int SHIELD_NEAR = pair(14, 0);
    static final int SHIELD_FAR = pair(7, 0);
    static final int SHIELD_MISSING = pair(-12, 0);
    /** Enemy pawns advancing on the king's files. */
    static final int PAWN_STORM_NEAR = pair(-14, 0);
    static final int PAWN_STORM_FAR = pair(-6, 0);
    /** Own king on an open or half-open file (middlegame). */
    static final int KING_OPEN_FILE = pair(-20, 0);

    // ---- threats ----

    static final int THREAT_BY_PAWN = pair(55, 40);
    static final int THREAT_BY_MINOR_ON_MAJOR = pair(40, 30);
    static final int THREAT_BY_ROOK_ON_QUEEN = pair(40, 25);
    static final int HANGING_PIECE = pair(28, 18);
    static final int PAWN_PUSH_THREAT = pair(14, 10);

    // ---- endgame help ----

    /** Mop-up: push the lone king to the edge and bring ours close, in won endings without pawns. */
    static final int MOP_UP_EDGE = 10;
    static final int MOP_UP_KINGS = 4;
}
