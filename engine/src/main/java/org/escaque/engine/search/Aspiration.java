package org.escaque.engine.search;

import static org.escaque.engine.search.Scores.INFINITE;
import static org.escaque.engine.search.Scores.MATE_BOUND;

/** One root search at a depth with a window around the last score, widened on failure until the score falls inside. */
final class Aspiration {

    private static final int FIRST_DELTA = 18;
    /** Shallower iterations search with the full window: their scores still jump. */
    private static final int FROM_DEPTH = 4;

    private Aspiration() {
    }

    /** Searches MultiPV line {@code line} of {@code root} at {@code depth} with {@code tree}. */
    static void search(AlphaBeta tree, RootMoves root, int depth, int line) {
        int previous = root.get(line).previousScore;
        int delta = FIRST_DELTA;
        int alpha = -INFINITE;
        int beta = INFINITE;
        if (depth >= FROM_DEPTH && Math.abs(previous) < MATE_BOUND) {
            alpha = Math.max(previous - delta, -INFINITE);
            beta = Math.min(previous + delta, INFINITE);
        }
        while (true) {
            int score = tree.searchRoot(root, alpha, beta, depth, line);
            root.sort(line, root.size());
            if (tree.isStopped()) {
                return;
            }
            if (score <= alpha) {
                beta = (alpha + beta) / 2;
                alpha = Math.max(score - delta, -INFINITE);
            } else if (score >= beta) {
                beta = Math.min(score + delta, INFINITE);
            } else {
                return;
            }
            delta += delta / 2 + 5;
        }
    }
}
