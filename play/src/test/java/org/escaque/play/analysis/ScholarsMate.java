package org.escaque.play.analysis;

import java.util.ArrayList;
import java.util.List;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.UciMove;

/**
 * A short game with scripted evaluations for the judgement tests: 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7#, where
 * 3... Qe7 held (the engine's line), and a variant where White lets the mate go.
 */
final class ScholarsMate {

    static final List<String> GAME = List.of("e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7");

    private ScholarsMate() {
    }

    static List<Move> moves(List<String> uci) {
        List<Move> moves = new ArrayList<>();
        Position position = Position.initial();
        for (String text : uci) {
            try {
                Move move = UciMove.parse(position, text);
                moves.add(move);
                position = position.play(move);
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException(text, e);
            }
        }
        return moves;
    }

    static PositionEval eval(int ply, Eval eval, String best, String... line) {
        return new PositionEval(ply, "fen-not-checked", eval, best, line.length == 0 && best != null ? List.of(best)
                : List.of(line), 10, 1000);
    }

    /** Evaluations of positions 0 to 7 of {@link #GAME}. */
    static List<PositionEval> evals() {
        return new ArrayList<>(List.of(
                eval(0, Eval.cp(30), "e2e4"),
                eval(1, Eval.cp(30), "e7e5"),
                eval(2, Eval.cp(30), "g1f3"),
                eval(3, Eval.cp(0), "b8c6"),
                eval(4, Eval.cp(0), "f1c4"),
                eval(5, Eval.cp(50), "d8e7", "d8e7", "g1f3", "g8f6"),
                eval(6, Eval.mate(1), "h5f7"),
                eval(7, Eval.checkmated(org.escaque.core.Color.BLACK), null)));
    }
}
