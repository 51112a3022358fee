package org.escaque.engine.eval.network;

import org.escaque.core.Board;
import org.escaque.engine.eval.Evaluation;
import org.escaque.engine.eval.Evaluator;

/**
 * The learned evaluation ({@link Network}) as a search's {@link Evaluation}: the first layer's sums are kept per
 * ply ({@link Accumulators}), updated with each move the search plays, so an evaluation costs only the output layer.
 * Positions the hand-crafted evaluation scores as material draws ({@link Evaluator#scoresAsMaterialDraw}) score 0
 * here too.
 *
 * <p>What the network cannot know is added. Endings won by driving the weaker king to the edge are not left to
 * it: the network scores them about alike wherever the kings stand (in bishop and knight against king it even
 * prefers the defending king in the middle), so the search saw no way forward and the fifty-move rule ended won
 * games. Against a bare king that can be mated by force the score is the hand-crafted one
 * ({@link Evaluator#bareKingWin}: a sure win plus the reward for cornering the king); a queen against a rook, and
 * the like ({@link Evaluator#mopUp(Board, boolean)}), get that reward on top of the network's score. And the
 * network's score shrinks towards 0 as the fifty-move count grows, by 1/200 a ply: of two lines equal otherwise, the
 * one that captures or moves a pawn (and so starts the count again) scores better, so a winning side makes progress
 * instead of waiting for the rule to end the game. Where a side has no pawns it shrinks from the first ply (to half
 * at the hundredth); where both have pawns, only past the twentieth (to 60% at the hundredth): shrinking from the
 * first ply there too cost tactics (Win at Chess at 1 s fell from 291 to 283), as a few plies of count then tipped
 * the choice between lines in ordinary middlegame searches.
 */
public final class NetworkEvaluation implements Evaluation {

    /** Evaluations are kept this far from the mate scores. */
    private static final int LIMIT = 10_000;
    private static final int PAWN = 0;
    /**
     * The reward for cornering the weaker king where it still has pieces ({@link Evaluator#mopUp(Board, boolean)}),
     * tripled: in a queen against a rook the network's own score moves by up to 75 centipawns as the defending king
     * goes from square to square (the other pieces fixed), against at most about 110 for the whole reward as the
     * hand-crafted evaluation gives it, so that reward alone did not steer the search (measurements/endings).
     */
    private static final int AGAINST_PIECES_WEIGHT = 3;
    /** The fifty-move count (in plies) up to which the score is left alone while both sides have pawns. */
    private static final int UNDAMPED_PLIES = 20;
    /** Past the plies left alone, the score is scaled by (this − the plies past them) / this. */
    private static final int DAMPING_PLIES = 200;

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
        int mopUp = 0;
        int undamped = UNDAMPED_PLIES;
        if (board.pieces(0, PAWN) == 0 || board.pieces(1, PAWN) == 0) {
            // Both additions need a side without pawns, and there the score shrinks from the first ply on.
            undamped = 0;
            int won = Evaluator.bareKingWin(board);
            if (won != 0) {
                return board.sideToMove() == 0 ? won : -won;
            }
            mopUp = AGAINST_PIECES_WEIGHT * Evaluator.mopUp(board, true);
        }
        long centipawns = networkScore(board, ply) + (board.sideToMove() == 0 ? mopUp : -mopUp);
        int pastUndamped = board.halfmoveClock() - undamped;
        if (pastUndamped > 0) {
            centipawns = centipawns * (DAMPING_PLIES - pastUndamped) / DAMPING_PLIES;
        }
        return (int) Math.max(-LIMIT, Math.min(LIMIT, centipawns));
    }

    /**
     * The network's own score of {@code board} (at {@code ply}, as {@link #evaluate} would see it) for the side to
     * move, in centipawns, without the two additions: what training measures against the network it quantised.
     */
    public int networkScore(Board board, int ply) {
        int output = accumulators.output(board.sideToMove(), ply, Long.bitCount(board.occupied()));
        long centipawns = (long) output * network.scale / (Network.QA * Network.QB);
        return (int) Math.max(-LIMIT, Math.min(LIMIT, centipawns));
    }
}
