package org.escaque.core.game.dead;

import java.util.HashMap;
import java.util.Map;
import org.escaque.core.Board;
import org.escaque.core.Color;
import org.escaque.core.MoveGenerator;
import org.escaque.core.Position;

/**
 * Test oracle, written apart from the analyser: tries every series of legal moves up to a number of plies and says
 * whether one ends with {@code side} mating. Slow and bounded, but it cannot miss a mate within its depth.
 */
final class ExhaustiveHelpmate {

    private final Board board;
    private final int side;
    /** Positions already searched, with the plies that were left then (a search with as many finds nothing new). */
    private final Map<Long, Integer> searched = new HashMap<>();

    private ExhaustiveHelpmate(Position position, Color side) {
        this.board = position.board();
        this.side = side.ordinal();
    }

    /** Whether some series of at most {@code plies} legal moves from {@code position} ends with {@code side} mating. */
    static boolean mateWithin(Position position, Color side, int plies) {
        return new ExhaustiveHelpmate(position, side).search(plies);
    }

    private boolean search(int plies) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, moves);
        if (n == 0) {
            return board.isCheck() && board.sideToMove() != side;
        }
        if (plies == 0) {
            return false;
        }
        Integer before = searched.get(board.key());
        if (before != null && before >= plies) {
            return false;
        }
        searched.put(board.key(), plies);
        for (int i = 0; i < n; i++) {
            board.play(moves[i]);
            boolean mate = search(plies - 1);
            board.undo();
            if (mate) {
                return true;
            }
        }
        return false;
    }
}
