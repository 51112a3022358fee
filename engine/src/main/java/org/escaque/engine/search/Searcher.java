package org.escaque.engine.search;

import static org.escaque.engine.search.Scores.INFINITE;
import static org.escaque.engine.search.Scores.MATE;
import static org.escaque.engine.search.Scores.MATE_BOUND;
import static org.escaque.engine.search.Scores.MAX_PLY;
import static org.escaque.engine.search.Scores.NONE;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.escaque.core.Board;
import org.escaque.core.Move;
import org.escaque.engine.eval.Evaluation;

/**
 * The search driver: iterative deepening with aspiration windows, MultiPV, the decision when to stop
 * (depth, nodes, mate, soft and hard time limits), and progress reports. The tree below the root is
 * searched by {@link AlphaBeta}.
 *
 * <p>One searcher runs one search at a time, on the caller's thread and, when made {@link #withHelperThreads} and given
 * boards for them, on helper threads of its own ({@link HelperThreads}); it keeps its move-ordering histories between searches of the same
 * game.
 */
public final class Searcher implements AutoCloseable {

    private final TranspositionTable table;
    private final AlphaBeta tree;
    private final RootMoves root = new RootMoves();
    private final SearchHelpers helpers;
    private SearchControl control;

    /**
     * A searcher that uses {@code table} (the engine owns it, so it survives between searches) and evaluates with
     * what {@code evaluations} makes (given the most plies a search reaches from its root).
     */
    public Searcher(TranspositionTable table, IntFunction<Evaluation> evaluations) {
        this(table, evaluations, SearchHelpers.NONE);
    }

    /**
     * A searcher as {@link #Searcher(TranspositionTable, IntFunction)} makes, that can also search with helper threads
     * ({@link #search(Board, List, SearchControl, int, SearchListener)}); the one-thread searcher starts none, and so
     * runs where there are no threads (the browser's WebAssembly build).
     */
    public static Searcher withHelperThreads(TranspositionTable table, IntFunction<Evaluation> evaluations) {
        return new Searcher(table, evaluations, new HelperThreads(table, evaluations));
    }

    private Searcher(TranspositionTable table, IntFunction<Evaluation> evaluations, SearchHelpers helpers) {
        this.table = table;
        this.tree = new AlphaBeta(table, evaluations.apply(AlphaBeta.plies()));
        this.helpers = helpers;
    }

    /** Evaluates with what {@code evaluations} makes from the next search on. */
    public void useEvaluation(IntFunction<Evaluation> evaluations) {
        tree.useEvaluation(evaluations.apply(AlphaBeta.plies()));
        helpers.useEvaluation(evaluations);
    }

    /** Forgets all learned move-ordering statistics and cached evaluations (a new game). */
    public void clear() {
        tree.clear();
        helpers.clear();
    }

    /** Nodes searched by the last (or running) search, by all its threads. */
    public long nodes() {
        return tree.nodes() + helpers.nodes();
    }

    /** Ends the helper threads (the searcher stays usable with one thread). */
    @Override
    public void close() {
        helpers.close();
    }

    /**
     * Searches {@code board} (whose history before the root is used for repetitions) within the control's
     * limits, reporting each iteration to {@code listener}, and returns the best move found, which is legal;
     * {@link Move#NONE} only when the position has no legal move. One thread searches.
     */
    public SearchOutcome search(Board board, SearchControl control, int multiPv, SearchListener listener) {
        return search(board, List.of(), control, multiPv, listener);
    }

