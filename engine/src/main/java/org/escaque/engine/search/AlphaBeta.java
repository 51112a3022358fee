package org.escaque.engine.search;

import static org.escaque.engine.search.Scores.DRAW;
import static org.escaque.engine.search.Scores.INFINITE;
import static org.escaque.engine.search.Scores.MATE;
import static org.escaque.engine.search.Scores.MATE_BOUND;
import static org.escaque.engine.search.Scores.MAX_PLY;
import static org.escaque.engine.search.Scores.NONE;
import static org.escaque.engine.search.TranspositionTable.BOUND_EXACT;
import static org.escaque.engine.search.TranspositionTable.BOUND_LOWER;
import static org.escaque.engine.search.TranspositionTable.BOUND_UPPER;

import org.escaque.core.Board;
import org.escaque.core.Move;
import org.escaque.core.MoveGenerator;
import org.escaque.engine.eval.Evaluation;

/**
 * The tree search below the iterations: the root move loop, a principal variation search with a
 * transposition table, null-move pruning, late move reductions and pruning, futility and reverse futility
 * pruning, razoring, singular and check extensions, killer/counter/history move ordering, mate-distance
 * pruning, repetition and fifty-move draws, and a quiescence search of captures and promotions (every move
 * when in check).
 *
 * <p>All per-ply state lives in arrays allocated once, so nothing is allocated per node.
 */
final class AlphaBeta {

    private static final int STACK = MAX_PLY + 8;
    // Pruning margins in centipawns, chosen by hand and checked on tactical positions; to be tuned.
    /** Futility: a quiet move is skipped when the static evaluation plus this margin cannot reach alpha. */
    private static final int FUTILITY_BASE = 110;
    private static final int FUTILITY_PER_PLY = 95;
    private static final int FUTILITY_MAX_DEPTH = 7;
    /** Reverse futility: a node is cut when the evaluation beats beta by this much per ply of depth. */
    private static final int REVERSE_FUTILITY_PER_PLY = 100;
    /** Captures losing more than this per ply of depth (by exchange evaluation) are skipped. */
    private static final int LOSING_CAPTURE_PER_PLY = 95;
    /** Shallowest depth at which the table move is tested for being singular. */
    private static final int SINGULAR_MIN_DEPTH = 7;
    /** Returned by {@link #singularExtension} when the node can be cut at once. */
    private static final int MULTI_CUT = Integer.MIN_VALUE;
    /** Late-move reductions in plies by [depth][move number]: grows with the log of both. */
    private static final int[][] REDUCTIONS = new int[64][64];

    static {
        for (int depth = 1; depth < 64; depth++) {
            for (int count = 1; count < 64; count++) {
                REDUCTIONS[depth][count] = (int) (0.75 + Math.log(depth) * Math.log(count) / 2.25);
            }
        }
    }

    private final TranspositionTable table;
    private Evaluation evaluation;
    private final History history = new History();

    private final int[][] moves = new int[STACK][MoveGenerator.MAX_MOVES];
    private final int[][] orderScores = new int[STACK][MoveGenerator.MAX_MOVES];
    private final MovePicker[] pickers = new MovePicker[STACK];
    private final int[][] quietsTried = new int[STACK][64];
    private final int[][] capturesTried = new int[STACK][32];
    private final int[][] principalVariation = new int[STACK][STACK];
    private final int[] principalLength = new int[STACK];
    private final int[] staticEvals = new int[STACK];
    /** Piece * 64 + destination of the move played at each ply; {@link History#NO_PIECE_TO} for none. */
    private final int[] pieceTo = new int[STACK];
    private final int[] excludedMoves = new int[STACK];
    /** Plies played since the last null move (or since the board began), bounding the repetition walk. */
    private final int[] sinceNull = new int[STACK];
    /** Whether the side to move is in check at each ply: found once, by the parent right after its move. */
    private final boolean[] inCheckAt = new boolean[STACK];

