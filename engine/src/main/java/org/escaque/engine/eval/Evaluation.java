package org.escaque.engine.eval;

import org.escaque.core.Board;

/**
 * A static evaluation as a search thread uses it: told of each move before the search plays it, so that an
 * evaluation that keeps state per ply (the network's accumulators) can update it instead of recomputing it. Plies
 * count from the search's root, 0, and a position's ply is one more than its parent's; taking a move back needs no
 * call, as the parent's ply still holds the parent's state.
 *
 * <p>Not thread-safe: each search thread owns one.
 */
public interface Evaluation {

    /** Forgets whatever is cached between searches (a new game). */
    void clear();

    /** The root of a search: {@code board} is the position at ply 0. */
    void start(Board board);

    /**
     * The search is about to play {@code move} (packed, see core's {@code Move}) on {@code board}, the position at
     * {@code ply}; the result will be the position at {@code ply + 1}.
     */
    void play(Board board, int move, int ply);

    /** The search is about to pass the turn at {@code ply} (null-move pruning). */
    void playNull(int ply);

    /** The score of {@code board}, the position at {@code ply}, in centipawns for the side to move. */
    int evaluate(Board board, int ply);
}
