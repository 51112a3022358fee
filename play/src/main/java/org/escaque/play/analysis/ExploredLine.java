package org.escaque.play.analysis;

import java.util.ArrayList;
import java.util.List;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.NotationException;
import org.escaque.core.notation.San;
import org.escaque.core.notation.UciMove;

/**
 * A line of moves tried from a position of a finished game ("what if?"), outside the game: each move as core reads
 * it (UCI in, SAN and the FEN after it out) and the position reached, with its legal moves and whether the board ends
 * play there (checkmate, stalemate, or too little material to mate). Nothing is stored and the game is not touched.
 * Draws that depend on the game's history (repetition, the fifty-move count) are not judged in a line.
 */
public record ExploredLine(Position start, List<Step> steps, Position end) {

    /** The longest line explored, in plies. */
    public static final int MAX_PLIES = 400;

    /** One move of the line: in UCI, in SAN, and the position after it as FEN. */
    public record Step(String uci, String san, String fen) {
    }

    public ExploredLine {
        steps = List.copyOf(steps);
    }

    /**
     * The line {@code moves} (each in UCI or in SAN, as the engine's lines are written for the review) from
     * {@code fen}; an {@link IllegalArgumentException} whose message says which
     * move, or what in the FEN, is wrong.
     */
    public static ExploredLine of(String fen, List<String> moves) {
        if (fen == null || fen.isBlank()) {
            throw new IllegalArgumentException("a line starts from a position: no FEN was given");
        }
        if (moves.size() > MAX_PLIES) {
            throw new IllegalArgumentException("a line explored has at most " + MAX_PLIES + " moves, not "
                    + moves.size());
        }
        Position start;
        try {
            start = Position.fromFen(fen);
        } catch (IllegalArgumentException invalid) {
            throw new IllegalArgumentException("not a valid FEN: " + invalid.getMessage());
        }
        List<Step> steps = new ArrayList<>(moves.size());
        Position current = start;
        for (String text : moves) {
            try {
                Move move;
                try {
                    move = UciMove.parse(current, text);
                } catch (NotationException notUci) {
                    move = San.parse(current, text);
                }
                String san = San.format(current, move);
                current = current.play(move);
                steps.add(new Step(UciMove.format(move), san, current.fen()));
            } catch (IllegalMoveException | IllegalArgumentException refused) {
                throw new IllegalArgumentException("move " + (steps.size() + 1) + " (" + text
                        + ") cannot be played in the line's position " + current.fen() + ": " + refused.getMessage());
            }
        }
        return new ExploredLine(start, steps, current);
    }

    /** The moves made so far, parsed again from the start (for the engine, which takes a history). */
    public List<Move> moves() {
        List<Move> moves = new ArrayList<>(steps.size());
        Position current = start;
        for (Step step : steps) {
            try {
                Move move = UciMove.parse(current, step.uci());
                moves.add(move);
                current = current.play(move);
            } catch (IllegalMoveException impossible) {
                throw new IllegalStateException("a step of the line was checked when it was made", impossible);
            }
        }
        return moves;
    }

    /**
     * How the board ends play at the line's end: {@code checkmate}, {@code stalemate}, {@code insufficient-material},
     * or null while it goes on.
     */
    public String ending() {
        if (end.isCheckmate()) {
            return "checkmate";
        }
        if (end.isStalemate()) {
            return "stalemate";
        }
        return end.hasInsufficientMaterial() ? "insufficient-material" : null;
    }

    /**
     * The evaluation of the line's end as an analysis gives a position's ({@link PositionSearch}: full strength, an
     * empty table, {@code nodes}), the line from its start given to the engine as the history; the ply is the line's
     * length.
     */
    public AnalysisView.PositionView evaluate(org.escaque.engine.Engine engine, long nodes) {
        int ply = steps.size();
        PositionEval eval = PositionSearch.onTheBoard(end, ply).orElseGet(() -> searched(engine, moves(), nodes));
        return AnalysisView.position(ply, end, eval);
    }

    /** The position the moves from the line's start reach, searched with them as its history. */
    private PositionEval searched(org.escaque.engine.Engine engine, List<Move> played, long nodes) {
        return PositionSearch.start(engine, start, played, nodes).result()
                .orElseThrow(() -> new IllegalStateException("the search gave no answer"));
    }

    /**
     * The line's last move judged as a review judges a game's move ({@link GameReview}): the move the engine's own
     * choice ({@code best}) or classified by the winning chances it gives away. The position before it is the one a
     * review already evaluated ({@code before}: its evaluation and the engine's move there, so that the verdict agrees
     * with the review's), or, when {@code before} is null, evaluated here as the one after it is: as {@link #evaluate}
     * evaluates a position (full strength, an empty table, {@code nodes}, the line from its start as the history). For
     * "learn from your mistakes": a move tried in place of a game's error, judged by the same rules as the game's moves.
     */
    public AnalysisView.MoveView judgeLast(org.escaque.engine.Engine engine, long nodes, PositionEval before) {
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("a line with no move has no move to judge");
        }
        int ply = steps.size();
        List<Move> moves = moves();
        List<Move> earlier = moves.subList(0, ply - 1);
        Position position = PositionSearch.reached(start, earlier);
        PositionEval beforeEval = before != null ? before : searched(engine, earlier, nodes);
        PositionEval afterEval = PositionSearch.onTheBoard(end, ply).orElseGet(() -> searched(engine, moves, nodes));
        return AnalysisView.move(GameReview.judge(ply, position, moves.get(ply - 1), beforeEval, afterEval, null));
    }

    /**
     * The evaluation a review gave the position before the line's last move, from what its view says of it: an
     * evaluation {@code kind} ({@code cp} or {@code mate}, White's point of view) and {@code value}, and the engine's
     * move there in UCI.
     */
    public PositionEval reviewed(String kind, int value, String bestUci) {
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("a line with no move has no position before its last move");
        }
        Eval eval = switch (kind) {
            case "cp" -> Eval.cp(value);
            case "mate" -> Eval.mate(value);
            default -> throw new IllegalArgumentException("an evaluation is cp or mate, not " + kind);
        };
        String fen = steps.size() == 1 ? start.fen() : steps.get(steps.size() - 2).fen();
        return new PositionEval(steps.size() - 1, fen, eval, bestUci, bestUci == null ? List.of() : List.of(bestUci), 0, 0);
    }
}
