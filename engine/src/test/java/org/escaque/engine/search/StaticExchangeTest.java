package org.escaque.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.escaque.core.Board;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.UciMove;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StaticExchangeTest {

    @ParameterizedTest(name = "{1} in {0}: gains at least {2} is {3}")
    @CsvSource({
        // Pawn takes an undefended knight: +320.
        "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1, e4d5, 320, true",
        "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1, e4d5, 321, false",
        // Queen takes a pawn defended by a pawn: loses the queen for a pawn.
        "4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1, d2d5, 0, false",
        "4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1, d2d5, -850, true",
        // Rook takes a defended rook, with a second rook behind (x-ray): wins a rook for a rook, even.
        "3rk3/3r4/8/8/8/8/3R4/3RK3 w - - 0 1, d2d7, 0, true",
        "3rk3/3r4/8/8/8/8/3R4/3RK3 w - - 0 1, d2d7, 1, false",
        // Knight takes a pawn defended once, backed by a bishop: N for P then B for N: -220 overall.
        "4k3/8/4p3/3p4/8/2N5/8/4K3 w - - 0 1, c3d5, -220, true",
        "4k3/8/4p3/3p4/8/2N5/8/4K3 w - - 0 1, c3d5, -219, false",
    })
    void judgesExchanges(String fen, String move, int threshold, boolean expected) throws Exception {
        Position position = Position.fromFen(fen);
        Move parsed = UciMove.parse(position, move);
        Board board = position.board();
        assertEquals(expected, StaticExchange.isAtLeast(board, parsed.encoded(), threshold));
    }
}
