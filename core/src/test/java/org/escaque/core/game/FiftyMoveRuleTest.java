package org.escaque.core.game;

import static org.escaque.core.game.GamePlay.move;
import static org.escaque.core.game.GamePlay.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Set;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;

/** FIDE 9.3 (claim after 50 moves each without capture or pawn move) and 9.6.2 (automatic after 75). */
class FiftyMoveRuleTest {

    @Test
    void claimOpensAtAHundredHalfMoves() throws Exception {
        Game game = new Game(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"));
        assertEquals(Set.of(), game.openClaims());
        assertEquals(Set.of(DrawClaim.FIFTY_MOVES), game.claimsOpenedBy(move(game, "Ra2")));
        play(game, "Ra2");
        assertEquals(Set.of(DrawClaim.FIFTY_MOVES), game.openClaims());
        assertTrue(game.outcome().isEmpty(), "fifty moves are only claimed");
        assertEquals(Outcome.draw(Termination.FIFTY_MOVES), game.claimDraw(DrawClaim.FIFTY_MOVES));
    }

    @Test
    void aPawnMoveOrCaptureResetsTheCount() {
        Game game = new Game(Position.fromFen("4k3/8/8/8/8/8/P7/R3K3 w - - 99 80"));
        play(game, "a3");
        assertEquals(0, game.position().halfmoveClock());
        assertEquals(Set.of(), game.openClaims());
    }

    @Test
    void seventyFiveMovesEndTheGameAutomatically() {
        Game game = new Game(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 149 120"));
        assertTrue(game.outcome().isEmpty());
        play(game, "Ra2");
        assertEquals(Optional.of(Outcome.draw(Termination.SEVENTY_FIVE_MOVES)), game.outcome());
    }
}
