package org.escaque.engine.eval;

import static org.escaque.engine.eval.Bitboards.DISTANCE;
import static org.escaque.engine.eval.Bitboards.FILE;
import static org.escaque.engine.eval.Weights.pair;

import org.escaque.core.Attacks;
import org.escaque.core.Board;

/**
 * Static evaluation: a tapered blend of a middlegame and an endgame score, in centipawns from the side to
 * move's point of view. Terms: material and piece-square tables, mobility, pawn structure, passed pawns,
 * king safety, threats, bishop pair, rooks on open files, outposts, tempo, plus endgame scaling for drawish
 * material and a mop-up term that drives a lone king to the edge.
 *
 * <p>Not thread-safe: it keeps scratch attack maps and a pawn cache, so each searcher owns one.
 */
public final class Evaluator {

    private static final int PAWN = 0;
    private static final int KNIGHT = 1;
    private static final int BISHOP = 2;
    private static final int ROOK = 3;
    private static final int QUEEN = 4;
    private static final int KING = 5;
    /** Rough piece values in pawns, for endgame material reasoning only. */
    private static final int[] SIMPLE_VALUE = {1, 3, 3, 5, 9, 0};
    /** The base score of an ending against a bare king that is won by force ({@link #bareKingWin}). */
    public static final int KNOWN_WIN = 5_000;

    private final PawnStructure pawnStructure = new PawnStructure();

    // Scratch state of the evaluation in progress, indexed by colour; kept to avoid allocation.
    private final long[] attacked = new long[2];
    private final long[] attackedTwice = new long[2];
    private final long[][] attackedByType = new long[2][6];
    private final int[] kingAttackers = new int[2];
    private final int[] kingAttackUnits = new int[2];
    private final long[] pawnAttacks = new long[2];
    /** Where the evaluation in progress records its terms, for the tuner; null in play. */
    private EvalTrace trace;

    /** Forgets cached pawn structures (a new game). */
    public void clear() {
        pawnStructure.clear();
    }

    /**
     * The score of {@code board} for the side to move, in centipawns; 0 for bare kings or a lone minor piece
     * ({@link #scoresAsMaterialDraw(Board)}).
     */
    public int evaluate(Board board) {
        if (scoresAsMaterialDraw(board)) {
            return 0;
        }
        int phase = phase(board);
        long whitePawns = board.pieces(0, PAWN);
        long blackPawns = board.pieces(1, PAWN);
        int score = pieceSquares(board);
        score += pawnStructure.evaluate(whitePawns, blackPawns, trace);
        prepareAttacks(board, whitePawns, blackPawns);
        score += pieces(board, 0) - pieces(board, 1);
        score += kingSafety(board, 0) - kingSafety(board, 1);
        score += threats(board, 0) - threats(board, 1);
        long passed = pawnStructure.passed();
        score += passedPawns(board, 0, passed & whitePawns) - passedPawns(board, 1, passed & blackPawns);
        score += term(Weights.TEMPO, board.sideToMove(), 1) * (board.sideToMove() == 0 ? 1 : -1);
        int middlegame = Weights.middlegame(score);
        int endgame = Weights.endgame(score);
        int scale = scaleFactor(board, endgame > 0 ? 0 : 1);
        int mopUp = mopUp(board);
        endgame = endgame * scale / 16 + mopUp;
        if (trace != null) {
            trace.phase = phase;
            trace.scale = scale;
            trace.mopUp = mopUp;
        }
        int blended = (middlegame * phase + endgame * (Weights.PHASE_TOTAL - phase)) / Weights.PHASE_TOTAL;
        return board.sideToMove() == 0 ? blended : -blended;
    }

    /**
     * Evaluates {@code board} as {@link #evaluate(Board)} does, recording into {@code into} (cleared first) how
     * each tuned weight counted; the pawn cache is bypassed so that its terms are recorded too.
     */
    int evaluate(Board board, EvalTrace into) {
        into.clear();
        if (scoresAsMaterialDraw(board)) {
            into.materialDraw = true;
            return 0;
        }
        trace = into;
        try {
            return evaluate(board);
        } finally {
            trace = null;
        }
    }

