package org.escaque.play.analysis;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.play.analysis.GameReview.MoveJudgement;
import org.escaque.play.analysis.GameReview.SideSummary;

/**
 * An analysis as the API sends it (docs/api.md, "Analysis"): its status and progress, the evaluation of each position
 * analysed, the judged moves and each side's summary.
 *
 * @param status {@code running}, {@code done}, {@code cancelled} or {@code failed}
 * @param analysed how many of the {@code total} positions (the start and one after each move) are evaluated
 */
public record AnalysisView(String gameId, String budget, long nodes, String status, int analysed, int total,
        List<PositionView> positions, List<MoveView> moves, Map<String, SideView> sides) {

    /** An evaluation: exactly one of {@code cp}, {@code mate} (White's point of view) or {@code checkmated}. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record EvalView(Integer cp, Integer mate, String checkmated) {

        static EvalView of(Eval eval) {
            return switch (eval.kind()) {
                case CP -> new EvalView(eval.value(), null, null);
                case MATE -> new EvalView(null, eval.value(), null);
                case CHECKMATED -> new EvalView(null, null, eval.value() > 0 ? "black" : "white");
            };
        }
    }

    /** A position evaluated: its ply, evaluation, White's winning chances there, the engine's move and line (SAN). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record PositionView(int ply, EvalView eval, double whiteWin, String best, String bestSan, List<String> line,
            int depth) {
    }

    /** The engine's better move, its line in SAN, and the evaluation it keeps. */
    public record BetterView(String uci, String san, List<String> line, EvalView eval) {
    }

    /** A judged move; {@code mate} is {@code found}, {@code missed} or absent. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record MoveView(int ply, String color, String uci, String san, String classification, double winBefore,
            double winAfter, double drop, double accuracy, EvalView evalBefore, EvalView evalAfter, BetterView better,
            String mate) {
    }

    /** A side's summary; {@code accuracy} is null before any of its moves is judged. */
    public record SideView(int moves, Double accuracy, int inaccuracies, int mistakes, int blunders, int matesMissed,
            int matesFound) {
    }

    /**
     * The view of the analysis of a game from {@code start} with {@code moves}, covering its first {@code plies}
     * half-moves (at most the game's), from the evaluations {@code stored} (any order; an evaluation whose position is
     * not the game's at its ply, after a takeback, is left out), as the host and the browser both give it.
     */
    public static AnalysisView of(String gameId, Budget budget, String status, Position start, List<Move> moves,
            int plies, Collection<PositionEval> stored) {
        int count = Math.min(plies, moves.size());
        List<Position> positions = positions(start, moves, count);
        List<PositionEval> evals = matching(positions, stored);
        GameReview review = GameReview.of(start, moves.subList(0, count), evals);
        return of(gameId, budget, status, count + 1, evals, positions, review);
    }

    /** The game's positions: the start, then one after each of its first {@code count} moves. */
    public static List<Position> positions(Position start, List<Move> moves, int count) {
        List<Position> positions = new ArrayList<>(count + 1);
        Position position = start;
        positions.add(position);
        for (Move move : moves.subList(0, count)) {
            try {
                position = position.play(move);
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("a stored game holds an illegal move", e);
            }
            positions.add(position);
        }
        return positions;
    }

    /** The evaluations of {@code positions} found in {@code stored}: index = ply, null where there is none. */
    public static List<PositionEval> matching(List<Position> positions, Collection<PositionEval> stored) {
        List<PositionEval> evals = new ArrayList<>(Collections.nCopies(positions.size(), (PositionEval) null));
        for (PositionEval eval : stored) {
            if (eval.ply() < positions.size() && eval.fen().equals(positions.get(eval.ply()).fen())) {
                evals.set(eval.ply(), eval);
            }
        }
        return evals;
    }

    /**
     * One evaluated position's view: {@code eval} of {@code position} (null when not known: no SAN then), as the
     * {@code ply}-th position of a game or of a line explored from one.
     */
    public static PositionView position(int ply, Position position, PositionEval eval) {
        String bestSan = null;
        List<String> line = null;
        if (eval.bestUci() != null && position != null) {
            var better = GameReview.betterLine(position, eval);
            if (better.isPresent()) {
                bestSan = better.get().san();
                line = better.get().sanLine();
            }
        }
        return new PositionView(ply, EvalView.of(eval.eval()), round(Judgement.winPercent(eval.eval(), Color.WHITE)),
                eval.bestUci(), bestSan, line, eval.depth());
    }

    /** The view of an analysis whose positions so far are {@code evals} (index = ply, null when not yet). */
    static AnalysisView of(String gameId, Budget budget, String status, int total, List<PositionEval> evals,
            List<Position> positions, GameReview review) {
        List<PositionView> positionViews = new ArrayList<>();
        for (int ply = 0; ply < evals.size(); ply++) {
            PositionEval eval = evals.get(ply);
            if (eval == null) {
                continue;
            }
            positionViews.add(position(ply, ply < positions.size() ? positions.get(ply) : null, eval));
        }
        List<MoveView> moveViews = new ArrayList<>();
        for (MoveJudgement move : review.moves()) {
            moveViews.add(move(move));
        }
        Map<String, SideView> sides = new LinkedHashMap<>();
        for (Color side : Color.values()) {
            SideSummary summary = review.sides().get(side);
            sides.put(side.id(), new SideView(summary.moves(), Double.isNaN(summary.accuracy()) ? null
                    : round(summary.accuracy()), summary.inaccuracies(), summary.mistakes(), summary.blunders(),
                    summary.matesMissed(), summary.matesFound()));
        }
        return new AnalysisView(gameId, budget.id(), budget.nodes(), status, positionViews.size(), total,
                positionViews, moveViews, sides);
    }

    /** One judged move's view, as an analysis's {@code moves} list gives it (and a move tried in a line, judged alike). */
    public static MoveView move(MoveJudgement move) {
        BetterView better = move.better().map(line -> new BetterView(line.uci(), line.san(), line.sanLine(),
                EvalView.of(line.eval()))).orElse(null);
        return new MoveView(move.ply(), move.mover().id(), move.uci(), move.san(), move.classification().id(),
                round(move.winBefore()), round(move.winAfter()), round(move.drop()), round(move.accuracy()),
                EvalView.of(move.evalBefore()), EvalView.of(move.evalAfter()), better,
                move.mate() == GameReview.MateNote.NONE ? null : move.mate().name().toLowerCase(java.util.Locale.ROOT));
    }

    private static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }
}
