package org.escaque.core.game;

import static org.escaque.core.game.GamePlay.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** FIDE 9.6.1: the fifth occurrence of a position ends the game by itself. */
class FivefoldRepetitionTest {

    @Test
    void theStartPositionForTheFifthTimeDrawsAutomatically() {
        Game game = Game.standard();
        for (int cycle = 0; cycle < 3; cycle++) {
            play(game, "Nf3", "Nf6", "Ng1", "Ng8");
        }
        play(game, "Nf3", "Nf6", "Ng1");
        assertTrue(game.outcome().isEmpty());
        play(game, "Ng8");
        assertEquals(16, game.ply());
        assertEquals(5, game.repetitionCount());
        assertEquals(Optional.of(Outcome.draw(Termination.FIVEFOLD_REPETITION)), game.outcome());
        assertThrows(GameOverException.class, () -> play(game, "e4"));
        assertEquals(16, game.ply(), "nothing was played after the end");
    }

    @Test
    void takingBackTheRepeatingMoveReopensTheGame() {
        Game game = Game.standard();
        for (int cycle = 0; cycle < 4; cycle++) {
            play(game, "Nf3", "Nf6", "Ng1", "Ng8");
        }
        assertTrue(game.isOver());
        game.takeBack();
        assertTrue(game.outcome().isEmpty());
    }
}
