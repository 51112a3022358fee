package org.escaque.core.game.dead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;

/** Test shorthand: the analyser's answers with a generous, deterministic budget, and the checks on them. */
final class Verdicts {

    /** Enough for every hand-made position of these tests; a node limit gives the same answer on any machine. */
    static final Budget TESTS = Budget.ofNodes(400_000);

    private Verdicts() {
    }

    static Verdict verdict(String fen, Color side) {
        return Winnability.canCheckmate(Position.fromFen(fen), side, TESTS);
    }

    static void assertNo(String fen, Color side) {
        Verdict verdict = verdict(fen, side);
        assertEquals(Verdict.Answer.NO, verdict.answer(), side + " cannot mate in " + fen + ": " + verdict);
    }

    static void assertYes(String fen, Color side) {
        Verdict verdict = verdict(fen, side);
        assertEquals(Verdict.Answer.YES, verdict.answer(), side + " can mate in " + fen);
        assertHelpmate(Position.fromFen(fen), side, verdict);
    }

    /** The helpmate of a YES is a line of legal moves that ends with {@code side} mating. */
    static void assertHelpmate(Position start, Color side, Verdict verdict) {
        Position position = start;
        for (Move move : verdict.helpmate()) {
            try {
                position = position.play(move);
            } catch (IllegalMoveException e) {
                throw new AssertionError("illegal move " + move + " in the helpmate " + verdict.helpmate(), e);
            }
        }
        assertTrue(position.isCheckmate(), "the helpmate " + verdict.helpmate() + " ends in mate: " + position);
        assertEquals(side.opponent(), position.turn(), "the helpmate ends with " + side + " mating");
    }
}
