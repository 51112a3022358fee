package org.escaque.core.game;

import static org.escaque.core.game.GamePlay.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;

/** Endings decided off the board, through one call: resignation, agreement, a fallen flag, abandonment. */
class DecisionTest {

    @Test
    void resignationGivesTheOpponentTheGame() {
        Game game = Game.standard();
        play(game, "e4");
        assertEquals(Outcome.win(Termination.RESIGNATION, Color.WHITE),
                game.decide(new Decision.Resignation(Color.BLACK)));
        assertEquals(Optional.of(Outcome.win(Termination.RESIGNATION, Color.WHITE)), game.outcome());
    }

    @Test
    void agreementIsADraw() {
        assertEquals(Outcome.draw(Termination.AGREEMENT), Game.standard().decide(new Decision.Agreement()));
    }

    @Test
    void aFallenFlagLosesWhenTheOpponentCanStillMate() {
        Game game = new Game(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1"));
        assertEquals(Outcome.win(Termination.TIMEOUT, Color.WHITE), game.decide(new Decision.FlagFall(Color.BLACK)));
    }

    @Test
    void aFallenFlagDrawsWhenTheOpponentCannotMate() {
        // FIDE 6.9: a bare king cannot mate.
        Game game = new Game(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
        assertEquals(Outcome.draw(Termination.TIMEOUT_DRAW), game.decide(new Decision.FlagFall(Color.WHITE)));
    }

    @Test
    void abandonmentIsWonOnlyBySideThatCouldMate() {
        Position position = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertEquals(Outcome.win(Termination.ABANDONMENT, Color.WHITE),
                new Game(position).decide(new Decision.Abandonment(Color.WHITE, true)));
        assertEquals(Outcome.draw(Termination.ABANDONMENT),
                new Game(position).decide(new Decision.Abandonment(Color.BLACK, true)));
        assertEquals(Outcome.draw(Termination.ABANDONMENT),
                new Game(position).decide(new Decision.Abandonment(Color.WHITE, false)));
    }

    @Test
    void nothingIsDecidedAfterTheEnd() {
        Game game = Game.standard();
        play(game, "f3", "e5", "g4", "Qh4#");
        assertThrows(GameOverException.class, () -> game.decide(new Decision.Resignation(Color.WHITE)));
        Game resigned = Game.standard();
        resigned.decide(new Decision.Agreement());
        assertThrows(GameOverException.class, () -> resigned.decide(new Decision.FlagFall(Color.WHITE)));
        assertEquals(Optional.of(Outcome.draw(Termination.AGREEMENT)), resigned.outcome());
    }

    @Test
    void takingBackAMoveUndoesADecisionAfterIt() {
        Game game = Game.standard();
        play(game, "e4", "e5");
        game.decide(new Decision.Resignation(Color.WHITE));
        game.takeBack();
        assertEquals(Optional.empty(), game.outcome());
        assertEquals(1, game.ply());
    }
}
