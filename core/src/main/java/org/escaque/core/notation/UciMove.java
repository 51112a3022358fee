package org.escaque.core.notation;

import java.util.Optional;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.PieceType;
import org.escaque.core.Position;
import org.escaque.core.Square;

/**
 * UCI long algebraic notation: origin and destination squares, plus a promotion letter
 * ({@code e2e4}, {@code e7e8q}); castling is written as the king's move ({@code e1g1}).
 */
public final class UciMove {

    private UciMove() {
    }

    /** The UCI text of a move. */
    public static String format(Move move) {
        return move.toString();
    }

    /**
     * The legal move this text names in {@code position}. Throws {@link NotationException} for text that
     * is not UCI move syntax, and {@link IllegalMoveException} (with the rule) for a well-formed illegal move.
     */
    public static Move parse(Position position, String text) throws IllegalMoveException {
        if (text == null || (text.length() != 4 && text.length() != 5)) {
            throw new NotationException("UCI move", text, "expected origin and destination squares like e2e4, "
                    + "and a promotion letter like e7e8q");
        }
        Optional<Square> from = Square.parse(text.substring(0, 2));
        Optional<Square> to = Square.parse(text.substring(2, 4));
        if (from.isEmpty() || to.isEmpty()) {
            throw new NotationException("UCI move", text, "squares are written a1 to h8");
        }
        Optional<PieceType> promotion = Optional.empty();
        if (text.length() == 5) {
            char letter = text.charAt(4);
            promotion = PieceType.fromLetter(letter).filter(t -> Character.isLowerCase(letter) && t.isPromotionTarget());
            if (promotion.isEmpty()) {
                throw new NotationException("UCI move", text, "the promotion letter is one of q, r, b, n");
            }
        }
        return position.move(from.get(), to.get(), promotion);
    }
}
