package org.escaque.engine.eval.network;

import org.escaque.core.Board;
import org.escaque.engine.eval.Evaluation;
import org.escaque.engine.eval.Evaluator;

/**
 * The learned evaluation ({@link Network}) as a search's {@link Evaluation}: the first layer's sums are kept per
 * ply ({@link Accumulators}), updated with each move the search plays, so an evaluation costs only the output layer.
 * Positions the hand-crafted evaluation scores as material draws ({@link Evaluator#scoresAsMaterialDraw}) score 0
 * here too.
 */
public final class NetworkEvaluation implements Evaluation {

    /** Evaluations are kept this far from the mate scores. */
    private static final int LIMIT = 10_000;

    private final Network network;
    private final Accumulators accumulators;

    /** An evaluation by {@code network} for searches of up to {@code plies} plies from the root. */
    public NetworkEvaluation(Network network, int plies) {
        this.network = network;
        this.accumulators = new Accumulators(network, plies + 1);
    }

    @Override
    public void clear() {
        // Nothing is kept between searches.
    }

    @Override
    public void start(Board board) {
        accumulators.refresh(board, 0);
    }

    @Override
    public void play(Board board, int move, int ply) {
        accumulators.play(board, move, ply);
    }

    @Override
    public void playNull(int ply) {
        accumulators.copy(ply);
    }

    @Override
    public int evaluate(Board board, int ply) {
        if (Evaluator.scoresAsMaterialDraw(board)) {
            return 0;
        }
        int output = accumulators.output(board.sideToMove(), ply, Long.bitCount(board.occupied()));
        long centipawns = (long) output * network.scale / (Network.QA * Network.QB);
        return (int) Math.max(-LIMIT, Math.min(LIMIT, centipawns));
    }
}
