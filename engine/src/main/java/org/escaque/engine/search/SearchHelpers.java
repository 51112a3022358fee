package org.escaque.engine.search;

import java.util.List;
import java.util.function.IntFunction;
import org.escaque.core.Board;
import org.escaque.engine.eval.Evaluation;

/**
 * The searches that run beside a searcher's own: {@link HelperThreads} on the JVM, or {@link #NONE} where there are no
 * threads (the browser's WebAssembly build, a benchmark). The searcher calls these from its thread only.
 */
interface SearchHelpers extends AutoCloseable {

    /** No helpers: the searcher searches alone, and asking for helpers is a mistake. */
    SearchHelpers NONE = new SearchHelpers() {
        @Override
        public void useEvaluation(IntFunction<Evaluation> evaluations) {
        }

        @Override
        public void clear() {
        }

        @Override
        public void start(List<Board> boards, SearchControl control, int maxDepth) {
            if (!boards.isEmpty()) {
                throw new IllegalArgumentException("this searcher searches on one thread, without helpers");
            }
        }

        @Override
        public long nodes() {
            return 0;
        }

        @Override
        public Found betterThan(int depth, int score) {
            return null;
        }

        @Override
        public void finish() {
        }

        @Override
        public void close() {
        }
    };

    /** A helper's best line and the depth of the whole iteration that found it. */
    record Found(RootMove line, int depth) {
    }

    /** Evaluates with what {@code evaluations} makes from the next search on. */
    void useEvaluation(IntFunction<Evaluation> evaluations);

    /** Forgets the helpers' histories (a new game). */
    void clear();

    /**
     * Starts one helper per board (each the root position with its game history, a board of the helper's own)
     * searching under {@code control} up to {@code maxDepth}.
     */
    void start(List<Board> boards, SearchControl control, int maxDepth);

    /** Nodes searched by the running (or last) helpers. */
    long nodes();

    /**
     * The best line of a helper that did better than the main thread's, whose last whole iteration reached
     * {@code depth} with {@code score}; null when none did. Called after {@link #finish}.
     */
    Found betterThan(int depth, int score);

    /** Stops the helpers and waits until they have. */
    void finish();

    /** Ends the helpers' threads. */
    @Override
    void close();
}
