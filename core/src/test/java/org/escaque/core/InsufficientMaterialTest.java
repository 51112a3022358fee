package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;
import org.escaque.core.game.Termination;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Draws by insufficient material (FIDE 5.2.2, the cases the app applies automatically). */
class InsufficientMaterialTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
        "8/8/8/4k3/8/8/8/4KN2 w - - 0 1",
        "8/8/8/4k3/8/8/8/4KB2 b - - 0 1",
        "8/2b5/8/4k3/8/8/8/4K3 w - - 0 1",
        "B7/1B6/2B5/8/8/8/8/K1k2b2 w - - 0 1",
    })
    void theseAreDrawnAutomatically(String fen) {
        Position position = Position.fromFen(fen);
        assertTrue(position.hasInsufficientMaterial(), fen);
        assertEquals(Optional.of(Outcome.draw(Termination.INSUFFICIENT_MATERIAL)), new Game(position).outcome());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "8/8/8/8/1b6/8/B1k5/K7 b - - 0 1",
        "8/8/8/8/1n6/8/B7/K1k5 b - - 0 1",
        "8/8/8/4k3/8/8/8/3NKN2 w - - 0 1",
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
        "8/8/8/4k3/8/8/8/4KR2 w - - 0 1",
        "8/8/3n4/4k3/8/8/8/4KN2 w - - 0 1",
    })
    void theseAreNot(String fen) {
        assertFalse(Position.fromFen(fen).hasInsufficientMaterial(), fen);
    }
}