    /**
     * The terms of {@code board}'s evaluation, for tuning the weights: how each tuned weight counted and the parts
     * that are not tuned, from which {@link EvalTerms#evaluate} gives this evaluation (from white's side) for any
     * weights. Slower than {@link #evaluate(Board)}, as it bypasses the pawn cache; not for the search.
     */
    public EvalTerms terms(Board board) {
        EvalTrace trace = new EvalTrace();
        evaluate(board, trace);
        return trace.terms();
    }

    /** Weight {@code index} counted {@code count} times for {@code color}; recorded when tracing. */
    private int term(int index, int color, int count) {
        return EvalTrace.term(trace, index, color, count);
    }

    /**
     * Whether the evaluation scores {@code board} 0 whatever else is on it: bare kings, or a single knight or
     * bishop and the two kings, which the search should not try to win. This is the evaluation's heuristic, not
     * a rule of the game: whether a position is dead or a side can still checkmate (FIDE 5.2.2, 6.9) is decided by
     * core ({@code org.escaque.core.game.Game}).
     */
    public static boolean scoresAsMaterialDraw(Board board) {
        if ((board.pieces(PAWN) | board.pieces(ROOK) | board.pieces(QUEEN)) != 0) {
            return false;
        }
        return Long.bitCount(board.pieces(KNIGHT) | board.pieces(BISHOP)) <= 1;
    }

    /** 24 with all pieces on the board, down to 0 with only kings and pawns. */
    private static int phase(Board board) {
        int phase = 0;
        for (int type = KNIGHT; type <= QUEEN; type++) {
            phase += Weights.PHASE[type] * Long.bitCount(board.pieces(type));
        }
        return Math.min(phase, Weights.PHASE_TOTAL);
    }

    private int pieceSquares(Board board) {
        int score = 0;
        for (long occupied = board.occupied(); occupied != 0; occupied &= occupied - 1) {
            int square = Long.numberOfTrailingZeros(occupied);
            int piece = board.pieceAt(square);
            score += Weights.PIECE_SQUARE[piece * 64 + square];
            if (trace != null) {
                int color = piece / 6;
                int type = piece % 6;
                if (type != KING) {
                    trace.add(Weights.MATERIAL + type, color, 1);
                }
                trace.add(Weights.pieceSquareIndex(type, color == 0 ? square : square ^ 56), color, 1);
            }
        }
        return score;
    }

    private void prepareAttacks(Board board, long whitePawns, long blackPawns) {
        pawnAttacks[0] = Bitboards.pawnAttacks(whitePawns, 0);
        pawnAttacks[1] = Bitboards.pawnAttacks(blackPawns, 1);
        for (int color = 0; color < 2; color++) {
            long kingAttacks = Attacks.king(board.kingSquare(color));
            long[] byType = attackedByType[color];
            byType[PAWN] = pawnAttacks[color];
            byType[KING] = kingAttacks;
            byType[KNIGHT] = 0;
            byType[BISHOP] = 0;
            byType[ROOK] = 0;
            byType[QUEEN] = 0;
            attackedTwice[color] = kingAttacks & pawnAttacks[color];
            attacked[color] = kingAttacks | pawnAttacks[color];
            kingAttackers[color] = 0;
            kingAttackUnits[color] = 0;
        }
    }

