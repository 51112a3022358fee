package org.escaque.engine.search;

/** One legal move at the root with what the iterations learned about it. Mutable; root-only. */
final class RootMove {

    final int move;
    /** Score in the current iteration; -INFINITE when it was searched and proved worse than the best. */
    int score = -Scores.INFINITE;
    int previousScore = -Scores.INFINITE;
    int selectiveDepth;
    /** Nodes spent below this move, over all iterations (for time management). */
    long nodes;
    int[] principalVariation;

    RootMove(int move) {
        this.move = move;
        this.principalVariation = new int[] {move};
    }
}
