package org.escaque.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.escaque.core.Fen;
import org.escaque.core.InvalidPositionException.Field;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FenTest {

    @Test
    void initialPositionRoundTrips() {
        assertEquals(Fen.INITIAL, Fen.format(Position.initial()));
        assertEquals(Fen.INITIAL, Fen.parse(Fen.INITIAL).fen());
    }

    @Test
    void fourFieldEpdFormIsReadWithDefaultCounters() {
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").fen());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "8/8/8/8/8/8/8/8 w - - 0 1 | PLACEMENT | kings",
        "4k3/8/8/8/8/8/8/4KK2 w - - 0 1 | PLACEMENT | 2 kings",
        "4k3/8/8/8/8/8/8/8 w - - 0 1 | PLACEMENT | 0 kings",
        "P3k3/8/8/8/8/8/8/4K3 w - - 0 1 | PLACEMENT | first or last rank",
        "4k3/8/8/8/8/8/8/p3K3 w - - 0 1 | PLACEMENT | first or last rank",
        "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1 | PLACEMENT | 9 pawns",
        "4k3/8/8/8/8/8/8/4K3/8 w - - 0 1 | PLACEMENT | 8 ranks",
        "4k3/8/8/8/8/8/8/4K4 w - - 0 1 | PLACEMENT | 9 squares",
        "4k3/8/8/8/8/8/8/4X3 w - - 0 1 | PLACEMENT | 'X'",
        "4k3/8/8/8/8/8/QQQQQQQQ/QQQ1K3 w - - 0 1 | PLACEMENT | more promoted pieces",
        "4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w - - 0 1 | PLACEMENT | 17 pieces",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1 | ACTIVE_COLOR | 'x'",
        "7k/8/6KQ/8/8/8/8/8 w - - 149 200 | ACTIVE_COLOR | black) is in check",
        "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1 | CASTLING | king is not on e8",
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1 | CASTLING | no white rook on h1",
        "4k3/8/8/8/8/8/8/R3K2R w KX - 0 1 | CASTLING | 'X'",
        "4k3/8/8/8/8/8/8/R3K2R w KK - 0 1 | CASTLING | twice",
        "4k3/8/8/8/3p4/8/8/4K3 w - d3 0 1 | EN_PASSANT | rank 6",
        "4k3/8/8/3p4/8/8/8/4K3 w - e6 0 1 | EN_PASSANT | no black pawn on e5",
        "4k3/8/8/3p4/8/8/8/4K3 w - z9 0 1 | EN_PASSANT | not '-' or a square",
        "4k3/8/8/3p4/8/8/8/4K3 w - d6 3 1 | HALFMOVE_CLOCK | must be 0",
        "4k3/8/8/8/8/8/8/4K3 w - - -1 1 | HALFMOVE_CLOCK | whole number",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 0 | FULLMOVE_NUMBER | 1 or more",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 x | FULLMOVE_NUMBER | whole number",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 | SYNTAX | found 5",
    })
    void impossiblePositionsAreRefusedNamingTheField(String fen, Field field, String reasonPart) {
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> Fen.parse(fen));
        assertEquals(field, e.field(), e.getMessage());
        assertTrue(e.getMessage().startsWith(field.label() + ": "), e.getMessage());
        if (reasonPart != null) {
            assertTrue(e.getMessage().contains(reasonPart), e.getMessage());
        }
    }

    @Test
    void theImpossibleBlackQueensideRightFromTheEdgeCaseListIsRefusedButWithoutItPerftIsExact() {
        assertThrows(InvalidPositionException.class,
                () -> Fen.parse("r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1"));
        Position valid = Fen.parse("r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQ - 0 1");
        assertEquals(1310762L, org.escaque.core.Perft.count(valid, 5));
    }

    @Test
    void aDoubleCheckIsAcceptedButATripleCheckIsNot() {
        assertEquals(2, Fen.parse("4r2k/8/8/8/8/3n4/8/4K3 w - - 0 1").checkers().size());
        InvalidPositionException e = assertThrows(InvalidPositionException.class,
                () -> Fen.parse("4r2k/8/8/8/7b/3n4/8/4K3 w - - 0 1"));
        assertEquals(Field.PLACEMENT, e.field());
    }
}