    /** Mobility, outposts, rooks on files, bishop pair; also fills the attack maps for king safety and threats. */
    private int pieces(Board board, int color) {
        int them = color ^ 1;
        long occupied = board.occupied();
        long ourPawns = board.pieces(color, PAWN);
        long allPawns = board.pieces(PAWN);
        long mobilityArea = ~(ourPawns | board.pieces(color, KING)) & ~pawnAttacks[them];
        long enemyKingZone = Bitboards.KING_ZONE[them][board.kingSquare(them)];
        long noEnemyPawnReach = ~pawnAttackReach(board.pieces(them, PAWN), them);
        int score = 0;
        for (int type = KNIGHT; type <= QUEEN; type++) {
            for (long pieces = board.pieces(color, type); pieces != 0; pieces &= pieces - 1) {
                int square = Long.numberOfTrailingZeros(pieces);
                long attacks = attacks(type, square, occupied);
                attackedTwice[color] |= attacked[color] & attacks;
                attacked[color] |= attacks;
                attackedByType[color][type] |= attacks;
                int mobility = Long.bitCount(attacks & mobilityArea);
                score += term(Weights.MOBILITY[type] + mobility, color, 1);
                long zoneHits = attacks & enemyKingZone;
                if (zoneHits != 0) {
                    kingAttackers[color]++;
                    kingAttackUnits[color] += Weights.KING_ATTACK_WEIGHT[type] + Long.bitCount(zoneHits) / 2;
                }
                long bit = 1L << square;
                if (type == KNIGHT || type == BISHOP) {
                    int rank = Bitboards.relativeRank(color, square);
                    if (rank >= 3 && rank <= 5 && (bit & pawnAttacks[color] & noEnemyPawnReach) != 0) {
                        score += term(type == KNIGHT ? Weights.KNIGHT_OUTPOST : Weights.BISHOP_OUTPOST, color, 1);
                    }
                    if (type == BISHOP) {
                        long sameColour = (bit & Bitboards.LIGHT_SQUARES) != 0 ? Bitboards.LIGHT_SQUARES
                                : Bitboards.DARK_SQUARES;
                        score += term(Weights.BISHOP_BLOCKED_BY_PAWN, color,
                                Long.bitCount(ourPawns & sameColour & Bitboards.CENTER_FILES));
                    }
                } else if (type == ROOK) {
                    long file = FILE[square & 7];
                    if ((file & allPawns) == 0) {
                        score += term(Weights.ROOK_OPEN_FILE, color, 1);
                    } else if ((file & ourPawns) == 0) {
                        score += term(Weights.ROOK_SEMI_OPEN_FILE, color, 1);
                    }
                }
            }
        }
        if (Long.bitCount(board.pieces(color, BISHOP)) >= 2) {
            score += term(Weights.BISHOP_PAIR, color, 1);
        }
        return score;
    }

    /** Every square that enemy pawns attack now or could attack after advancing. */
    private static long pawnAttackReach(long pawns, int color) {
        long reach = 0;
        for (; pawns != 0; pawns &= pawns - 1) {
            reach |= Bitboards.PAWN_ATTACK_SPAN[color][Long.numberOfTrailingZeros(pawns)];
        }
        return reach;
    }

    private static long attacks(int type, int square, long occupied) {
        switch (type) {
            case KNIGHT:
                return Attacks.knight(square);
            case BISHOP:
                return Attacks.bishop(square, occupied);
            case ROOK:
                return Attacks.rook(square, occupied);
            default:
                return Attacks.queen(square, occupied);
        }
    }

