package org.escaque.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.escaque.core.Color;
import org.escaque.core.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FIDE 6.9: whether the side whose flag did not fall could still mate by any series of legal moves. */
final class CanCheckmateTest {

    @ParameterizedTest(name = "{0}: white can mate = {1}")
    @CsvSource({
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1, true, king and pawn against a lone king",
        "8/8/8/4k3/8/8/4P3/4K1N1 w - - 0 1, true, knight and pawn",
        "8/8/8/4k3/8/8/4p3/4K1N1 w - - 0 1, true, a lone knight can mate with the pawn's help",
        "8/8/8/4k3/8/8/8/4KBN1 w - - 0 1, true, bishop and knight",
        "8/8/8/4k3/8/8/8/4KN1N w - - 0 1, true, two knights with a helpmate",
        "8/8/8/2b1k3/8/8/8/4KB2 w - - 0 1, true, bishops on opposite colours",
        "8/8/8/4kb2/8/8/8/4KB2 w - - 0 1, false, bishops all on light squares",
        "8/8/8/4k3/8/8/8/R3K3 w - - 0 1, true, a rook",
        "8/8/8/4k3/8/8/8/4K3 b - - 0 1, false, bare kings",
    })
    void knowsWhenMateIsImpossible(String fen, boolean expected, String what) {
        assertEquals(expected, new Game(Position.fromFen(fen)).canCheckmate(Color.WHITE), what);
    }

    @ParameterizedTest(name = "{0}: black can mate = {1}")
    @CsvSource({
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1, false, a lone king",
        "8/8/8/4k3/8/8/8/1n2K3 w - - 0 1, false, king and knight against a lone king",
        "8/8/8/4k3/8/8/4P3/1n2K3 w - - 0 1, true, king and knight against king and pawn",
    })
    void knowsWhenTheOtherSideCannotMate(String fen, boolean expected, String what) {
        assertEquals(expected, new Game(Position.fromFen(fen)).canCheckmate(Color.BLACK), what);
    }
}
