package org.escaque.play.rules;

import static org.escaque.play.rules.RuleDiagram.illegal;
import static org.escaque.play.rules.RuleDiagram.legal;

import java.util.List;
import org.escaque.play.rules.RuleDiagram.Shows;

/** The diagrams of the rules page, in the order the page shows them (one or more per rule). */
public final class RuleDiagrams {

    private static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String CASTLING = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

    private static final List<RuleDiagram> ALL = List.of(
            // FIDE 2: the set-up, and White's first move.
            legal("setup", INITIAL, "e2e4", Shows.MOVE),
            // FIDE 3.2 to 3.8: how each piece moves.
            legal("king-move", "8/p7/8/8/3K4/8/8/7k w - - 0 1", "d4e5", Shows.MOVE),
            legal("queen-move", "k7/8/8/8/8/8/8/3QK3 w - - 0 1", "d1h5", Shows.MOVE),
            legal("rook-move", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "h1h6", Shows.MOVE),
            legal("bishop-move", "4k3/8/8/8/8/8/P7/2B1K3 w - - 0 1", "c1h6", Shows.MOVE),
            legal("knight-move", INITIAL, "b1c3", Shows.MOVE),
            legal("pawn-double-step", INITIAL, "d2d4", Shows.MOVE),
            legal("pawn-capture", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", Shows.MOVE),
            illegal("pawn-blocked", "4k3/8/8/8/4p3/4P3/8/4K3 w - - 0 1", "e3e4", "pawn-capture-pattern"),
            // FIDE 3.9: check, and moves that would leave one's own king in check.
            legal("check", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8", Shows.CHECK),
            illegal("pinned-piece", "4k3/3n4/8/1B6/8/8/8/4K3 b - - 0 1", "d7f6", "king-would-be-in-check"),
            illegal("king-into-check", "3rk3/8/8/8/8/8/8/4K3 w - - 0 1", "e1d1", "king-would-be-in-check"),
            // FIDE 5.1.1: checkmate.
            legal("checkmate", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4",
                    Shows.CHECKMATE),
            legal("back-rank-mate", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", Shows.CHECKMATE),
            // FIDE 3.8.2: castling and its conditions.
            legal("castling-kingside", CASTLING, "e1g1", Shows.MOVE),
            legal("castling-queenside", CASTLING, "e1c1", Shows.MOVE),
            illegal("castling-through-attack", "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", "e1g1",
                    "castling-crosses-attacked-square"),
            illegal("castling-in-check", "k3r3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "castling-king-in-check"),
            // FIDE 3.7: en passant and promotion.
            legal("en-passant", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", Shows.MOVE),
            legal("promotion", "8/4P2k/8/8/8/8/8/4K3 w - - 0 1", "e7e8q", Shows.MOVE),
            legal("underpromotion", "8/5P1k/8/8/8/8/8/4K3 w - - 0 1", "f7f8n", Shows.CHECK),
            // FIDE 5.2.1 and 5.2.2: stalemate, insufficient material and other dead positions.
            legal("stalemate", "k7/8/8/8/8/8/8/1Q2K3 w - - 0 1", "b1b6", Shows.STALEMATE),
            legal("insufficient-material", "4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1", "e1d2", Shows.INSUFFICIENT_MATERIAL),
            legal("dead-position", "8/4k3/8/1p1p1p1p/1P1P1P2/7P/5K2/8 w - - 0 1", "h3h4", Shows.DEAD_POSITION),
            // FIDE 6.9: a flag falls, but the opponent could never mate.
            legal("timeout-draw", "4k3/8/6b1/8/8/8/5K2/R7 b - - 1 1", "e8f8", Shows.TIMEOUT_DRAW),
            // FIDE 9.2 and 9.6.1: a perpetual check repeats the position.
            legal("repetition", "6k1/5pp1/8/8/8/8/q5PP/3Q3K w - - 0 1", "d1d8", Shows.CHECK),
            // FIDE 9.3 and 9.6.2: the 50- and 75-move rules.
            legal("fifty-moves", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "a1a2", Shows.FIFTY_MOVES),
            legal("seventy-five-moves", "4k3/8/8/8/8/8/8/R3K3 w - - 149 105", "a1a2", Shows.SEVENTY_FIVE_MOVES),
            // Appendix C: algebraic notation.
            legal("notation", INITIAL, "g1f3", Shows.MOVE));

    private RuleDiagrams() {
    }

    /** Every diagram, in page order. */
    public static List<RuleDiagram> all() {
        return ALL;
    }
}