    /** Safety of {@code color}'s king: pawn shield and storm, open files, and the enemy's attack on it. */
    private int kingSafety(Board board, int color) {
        int them = color ^ 1;
        int king = board.kingSquare(color);
        int score = 0;
        int units = kingAttackUnits[them];
        int missingShield = 0;
        long ourPawns = board.pieces(color, PAWN);
        long theirPawns = board.pieces(them, PAWN);
        int center = Math.max(1, Math.min(6, king & 7));
        for (int file = center - 1; file <= center + 1; file++) {
            long ahead = Bitboards.FORWARD_FILE[color][king & 56 | file];
            int ownDistance = nearestDistance(ourPawns & ahead, color, king);
            if (ownDistance == 1) {
                score += term(Weights.SHIELD_NEAR, color, 1);
            } else if (ownDistance == 2) {
                score += term(Weights.SHIELD_FAR, color, 1);
            } else {
                score += term(Weights.SHIELD_MISSING, color, 1);
                missingShield++;
            }
            int enemyDistance = nearestDistance(theirPawns & ahead, color, king);
            if (enemyDistance <= 2) {
                score += term(Weights.PAWN_STORM_NEAR, color, 1);
            } else if (enemyDistance == 3) {
                score += term(Weights.PAWN_STORM_FAR, color, 1);
            }
        }
        if ((ourPawns & FILE[king & 7]) == 0) {
            score += term(Weights.KING_OPEN_FILE, color, 1);
        }
        if (kingAttackers[them] == 0 || board.pieces(them, QUEEN) == 0 && kingAttackers[them] < 2) {
            return score;
        }
        units += missingShield * Weights.SHIELD_MISSING_UNITS + safeCheckUnits(board, color, king);
        long zone = Bitboards.KING_ZONE[color][king];
        units += Weights.KING_ZONE_PRESSURE * Long.bitCount(zone & attackedTwice[them] & ~attackedTwice[color]);
        if (board.pieces(them, QUEEN) == 0) {
            units /= 2;
        }
        int danger = Math.min(Weights.KING_DANGER_CAP, units * units * Weights.KING_DANGER_SCALE / 16);
        if (trace != null) {
            trace.addFixed(color, -pair(danger, danger / 8));
        }
        return score - pair(danger, danger / 8);
    }

    /** Ranks between the king and the nearest pawn of {@code pawns} in front of it; 9 when there is none. */
    private static int nearestDistance(long pawns, int color, int king) {
        if (pawns == 0) {
            return 9;
        }
        int square = color == 0 ? Long.numberOfTrailingZeros(pawns) : 63 - Long.numberOfLeadingZeros(pawns);
        return Math.abs((square >>> 3) - (king >>> 3));
    }

    /** Danger units for enemy pieces that can check our king from squares we do not guard. */
    private int safeCheckUnits(Board board, int color, int king) {
        int them = color ^ 1;
        long occupied = board.occupied();
        long safe = ~board.colorPieces(them) & ~attacked[color];
        long diagonal = Attacks.bishop(king, occupied);
        long straight = Attacks.rook(king, occupied);
        long[] enemy = attackedByType[them];
        int units = 0;
        if ((Attacks.knight(king) & enemy[KNIGHT] & safe) != 0) {
            units += Weights.SAFE_CHECK_WEIGHT[KNIGHT];
        }
        if ((diagonal & enemy[BISHOP] & safe) != 0) {
            units += Weights.SAFE_CHECK_WEIGHT[BISHOP];
        }
        if ((straight & enemy[ROOK] & safe) != 0) {
            units += Weights.SAFE_CHECK_WEIGHT[ROOK];
        }
        if (((diagonal | straight) & enemy[QUEEN] & safe & ~attacked[color]) != 0) {
            units += Weights.SAFE_CHECK_WEIGHT[QUEEN];
        }
        return units;
    }

    /** Attacks by {@code color} on enemy pieces that are worth more or not defended. */
    private int threats(Board board, int color) {
        int them = color ^ 1;
        long theirPieces = board.colorPieces(them) & ~board.pieces(PAWN) & ~board.pieces(KING);
        long theirMajors = board.pieces(them, ROOK) | board.pieces(them, QUEEN);
        long[] ours = attackedByType[color];
        int score = term(Weights.THREAT_BY_PAWN, color, Long.bitCount(pawnAttacks[color] & theirPieces));
        score += term(Weights.THREAT_BY_MINOR_ON_MAJOR, color,
                Long.bitCount((ours[KNIGHT] | ours[BISHOP]) & theirMajors));
        score += term(Weights.THREAT_BY_ROOK_ON_QUEEN, color, Long.bitCount(ours[ROOK] & board.pieces(them, QUEEN)));
        score += term(Weights.HANGING_PIECE, color, Long.bitCount(theirPieces & attacked[color] & ~attacked[them]));
        long occupied = board.occupied();
        long pushes = Bitboards.pushed(board.pieces(color, PAWN), color) & ~occupied;
        long safePushes = pushes & (~attacked[them] | attacked[color]) & ~pawnAttacks[them];
        score += term(Weights.PAWN_PUSH_THREAT, color,
                Long.bitCount(Bitboards.pawnAttacks(safePushes, color) & theirPieces));
        return score;
    }

