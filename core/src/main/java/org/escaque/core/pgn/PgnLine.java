package org.escaque.core.pgn;

import java.util.ArrayList;
import java.util.List;
import org.escaque.core.Move;

/**
 * A line of moves: the main line of a {@link PgnGame}, or a variation.
 *
 * @param comments the comments before its first move; none holds {@code '}'}
 * @param moves its moves, in order
 */
public record PgnLine(List<String> comments, List<PgnMove> moves) {

    /** The line with no comment and no move. */
    public static final PgnLine EMPTY = new PgnLine(List.of(), List.of());

    /** Copies the lists; refuses a comment holding '}'. */
    public PgnLine {
        comments = PgnText.checkComments(comments);
        moves = List.copyOf(moves);
    }

    /** A line of moves with no annotation. */
    public static PgnLine of(List<Move> moves) {
        List<PgnMove> annotated = new ArrayList<>(moves.size());
        for (Move move : moves) {
            annotated.add(PgnMove.of(move));
        }
        return new PgnLine(List.of(), annotated);
    }
}
