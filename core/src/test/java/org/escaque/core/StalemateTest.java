package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;
import org.escaque.core.game.Termination;
import org.junit.jupiter.api.Test;

/** FIDE 5.2.1: no legal move and not in check is a draw. */
class StalemateTest {

    @Test
    void kingWithNoMoveAndNoCheckIsStalemate() {
        Position position = Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertTrue(position.isStalemate());
        assertFalse(position.isCheckmate());
        assertEquals(Optional.of(Outcome.draw(Termination.STALEMATE)), new Game(position).outcome());
    }

    @Test
    void aPinnedPieceThatCannotMoveStillCountsForStalemate() {
        Position position = Position.fromFen("k7/1r6/8/8/8/8/8/K6Q b - - 0 1");
        assertFalse(position.isStalemate(), "the king still has moves though the rook is pinned");
        Position stalemate = Position.fromFen("k7/P7/1K6/8/8/8/8/8 b - - 0 1");
        assertTrue(stalemate.isStalemate());
    }
}