    /** Passed-pawn terms that depend on more than pawns: king proximity, a free path, unstoppable runners. */
    private int passedPawns(Board board, int color, long passed) {
        int them = color ^ 1;
        int ourKing = board.kingSquare(color);
        int theirKing = board.kingSquare(them);
        boolean pawnEnding = (board.colorPieces(them) & ~board.pieces(PAWN) & ~board.pieces(KING)) == 0;
        long occupied = board.occupied();
        int score = 0;
        for (; passed != 0; passed &= passed - 1) {
            int square = Long.numberOfTrailingZeros(passed);
            int rank = Bitboards.relativeRank(color, square);
            if (rank < 3) {
                continue;
            }
            int weight = (rank - 2) * (rank - 1) / 2;
            int stop = color == 0 ? square + 8 : square - 8;
            score += term(Weights.PASSED_ENEMY_KING_DISTANCE, color, Math.min(DISTANCE[theirKing][stop], 5) * weight)
                    + term(Weights.PASSED_OWN_KING_DISTANCE, color, Math.min(DISTANCE[ourKing][stop], 5) * weight);
            if ((occupied & (1L << stop)) == 0) {
                score += term(Weights.PASSED_FREE_PATH, color, weight);
            }
            if (pawnEnding && (Bitboards.FORWARD_FILE[color][square] & occupied) == 0) {
                int promotion = color == 0 ? 56 | (square & 7) : square & 7;
                int pawnDistance = 7 - rank;
                int kingDistance = DISTANCE[theirKing][promotion] - (board.sideToMove() == them ? 1 : 0);
                if (kingDistance > pawnDistance) {
                    score += term(Weights.UNSTOPPABLE_PASSER, color, 1);
                }
            }
        }
        return score;
    }

    /** Endgame scale out of 16 for the side that is ahead: drawish material scores closer to zero. */
    private static int scaleFactor(Board board, int strong) {
        int weak = strong ^ 1;
        int strongPawns = Long.bitCount(board.pieces(strong, PAWN));
        int strongMaterial = nonPawnMaterial(board, strong);
        int weakMaterial = nonPawnMaterial(board, weak);
        if (strongPawns == 0) {
            if (strongMaterial <= 3) {
                return 0;
            }
            long knights = board.pieces(strong, KNIGHT);
            if (weakMaterial == 0 && strongMaterial == 6 && Long.bitCount(knights) == 2) {
                return 0;
            }
            if (strongMaterial - weakMaterial <= 3) {
                return 3;
            }
        }
        long bishops = board.pieces(BISHOP);
        if (Long.bitCount(board.pieces(0, BISHOP)) == 1 && Long.bitCount(board.pieces(1, BISHOP)) == 1
                && (bishops & Bitboards.LIGHT_SQUARES) != 0 && (bishops & Bitboards.DARK_SQUARES) != 0) {
            return strongMaterial == 3 && weakMaterial == 3 ? 8 : 12;
        }
        if (strongPawns == 1 && strongMaterial - weakMaterial <= 0 && weakMaterial > 0) {
            return 10;
        }
        return 16;
    }

    private static int nonPawnMaterial(Board board, int color) {
        int material = 0;
        for (int type = KNIGHT; type <= QUEEN; type++) {
            material += SIMPLE_VALUE[type] * Long.bitCount(board.pieces(color, type));
        }
        return material;
    }

