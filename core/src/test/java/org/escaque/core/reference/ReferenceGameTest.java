package org.escaque.core.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** End and draw rules of FIDE Articles 5 and 9 as the reference game applies them. */
final class ReferenceGameTest {

    private static final List<String> KNIGHTS_OUT_AND_BACK = List.of("g1f3", "g8f6", "f3g1", "f6g8");

    @ParameterizedTest(name = "{0} insufficient: {1}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | true",
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1 | true",
        "4k3/8/8/8/8/8/8/4Kb2 w - - 0 1 | true",
        "4k3/8/8/8/8/8/1b6/B3K3 w - - 0 1 | true",
        // edge case 14: only bishops, all on light squares, on both sides
        "B7/1B6/2B5/8/8/8/8/K1k2b2 w - - 0 1 | true",
        // edge case 12: bishops on squares of opposite colours
        "8/8/8/8/1b6/8/B1k5/K7 b - - 0 1 | false",
        // edge case 13: bishop against knight
        "8/8/8/8/1n6/8/B7/K1k5 b - - 0 1 | false",
        "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1 | false",
        "4k3/8/8/8/8/8/8/4K2R w - - 0 1 | false",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 | false",
        "4k3/8/8/8/8/8/8/3QK3 w - - 0 1 | false",
    })
    void recognisesInsufficientMaterial(String fen, boolean insufficient) {
        assertEquals(insufficient, ReferenceBoard.fromFen(fen).isInsufficientMaterial());
    }

    @Test
    void insufficientMaterialEndsTheGame() {
        ReferenceGame game = ReferenceGame.startingAt(ReferenceBoard.fromFen("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"));
        assertNull(game.outcome());
        assertEquals("insufficient-material", game.play("e1d2").outcome());
    }

    @Test
    void knightsOutAndBackRepeatTheStartPosition() {
        ReferenceGame game = ReferenceGame.startingAt(ReferenceBoard.standard());
        for (int ply = 0; ply < 7; ply++) {
            game = game.play(KNIGHTS_OUT_AND_BACK.get(ply % 4));
        }
        assertFalse(game.canClaimThreefold());
        assertTrue(game.wouldOpenThreefoldClaim("f6g8"));
        assertFalse(game.wouldOpenThreefoldClaim("f6h5"));
        game = game.play("f6g8");
        assertEquals(3, game.repetitionCount());
        assertTrue(game.canClaimThreefold());
        assertFalse(game.isFivefold());
        assertNull(game.outcome());
        for (int ply = 8; ply < 15; ply++) {
            game = game.play(KNIGHTS_OUT_AND_BACK.get(ply % 4));
        }
        assertNull(game.outcome());
        game = game.play("f6g8");
        assertTrue(game.isFivefold());
        assertEquals("fivefold-repetition", game.outcome());
    }

    /** A legal en-passant capture makes the position after the double push differ from its later look-alikes. */
    @Test
    void positionWithLegalEnPassantIsNotRepeatedByTheSamePlacementLater() {
        ReferenceGame game = shuffleKingsAfterDoublePush("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1",
                List.of("e8e7", "e1e2", "e7e8", "e2e1"), 8);
        assertEquals(2, game.repetitionCount());
        assertFalse(game.canClaimThreefold());
        game = playCycle(game, List.of("e8e7", "e1e2", "e7e8"));
        assertTrue(game.wouldOpenThreefoldClaim("e2e1"));
        assertTrue(game.play("e2e1").canClaimThreefold());
    }

    /** When the en-passant capture is illegal (pinned pawn) the position counts as the same. */
    @Test
    void positionWithIllegalEnPassantIsRepeatedByTheSamePlacementLater() {
        ReferenceGame game = shuffleKingsAfterDoublePush("8/8/8/8/k3p2Q/8/3P4/3K4 w - - 0 1",
                List.of("a4a5", "d1e1", "a5a4", "e1d1"), 8);
        assertEquals(3, game.repetitionCount());
        assertTrue(game.canClaimThreefold());
    }

    private static ReferenceGame shuffleKingsAfterDoublePush(String fen, List<String> cycle, int plies) {
        ReferenceGame game = ReferenceGame.startingAt(ReferenceBoard.fromFen(fen)).play("d2d4");
        for (int ply = 0; ply < plies; ply++) {
            game = game.play(cycle.get(ply % cycle.size()));
        }
        return game;
    }

    private static ReferenceGame playCycle(ReferenceGame game, List<String> moves) {
        for (String move : moves) {
            game = game.play(move);
        }
        return game;
    }

    @Test
    void fiftyMoveClaimOpensAtAHundredHalfMoves() {
        ReferenceGame game = ReferenceGame.startingAt(ReferenceBoard.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"));
        assertFalse(game.canClaimFiftyMoves());
        assertTrue(game.wouldOpenFiftyMoveClaim("a1a2"));
        ReferenceGame after = game.play("a1a2");
        assertTrue(after.canClaimFiftyMoves());
        assertNull(after.outcome());
    }

    @Test
    void pawnMoveOrCaptureDoesNotOpenTheFiftyMoveClaim() {
        ReferenceGame game = ReferenceGame.startingAt(ReferenceBoard.fromFen("4k3/8/8/8/8/8/r3P3/R3K3 w - - 99 80"));
        assertFalse(game.wouldOpenFiftyMoveClaim("e2e3"));
        assertFalse(game.wouldOpenFiftyMoveClaim("a1a2"));
        assertTrue(game.wouldOpenFiftyMoveClaim("e1f1"));
    }

    @Test
    void seventyFiveMovesEndTheGame() {
        ReferenceGame game = ReferenceGame.startingAt(ReferenceBoard.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 149 80"));
        assertFalse(game.isSeventyFiveMoves());
        game = game.play("a1a8");
        assertTrue(game.board().isCheck());
        assertTrue(game.isSeventyFiveMoves());
        assertEquals("seventy-five-moves", game.outcome());
    }

    /** Edge case 11 with a legal start (the shared FEN leaves Black in check with White to move). */
    @Test
    void checkmateOnTheSeventyFifthMoveWins() {
        ReferenceGame game = ReferenceGame.startingAt(ReferenceBoard.fromFen("7k/8/6K1/8/8/8/8/1Q6 w - - 149 200"))
                .play("b1b8");
        assertEquals(150, game.board().halfmoveClock());
        assertTrue(game.board().isCheckmate());
        assertFalse(game.isSeventyFiveMoves());
        assertEquals("checkmate", game.outcome());
    }

    @Test
    void checkmateAndStalemateAreOutcomes() {
        ReferenceGame foolsMate = ReferenceGame.of(ReferenceBoard.standard(), List.of("f2f3", "e7e5", "g2g4", "d8h4"));
        assertEquals("checkmate", foolsMate.outcome());
        ReferenceGame stalemate = ReferenceGame.startingAt(ReferenceBoard.fromFen("7k/5Q2/8/6K1/8/8/8/8 w - - 0 1"))
                .play("g5g6");
        assertEquals("stalemate", stalemate.outcome());
    }

    @Test
    void gameKeepsItsStartAndMoves() {
        ReferenceGame game = ReferenceGame.of(ReferenceBoard.standard(), List.of("e2e4", "c7c5"));
        assertEquals(ReferenceBoard.standard(), game.start());
        assertEquals(List.of("e2e4", "c7c5"), game.moves());
        assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", game.board().toFen());
        assertThrows(IllegalArgumentException.class, () -> game.play("e4e6"));
    }

    @Test
    void repetitionKeyHoldsTheFirstFourFenFields() {
        ReferenceBoard board = ReferenceBoard.fromFen("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 7 30");
        assertEquals("4k3/8/8/8/3Pp3/8/8/4K3 b - d3", board.repetitionKey());
        assertEquals("8/8/8/8/k2Pp2Q/8/8/3K4 b - -",
                ReferenceBoard.fromFen("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1").repetitionKey());
    }
}
