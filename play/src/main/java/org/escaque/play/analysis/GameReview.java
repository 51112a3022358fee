package org.escaque.play.analysis;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.San;
import org.escaque.core.notation.UciMove;
import org.escaque.play.analysis.Judgement.Classification;

/**
 * Every move of a game judged from the evaluations of the positions before and after it (docs/analysis.md), and each
 * side's accuracy and counts. A move is judged once both its positions are evaluated, so a review of an analysis in
 * progress judges the moves analysed so far.
 *
 * @param moves the judged moves, in order of play
 * @param sides each side's summary
 */
public record GameReview(List<MoveJudgement> moves, Map<Color, SideSummary> sides) {

    /** The longest better line given, in half-moves. */
    public static final int MAX_LINE = 10;

    /** Whether a move found or let go a forced mate its side had. */
    public enum MateNote {
        NONE, FOUND, MISSED
    }

    /**
     * One move judged.
     *
     * @param ply the move's number in half-moves (1 for the first)
     * @param mover who played it
     * @param winBefore the mover's winning chances before it, 0 to 100
     * @param winAfter the mover's winning chances after it
     * @param drop how many points of winning chances it gave away (0 for the engine's own move)
     * @param better for an inaccuracy, mistake or blunder: the engine's move and line
     */
    public record MoveJudgement(int ply, Color mover, String uci, String san, Classification classification,
            double winBefore, double winAfter, double drop, double accuracy, Eval evalBefore, Eval evalAfter,
            Optional<BetterLine> better, MateNote mate) {
    }

    /**
     * The engine's better move in a position, its line in SAN (the move first) and UCI, and the position's
     * evaluation with it.
     */
    public record BetterLine(String uci, String san, List<String> sanLine, List<Move> moves, Eval eval) {
    }

    /**
     * A side's moves in sum: accuracy ({@link GameAccuracy}, over the moves judged from the start; NaN with none), and
     * how many inaccuracies, mistakes, blunders, mates missed and found.
     */
    public record SideSummary(int moves, double accuracy, int inaccuracies, int mistakes, int blunders,
            int matesMissed, int matesFound) {
    }

    /**
     * Judges the moves of the game from {@code start} whose positions {@code evals} holds (index = ply; null where a
     * position is not analysed yet).
     */
    public static GameReview of(Position start, List<Move> moves, List<PositionEval> evals) {
        List<Position> positions = new ArrayList<>(moves.size() + 1);
        positions.add(start);
        Position position = start;
        for (Move move : moves) {
            position = play(position, move);
            positions.add(position);
        }
        List<MoveJudgement> judged = new ArrayList<>();
        for (int ply = 1; ply <= moves.size(); ply++) {
            PositionEval before = ply - 1 < evals.size() ? evals.get(ply - 1) : null;
            PositionEval after = ply < evals.size() ? evals.get(ply) : null;
            if (before == null || after == null) {
                continue;
            }
            PositionEval earlier = ply - 3 >= 0 && ply - 3 < evals.size() ? evals.get(ply - 3) : null;
            judged.add(judge(ply, positions.get(ply - 1), moves.get(ply - 1), before, after, earlier));
        }
        return new GameReview(judged, summarise(judged, evals));
    }

    /**
     * Judges {@code move}, the {@code ply}-th, played in {@code position} evaluated {@code before}, leading to a position
     * evaluated {@code after}; {@code moversPreviousBefore}, the evaluation before the mover's previous move (null when
     * none), tells a forced mate found from one kept.
     */
    static MoveJudgement judge(int ply, Position position, Move move, PositionEval before, PositionEval after,
            PositionEval moversPreviousBefore) {
        Color mover = position.turn();
        String uci = UciMove.format(move);
        double winBefore = Judgement.winPercent(before.eval(), mover);
        double winAfter = Judgement.winPercent(after.eval(), mover);
        boolean engineMove = uci.equals(before.bestUci());
        double drop = engineMove ? 0 : Math.max(0, winBefore - winAfter);
        MateNote mate = MateNote.NONE;
        if (before.eval().isMateFor(mover)) {
            if (!after.eval().isMateFor(mover)) {
                mate = MateNote.MISSED;
            } else if (moversPreviousBefore == null || !moversPreviousBefore.eval().isMateFor(mover)) {
                mate = MateNote.FOUND;
            }
        }
        Classification classification = engineMove ? Classification.BEST : Judgement.classify(drop);
        if (mate == MateNote.MISSED && !classification.isError()) {
            classification = Classification.INACCURACY;
        }
        Optional<BetterLine> better = classification.isError() ? betterLine(position, before) : Optional.empty();
        return new MoveJudgement(ply, mover, uci, San.format(position, move), classification, winBefore, winAfter,
                drop, Judgement.moveAccuracy(drop), before.eval(), after.eval(), better, mate);
    }

