package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Optional;
import java.util.Random;
import org.escaque.core.IllegalMoveReason.KingInCheck;
import org.junit.jupiter.api.Test;

/** Every refused from/to names the rule that forbids it. */
class IllegalMoveReasonTest {

    private static IllegalMoveReason reason(String fen, Square from, Square to) {
        Position position = Position.fromFen(fen);
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> position.move(from, to, Optional.empty()));
        return e.reason();
    }

    @Test
    void emptyOriginSquare() {
        assertEquals(new IllegalMoveReason.NoPiece(Square.E4), reason(org.escaque.core.Fen.INITIAL,
                Square.E4, Square.E5));
    }

    @Test
    void opponentsPiece() {
        assertEquals(new IllegalMoveReason.NotYourTurn(Square.E7, Piece.of(Color.BLACK, PieceType.PAWN)),
                reason(org.escaque.core.Fen.INITIAL, Square.E7, Square.E5));
    }

    @Test
    void pieceDoesNotMoveThatWay() {
        assertEquals(new IllegalMoveReason.WrongPattern(Square.G1, Square.G3, Piece.of(Color.WHITE, PieceType.KNIGHT)),
                reason(org.escaque.core.Fen.INITIAL, Square.G1, Square.G3));
        assertEquals("3.6", reason(org.escaque.core.Fen.INITIAL, Square.G1, Square.G3).fideArticle());
    }

    @Test
    void pathBlockedNamesTheFirstPieceInTheWay() {
        assertEquals(new IllegalMoveReason.PathBlocked(Square.F1, Square.C4, Square.E2),
                reason(org.escaque.core.Fen.INITIAL, Square.F1, Square.C4));
        assertEquals(new IllegalMoveReason.PathBlocked(Square.A1, Square.A4, Square.A2),
                reason(org.escaque.core.Fen.INITIAL, Square.A1, Square.A4));
    }

    @Test
    void ownPieceOnTarget() {
        assertEquals(new IllegalMoveReason.OwnPieceOnTarget(Square.D2),
                reason(org.escaque.core.Fen.INITIAL, Square.D1, Square.D2));
    }

    @Test
    void pinnedPieceWouldExposeTheKingNamingTheAttacker() {
        IllegalMoveReason r = reason("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1", Square.D2, Square.F3);
        assertEquals(new KingInCheck(Square.E1, Square.B4, Piece.of(Color.BLACK, PieceType.BISHOP), false), r);
        assertEquals("king-would-be-in-check", r.code());
    }

    @Test
    void kingMayNotStayInCheck() {
        IllegalMoveReason r = reason("4k3/8/8/8/8/7P/8/r3K3 w - - 0 1", Square.H3, Square.H4);
        assertEquals(new KingInCheck(Square.E1, Square.A1, Piece.of(Color.BLACK, PieceType.ROOK), true), r);
    }

    @Test
    void kingMayNotStepIntoCheck() {
        IllegalMoveReason r = reason("4k3/8/8/8/8/8/5r2/4K3 w - - 0 1", Square.E1, Square.F1);
        assertEquals(new KingInCheck(Square.F1, Square.F2, Piece.of(Color.BLACK, PieceType.ROOK), false), r);
    }

    @Test
    void pawnRules() {
        String fen = "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1";
        assertEquals(new IllegalMoveReason.PawnCannotCaptureThatWay(Square.E2, Square.E3), reason(fen, Square.E2,
                Square.E3));
        assertEquals(new IllegalMoveReason.PathBlocked(Square.E2, Square.E4, Square.E3), reason(fen, Square.E2,
                Square.E4));
        assertEquals(new IllegalMoveReason.PawnMovesDiagonallyOnlyToCapture(Square.E2, Square.D3), reason(fen,
                Square.E2, Square.D3));
        assertEquals(new IllegalMoveReason.WrongPattern(Square.E2, Square.F4,
                Piece.of(Color.WHITE, PieceType.PAWN)), reason(fen, Square.E2, Square.F4));
    }

    @Test
    void everyIllegalFromToPairGetsAReasonAndNoLegalOneIsRefused() throws IllegalMoveException {
        Random random = new Random(5);
        Position position = Position.initial();
        for (int ply = 0; ply < 150; ply++) {
            if (!position.hasLegalMove()) {
                position = Position.initial();
            }
            java.util.Set<String> legalPairs = new java.util.HashSet<>();
            position.legalMoves().forEach(m -> legalPairs.add(m.from().id() + m.to().id()));
            for (Square from : Square.values()) {
                for (Square to : Square.values()) {
                    boolean legal = legalPairs.contains(from.id() + to.id());
                    try {
                        Move move = position.move(from, to, Optional.empty());
                        if (move.isPromotion()) {
                            fail("promotion without a piece accepted");
                        }
                    } catch (IllegalMoveException e) {
                        boolean promotionOnly = legal && e.reason() instanceof IllegalMoveReason.PromotionRequired;
                        if (legal && !promotionOnly) {
                            fail(from + "" + to + " is legal in " + position.fen() + " but refused: " + e.getMessage());
                        }
                    }
                }
            }
            var moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
    }
}
