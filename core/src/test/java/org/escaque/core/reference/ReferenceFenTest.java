package org.escaque.core.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** FEN reading and writing of the reference board. */
final class ReferenceFenTest {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void standardPositionRoundTrips() {
        assertEquals(START, ReferenceBoard.standard().toFen());
        assertEquals(START, ReferenceBoard.fromFen(START).toFen());
    }

    @Test
    void fourFieldFenGetsDefaultClocks() {
        ReferenceBoard board = ReferenceBoard.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
        assertEquals(0, board.halfmoveClock());
        assertEquals(1, board.fullmoveNumber());
        assertEquals(START, board.toFen());
    }

    @Test
    void clocksAndMoveNumberAdvance() {
        ReferenceBoard board = ReferenceBoard.standard().play("g1f3").play("g8f6");
        assertEquals("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2", board.toFen());
        assertEquals(0, board.play("e2e4").halfmoveClock());
    }

    @Test
    void enPassantSquareIsWrittenOnlyWhenTheCaptureIsLegal() {
        ReferenceBoard afterDoublePush = ReferenceBoard.standard().play("e2e4");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", afterDoublePush.toFen());
        ReferenceBoard capturable = ReferenceBoard.fromFen("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1").play("d2d4");
        assertEquals("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", capturable.toFen());
        assertEquals(Optional.of("d3"), capturable.legalEnPassantSquare());
    }

    /** Edge case 1: the only capturer is pinned along the rank, so the field reads {@code -}. */
    @Test
    void enPassantSquareIsDroppedWhenTheCaptureWouldExposeTheKing() {
        ReferenceBoard board = ReferenceBoard.fromFen("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1");
        assertEquals("8/8/8/8/k2Pp2Q/8/8/3K4 b - - 0 1", board.toFen());
    }

    @Test
    void pieceAtReadsSquares() {
        ReferenceBoard board = ReferenceBoard.standard();
        assertEquals(Optional.of('K'), board.pieceAt("e1"));
        assertEquals(Optional.of('q'), board.pieceAt("d8"));
        assertEquals(Optional.empty(), board.pieceAt("e4"));
    }

    /** Edge case 6: the black king is not on e8, so {@code q} cannot be a right. */
    @Test
    void impossibleCastlingRightIsRefusedWithItsReason() {
        IllegalArgumentException refusal = assertThrows(IllegalArgumentException.class,
                () -> ReferenceBoard.fromFen("r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1"));
        assertTrue(refusal.getMessage().contains("castling"), refusal.getMessage());
        assertTrue(refusal.getMessage().contains("king is not on e8"), refusal.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "garbage",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KX - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w - - 0 1",
        "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1",
        "4k3/8/8/8/8/8/8/4K2R w Q - 0 1",
        "4k3/8/8/8/8/8/8/3K3R w K - 0 1",
        "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
    })
    void garbageAndImpossiblePositionsAreRefused(String fen) {
        assertThrows(IllegalArgumentException.class, () -> ReferenceBoard.fromFen(fen));
    }

    @Test
    void nullIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ReferenceBoard.fromFen(null));
    }

    /**
     * Edge cases 8 ({@code k7/8/8/Q1Q5/…}: Qa5 attacks a8) and 11 ({@code 7k/8/6KQ/…}: Qh6 attacks h8) as
     * written in the shared list leave Black in check with White to move: no legal game reaches them.
     */
    @ParameterizedTest
    @ValueSource(strings = {"k7/8/8/Q1Q5/8/Q7/8/7K w - - 0 1", "7k/8/6KQ/8/8/8/8/8 w - - 149 200"})
    void sideNotToMoveInCheckIsRefused(String fen) {
        IllegalArgumentException refusal = assertThrows(IllegalArgumentException.class,
                () -> ReferenceBoard.fromFen(fen));
        assertTrue(refusal.getMessage().contains("not to move is in check"), refusal.getMessage());
    }
}