    /**
     * In won endings against a bare king, rewards cornering it and bringing our king close: without this
     * the search sees no progress and can wander for 50 moves. White-positive endgame centipawns. The
     * hand-crafted evaluation's own term (its weights were tuned with it as it is).
     */
    private static int mopUp(Board board) {
        return mopUp(board, false);
    }

    /**
     * The same reward for cornering the weaker king ({@link #mopUp(Board)}), in white-positive centipawns; with
     * {@code againstPieces} also where the weaker side has pieces but no pawns and the stronger one leads by at
     * least four pawns' worth of pieces with at least a rook's worth (a queen against a rook, or against a minor
     * piece), endings won by driving the king to the edge, which a search that sees no mate within reach
     * cannot tell from shuffling.
     */
    public static int mopUp(Board board, boolean againstPieces) {
        for (int strong = 0; strong < 2; strong++) {
            int weak = strong ^ 1;
            int material = nonPawnMaterial(board, strong);
            if (board.colorPieces(weak) != board.pieces(weak, KING)) {
                if (!againstPieces || board.pieces(weak, PAWN) != 0 || material < 5
                        || material - nonPawnMaterial(board, weak) < 4) {
                    continue;
                }
            } else if (material < 5 && !(material == 6 && board.pieces(strong, KNIGHT) != 0
                    && board.pieces(strong, BISHOP) != 0)) {
                continue;
            }
            int weakKing = board.kingSquare(weak);
            int strongKing = board.kingSquare(strong);
            int bonus = Weights.MOP_UP_EDGE * Bitboards.centerDistance(weakKing)
                    + Weights.MOP_UP_KINGS * (14 - manhattan(weakKing, strongKing));
            long bishops = board.pieces(strong, BISHOP);
            if (material == 6 && bishops != 0) {
                // Bishop and knight mate only in a corner of the bishop's colour.
                boolean light = (bishops & Bitboards.LIGHT_SQUARES) != 0;
                int cornerA = light ? 7 : 0;
                int cornerB = light ? 56 : 63;
                bonus += 20 * (7 - Math.min(DISTANCE[weakKing][cornerA], DISTANCE[weakKing][cornerB]));
            }
            return strong == 0 ? bonus : -bonus;
        }
        return 0;
    }

    /**
     * A bare king against a side that can force mate with its pieces alone (a queen, a rook, bishop and knight, or
     * bishops of both colours): a sure win, scored {@link #KNOWN_WIN} plus the winner's material (so that promoting
     * or keeping pieces scores better) plus {@link #mopUp(Board)}, in white-positive centipawns; 0 for any other
     * position. What decides such an ending is the defending king's place, which a search that sees no mate within
     * reach learns only from this reward.
     */
    public static int bareKingWin(Board board) {
        for (int strong = 0; strong < 2; strong++) {
            int weak = strong ^ 1;
            if (board.colorPieces(weak) != board.pieces(weak, KING)) {
                continue;
            }
            long bishops = board.pieces(strong, BISHOP);
            boolean mates = (board.pieces(strong, QUEEN) | board.pieces(strong, ROOK)) != 0
                    || (bishops != 0 && board.pieces(strong, KNIGHT) != 0)
                    || ((bishops & Bitboards.LIGHT_SQUARES) != 0 && (bishops & Bitboards.DARK_SQUARES) != 0);
            if (!mates) {
                return 0;
            }
            int score = KNOWN_WIN + 100 * (nonPawnMaterial(board, strong) + Long.bitCount(board.pieces(strong, PAWN)))
                    + Math.abs(mopUp(board));
            return strong == 0 ? score : -score;
        }
        return 0;
    }

    private static int manhattan(int a, int b) {
        return Math.abs((a & 7) - (b & 7)) + Math.abs((a >>> 3) - (b >>> 3));
    }
}