    private Board board;
    private SearchControl control;
    private long nodeLimit;
    private long nodes;
    private int selectiveDepth;
    private int rootDepth;
    private boolean stopped;
    /** Set from another thread to stop a helper's search (see {@link HelperThreads}). */
    private volatile boolean aborted;

    AlphaBeta(TranspositionTable table, Evaluation evaluation) {
        this.table = table;
        this.evaluation = evaluation;
        for (int ply = 0; ply < STACK; ply++) {
            pickers[ply] = new MovePicker();
        }
    }

    /** Forgets all learned move-ordering statistics and cached evaluations (a new game). */
    void clear() {
        history.clear();
        evaluation.clear();
    }

    /** Evaluates positions with {@code next} from the next search on. */
    void useEvaluation(Evaluation next) {
        evaluation = next;
    }

    /** Plies of a search, for sizing a per-ply {@link Evaluation}. */
    static int plies() {
        return STACK;
    }

    /** Prepares a new search of {@code board} under {@code control}. */
    void start(Board board, SearchControl control) {
        this.board = board;
        this.control = control;
        long limit = control.limits().nodes();
        nodeLimit = limit > 0 ? limit : Long.MAX_VALUE;
        nodes = 0;
        stopped = false;
        history.newSearch();
        evaluation.start(board);
    }

    /** Stops the search at its next check (from any thread), until {@link #resume()}. */
    void abort() {
        aborted = true;
    }

    /** Lets searches run again after {@link #abort()}. */
    void resume() {
        aborted = false;
    }

    /** Nodes searched so far. */
    long nodes() {
        return nodes;
    }

    /** Whether the search was interrupted (its last results are incomplete). */
    boolean isStopped() {
        return stopped;
    }

    /** Starts an iteration at {@code depth}: check extensions are bounded by it. */
    void startIteration(int depth) {
        rootDepth = depth;
        selectiveDepth = 0;
    }

    // ---- root ----

