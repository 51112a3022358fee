package org.escaque.core.pgn;

import java.util.List;
import java.util.Objects;
import org.escaque.core.Move;

/**
 * A move of a {@link PgnGame} with what annotates it.
 *
 * @param move the move
 * @param nags its numeric annotation glyphs (0 to 255), in order
 * @param comments the comments after it, in order; none holds {@code '}'}
 * @param variations alternatives to it, each starting in the position this move is played in
 */
public record PgnMove(Move move, List<Integer> nags, List<String> comments, List<PgnLine> variations) {

    /** Checks the parts: NAGs from 0 to 255, no comment holding '}', no variation without moves. */
    public PgnMove {
        Objects.requireNonNull(move, "move");
        nags = List.copyOf(nags);
        comments = PgnText.checkComments(comments);
        variations = List.copyOf(variations);
        for (int nag : nags) {
            if (nag < 0 || nag > 255) {
                throw new IllegalArgumentException("NAG " + nag + " is out of range: NAGs run from 0 to 255");
            }
        }
        for (PgnLine variation : variations) {
            if (variation.moves().isEmpty()) {
                throw new IllegalArgumentException("a variation holds at least one move");
            }
        }
    }

    /** A move with no annotation. */
    public static PgnMove of(Move move) {
        return new PgnMove(move, List.of(), List.of(), List.of());
    }
}
