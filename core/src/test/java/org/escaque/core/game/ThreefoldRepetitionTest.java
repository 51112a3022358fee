package org.escaque.core.game;

import static org.escaque.core.game.GamePlay.move;
import static org.escaque.core.game.GamePlay.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Set;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;

/** FIDE 9.2: the draw may be claimed when the same position occurs for the third time. */
class ThreefoldRepetitionTest {

    private static final String[] KNIGHTS_OUT_AND_BACK = {"Nf3", "Nf6", "Ng1", "Ng8"};

    @Test
    void claimOpensWhenTheStartPositionStandsForTheThirdTime() {
        Game game = Game.standard();
        play(game, KNIGHTS_OUT_AND_BACK);
        assertEquals(2, game.repetitionCount());
        assertEquals(Set.of(), game.openClaims());
        play(game, "Nf3", "Nf6", "Ng1");
        assertEquals(Set.of(), game.openClaims());
        play(game, "Ng8");
        assertEquals(3, game.repetitionCount());
        assertEquals(Set.of(DrawClaim.THREEFOLD_REPETITION), game.openClaims());
        assertTrue(game.outcome().isEmpty(), "a threefold repetition is only claimed, never automatic");
        assertEquals(Outcome.draw(Termination.THREEFOLD_REPETITION), game.claimDraw(DrawClaim.THREEFOLD_REPETITION));
        assertEquals(Optional.of(Outcome.draw(Termination.THREEFOLD_REPETITION)), game.outcome());
    }

    @Test
    void claimByAnnouncingTheMoveThatRepeats() throws IllegalMoveException {
        Game game = Game.standard();
        play(game, KNIGHTS_OUT_AND_BACK);
        play(game, "Nf3", "Nf6", "Ng1");
        assertEquals(Set.of(DrawClaim.THREEFOLD_REPETITION), game.claimsOpenedBy(move(game, "Ng8")));
        assertEquals(Set.of(), game.claimsOpenedBy(move(game, "Nc6")));
        assertEquals(Outcome.draw(Termination.THREEFOLD_REPETITION),
                game.playAndClaimDraw(move(game, "Ng8"), DrawClaim.THREEFOLD_REPETITION));
        assertEquals(8, game.ply());
    }

    @Test
    void aClaimThatIsNotOpenIsRefusedAndChangesNothing() {
        Game game = Game.standard();
        play(game, "e4");
        assertThrows(IllegalArgumentException.class, () -> game.claimDraw(DrawClaim.THREEFOLD_REPETITION));
        assertTrue(game.outcome().isEmpty());
    }

    @Test
    void positionWithALegalEnPassantCaptureDiffersFromTheSamePlacementWithout() {
        Game game = new Game(Position.fromFen("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1"));
        play(game, "d4");
        String[] shuffle = {"Ke7", "Ke2", "Ke8", "Ke1"};
        play(game, shuffle);
        play(game, shuffle);
        assertEquals(2, game.repetitionCount(), "after d4 black could take e.p.: that position was different");
        assertEquals(Set.of(), game.openClaims());
        play(game, shuffle);
        assertEquals(3, game.repetitionCount());
        assertEquals(Set.of(DrawClaim.THREEFOLD_REPETITION), game.openClaims());
    }

    @Test
    void anEnPassantSquareWithNoLegalCaptureDoesNotMakeThePositionDifferent() {
        Game game = new Game(Position.fromFen("8/8/8/8/k3p2Q/8/3P4/3K4 w - - 0 1"));
        play(game, "d4");
        String[] shuffle = {"Ka5", "Kd2", "Ka4", "Kd1"};
        play(game, shuffle);
        play(game, shuffle);
        assertEquals(3, game.repetitionCount(), "the pinned pawn could not take e.p., so d4's position counts");
        assertEquals(Set.of(DrawClaim.THREEFOLD_REPETITION), game.openClaims());
    }
}