    /** Searches the root moves from index {@code line} on, recording their scores and lines in {@code root}. */
    int searchRoot(RootMoves root, int alpha, int beta, int depth, int line) {
        int bestScore = -INFINITE;
        int moveCount = 0;
        principalLength[0] = 0;
        pieceTo[0] = History.NO_PIECE_TO;
        inCheckAt[0] = board.isCheck();
        staticEvals[0] = inCheckAt[0] ? NONE : evaluation.evaluate(board, 0);
        sinceNull[0] = board.plyCount();
        boolean inCheck = inCheckAt[0];
        for (int i = line; i < root.size(); i++) {
            RootMove rootMove = root.get(i);
            int move = rootMove.move;
            moveCount++;
            long nodesBefore = nodes;
            boolean quiet = !MoveOrdering.isNoisy(board, move);
            play(move, 0);
            boolean givesCheck = board.isCheck();
            inCheckAt[1] = givesCheck;
            int newDepth = depth - 1 + (givesCheck ? 1 : 0);
            int score;
            if (moveCount == 1) {
                score = -negamax(-beta, -alpha, newDepth, 1, false);
            } else {
                int reduction = 0;
                if (depth >= 3 && quiet && !givesCheck && !inCheck && moveCount > 3) {
                    reduction = Math.max(0, REDUCTIONS[Math.min(depth, 63)][Math.min(moveCount, 63)] - 1);
                }
                score = -negamax(-alpha - 1, -alpha, newDepth - reduction, 1, true);
                if (score > alpha && reduction > 0) {
                    score = -negamax(-alpha - 1, -alpha, newDepth, 1, true);
                }
                if (score > alpha && score < beta) {
                    score = -negamax(-beta, -alpha, newDepth, 1, false);
                }
            }
            board.undo();
            rootMove.nodes += nodes - nodesBefore;
            if (stopped) {
                return bestScore;
            }
            if (moveCount == 1 || score > alpha) {
                rootMove.score = score;
                rootMove.selectiveDepth = selectiveDepth;
                rootMove.principalVariation = principalLine(move);
            } else {
                rootMove.score = -INFINITE;
            }
            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    alpha = score;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        return bestScore;
    }

    private int[] principalLine(int move) {
        int length = Math.max(0, principalLength[1] - 1);
        int[] line = new int[1 + length];
        line[0] = move;
        System.arraycopy(principalVariation[1], 1, line, 1, length);
        return line;
    }

    // ---- the main search ----

    /**
     * The score of the position at {@code ply} within the window (alpha, beta), searched {@code depth} plies
     * deep (fractional depth is not used). A window of width one is a zero-window test; {@code cutNode}
     * marks nodes expected to fail high, which are reduced more.
     */
    private int negamax(int alpha, int beta, int depth, int ply, boolean cutNode) {
        boolean pvNode = beta - alpha > 1;
        principalLength[ply] = ply;
        if (isDraw(ply)) {
            return DRAW;
        }
        if (depth <= 0) {
            return quiescence(alpha, beta, ply, inCheckAt[ply]);
        }
        if (countNode()) {
            return 0;
        }
        if (ply > selectiveDepth) {
            selectiveDepth = ply;
        }
        boolean inCheck = inCheckAt[ply];
        if (ply >= MAX_PLY - 1) {
            return inCheck ? DRAW : evaluation.evaluate(board, ply);
        }
        // Mate-distance pruning: no line from here can beat a shorter mate already known.
        alpha = Math.max(alpha, -MATE + ply);
        beta = Math.min(beta, MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        int excluded = excludedMoves[ply];
        long key = board.key();
        long entry = excluded == 0 ? table.probe(key) : 0;
        int tableMove = TranspositionTable.move(entry);
        int tableScore = entry == 0 ? NONE : Scores.fromTable(TranspositionTable.score(entry), ply);
        int tableBound = TranspositionTable.bound(entry);
        int tableDepth = TranspositionTable.depth(entry);
        boolean tablePv = pvNode || (entry != 0 && TranspositionTable.wasPv(entry));
        if (!pvNode && entry != 0 && tableDepth >= depth && board.halfmoveClock() < 90
                && isUsableBound(tableBound, tableScore, alpha, beta)) {
            return tableScore;
        }

        int staticEval;
        int eval;
        if (inCheck) {
            staticEval = NONE;
            eval = NONE;
        } else if (excluded != 0) {
            staticEval = staticEvals[ply];
            eval = staticEval;
        } else {
            staticEval = entry != 0 && TranspositionTable.staticEval(entry) != NONE
                    ? TranspositionTable.staticEval(entry) : evaluation.evaluate(board, ply);
            eval = staticEval;
            if (entry != 0 && tableScore != NONE && isUsableBound(tableBound, tableScore, eval, eval + 1)) {
                eval = tableScore;
            }
        }
        staticEvals[ply] = staticEval;
        boolean improving = isImproving(ply, staticEval);
        history.clearKillers(ply + 1);

        if (!pvNode && !inCheck && excluded == 0) {
            int pruned = pruneBeforeMoves(alpha, beta, depth, ply, cutNode, eval, staticEval, improving);
            if (pruned != NONE) {
                return pruned;
            }
        }

        // Internal iterative reduction: a node worth a full search would have a table move by now.
        if (depth >= 4 && tableMove == 0 && (pvNode || cutNode)) {
            depth--;
        }

        int singularExtension = 0;
        if (ply > 0 && depth >= SINGULAR_MIN_DEPTH && tableMove != 0 && excluded == 0 && (tableBound & BOUND_LOWER) != 0
                && tableDepth >= depth - 3 && Math.abs(tableScore) < MATE_BOUND) {
            singularExtension = singularExtension(beta, depth, ply, cutNode, tableMove, tableScore);
            if (stopped) {
                return 0;
            }
            if (singularExtension == MULTI_CUT) {
                return tableScore - 2 * depth;
            }
        }

        int previous1 = pieceTo[ply - 1];
        int previous2 = ply >= 2 ? pieceTo[ply - 2] : History.NO_PIECE_TO;
        MovePicker picker = pickers[ply];
        picker.start(board, history, tableMove, ply, previous1, previous2);

        int us = board.sideToMove();
        boolean hasPieces = hasNonPawnMaterial(us);
        int bestScore = -INFINITE;
        int bestMove = Move.NONE;
        int moveCount = 0;
        int quietCount = 0;
        int captureCount = 0;
        int lateMoveLimit = (3 + depth * depth) / (improving ? 1 : 2);
        while (true) {
            int move = picker.next();
            if (move == Move.NONE) {
                break;
            }
            if (move == excluded) {
                continue;
            }
            int orderScore = picker.score();
            boolean unverified = picker.needsLegalityCheck();
            moveCount++;
            boolean quiet = !MoveOrdering.isNoisy(board, move);
            int movePieceTo = MoveOrdering.pieceTo(board, move);
            int victim = quiet ? -1 : MoveOrdering.victimType(board, move);
            boolean prunable = bestScore > -MATE_BOUND && hasPieces
                    && isPrunable(move, quiet, orderScore, moveCount, depth, lateMoveLimit, inCheck, staticEval, alpha,
                            movePieceTo, previous1, previous2);
            if (prunable && !unverified && !board.givesCheck(move)) {
                // Skipped without being played: a pruned move is searched only if it gives check.
                continue;
            }

            play(move, ply);
            if (unverified && PseudoLegality.leftKingAttacked(board)) {
                // A move from the table or a killer slot that would leave our king in check here.
                board.undo();
                moveCount--;
                continue;
            }
            boolean givesCheck = board.isCheck();
            inCheckAt[ply + 1] = givesCheck;
            if (prunable && !givesCheck) {
                board.undo();
                continue;
            }
            int extension = move == tableMove ? singularExtension : 0;
            if (givesCheck && extension == 0 && ply < 2 * rootDepth) {
                extension = 1;
            }
            int newDepth = depth - 1 + extension;

            int score;
            if (depth >= 3 && moveCount > (pvNode ? 2 : 1) && (quiet || orderScore < MoveOrdering.GOOD_NOISY)) {
                int r = lateMoveReduction(depth, moveCount, quiet, orderScore, cutNode, improving, tablePv, givesCheck);
                int reducedDepth = Math.max(1, Math.min(newDepth, newDepth - r));
                score = -negamax(-alpha - 1, -alpha, reducedDepth, ply + 1, true);
                if (score > alpha && reducedDepth < newDepth) {
                    score = -negamax(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
                }
            } else if (!pvNode || moveCount > 1) {
                score = -negamax(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
            } else {
                score = alpha + 1;
            }
            if (pvNode && (moveCount == 1 || score > alpha)) {
                score = -negamax(-beta, -alpha, newDepth, ply + 1, false);
            }
            board.undo();
            if (stopped) {
                return 0;
            }

            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    bestMove = move;
                    alpha = score;
                    if (pvNode) {
                        updatePrincipalVariation(ply, move);
                    }
                    if (alpha >= beta) {
                        rewardCutoff(ply, depth, move, quiet, movePieceTo, victim, previous1, previous2,
                                quietCount, captureCount);
                        break;
                    }
                }
            }
            if (quiet && quietCount < 64) {
                quietsTried[ply][quietCount++] = move;
            } else if (!quiet && captureCount < 32) {
                capturesTried[ply][captureCount++] = move;
            }
        }

        if (moveCount == 0) {
            if (excluded != 0) {
                return alpha;
            }
            return inCheck ? -MATE + ply : DRAW;
        }
        if (excluded == 0) {
            int bound = bestScore >= beta ? BOUND_LOWER : (pvNode && bestMove != Move.NONE ? BOUND_EXACT : BOUND_UPPER);
            table.store(key, bestMove, Scores.toTable(bestScore, ply), staticEval, depth, bound, tablePv);
        }
        return bestScore;
    }

    /**
     * Whether the table move is the only good move here, tested by searching the others, shallower, against
     * a bound a little below its score: if none reaches it, the table move is extended by a ply. If even
     * without it the node fails high, several moves beat beta ({@link #MULTI_CUT}: the node is cut); if the
     * table move merely beats beta, it is searched a ply shallower.
     */
    private int singularExtension(int beta, int depth, int ply, boolean cutNode, int tableMove, int tableScore) {
        int singularBeta = tableScore - 2 * depth;
        excludedMoves[ply] = tableMove;
        int score = negamax(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
        excludedMoves[ply] = 0;
        principalLength[ply] = ply;
        if (score < singularBeta) {
            return 1;
        }
        if (singularBeta >= beta) {
            return MULTI_CUT;
        }
        return tableScore >= beta ? -1 : 0;
    }

    /**
     * Pruning decided from the static evaluation before any move is searched: razoring, reverse futility
     * and null move. Returns the score to return, or {@link Scores#NONE} to search the node.
     */
    private int pruneBeforeMoves(int alpha, int beta, int depth, int ply, boolean cutNode, int eval, int staticEval,
            boolean improving) {
        if (depth <= 3 && eval + 400 + 250 * depth * depth < alpha) {
            int score = quiescence(alpha - 1, alpha, ply, false);
            if (score < alpha) {
                return score;
            }
        }
        if (depth <= 8 && eval - REVERSE_FUTILITY_PER_PLY * (depth - (improving ? 1 : 0)) >= beta && eval < MATE_BOUND
                && beta > -MATE_BOUND) {
            return eval;
        }
        int us = board.sideToMove();
        boolean afterNullMove = pieceTo[ply - 1] == History.NO_PIECE_TO;
        if (depth >= 3 && eval >= beta && staticEval >= beta - 15 * depth + 150 && !afterNullMove
                && hasNonPawnMaterial(us) && beta > -MATE_BOUND) {
            int reduction = 3 + depth / 3 + Math.min((eval - beta) / 200, 3);
            playNull(ply);
            int score = -negamax(-beta, -beta + 1, depth - reduction, ply + 1, !cutNode);
            board.undoNull();
            if (stopped) {
                return 0;
            }
            if (score >= beta) {
                return score >= MATE_BOUND ? beta : score;
            }
        }
        return NONE;
    }

    /**
     * Whether a move is so unlikely to matter at this depth that it is skipped unless it gives check:
     * late quiet moves (move-count pruning), quiet moves that cannot lift a low evaluation to alpha
     * (futility), quiet moves with a bad continuation history, and moves that lose material by exchange.
     */
    private boolean isPrunable(int move, boolean quiet, int orderScore, int moveCount, int depth, int lateMoveLimit,
            boolean inCheck, int staticEval, int alpha, int movePieceTo, int previous1, int previous2) {
        if (!quiet) {
            return depth <= 7 && orderScore < MoveOrdering.GOOD_NOISY
                    && !StaticExchange.isAtLeast(board, move, -LOSING_CAPTURE_PER_PLY * depth);
        }
        int reduction = REDUCTIONS[Math.min(depth, 63)][Math.min(moveCount, 63)];
        int reducedDepth = Math.max(0, depth - 1 - reduction);
        return moveCount > lateMoveLimit
                || (!inCheck && reducedDepth <= FUTILITY_MAX_DEPTH && alpha < MATE_BOUND
                    && staticEval + FUTILITY_BASE + FUTILITY_PER_PLY * reducedDepth <= alpha)
                || (reducedDepth <= 3 && history.continuation(movePieceTo, previous1, previous2) < -3000 * depth)
                || (reducedDepth <= 7 && !StaticExchange.isAtLeast(board, move, -25 * reducedDepth * reducedDepth));
    }

    /**
     * How many plies less to search a late move first: more for later moves and deeper nodes, more at
     * expected cut nodes and when not improving, less for principal-variation positions, checks, killers
     * and moves with a good history. Captures that lose material are reduced a little.
     */
    private static int lateMoveReduction(int depth, int moveCount, boolean quiet, int orderScore, boolean cutNode,
            boolean improving, boolean tablePv, boolean givesCheck) {
        int r = REDUCTIONS[Math.min(depth, 63)][Math.min(moveCount, 63)];
        if (cutNode) {
            r++;
        }
        if (!improving) {
            r++;
        }
        if (tablePv) {
            r--;
        }
        if (givesCheck) {
            r--;
        }
        if (!quiet) {
            return Math.min(r, 2);
        }
        return orderScore >= MoveOrdering.COUNTER ? r - 1 : r - orderScore / 12_000;
    }

    private void rewardCutoff(int ply, int depth, int move, boolean quiet, int movePieceTo, int victim,
            int previous1, int previous2, int quietCount, int captureCount) {
        int bonus = History.bonus(depth);
        int color = board.sideToMove();
        if (quiet) {
            history.recordRefutation(ply, move, previous1);
            history.updateQuiet(color, move, movePieceTo, previous1, previous2, bonus);
            for (int i = 0; i < quietCount; i++) {
                int other = quietsTried[ply][i];
                history.updateQuiet(color, other, MoveOrdering.pieceTo(board, other), previous1, previous2, -bonus);
            }
        } else if (victim >= 0) {
            history.updateCapture(movePieceTo, victim, bonus);
        }
        for (int i = 0; i < captureCount; i++) {
            int other = capturesTried[ply][i];
            int otherVictim = MoveOrdering.victimType(board, other);
            if (otherVictim >= 0) {
                history.updateCapture(MoveOrdering.pieceTo(board, other), otherVictim, -bonus);
            }
        }
    }

    // ---- quiescence ----

    /** Resolves captures (and check evasions) until the position is quiet enough to trust the evaluation. */
    private int quiescence(int alpha, int beta, int ply, boolean inCheck) {
        boolean pvNode = beta - alpha > 1;
        principalLength[ply] = ply;
        if (countNode()) {
            return 0;
        }
        if (ply > selectiveDepth) {
            selectiveDepth = ply;
        }
        if (ply >= MAX_PLY - 1) {
            return inCheck ? DRAW : evaluation.evaluate(board, ply);
        }
        long key = board.key();
        long entry = table.probe(key);
        int tableMove = TranspositionTable.move(entry);
        int tableScore = entry == 0 ? NONE : Scores.fromTable(TranspositionTable.score(entry), ply);
        int tableBound = TranspositionTable.bound(entry);
        if (!pvNode && entry != 0 && tableScore != NONE && isUsableBound(tableBound, tableScore, alpha, beta)) {
            return tableScore;
        }
        int bestScore;
        int staticEval = NONE;
        if (inCheck) {
            bestScore = -MATE + ply;
        } else {
            staticEval = entry != 0 && TranspositionTable.staticEval(entry) != NONE
                    ? TranspositionTable.staticEval(entry) : evaluation.evaluate(board, ply);
            bestScore = staticEval;
            if (entry != 0 && tableScore != NONE && isUsableBound(tableBound, tableScore, bestScore, bestScore + 1)) {
                bestScore = tableScore;
            }
            if (bestScore >= beta) {
                if (entry == 0) {
                    table.store(key, Move.NONE, Scores.toTable(bestScore, ply), staticEval, 0, BOUND_LOWER, false);
                }
                return bestScore;
            }
            alpha = Math.max(alpha, bestScore);
        }
        int[] list = moves[ply];
        int[] scores = orderScores[ply];
        int count = MoveGenerator.generate(board, list, inCheck ? MoveGenerator.ALL : MoveGenerator.NOISY);
        if (count == 0) {
            return inCheck ? -MATE + ply : bestScore;
        }
        MoveOrdering.scoreQuiescence(board, history, list, scores, count, tableMove);
        int standPat = bestScore;
        int bestMove = Move.NONE;
        for (int i = 0; i < count; i++) {
            int move = MoveOrdering.pick(list, scores, i, count);
            if (!inCheck) {
                if (scores[i] <= MoveOrdering.UNDER_PROMOTION) {
                    continue;
                }
                int victim = MoveOrdering.victimType(board, move);
                boolean promotion = (move >>> 14 & 3) == MoveOrdering.KIND_PROMOTION;
                if (!promotion && victim >= 0 && standPat + StaticExchange.VALUE[victim] + 180 <= alpha) {
                    continue;
                }
                if (!StaticExchange.isAtLeast(board, move, 0)) {
                    continue;
                }
            }
            play(move, ply);
            int score = -quiescence(-beta, -alpha, ply + 1, board.isCheck());
            board.undo();
            if (stopped) {
                return 0;
            }
            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    bestMove = move;
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        int bound = bestScore >= beta ? BOUND_LOWER : BOUND_UPPER;
        table.store(key, bestMove, Scores.toTable(bestScore, ply), staticEval, 0, bound, false);
        return bestScore;
    }

    // ---- helpers ----

    private static boolean isUsableBound(int bound, int score, int alpha, int beta) {
        return bound == BOUND_EXACT
                || (bound == BOUND_LOWER && score >= beta)
                || (bound == BOUND_UPPER && score <= alpha);
    }

    /** Whether our static evaluation is better than two plies ago (then pruning may be bolder). */
    private boolean isImproving(int ply, int staticEval) {
        if (staticEval == NONE) {
            return false;
        }
        if (ply >= 2 && staticEvals[ply - 2] != NONE) {
            return staticEval > staticEvals[ply - 2];
        }
        if (ply >= 4 && staticEvals[ply - 4] != NONE) {
            return staticEval > staticEvals[ply - 4];
        }
        return true;
    }

    private boolean hasNonPawnMaterial(int color) {
        return (board.colorPieces(color) & ~board.pieces(0) & ~board.pieces(5)) != 0;
    }

    private void play(int move, int ply) {
        pieceTo[ply] = MoveOrdering.pieceTo(board, move);
        sinceNull[ply + 1] = sinceNull[ply] + 1;
        evaluation.play(board, move, ply);
        board.play(move);
    }

    private void playNull(int ply) {
        pieceTo[ply] = History.NO_PIECE_TO;
        sinceNull[ply + 1] = 0;
        inCheckAt[ply + 1] = false;
        evaluation.playNull(ply);
        board.playNull();
    }

    /**
     * Draw by the fifty-move rule (FIDE 9.3; checkmate on the hundredth ply still wins) or by repetition:
     * a position that occurred before since the last irreversible move counts as a draw at once, because
     * whoever could improve on it would not have repeated it.
     */
    private boolean isDraw(int ply) {
        int clock = board.halfmoveClock();
        if (clock >= 100) {
            return !inCheckAt[ply] || MoveGenerator.generate(board, moves[ply], MoveGenerator.ALL) > 0;
        }
        int limit = Math.min(clock, sinceNull[ply]);
        if (limit < 4) {
            return false;
        }
        long key = board.key();
        for (int back = 4; back <= limit; back += 2) {
            if (board.keyBefore(back) == key) {
                return true;
            }
        }
        return false;
    }

    /** Counts a node and answers whether the search must stop (stop request, node budget or hard time). */
    private boolean countNode() {
        nodes++;
        if (nodes >= nodeLimit) {
            stopped = true;
        } else if ((nodes & 1023) == 0 && (aborted || control.isStopRequested()
                || (control.isTimeLimited() && control.time().isHardLimitReached()))) {
            stopped = true;
        }
        return stopped;
    }

    private void updatePrincipalVariation(int ply, int move) {
        int[] line = principalVariation[ply];
        line[ply] = move;
        int childLength = principalLength[ply + 1];
        for (int i = ply + 1; i < childLength; i++) {
            line[i] = principalVariation[ply + 1][i];
        }
        principalLength[ply] = Math.max(ply + 1, childLength);
    }

    /** The expected reply from the table when the line ended at the best move (for pondering). */
    int ponderFromTable(int move) {
        board.play(move);
        int reply = TranspositionTable.move(table.probe(board.key()));
        int[] list = moves[0];
        int count = MoveGenerator.generate(board, list, MoveGenerator.ALL);
        board.undo();
        for (int i = 0; i < count; i++) {
            if (list[i] == reply && reply != Move.NONE) {
                return reply;
            }
        }
        return Move.NONE;
    }
}
