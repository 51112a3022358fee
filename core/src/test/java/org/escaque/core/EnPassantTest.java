package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** FIDE 3.7.3: capturing en passant, only on the move right after the two-square advance. */
class EnPassantTest {

    @Test
    void captureIsIllegalWhenBothPawnsLeavingTheRankExposeTheKing() {
        Position position = Position.fromFen("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1");
        assertEquals(6, position.legalMoves().size());
        assertTrue(position.legalMoves().stream().noneMatch(Move::isEnPassant));
        assertEquals("8/8/8/8/k2Pp2Q/8/8/3K4 b - - 0 1", position.fen(), "no legal e.p. capture, so '-'");
    }

    @Test
    void captureIsLegalWhenItTakesTheCheckingPawn() {
        Position position = Position.fromFen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
        assertEquals(9, position.legalMoves().size());
        Move capture = Moves.legal(position, "e4d3");
        assertTrue(capture.isEnPassant());
        assertEquals("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", position.fen());
    }

    @Test
    void captureRemovesThePawnThatPassed() throws IllegalMoveException {
        Position position = Moves.play(Position.initial(), "e4", "a6", "e5", "d5");
        Position after = position.play(Moves.legal(position, "e5d6"));
        assertEquals(Optional.empty(), after.pieceAt(Square.D5));
        assertEquals(Optional.of(Piece.of(Color.WHITE, PieceType.PAWN)), after.pieceAt(Square.D6));
        assertEquals("rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3", after.fen());
    }

    @Test
    void captureIsOnlyPossibleOnTheVeryNextMove() throws IllegalMoveException {
        Position position = Moves.play(Position.initial(), "e4", "a6", "e5", "d5", "Nf3", "h6");
        assertFalse(position.legalMoves().stream().anyMatch(Move::isEnPassant));
        IllegalMoveException refused = assertThrows(IllegalMoveException.class,
                () -> position.move(Square.E5, Square.D6, Optional.empty()));
        assertInstanceOf(IllegalMoveReason.EnPassantUnavailable.class, refused.reason());
    }

    @Test
    void squareIsWrittenOnlyWhenACaptureIsPossible() {
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                Moves.play(Position.initial(), "e4").fen());
        Position withCapture = Moves.play(Position.initial(), "e4", "a6", "e5", "d5");
        assertEquals(Optional.of(Square.D6), withCapture.enPassantSquare());
    }
}
