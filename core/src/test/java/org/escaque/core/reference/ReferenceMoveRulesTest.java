package org.escaque.core.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Move rules of FIDE Article 3 as the reference board applies them, named after the shared edge cases. */
final class ReferenceMoveRulesTest {

    @Test
    void standardPositionHasTwentyMoves() {
        List<String> moves = ReferenceBoard.standard().legalMoves();
        assertEquals(20, moves.size());
        assertTrue(moves.contains("e2e4"));
        assertTrue(moves.contains("g1f3"));
    }

    /** Edge case 1. */
    @Test
    void enPassantThatExposesTheKingAlongTheRankIsIllegal() {
        ReferenceBoard board = ReferenceBoard.fromFen("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1");
        assertEquals(6, board.legalMoves().size());
        assertFalse(board.legalMoves().contains("e4d3"));
        assertThrows(IllegalArgumentException.class, () -> board.play("e4d3"));
    }

    /** Edge case 2. */
    @Test
    void enPassantMayCaptureTheCheckingPawn() {
        ReferenceBoard board = ReferenceBoard.fromFen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
        assertTrue(board.isCheck());
        assertEquals(9, board.legalMoves().size());
        assertTrue(board.legalMoves().contains("e4d3"));
        assertEquals("8/8/8/2k5/8/3p4/8/4K3 w - - 0 2", board.play("e4d3").toFen());
    }

    @Test
    void enPassantIsOnlyPossibleImmediatelyAfterTheDoublePush() {
        ReferenceBoard pushed = ReferenceBoard.fromFen("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1").play("d2d4");
        assertTrue(pushed.legalMoves().contains("e4d3"));
        ReferenceBoard later = pushed.play("e8e7").play("e1e2");
        assertFalse(later.legalMoves().contains("e4d3"));
        assertEquals(Optional.empty(), later.legalEnPassantSquare());
    }

