package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.escaque.core.IllegalMoveReason.CastlingObstacle;
import org.escaque.core.IllegalMoveReason.CastlingRefused;
import org.junit.jupiter.api.Test;

/** FIDE 3.8.2: castling and every condition on it. */
class CastlingTest {

    private static boolean canCastle(Position position, String uci) {
        return position.legalMoves().stream().anyMatch(m -> m.isCastling() && m.toString().equals(uci));
    }

    private static CastlingRefused refusal(Position position, Square from, Square to) {
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> position.move(from, to, Optional.empty()));
        return (CastlingRefused) e.reason();
    }

    @Test
    void queensideIsLegalWhenOnlyTheRooksPassingSquareIsAttacked() {
        assertTrue(canCastle(Position.fromFen("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), "e1c1"));
    }

    @Test
    void queensideIsIllegalWhenTheKingLandsOnAnAttackedSquare() {
        Position position = Position.fromFen("2r1k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        assertFalse(canCastle(position, "e1c1"));
        CastlingRefused reason = refusal(position, Square.E1, Square.C1);
        assertEquals(CastlingObstacle.LANDS_ON_ATTACKED_SQUARE, reason.obstacle());
        assertEquals(Optional.of(Square.C1), reason.square());
    }

    @Test
    void kingMayNotCrossAnAttackedSquare() {
        Position position = Position.fromFen("4kr2/8/8/8/8/8/8/4K2R w K - 0 1");
        assertFalse(canCastle(position, "e1g1"));
        CastlingRefused reason = refusal(position, Square.E1, Square.G1);
        assertEquals(CastlingObstacle.CROSSES_ATTACKED_SQUARE, reason.obstacle());
        assertEquals(Optional.of(Square.F1), reason.square());
    }

    @Test
    void kingInCheckMayNotCastle() {
        Position position = Position.fromFen("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertFalse(canCastle(position, "e1g1"));
        assertEquals(CastlingObstacle.KING_IN_CHECK, refusal(position, Square.E1, Square.G1).obstacle());
    }

    @Test
    void squaresBetweenKingAndRookMustBeEmpty() {
        Position position = Position.fromFen("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1");
        assertFalse(canCastle(position, "e1c1"));
        assertTrue(canCastle(position, "e1g1"));
        CastlingRefused reason = refusal(position, Square.E1, Square.C1);
        assertEquals(CastlingObstacle.SQUARE_OCCUPIED, reason.obstacle());
        assertEquals(Optional.of(Square.B1), reason.square());
    }

    @Test
    void movingTheKingLosesBothRights() {
        Position position = Moves.play(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "Kd1", "Kd8", "Ke1",
                "Ke8");
        assertEquals("-", position.castlingRights().fen());
        assertEquals(CastlingObstacle.RIGHT_LOST, refusal(position, Square.E1, Square.G1).obstacle());
    }

    @Test
    void movingARookLosesOnlyThatSidesRight() {
        Position position = Moves.play(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "Rb1", "Rg8");
        assertEquals("Kq", position.castlingRights().fen());
    }

    @Test
    void capturingARookOnItsCornerRemovesThatRight() {
        Position position = Moves.play(Position.fromFen("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1"), "Bxh1");
        assertEquals("Qkq", position.castlingRights().fen());
    }

    @Test
    void castlingMovesBothKingAndRook() {
        Position position = Moves.play(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "O-O", "O-O-O");
        assertEquals("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2", position.fen());
    }
}
