package org.escaque.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.escaque.core.IllegalMoveException;
import org.escaque.core.Position;
import org.escaque.core.notation.SanException.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** SAN as people type it: a pawn's letter, capitals, lower-case piece letters; illegal moves explained by the rule. */
class SanLenientTest {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static String read(String fen, String text) throws IllegalMoveException {
        return San.parseLenient(Position.fromFen(fen), text).toString();
    }

    @ParameterizedTest(name = "{1} in {0} is {2}")
    @CsvSource(delimiter = '|', value = {
        START + " | e4 | e2e4",
        START + " | Pe4 | e2e4",
        START + " | PE4 | e2e4",
        START + " | pe4 | e2e4",
        START + " | E4 | e2e4",
        START + " | NF3 | g1f3",
        START + " | nf3 | g1f3",
        START + " | Ng1f3 | g1f3",
        START + " | NG1F3 | g1f3",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | EXD5 | e4d5",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | Pexd5 | e4d5",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | o-o | e1g1",
        "4k3/7P/8/8/8/8/8/4K3 w - - 0 1 | h8=q | h7h8q",
        "4k3/7P/8/8/8/8/8/4K3 w - - 0 1 | H8Q | h7h8q",
    })
    void readsWhatOnlyOneLegalMoveFits(String fen, String text, String uci) throws IllegalMoveException {
        assertEquals(uci, read(fen, text));
    }

    @Test
    void aCapitalThatIsBothAPieceAndAFileIsAmbiguousWhenBothReadingsAreLegal() {
        // "BXC3": the bishop on a5 taking on c3 (Bxc3), or the b-pawn taking on c3 (bxc3).
        String fen = "4k3/8/8/B7/8/2n5/1P6/4K3 w - - 0 1";
        SanException e = assertThrows(SanException.class, () -> read(fen, "BXC3"));
        assertEquals(Problem.AMBIGUOUS, e.problem(), e.getMessage());
    }

    @Test
    void anIllegalMoveOfTheOnlyKingIsExplainedByTheRule() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> read(START, "Ke2"));
        assertEquals("own-piece-on-target", e.reason().code());
        IllegalMoveException far = assertThrows(IllegalMoveException.class,
                () -> read("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Ke3"));
        assertEquals("wrong-pattern", far.reason().code());
    }

    @Test
    void aPawnMoveTooFarIsExplainedAsThePawnsPattern() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> read(START, "e5"));
        assertEquals("wrong-pattern", e.reason().code());
        assertEquals("3.7", e.reason().fideArticle());
    }

    @Test
    void castlingThatIsNotAllowedIsExplained() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> read("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", "O-O"));
        assertEquals("castling-crosses-attacked-square", e.reason().code());
    }

    @Test
    void withoutOnePieceNamedTheTextIsIllegalWithoutARule() {
        // Two knights, neither of which can reach e5.
        SanException e = assertThrows(SanException.class, () -> read(START, "Ne5"));
        assertEquals(Problem.ILLEGAL, e.problem());
        SanException none = assertThrows(SanException.class, () -> read(START, "Qd4x"));
        assertEquals(Problem.SYNTAX, none.problem());
        assertEquals(Problem.SYNTAX, assertThrows(SanException.class, () -> read(START, "hello")).problem());
    }
}
