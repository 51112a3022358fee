package org.escaque.core.game;

import static org.escaque.core.game.GamePlay.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FIDE 5.2.2 (a dead position ends the game at once) and 6.9 (no win on time for a side that cannot mate). */
final class DeadPositionGameTest {

    @Test
    void aLockedPawnWallEndsTheGameTheMomentItCloses() {
        Game game = new Game(Position.fromFen("8/4k3/8/1p1p1p1p/1P1P1P2/7P/5K2/8 w - - 0 1"));
        assertTrue(game.outcome().isEmpty(), "the h-file is still open");
        play(game, "h4");
        assertEquals(Optional.of(Outcome.draw(Termination.DEAD_POSITION)), game.outcome());
        assertThrows(GameOverException.class, () -> play(game, "Kd6"));
    }

    @Test
    void theIssuesLockedWallIsOverBeforeAnyMove() {
        assertEquals(Optional.of(Outcome.draw(Termination.DEAD_POSITION)),
                new Game(Position.fromFen("8/4k3/8/1p1p1p1p/1P1P1P1P/8/5K2/8 b - - 0 1")).outcome());
    }

    @Test
    void theListedMaterialCasesKeepTheirOwnTermination() {
        assertEquals(Optional.of(Outcome.draw(Termination.INSUFFICIENT_MATERIAL)),
                new Game(Position.fromFen("7k/8/5N2/8/8/8/8/K7 w - - 0 1")).outcome());
    }

    @Test
    void aLoneBishopDoesNotWinOnTimeAgainstARook() {
        Game game = new Game(Position.fromFen("4k3/8/6b1/8/8/8/8/R3K3 w - - 0 1"));
        play(game, "Kf2", "Kf8");
        assertEquals(Outcome.draw(Termination.TIMEOUT_DRAW), game.decide(new Decision.FlagFall(Color.WHITE)));
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource({
        "4k3/8/6b1/8/8/8/8/3QK3 w - - 0 1, WHITE, king and bishop against king and queen",
        "4k3/8/6b1/8/8/8/8/R2QK3 w - - 0 1, WHITE, king and bishop against king queen and rook",
        "4k3/8/6n1/8/8/8/8/3QK3 w - - 0 1, WHITE, a lone knight against queens only",
        "3qk3/8/8/8/8/8/8/4KB2 b - - 0 1, BLACK, the other way round",
    })
    void aFlagFallAgainstASideThatCannotMateIsADraw(String fen, Color flagged, String what) {
        assertEquals(Outcome.draw(Termination.TIMEOUT_DRAW), new Game(Position.fromFen(fen))
                .decide(new Decision.FlagFall(flagged)), what);
    }

    @Test
    void theSameRuleDecidesAnAbandonmentClaim() {
        Position position = Position.fromFen("4k3/8/6b1/8/8/8/8/R3K3 w - - 0 1");
        assertEquals(Outcome.draw(Termination.ABANDONMENT),
                new Game(position).decide(new Decision.Abandonment(Color.BLACK, true)));
        assertEquals(Outcome.win(Termination.ABANDONMENT, Color.WHITE),
                new Game(position).decide(new Decision.Abandonment(Color.WHITE, true)));
    }
}
