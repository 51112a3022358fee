package org.escaque.play.analysis;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.openings.Openings;
import org.escaque.core.pgn.PgnGame;
import org.escaque.core.pgn.PgnLine;
import org.escaque.core.pgn.PgnMove;
import org.escaque.core.pgn.PgnWriter;
import org.escaque.play.PgnLanguage;
import org.escaque.play.analysis.GameReview.MoveJudgement;

/**
 * A game with its analysis written in, as PGN readers expect it (lichess and most GUIs read the same forms): after
 * every move a comment {@code [%eval 0.31]} (or {@code [%eval #-3]}) with the evaluation of the position it leads to,
 * from White's point of view in pawns; an inaccuracy, mistake or blunder gets its NAG ($6 ?!, $2 ?, $4 ??), a word
 * saying which and what was better, and the engine's line as a variation. The game's own comments and variations are
 * left out; its tags are kept, with {@code Annotator} added. The words (the judgements, the annotator, and Escaque's
 * own tags: event, computer, opening) are in a {@link PgnLanguage}, English unless asked.
 */
public final class AnnotatedPgn {

    private AnnotatedPgn() {
    }

    /**
     * The game {@code pgn} (from {@code start} with {@code moves}) annotated with the evaluations {@code stored} of its
     * positions at {@code budget}, as PGN text: what the host and the browser both offer to download.
     */
    public static String write(String pgn, Position start, List<Move> moves, Collection<PositionEval> stored,
            Budget budget) {
        return write(pgn, start, moves, stored, budget, PgnLanguage.ENGLISH);
    }

    /**
     * As {@link #write(String, Position, List, Collection, Budget)}, its words in {@code language}: the game's
     * {@code pgn} may be an English export, its Escaque tags are written again in {@code language}.
     */
    public static String write(String pgn, Position start, List<Move> moves, Collection<PositionEval> stored,
            Budget budget, PgnLanguage language) {
        List<PositionEval> evals = AnalysisView.matching(AnalysisView.positions(start, moves, moves.size()), stored);
        GameReview review = GameReview.of(start, moves, evals);
        PgnGame game = PgnGame.parse(pgn);
        Map<String, String> tags = new LinkedHashMap<>(game.tags());
        language.rewriteOwnWords(tags);
        if (tags.containsKey("Opening")) {
            Openings.standard().of(start, moves).ifPresent(named -> tags.put("Opening",
                    language.opening(named.opening())));
        }
        PgnGame retagged = new PgnGame(tags, game.start(), game.mainline(), game.result());
        return PgnWriter.format(annotate(retagged, evals, review, budget, language));
    }

    /** {@code game} annotated with {@code evals} (index = ply; null where not analysed) and their {@code review}. */
    public static PgnGame annotate(PgnGame game, List<PositionEval> evals, GameReview review, Budget budget) {
        return annotate(game, evals, review, budget, PgnLanguage.ENGLISH);
    }

    /** As {@link #annotate(PgnGame, List, GameReview, Budget)}, its words in {@code language}. */
    public static PgnGame annotate(PgnGame game, List<PositionEval> evals, GameReview review, Budget budget,
            PgnLanguage language) {
        Map<Integer, MoveJudgement> judged = new LinkedHashMap<>();
        for (MoveJudgement move : review.moves()) {
            judged.put(move.ply(), move);
        }
        List<Move> moves = game.mainlineMoves();
        List<PgnMove> annotated = new ArrayList<>(moves.size());
        for (int index = 0; index < moves.size(); index++) {
            int ply = index + 1;
            List<String> comments = new ArrayList<>();
            List<Integer> nags = new ArrayList<>();
            List<PgnLine> variations = new ArrayList<>();
            StringBuilder comment = new StringBuilder();
            PositionEval after = ply < evals.size() ? evals.get(ply) : null;
            if (after != null && after.eval().kind() != Eval.Kind.CHECKMATED) {
                comment.append("[%eval ").append(after.eval().pgnText()).append(']');
            }
            MoveJudgement judgement = judged.get(ply);
            if (judgement != null && judgement.classification().isError()) {
                nags.add(judgement.classification().nag());
                comment.append(comment.isEmpty() ? "" : " ").append(words(judgement, language));
                judgement.better().ifPresent(better -> variations.add(PgnLine.of(better.moves())));
            }
            if (!comment.isEmpty()) {
                comments.add(comment.toString());
            }
            annotated.add(new PgnMove(moves.get(index), nags, comments, variations));
        }
        Map<String, String> tags = new LinkedHashMap<>(game.tags());
        tags.put("Annotator", language == PgnLanguage.SPANISH
                ? "Escaque, análisis " + (budget == Budget.QUICK ? "rápido" : "profundo") + " (" + budget.nodes()
                        + " nodos por posición)"
                : "Escaque, " + budget.id() + " analysis (" + budget.nodes() + " nodes a position)");
        return new PgnGame(tags, game.start(), new PgnLine(List.of(), annotated), game.result());
    }

    /** "Mistake. Nxe5 was best." (a missed mate says so); in Spanish "Error. Mejor era Nxe5.". */
    static String words(MoveJudgement move, PgnLanguage language) {
        boolean spanish = language == PgnLanguage.SPANISH;
        String kind = switch (move.classification()) {
            case INACCURACY -> spanish ? "Imprecisión." : "Inaccuracy.";
            case MISTAKE -> spanish ? "Error." : "Mistake.";
            case BLUNDER -> spanish ? "Error grave." : "Blunder.";
            default -> "";
        };
        String missed = spanish ? " Se dejó escapar un mate forzado." : " Missed a forced mate.";
        String said = move.mate() == GameReview.MateNote.MISSED ? kind + missed : kind;
        Optional<GameReview.BetterLine> better = move.better();
        return better.map(line -> said + (spanish ? " Mejor era " + line.san() + "." : " " + line.san() + " was best."))
                .orElse(said);
    }
}
