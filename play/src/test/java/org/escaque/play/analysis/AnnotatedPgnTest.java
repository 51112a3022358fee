package org.escaque.play.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.escaque.core.ExternalTools;
import org.escaque.core.Position;
import org.escaque.core.notation.UciMove;
import org.escaque.core.pgn.PgnGame;
import org.escaque.core.pgn.PgnMove;
import org.escaque.core.pgn.PgnWriter;
import org.escaque.play.PgnLanguage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The annotated PGN: evaluations, NAGs and better lines, read back by core's reader and by pgn-extract. */
final class AnnotatedPgnTest {

    private static String annotated() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Test");
        PgnGame game = PgnGame.of(tags, Position.initial(), ScholarsMate.moves(ScholarsMate.GAME), "1-0");
        GameReview review = GameReview.of(game.start(), game.mainlineMoves(), ScholarsMate.evals());
        return PgnWriter.format(AnnotatedPgn.annotate(game, ScholarsMate.evals(), review, Budget.QUICK));
    }

    @Test
    void everyMoveHasItsEvaluationAndEveryErrorItsNagAndBetterLine() {
        // Lines are wrapped at 80 characters: compare with single spaces.
        String text = annotated().replaceAll("\\s+", " ");
        assertTrue(text.contains("1. e4 {[%eval 0.30]}"), text);
        assertTrue(text.contains("3... Nf6 $4 {[%eval #1] Blunder. Qe7 was best.} (3... Qe7 4. Nf3 Nf6)"), text);
        assertTrue(text.contains("4. Qxf7# 1-0"), "no %eval after a checkmate: " + text);
        assertTrue(text.contains("[Annotator \"Escaque, quick analysis (150000 nodes a position)\"]"), text);
    }

    @Test
    void inSpanishTheJudgementsAndTheAnnotatorAreSpanishAndTheMovesPgns() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Test");
        PgnGame game = PgnGame.of(tags, Position.initial(), ScholarsMate.moves(ScholarsMate.GAME), "1-0");
        GameReview review = GameReview.of(game.start(), game.mainlineMoves(), ScholarsMate.evals());
        String text = PgnWriter.format(AnnotatedPgn.annotate(game, ScholarsMate.evals(), review, Budget.QUICK,
                PgnLanguage.SPANISH)).replaceAll("\\s+", " ");
        assertTrue(text.contains("3... Nf6 $4 {[%eval #1] Error grave. Mejor era Qe7.} (3... Qe7 4. Nf3 Nf6)"), text);
        assertTrue(text.contains("[Annotator \"Escaque, análisis rápido (150000 nodos por posición)\"]"), text);
        assertTrue(text.contains("[Event \"Test\"]"), "a game's own tags are its own: " + text);
    }

    @Test
    void coreReadsItBack() {
        PgnGame read = PgnGame.parse(annotated());
        assertEquals(ScholarsMate.moves(ScholarsMate.GAME), read.mainlineMoves());
        PgnMove blunder = read.moves().get(5);
        assertEquals(List.of(4), blunder.nags());
        assertEquals(List.of("[%eval #1] Blunder. Qe7 was best."), blunder.comments());
        assertEquals(1, blunder.variations().size());
        assertEquals(List.of("d8e7", "g1f3", "g8f6"), blunder.variations().get(0).moves().stream()
                .map(move -> UciMove.format(move.move())).toList());
        assertEquals(List.of("[%eval 0.30]"), read.moves().get(0).comments());
        assertEquals(List.of(), read.moves().get(0).nags());
    }

    @Test
    void pgnExtractReadsItWithoutComplaint(@TempDir Path directory) throws Exception {
        String extracted = ExternalTools.pgnExtract(directory, annotated());
        PgnGame back = PgnGame.parse(extracted);
        assertEquals(ScholarsMate.moves(ScholarsMate.GAME), back.mainlineMoves());
        assertEquals(List.of(4), back.moves().get(5).nags(), extracted);
        assertEquals(1, back.moves().get(5).variations().size(), extracted);
        assertTrue(extracted.contains("[%eval #1]"), extracted);
    }
}
