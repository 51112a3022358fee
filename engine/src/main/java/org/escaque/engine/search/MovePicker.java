package org.escaque.engine.search;

import org.escaque.core.Board;
import org.escaque.core.Move;
import org.escaque.core.MoveGenerator;

/**
 * Hands out the moves of one full-width node in stages, best first, generating as late as possible: most
 * nodes are cut off by the table move, a capture or a killer, and then the quiet moves are never generated
 * or scored.
 *
 * <p>Stages: the table move; captures and promotions that do not lose material (victim first, then capture
 * history); the two killers; the counter move; the other quiet moves by history; losing captures and
 * under-promotions. Moves tried before generation (table move, killers, counter move) come from other
 * positions, so they are checked for plausibility here and for legality by the caller after playing them
 * ({@link #needsLegalityCheck()}). One picker per ply is allocated once and reused.
 */
final class MovePicker {

    private static final int TABLE = 0;
    private static final int GENERATE_NOISY = 1;
    private static final int GOOD_NOISY = 2;
    private static final int KILLER_FIRST = 3;
    private static final int KILLER_SECOND = 4;
    private static final int COUNTER = 5;
    private static final int GENERATE_QUIET = 6;
    private static final int QUIET = 7;
    private static final int BAD_NOISY = 8;
    private static final int DONE = 9;

    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private final int[] scores = new int[MoveGenerator.MAX_MOVES];
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];
    /** Each quiet move's score and place in one int ({@link MoveOrdering#key}). */
    private final int[] quietKeys = new int[MoveGenerator.MAX_MOVES];
    private Board board;
    private History history;
    private int stage;
    private int tableMove;
    private int killer1;
    private int killer2;
    private int counter;
    private int previous1;
    private int previous2;
    /** Moves already handed out before generation, to skip when generated. */
    private final int[] early = new int[4];
    private int earlyCount;
    private int noisyIndex;
    private int noisyEnd;
    private int quietIndex;
    private int count;
    private int currentScore;
    private boolean currentUnverified;

    /** Prepares for a node; {@code tableMove} may be {@link Move#NONE}. */
    void start(Board board, History history, int tableMove, int ply, int previous1, int previous2) {
        this.board = board;
        this.history = history;
        this.tableMove = tableMove;
        this.killer1 = history.killer(ply, 0);
        this.killer2 = history.killer(ply, 1);
        this.counter = previous1 == History.NO_PIECE_TO ? Move.NONE : history.counterMove(previous1);
        this.previous1 = previous1;
        this.previous2 = previous2;
        this.stage = TABLE;
        this.earlyCount = 0;
    }

    /** The ordering score of the move last returned (see the constants in {@link MoveOrdering}). */
    int score() {
        return currentScore;
    }

    /** Whether the move last returned was not generated here, so may leave the mover's king in check. */
    boolean needsLegalityCheck() {
        return currentUnverified;
    }

    /** The next move to search, or {@link Move#NONE} when all have been handed out. */
    int next() {
        currentUnverified = false;
        switch (stage) {
            case TABLE:
                stage = GENERATE_NOISY;
                if (PseudoLegality.isPlausible(board, tableMove)) {
                    return early(tableMove, MoveOrdering.TABLE_MOVE);
                }
                if (isSpecialAndLegal(tableMove)) {
                    early(tableMove, MoveOrdering.TABLE_MOVE);
                    currentUnverified = false;
                    return tableMove;
                }
                return next();
            case GENERATE_NOISY:
                noisyEnd = MoveGenerator.generate(board, moves, MoveGenerator.NOISY);
                MoveOrdering.scoreNoisy(board, history, moves, scores, noisyEnd);
                noisyIndex = 0;
                stage = GOOD_NOISY;
                return next();
            case GOOD_NOISY:
                while (noisyIndex < noisyEnd) {
                    MoveOrdering.pick(moves, scores, noisyIndex, noisyEnd);
                    if (scores[noisyIndex] < MoveOrdering.GOOD_NOISY) {
                        break;
                    }
                    int move = moves[noisyIndex];
                    currentScore = scores[noisyIndex++];
                    if (!isEarly(move)) {
                        return move;
                    }
                }
                stage = KILLER_FIRST;
                return next();
            case KILLER_FIRST:
                stage = KILLER_SECOND;
                return refutationOrNext(killer1, MoveOrdering.KILLER_FIRST);
            case KILLER_SECOND:
                stage = COUNTER;
                return refutationOrNext(killer2, MoveOrdering.KILLER_SECOND);
            case COUNTER:
                stage = GENERATE_QUIET;
                return refutationOrNext(counter, MoveOrdering.COUNTER);
            case GENERATE_QUIET:
                // The generator writes from index 0, so quiet moves go through a scratch array.
                int generated = MoveGenerator.generate(board, scratch, MoveGenerator.QUIET);
                System.arraycopy(scratch, 0, moves, noisyEnd, generated);
                count = noisyEnd + generated;
                scoreQuiets();
                quietIndex = noisyEnd;
                stage = QUIET;
                return next();
            case QUIET:
                while (quietIndex < count) {
                    int move = pickQuiet();
                    currentScore = scores[quietIndex++];
                    if (!isEarly(move)) {
                        return move;
                    }
                }
                stage = BAD_NOISY;
                return next();
            case BAD_NOISY:
                while (noisyIndex < noisyEnd) {
                    int move = MoveOrdering.pick(moves, scores, noisyIndex, noisyEnd);
                    currentScore = scores[noisyIndex++];
                    if (!isEarly(move)) {
                        return move;
                    }
                }
                stage = DONE;
                return Move.NONE;
            default:
                return Move.NONE;
        }
    }

    /** Castling and en passant are not checked by {@link PseudoLegality}: they are rare, so look them up. */
    private boolean isSpecialAndLegal(int move) {
        int kind = move >>> 14 & 3;
        if (kind != MoveOrdering.KIND_EN_PASSANT && kind != MoveOrdering.KIND_CASTLING) {
            return false;
        }
        int generated = MoveGenerator.generate(board, scratch, MoveGenerator.ALL);
        for (int i = 0; i < generated; i++) {
            if (scratch[i] == move) {
                return true;
            }
        }
        return false;
    }

    private int refutationOrNext(int move, int score) {
        if (move != Move.NONE && !isEarly(move) && !MoveOrdering.isNoisy(board, move)
                && PseudoLegality.isPlausible(board, move)) {
            return early(move, score);
        }
        return next();
    }

    private int early(int move, int score) {
        early[earlyCount++] = move;
        currentScore = score;
        currentUnverified = true;
        return move;
    }

    private boolean isEarly(int move) {
        for (int i = 0; i < earlyCount; i++) {
            if (early[i] == move) {
                return true;
            }
        }
        return false;
    }

    private void scoreQuiets() {
        int color = board.sideToMove();
        for (int i = noisyEnd; i < count; i++) {
            int move = moves[i];
            scores[i] = history.quiet(color, move, MoveOrdering.pieceTo(board, move), previous1, previous2);
            quietKeys[i] = MoveOrdering.key(scores[i], i);
        }
    }

    private int pickQuiet() {
        return MoveOrdering.pickByKey(moves, scores, quietKeys, quietIndex, count);
    }
}
