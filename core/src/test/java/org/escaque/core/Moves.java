package org.escaque.core;

import org.escaque.core.notation.San;

/** Test shorthand: play SAN moves on positions. */
public final class Moves {

    private Moves() {
    }

    public static Position play(Position position, String... sans) {
        Position current = position;
        for (String san : sans) {
            try {
                current = current.play(San.parse(current, san));
            } catch (IllegalMoveException e) {
                throw new AssertionError(san + " in " + current.fen(), e);
            }
        }
        return current;
    }

    public static Move uci(String text) {
        Square from = Square.parse(text.substring(0, 2)).orElseThrow();
        Square to = Square.parse(text.substring(2, 4)).orElseThrow();
        if (text.length() == 5) {
            return new Move(from, to, Move.Kind.PROMOTION, PieceType.fromLetter(text.charAt(4)).orElseThrow());
        }
        return new Move(from, to, Move.Kind.NORMAL, null);
    }

    /** The legal move from/to (any kind) in a position; fails the test if there is none. */
    public static Move legal(Position position, String uci) {
        return position.legalMoves().stream().filter(m -> m.toString().equals(uci)).findFirst()
                .orElseThrow(() -> new AssertionError(uci + " is not legal in " + position.fen()));
    }
}
