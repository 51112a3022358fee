package org.escaque.engine.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import org.escaque.core.Board;
import org.escaque.engine.eval.Evaluation;

/**
 * The helper threads of a parallel search ("lazy SMP"): each searches the same root by iterative deepening with
 * its own board, histories and evaluation, sharing only the transposition table, which is where their work helps
 * the main thread: it finds the positions they have searched already scored. Helpers report nothing and their
 * moves are not played; odd-numbered helpers start one ply deeper, so the threads do not walk in step.
 *
 * <p>Used by one searcher, from its thread: {@link #start}, then {@link #finish} before the next start.
 */
final class HelperThreads implements SearchHelpers {

    private final TranspositionTable table;
    private final List<Helper> helpers = new ArrayList<>();
    private final List<Future<?>> running = new ArrayList<>();
    /** Helpers used by the running (or last) search. */
    private int used;
    /** Made with the first helper, so that a one-thread searcher starts no thread pool. */
    private ExecutorService threads;
    private IntFunction<Evaluation> evaluations;

    HelperThreads(TranspositionTable table, IntFunction<Evaluation> evaluations) {
        this.table = table;
        this.evaluations = evaluations;
    }

    /** Evaluates with what {@code next} makes from the next search on. */
    @Override
    public void useEvaluation(IntFunction<Evaluation> next) {
        evaluations = next;
        for (Helper helper : helpers) {
            helper.tree.useEvaluation(next.apply(AlphaBeta.plies()));
        }
    }

    /** Forgets the helpers' histories (a new game). */
    @Override
    public void clear() {
        for (Helper helper : helpers) {
            helper.tree.clear();
        }
    }

    /**
     * Starts one helper per board (each the root position with its game history, a board of the helper's own)
     * searching under {@code control} up to {@code maxDepth}.
     */
    @Override
    public void start(List<Board> boards, SearchControl control, int maxDepth) {
        while (helpers.size() < boards.size()) {
            helpers.add(new Helper(new AlphaBeta(table, evaluations.apply(AlphaBeta.plies()))));
        }
        if (threads == null && !boards.isEmpty()) {
            threads = Executors.newCachedThreadPool(runnable -> {
                Thread thread = new Thread(runnable, "escaque-helper");
                thread.setDaemon(true);
                return thread;
            });
        }
        used = boards.size();
        for (int i = 0; i < boards.size(); i++) {
            Helper helper = helpers.get(i);
            Board board = boards.get(i);
            int firstDepth = 1 + (i & 1);
            helper.tree.resume();
            running.add(threads.submit(() -> helper.search(board, control, firstDepth, maxDepth)));
        }
    }

    /** Nodes searched by the running (or last) helpers. */
    @Override
    public long nodes() {
        long nodes = 0;
        for (int i = 0; i < used; i++) {
            nodes += helpers.get(i).tree.nodes();
        }
        return nodes;
    }

    /**
     * The best line of a helper that did better than the main thread: its last whole iteration at least as deep as
     * {@code depth} (the main thread's last whole one) with a higher score than {@code score}, or a shorter mate for
     * the side to move at any depth (a mate a whole iteration found is a forced line, however deep the others went).
     * Null when no helper did. Call after {@link #finish}.
     */
    @Override
    public Found betterThan(int depth, int score) {
        Found better = null;
        int bestScore = score;
        for (int i = 0; i < used; i++) {
            Helper helper = helpers.get(i);
            RootMove line = helper.best;
            if (line != null && replaces(helper.completedDepth, line.score, depth, bestScore)) {
                better = new Found(line, helper.completedDepth);
                bestScore = line.score;
            }
        }
        return better;
    }

    /**
     * Whether a line scored {@code score} by a whole iteration of {@code depth} replaces one scored {@code bestScore}
     * at {@code bestDepth}: it scores higher, and went at least as deep or mates (for the side to move).
     */
    static boolean replaces(int depth, int score, int bestDepth, int bestScore) {
        return score > bestScore && (depth >= bestDepth || score >= Scores.MATE_BOUND);
    }

    /** Stops the helpers and waits until they have. */
    @Override
    public void finish() {
        for (int i = 0; i < running.size(); i++) {
            helpers.get(i).tree.abort();
        }
        boolean interrupted = false;
        for (Future<?> helper : running) {
            while (true) {
                try {
                    helper.get();
                    break;
                } catch (InterruptedException wait) {
                    interrupted = true;
                } catch (ExecutionException failure) {
                    // A helper's failure costs only its help: the main thread's result stands on its own.
                    break;
                }
            }
        }
        running.clear();
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Ends the helper threads. */
    @Override
    public void close() {
        finish();
        if (threads != null) {
            threads.shutdownNow();
        }
    }

    /**
     * One helper's search state: a tree and a root move list of its own, and what its last whole iteration found
     * (read by the searcher's thread only after {@link #finish}, whose wait for the helper's task orders the reads
     * after the writes).
     */
    private final class Helper {
        private final AlphaBeta tree;
        private final RootMoves root = new RootMoves();
        /** The best root move of the last whole iteration, a copy; null before the first one ends. */
        private RootMove best;
        private int completedDepth;

        Helper(AlphaBeta tree) {
            this.tree = tree;
        }

        void search(Board board, SearchControl control, int firstDepth, int maxDepth) {
            best = null;
            completedDepth = 0;
            tree.start(board, control);
            root.generate(board, control.limits().searchMoves(), table);
            if (root.size() == 0) {
                return;
            }
            for (int depth = firstDepth; depth <= maxDepth && !tree.isStopped(); depth++) {
                root.startIteration();
                tree.startIteration(depth);
                Aspiration.search(tree, root, depth, 0);
                if (!tree.isStopped()) {
                    best = root.get(0).copy();
                    completedDepth = depth;
                }
            }
        }
    }
}
