package org.escaque.engine.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The evaluation's weights. The tuned ones are data: one vector {@link #W} of (middlegame, endgame) pairs,
 * read when the class loads from {@code weights.txt} beside it; the groups of that vector are named below, each
 * with its offset. A few structural constants (game phase, the king-danger curve, mop-up) stay in code and are
 * not tuned.
 *
 * <p>For tuning (the lab's {@code org.escaque.lab.tuning.Tuner}), the vector is open read-only: its size
 * {@link #COUNT}, a copy of it ({@link #current()}), each entry's name ({@link #nameOf(int)}, {@link #indexOf}),
 * and its text form ({@link #format}, {@link #parse}); {@link Evaluator#terms} says how each entry counted in an
 * evaluation.
 *
 * <p>A pair is packed into one {@code int} by {@link #pair(int, int)}: the endgame half in the upper 16 bits,
 * the middlegame half in the lower 16, so pairs add and subtract as plain ints and are split only once, at the
 * end of evaluation, when they are blended by game phase. Values are centipawns from the point of view of the
 * side owning the feature. Piece-square tables are from white's side with rank 8 first, as a diagram reads.
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

    // ---- the tuned vector's groups, in file order ----

    static final WeightLayout LAYOUT = new WeightLayout();

    /** Material by piece type, pawn .. queen. */
    static final int MATERIAL = LAYOUT.group("material", 5);
    /** Piece-square tables, pawn .. king, 64 entries each in diagram order (a8 first, h1 last). */
    static final int PIECE_SQUARE_TABLES = LAYOUT.group("pawn-squares", 64);

    static {
        for (String type : new String[] {"knight", "bishop", "rook", "queen", "king"}) {
            LAYOUT.group(type + "-squares", 64);
        }
    }

    /** Mobility by the number of safe squares a piece reaches, knight .. queen. */
    static final int KNIGHT_MOBILITY = LAYOUT.group("knight-mobility", 9);
    static final int BISHOP_MOBILITY = LAYOUT.group("bishop-mobility", 14);
    static final int ROOK_MOBILITY = LAYOUT.group("rook-mobility", 15);
    static final int QUEEN_MOBILITY = LAYOUT.group("queen-mobility", 28);

    static final int BISHOP_PAIR = LAYOUT.group("bishop-pair", 1);
    static final int ROOK_OPEN_FILE = LAYOUT.group("rook-open-file", 1);
    static final int ROOK_SEMI_OPEN_FILE = LAYOUT.group("rook-semi-open-file", 1);
    static final int KNIGHT_OUTPOST = LAYOUT.group("knight-outpost", 1);
    static final int BISHOP_OUTPOST = LAYOUT.group("bishop-outpost", 1);
    /** Per own central pawn on the bishop's square colour: a "bad" bishop. */
    static final int BISHOP_BLOCKED_BY_PAWN = LAYOUT.group("bishop-blocked-by-pawn", 1);
    static final int TEMPO = LAYOUT.group("tempo", 1);

    static final int DOUBLED_PAWN = LAYOUT.group("doubled-pawn", 1);
    static final int ISOLATED_PAWN = LAYOUT.group("isolated-pawn", 1);
    static final int BACKWARD_PAWN = LAYOUT.group("backward-pawn", 1);
    /** Connected (defended or side by side), by relative rank 0..7; counted once for each kind of support. */
    static final int CONNECTED_PAWN = LAYOUT.group("connected-pawn", 8);
    /** Passed pawn, by relative rank 0..7. */
    static final int PASSED_PAWN = LAYOUT.group("passed-pawn", 8);
    /** Per rank weight when the square in front of a passed pawn is empty. */
    static final int PASSED_FREE_PATH = LAYOUT.group("passed-free-path", 1);
    /** Per rank weight and square of distance from each king to the square in front of a passed pawn. */
    static final int PASSED_OWN_KING_DISTANCE = LAYOUT.group("passed-own-king-distance", 1);
    static final int PASSED_ENEMY_KING_DISTANCE = LAYOUT.group("passed-enemy-king-distance", 1);
    /** A passed pawn that the lone enemy king cannot catch in a pawn endgame. */
    static final int UNSTOPPABLE_PASSER = LAYOUT.group("unstoppable-passer", 1);

    /** Own pawn one or two ranks in front of the king, or none, per file around it. */
    static final int SHIELD_NEAR = LAYOUT.group("shield-near", 1);
    static final int SHIELD_FAR = LAYOUT.group("shield-far", 1);
    static final int SHIELD_MISSING = LAYOUT.group("shield-missing", 1);
    /** Enemy pawns advancing on the king's files. */
    static final int PAWN_STORM_NEAR = LAYOUT.group("pawn-storm-near", 1);
    static final int PAWN_STORM_FAR = LAYOUT.group("pawn-storm-far", 1);
    /** Own king on a file without own pawns. */
    static final int KING_OPEN_FILE = LAYOUT.group("king-open-file", 1);

    static final int THREAT_BY_PAWN = LAYOUT.group("threat-by-pawn", 1);
    static final int THREAT_BY_MINOR_ON_MAJOR = LAYOUT.group("threat-by-minor-on-major", 1);
    static final int THREAT_BY_ROOK_ON_QUEEN = LAYOUT.group("threat-by-rook-on-queen", 1);
    static final int HANGING_PIECE = LAYOUT.group("hanging-piece", 1);
    static final int PAWN_PUSH_THREAT = LAYOUT.group("pawn-push-threat", 1);

    /** Number of tuned pairs. */
    public static final int COUNT = LAYOUT.size();

    /** Resource the tuned vector is read from. */
    static final String RESOURCE = "weights.txt";

    /** The tuned vector, packed pairs indexed by the offsets above. */
    static final int[] W = load();

    /** First mobility entry of each piece type (pawn and king have none). */
    static final int[] MOBILITY = {-1, KNIGHT_MOBILITY, BISHOP_MOBILITY, ROOK_MOBILITY, QUEEN_MOBILITY, -1};

    /**
     * Material plus piece-square value, indexed by piece code (colour * 6 + type) * 64 + square (a1 = 0). Black's
     * entries are white's mirrored vertically and negated, so a position's sum is white's advantage.
     */
    static final int[] PIECE_SQUARE = new int[12 * 64];

    static {
        for (int type = 0; type < 6; type++) {
            for (int square = 0; square < 64; square++) {
                int value = (type < 5 ? W[MATERIAL + type] : 0) + W[pieceSquareIndex(type, square)];
                PIECE_SQUARE[type * 64 + square] = value;
                PIECE_SQUARE[(6 + type) * 64 + (square ^ 56)] = -value;
            }
        }
    }

    /** The vector index of a white piece's table entry on {@code square} (a1 = 0). */
    static int pieceSquareIndex(int type, int square) {
        return PIECE_SQUARE_TABLES + type * 64 + (7 - (square >>> 3)) * 8 + (square & 7);
    }

    // ---- the tuned vector, read-only, for tuning ----

    /** A copy of the tuned vector in use: {@link #COUNT} packed pairs (see {@link #pair(int, int)}). */
    public static int[] current() {
        return W.clone();
    }

    /** The name of entry {@code index} of the vector, e.g. {@code passed-pawn[5]} or {@code tempo}. */
    public static String nameOf(int index) {
        return LAYOUT.nameOf(index);
    }

    /**
     * The index of the entry named {@code name}, as {@link #nameOf(int)} writes it: a group's name with the entry in
     * brackets ({@code king-squares[62]}, counted in diagram order from a8), or the name alone for a group of one.
     *
     * @throws IllegalArgumentException when there is no such group or entry
     */
    public static int indexOf(String name) {
        return LAYOUT.indexOf(name);
    }

    /**
     * The {@code weights.txt} text of {@code weights} ({@link #COUNT} packed pairs), after the comment lines
     * {@code header}: every group in order, its name and size on one line, then its {@code middlegame/endgame}
     * pairs, eight to a line.
     */
    public static String format(int[] weights, List<String> header) {
        if (weights.length != COUNT) {
            throw new IllegalArgumentException("a weight vector has " + COUNT + " entries, not " + weights.length);
        }
        return LAYOUT.format(weights, header);
    }

    /**
     * Reads the {@code weights.txt} text form back into packed pairs.
     *
     * @throws IllegalArgumentException naming the group or entry at fault when a group is missing, out of order,
     *     of the wrong size, or holds something that is not a {@code middlegame/endgame} pair
     */
    public static int[] parse(String text) {
        return LAYOUT.parse(text);
    }

    // ---- structural constants, not tuned ----

    /** Game-phase weight of each piece type; the sum over the initial position is {@link #PHASE_TOTAL}. */
    static final int[] PHASE = {0, 1, 1, 2, 4, 0};
    public static final int PHASE_TOTAL = 24;

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

    /** Mop-up: push the lone king to the edge and bring ours close, in won endings without pawns. */
    static final int MOP_UP_EDGE = 10;
    static final int MOP_UP_KINGS = 4;

    private static int[] load() {
        try (InputStream in = Weights.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the evaluation weights " + RESOURCE + " are missing from the build");
            }
            return LAYOUT.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the evaluation weights " + RESOURCE, e);
        }
    }
}