    /**
     * Searches as {@link #search(Board, SearchControl, int, SearchListener)} does, with one helper thread per board
     * of {@code helperBoards} (each the same position with the same history, not shared with any other search)
     * searching beside this thread and sharing its transposition table; they are stopped before this returns.
     */
    public SearchOutcome search(Board board, List<Board> helperBoards, SearchControl control, int multiPv,
            SearchListener listener) {
        this.control = control;
        SearchLimits limits = control.limits();
        table.newSearch();
        tree.start(board, control);
        root.generate(board, limits.searchMoves(), table);
        if (root.size() == 0) {
            return new SearchOutcome(Move.NONE, Move.NONE, 0);
        }
        int lines = Math.max(1, Math.min(multiPv, root.size()));
        int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), MAX_PLY - 4) : MAX_PLY - 4;
        helpers.start(helperBoards, control, maxDepth);
        int completedDepth;
        try {
            completedDepth = iterate(lines, maxDepth, listener);
        } finally {
            helpers.finish();
        }
        RootMove best = root.get(0);
        if (lines == 1 && completedDepth > 0) {
            // A helper's line replaces the main thread's when it went as deep and scored higher, or mates sooner
            // (lazy SMP: the threads' trees differ, and the table they share can hide from one what another
            // found). It is reported, so that what is played is what was last shown.
            SearchHelpers.Found better = helpers.betterThan(completedDepth, best.score);
            if (better != null) {
                best = better.line();
                report(listener, better.depth(), List.of(best));
            }
        }
        int ponder = best.principalVariation.length > 1 ? best.principalVariation[1]
                : tree.ponderFromTable(best.move);
        return new SearchOutcome(best.move, ponder, best.score);
    }

    // ---- iterative deepening ----

    /** Iterative deepening; returns the depth of the last whole iteration (0 when none ended). */
    private int iterate(int lines, int maxDepth, SearchListener listener) {
        int completedDepth = 0;
        double instability = 0;
        int previousBest = Move.NONE;
        int previousScore = NONE;
        for (int depth = 1; depth <= maxDepth; depth++) {
            root.startIteration();
            for (int line = 0; line < lines && !tree.isStopped(); line++) {
                tree.startIteration(depth);
                Aspiration.search(tree, root, depth, line);
                root.sort(0, line + 1);
            }
            if (tree.isStopped() && depth > 1) {
                break;
            }
            report(listener, depth, lines);
            if (tree.isStopped()) {
                break;
            }
            completedDepth = depth;
            RootMove best = root.get(0);
            instability = instability * 0.5 + (best.move != previousBest && depth > 1 ? 1 : 0);
            if (isMateLimitReached(best.score) || isTimeUp(depth, best, instability, previousScore)
                    || isMateSettled(depth, best.score) || control.isNodeBudgetSpent(nodes())) {
                break;
            }
            previousBest = best.move;
            previousScore = best.score;
        }
        return completedDepth;
    }

    /** A mate score that deeper iterations cannot change: stop early when playing on a clock. */
    private boolean isMateSettled(int depth, int score) {
        return control.isTimeLimited() && Math.abs(score) >= MATE_BOUND && depth >= 2 * (MATE - Math.abs(score)) + 8;
    }

    private boolean isMateLimitReached(int score) {
        int mate = control.limits().mate();
        return mate > 0 && score >= MATE_BOUND && Scores.mateInMoves(score) <= mate;
    }

    /**
     * Whether to start no new iteration: the soft limit is scaled up while the best move keeps changing or
     * the score drops, and down when one move has taken nearly all the effort.
     */
    private boolean isTimeUp(int depth, RootMove best, double instability, int previousScore) {
        if (!control.isTimeLimited()) {
            return false;
        }
        if (root.size() == 1 && depth >= 4) {
            return true;
        }
        double effort = root.totalNodes() == 0 ? 0.5 : (double) best.nodes / root.totalNodes();
        double factor = (1.6 - effort) * (1.0 + 0.6 * instability);
        if (previousScore != NONE && best.score < previousScore - 25) {
            factor *= 1.3;
        }
        factor = Math.max(0.4, Math.min(2.5, factor));
        return control.time().isSoftLimitReached(factor);
    }

    private void report(SearchListener listener, int depth, int lines) {
        List<RootMove> shown = new ArrayList<>(lines);
        for (int line = 0; line < lines; line++) {
            shown.add(root.get(line));
        }
        report(listener, depth, shown);
    }

    private void report(SearchListener listener, int depth, List<RootMove> shown) {
        long millis = control.time().elapsedMillis();
        long nodes = nodes();
        long perSecond = nodes * 1000 / Math.max(1, millis);
        int hashFull = table.hashFull();
        for (int line = 0; line < shown.size(); line++) {
            RootMove rootMove = shown.get(line);
            int score = rootMove.score == -INFINITE ? rootMove.previousScore : rootMove.score;
            if (score == -INFINITE || score == NONE) {
                continue;
            }
            Score reported = Math.abs(score) >= MATE_BOUND ? Score.mateIn(Scores.mateInMoves(score))
                    : Score.centipawns(score);
            List<Move> pv = new ArrayList<>(rootMove.principalVariation.length);
            for (int move : rootMove.principalVariation) {
                pv.add(Move.decode(move));
            }
            int selective = Math.max(depth, rootMove.selectiveDepth);
            listener.info(new SearchInfo(depth, selective, line + 1, reported, nodes, perSecond, millis,
                    hashFull, pv));
        }
    }
}
