package org.escaque.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.escaque.core.IllegalMoveException;
import org.escaque.core.IllegalMoveReason;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;

class UciMoveTest {

    @Test
    void readsAndWritesLongAlgebraic() throws IllegalMoveException {
        assertEquals("e2e4", UciMove.format(UciMove.parse(Position.initial(), "e2e4")));
        Move castle = UciMove.parse(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1g1");
        assertTrue(castle.isCastling());
        Move promotion = UciMove.parse(Position.fromFen("4k3/7P/8/8/8/8/8/4K3 w - - 0 1"), "h7h8n");
        assertEquals("h7h8n", UciMove.format(promotion));
    }

    @Test
    void malformedTextIsANotationError() {
        for (String text : new String[] {"", "e2", "e2e9", "e2e4x", "e7e8Q", "e2-e4", "i2i4"}) {
            assertThrows(NotationException.class, () -> UciMove.parse(Position.initial(), text), text);
        }
    }

    @Test
    void wellFormedIllegalMoveSaysWhy() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> UciMove.parse(Position.initial(), "e2e5"));
        assertInstanceOf(IllegalMoveReason.WrongPattern.class, e.reason());
    }
}
