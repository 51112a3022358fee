package org.escaque.engine.book;

import org.escaque.core.Move;

/**
 * A legal move found in an opening book, with the book's weight for it (0..65535; the chance of playing it
 * is its weight over the sum for the position, and 0 means never).
 *
 * @param move the legal move
 * @param weight the book's weight
 */
public record BookMove(Move move, int weight) {

    public BookMove {
        if (move == null) {
            throw new IllegalArgumentException("a book move needs a move");
        }
        if (weight < 0 || weight > 0xFFFF) {
            throw new IllegalArgumentException("a book weight is 0 to 65535, not " + weight);
        }
    }
}
