package org.escaque.core.game;

import org.escaque.core.IllegalMoveException;
import org.escaque.core.notation.San;

/** Test shorthand: play SAN moves in a game. */
final class GamePlay {

    private GamePlay() {
    }

    static void play(Game game, String... sans) {
        for (String san : sans) {
            try {
                game.play(San.parse(game.position(), san));
            } catch (IllegalMoveException e) {
                throw new AssertionError(san, e);
            }
        }
    }

    static org.escaque.core.Move move(Game game, String san) {
        return San.parse(game.position(), san);
    }

}
