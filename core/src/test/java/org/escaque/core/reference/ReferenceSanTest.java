package org.escaque.core.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Standard Algebraic Notation written by the reference board (FIDE Appendix C). */
final class ReferenceSanTest {

    @ParameterizedTest(name = "{1} in {0} is {2}")
    @CsvSource(delimiter = '|', value = {
        // plain moves
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | g1f3 | Nf3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4 | e4",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | e4d5 | exd5",
        "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1 | e4d3 | exd3",
        // castling, with and without check
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | e1g1 | O-O",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | e1c1 | O-O-O",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1 | e1g1 | O-O+",
        // edge case 15: promotions
        "4k3/7P/8/8/8/8/8/4K3 w - - 0 1 | h7h8q | h8=Q+",
        "4k3/7P/8/8/8/8/8/4K3 w - - 0 1 | h7h8r | h8=R+",
        "4k3/7P/8/8/8/8/8/4K3 w - - 0 1 | h7h8b | h8=B",
        "4k3/7P/8/8/8/8/8/4K3 w - - 0 1 | h7h8n | h8=N",
        "4k1r1/7P/8/8/8/8/8/4K3 w - - 0 1 | h7g8q | hxg8=Q+",
        // disambiguation: file, rank, both; a pinned piece is no rival (edge case 7)
        "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1 | a1d1 | Rad1",
        "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1 | f1d1 | Rfd1",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1 | a5a3 | R5a3",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1 | a1a3 | R1a3",
        "4k3/8/8/3p4/8/2N1N3/8/4K3 w - - 0 1 | c3d5 | Ncxd5",
        "4k3/8/8/8/1b6/8/3N1N2/4K3 w - - 0 1 | f2e4 | Ne4",
        // edge case 8 moved to a legal setting (the shared FEN leaves Black in check with White to move)
        "8/8/8/8/8/Q1Q5/4k3/Q6K w - - 0 1 | a3b2 | Qa3b2#",
        "8/8/8/8/8/Q1Q5/4k3/Q6K w - - 0 1 | c3b2 | Qcb2#",
        "8/8/8/8/8/Q1Q5/4k3/Q6K w - - 0 1 | a1b2 | Q1b2+",
        // check and mate suffixes
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2 | d8h4 | Qh4#",
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1 | a1a8 | Ra8+",
    })
    void writesStandardAlgebraicNotation(String fen, String uci, String san) {
        assertEquals(san, ReferenceBoard.fromFen(fen).san(uci));
    }

    @Test
    void illegalMoveHasNoSan() {
        assertThrows(IllegalArgumentException.class, () -> ReferenceBoard.standard().san("e2e5"));
        assertThrows(IllegalArgumentException.class,
                () -> ReferenceBoard.fromFen("4k3/8/8/8/1b6/8/3N1N2/4K3 w - - 0 1").san("d2e4"));
    }
}
