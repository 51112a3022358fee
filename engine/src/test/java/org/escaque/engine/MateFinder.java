package org.escaque.engine;

import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;

/** Test oracle written independently of the search: brute force over the rules core's checked API. */
final class MateFinder {

    private MateFinder() {
    }

    /** Whether the side to move can force mate in at most {@code moves} moves. */
    static boolean canMateIn(Position position, int moves) throws IllegalMoveException {
        for (Move move : position.legalMoves()) {
            if (matesIn(position, move, moves)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code move} forces mate in at most {@code moves} moves (counting itself). */
    static boolean matesIn(Position position, Move move, int moves) throws IllegalMoveException {
        Position after = position.play(move);
        if (after.isCheckmate()) {
            return true;
        }
        if (moves == 1 || !after.hasLegalMove()) {
            return false;
        }
        for (Move reply : after.legalMoves()) {
            if (!canMateIn(after.play(reply), moves - 1)) {
                return false;
            }
        }
        return true;
    }

    /** The fewest moves in which the side to move mates, searching up to {@code limit}; 0 when none. */
    static int shortestMate(Position position, int limit) throws IllegalMoveException {
        for (int moves = 1; moves <= limit; moves++) {
            if (canMateIn(position, moves)) {
                return moves;
            }
        }
        return 0;
    }
}
