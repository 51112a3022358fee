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

    /** A copy that later iterations do not change. */
    RootMove copy() {
        RootMove copy = new RootMove(move);
        copy.score = score;
        copy.previousScore = previousScore;
        copy.selectiveDepth = selectiveDepth;
        copy.nodes = nodes;
        copy.principalVariation = principalVariation;
        return copy;
    }
}