    /** Edge case 3. */
    @Test
    void queenSideCastlingIgnoresAnAttackOnTheRookPath() {
        ReferenceBoard board = ReferenceBoard.fromFen("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        assertTrue(board.legalMoves().contains("e1c1"));
        assertEquals("1r2k3/8/8/8/8/8/8/2KR4 b - - 1 1", board.play("e1c1").toFen());
    }

    /** Edge case 4. */
    @Test
    void castlingOntoAnAttackedSquareIsIllegal() {
        assertFalse(ReferenceBoard.fromFen("2r1k3/8/8/8/8/8/8/R3K3 w Q - 0 1").legalMoves().contains("e1c1"));
    }

    @Test
    void castlingThroughAnAttackedSquareIsIllegal() {
        assertFalse(ReferenceBoard.fromFen("3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1").legalMoves().contains("e1c1"));
        assertFalse(ReferenceBoard.fromFen("4kr2/8/8/8/8/8/8/4K2R w K - 0 1").legalMoves().contains("e1g1"));
    }

    @Test
    void castlingOutOfCheckIsIllegal() {
        assertFalse(ReferenceBoard.fromFen("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1").legalMoves().contains("e1g1"));
        assertFalse(ReferenceBoard.fromFen("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1").legalMoves().contains("e1c1"));
    }

    @Test
    void castlingNeedsEmptySquaresBetweenKingAndRook() {
        List<String> moves = ReferenceBoard.fromFen("4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1").legalMoves();
        assertFalse(moves.contains("e1g1"));
        assertFalse(moves.contains("e1c1"));
    }

    @Test
    void castlingMovesTheRookToo() {
        ReferenceBoard board = ReferenceBoard.fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        assertEquals("2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2", board.play("e8c8").toFen());
        assertEquals("r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2", board.play("e8g8").toFen());
    }

    /** Edge case 5. */
    @Test
    void capturingARookOnItsCornerRemovesThatRight() {
        ReferenceBoard board = ReferenceBoard.fromFen("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1").play("g2h1");
        assertEquals("Qkq", board.castlingRights(), "White keeps only Q; Black keeps both");
    }

    @Test
    void movingKingOrRookRemovesTheRights() {
        ReferenceBoard board = ReferenceBoard.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals("kq", board.play("e1e2").castlingRights());
        assertEquals("Qkq", board.play("h1h2").castlingRights());
        assertEquals("Kkq", board.play("a1a2").castlingRights());
        assertEquals("Qq", board.play("h1h8").castlingRights());
        assertEquals("q", board.play("a1b1").play("h8h1").castlingRights());
    }

    /** Edge case 15 (moves) and FIDE 3.7.5. */
    @Test
    void promotionIsFourDifferentMoves() {
        ReferenceBoard board = ReferenceBoard.fromFen("4k3/7P/8/8/8/8/8/4K3 w - - 0 1");
        assertTrue(board.legalMoves().containsAll(List.of("h7h8q", "h7h8r", "h7h8b", "h7h8n")));
        assertFalse(board.legalMoves().contains("h7h8"));
        assertThrows(IllegalArgumentException.class, () -> board.play("h7h8"));
        assertThrows(IllegalArgumentException.class, () -> board.play("h7h8k"));
        assertEquals("4k2N/8/8/8/8/8/8/4K3 b - - 0 1", board.play("h7h8n").toFen());
        assertTrue(board.play("h7h8r").isCheck());
        assertFalse(board.play("h7h8b").isCheck());
    }

    @Test
    void capturePromotionReplacesTheVictim() {
        ReferenceBoard board = ReferenceBoard.fromFen("4k1r1/7P/8/8/8/8/8/4K3 w - - 5 9");
        assertEquals("4k1Q1/8/8/8/8/8/8/4K3 b - - 0 9", board.play("h7g8q").toFen());
    }

    @Test
    void pinnedPieceMayOnlyMoveAlongThePin() {
        List<String> moves = ReferenceBoard.fromFen("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1").legalMoves();
        assertTrue(moves.contains("e2e8"));
        assertTrue(moves.contains("e2e5"));
        assertFalse(moves.contains("e2d2"));
    }

    /** Edge case 9. */
    @Test
    void crowdedPositionHas218Moves() {
        assertEquals(218, ReferenceBoard.fromFen("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1")
                .legalMoves().size());
    }

    /** Edge case 10: each side has exactly one move, and the kings shuffle until the fifth repetition. */
    @Test
    void forcedLineHasOneMoveInEachPosition() {
        ReferenceGame game = ReferenceGame.startingAt(
                ReferenceBoard.fromFen("2b5/kpPp4/1p1P4/1P6/6p1/4p1P1/4PpPK/5B2 w - - 0 1"));
        while (game.outcome() == null) {
            List<String> moves = game.board().legalMoves();
            assertEquals(1, moves.size(), game.board().toFen());
            game = game.play(moves.get(0));
        }
        assertEquals(List.of("h2h1", "a7a8", "h1h2", "a8a7"), game.moves().subList(0, 4));
        assertEquals(16, game.moves().size());
        assertEquals("fivefold-repetition", game.outcome());
    }

    @Test
    void checkmateAndStalemateAreRecognised() {
        ReferenceBoard foolsMate = ReferenceBoard.standard().play("f2f3").play("e7e5").play("g2g4").play("d8h4");
        assertTrue(foolsMate.isCheckmate());
        assertFalse(foolsMate.isStalemate());
        assertEquals(List.of(), foolsMate.legalMoves());
        ReferenceBoard stalemate = ReferenceBoard.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertTrue(stalemate.isStalemate());
        assertFalse(stalemate.isCheckmate());
        assertFalse(stalemate.isCheck());
    }

    @Test
    void malformedOrIllegalMovesAreRefused() {
        ReferenceBoard board = ReferenceBoard.standard();
        for (String text : new String[] {"", "e2", "e2e5", "e2e4q", "E2E4", "e7e5", "e1g1", "i2i4", "e2e4 "}) {
            assertThrows(IllegalArgumentException.class, () -> board.play(text), text);
        }
    }

    @Test
    void playingDoesNotChangeTheOriginalBoard() {
        ReferenceBoard board = ReferenceBoard.standard();
        board.play("e2e4");
        assertEquals(ReferenceBoard.standard().toFen(), board.toFen());
    }
}
