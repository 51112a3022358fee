package org.escaque.engine.eval;

import org.escaque.core.Board;

/** The hand-crafted {@link Evaluator} as a search's {@link Evaluation}: it evaluates each position afresh. */
public final class ClassicEvaluation implements Evaluation {

    private final Evaluator evaluator = new Evaluator();

    @Override
    public void clear() {
        evaluator.clear();
    }

    @Override
    public void start(Board board) {
        // Nothing to prepare: each position is evaluated from scratch.
    }

    @Override
    public void play(Board board, int move, int ply) {
        // Nothing kept per ply.
    }

    @Override
    public void playNull(int ply) {
        // Nothing kept per ply.
    }

    @Override
    public int evaluate(Board board, int ply) {
        return evaluator.evaluate(board);
    }
}