    /** The engine's line in the position, as far as its moves are legal (they are, unless the store was edited). */
    static Optional<BetterLine> betterLine(Position position, PositionEval eval) {
        if (eval.bestUci() == null) {
            return Optional.empty();
        }
        List<String> line = eval.line().isEmpty() ? List.of(eval.bestUci()) : eval.line();
        List<String> san = new ArrayList<>();
        List<Move> played = new ArrayList<>();
        Position current = position;
        for (String text : line.subList(0, Math.min(MAX_LINE, line.size()))) {
            try {
                Move move = UciMove.parse(current, text);
                san.add(San.format(current, move));
                played.add(move);
                current = current.play(move);
            } catch (IllegalMoveException | IllegalArgumentException unplayable) {
                break;
            }
        }
        if (played.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new BetterLine(eval.bestUci(), san.get(0), san, played, eval.eval()));
    }

    private static Map<Color, SideSummary> summarise(List<MoveJudgement> judged, List<PositionEval> evals) {
        Map<Color, Double> accuracies = accuracies(judged, evals);
        Map<Color, SideSummary> sides = new EnumMap<>(Color.class);
        for (Color side : Color.values()) {
            int count = 0;
            int[] counts = new int[5];
            for (MoveJudgement move : judged) {
                if (move.mover() != side) {
                    continue;
                }
                count++;
                switch (move.classification()) {
                    case INACCURACY -> counts[0]++;
                    case MISTAKE -> counts[1]++;
                    case BLUNDER -> counts[2]++;
                    default -> { }
                }
                if (move.mate() == MateNote.MISSED) {
                    counts[3]++;
                } else if (move.mate() == MateNote.FOUND) {
                    counts[4]++;
                }
            }
            sides.put(side, new SideSummary(count, accuracies.get(side), counts[0], counts[1], counts[2], counts[3],
                    counts[4]));
        }
        return sides;
    }

    /**
     * Each side's accuracy ({@link GameAccuracy}) over the moves judged from the start without a gap (an analysis
     * still running has judged the first moves; a position not evaluated, as after a takeback, ends the run); NaN for
     * a side with no move in it.
     */
    private static Map<Color, Double> accuracies(List<MoveJudgement> judged, List<PositionEval> evals) {
        List<Double> whiteWins = new ArrayList<>();
        List<MoveJudgement> run = new ArrayList<>();
        if (!evals.isEmpty() && evals.get(0) != null) {
            whiteWins.add(Judgement.winPercent(evals.get(0).eval(), Color.WHITE));
            for (MoveJudgement move : judged) {
                if (move.ply() != run.size() + 1) {
                    break;
                }
                run.add(move);
                whiteWins.add(Judgement.winPercent(move.evalAfter(), Color.WHITE));
            }
        }
        double[] weights = GameAccuracy.weights(whiteWins);
        double[] accuracies = new double[run.size()];
        Map<Color, List<Integer>> indices = new EnumMap<>(Color.class);
        for (Color side : Color.values()) {
            indices.put(side, new ArrayList<>());
        }
        for (int i = 0; i < run.size(); i++) {
            accuracies[i] = run.get(i).accuracy();
            indices.get(run.get(i).mover()).add(i);
        }
        Map<Color, Double> sides = new EnumMap<>(Color.class);
        for (Color side : Color.values()) {
            sides.put(side, GameAccuracy.side(accuracies, weights, indices.get(side)));
        }
        return sides;
    }

    private static Position play(Position position, Move move) {
        try {
            return position.play(move);
        } catch (IllegalMoveException e) {
            throw new IllegalArgumentException("move " + UciMove.format(move) + " is not legal in " + position.fen(), e);
        }
    }
}
