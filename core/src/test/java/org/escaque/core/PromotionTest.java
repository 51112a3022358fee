package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.escaque.core.notation.San;
import org.junit.jupiter.api.Test;

/** FIDE 3.7.5: a pawn on the last rank becomes a queen, rook, bishop or knight, as the player chooses. */
class PromotionTest {

    private final Position position = Position.fromFen("4k3/7P/8/8/8/8/8/4K3 w - - 0 1");

    @Test
    void thereAreFourDifferentPromotionMoves() {
        List<Move> promotions = position.legalMoves().stream().filter(Move::isPromotion).toList();
        assertEquals(Set.of("h7h8q", "h7h8r", "h7h8b", "h7h8n"),
                promotions.stream().map(Move::toString).collect(Collectors.toSet()));
    }

    @Test
    void queenAndRookPromotionsGiveCheck() {
        assertEquals("h8=Q+", San.format(position, Moves.legal(position, "h7h8q")));
        assertEquals("h8=R+", San.format(position, Moves.legal(position, "h7h8r")));
        assertEquals("h8=B", San.format(position, Moves.legal(position, "h7h8b")));
        assertEquals("h8=N", San.format(position, Moves.legal(position, "h7h8n")));
    }

    @Test
    void theChosenPieceAppears() throws IllegalMoveException {
        for (PieceType type : List.of(PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT)) {
            Position after = position.play(position.move(Square.H7, Square.H8, Optional.of(type)));
            assertEquals(Optional.of(Piece.of(Color.WHITE, type)), after.pieceAt(Square.H8));
        }
    }

    @Test
    void aPawnReachingTheLastRankMustPromote() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> position.move(Square.H7, Square.H8, Optional.empty()));
        assertInstanceOf(IllegalMoveReason.PromotionRequired.class, e.reason());
    }

    @Test
    void noPromotionToKingOrPawn() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> position.move(Square.H7, Square.H8, Optional.of(PieceType.KING)));
        assertInstanceOf(IllegalMoveReason.PromotionNotAllowed.class, e.reason());
    }
}
