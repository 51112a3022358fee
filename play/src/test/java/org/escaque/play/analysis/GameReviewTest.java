package org.escaque.play.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.core.Position;
import org.escaque.play.analysis.GameReview.MateNote;
import org.escaque.play.analysis.GameReview.MoveJudgement;
import org.escaque.play.analysis.Judgement.Classification;
import org.junit.jupiter.api.Test;

/** Moves judged from scripted evaluations: classifications, better lines in SAN, mates, accuracy. */
final class GameReviewTest {

    @Test
    void eachMoveIsJudgedByTheDropInItsSidesWinningChances() {
        GameReview review = GameReview.of(Position.initial(), ScholarsMate.moves(ScholarsMate.GAME),
                ScholarsMate.evals());
        List<MoveJudgement> moves = review.moves();
        assertEquals(7, moves.size());
        assertEquals(Classification.BEST, moves.get(0).classification());
        // 2. Qh5: from +0.30 to 0.00 for White, 2.8 points: not the engine's move, but good.
        assertEquals(Classification.GOOD, moves.get(2).classification());
        assertEquals(Judgement.winPercent(30) - 50, moves.get(2).drop(), 1e-9);
        // 3... Nf6: Black's chances from 45.4% to those of a side mated in one: a blunder; Qe7 was better.
        MoveJudgement blunder = moves.get(5);
        assertEquals(Color.BLACK, blunder.mover());
        assertEquals("Nf6", blunder.san());
        assertEquals(Classification.BLUNDER, blunder.classification());
        assertEquals(100 - Judgement.winPercent(50), blunder.winBefore(), 1e-9);
        assertEquals(100 - Judgement.winPercent(1000), blunder.winAfter(), 1e-9);
        assertEquals("Qe7", blunder.better().orElseThrow().san());
        assertEquals(List.of("Qe7", "Nf3", "Nf6"), blunder.better().orElseThrow().sanLine());
        // 4. Qxf7#: the engine's move, and a mate found.
        assertEquals(Classification.BEST, moves.get(6).classification());
        assertEquals(MateNote.FOUND, moves.get(6).mate());
        assertTrue(moves.get(6).better().isEmpty());
    }

    @Test
    void eachSideIsSummed() {
        GameReview review = GameReview.of(Position.initial(), ScholarsMate.moves(ScholarsMate.GAME),
                ScholarsMate.evals());
        GameReview.SideSummary white = review.sides().get(Color.WHITE);
        assertEquals(4, white.moves());
        // White's moves: three of the engine's (100) and 2. Qh5 (a drop of 2.8 points): between the two.
        double qh5 = Judgement.moveAccuracy(Judgement.winPercent(30) - 50);
        assertTrue(white.accuracy() > qh5 && white.accuracy() < 100, "white " + white.accuracy());
        assertEquals(1, white.matesFound());
        assertEquals(0, white.blunders());
        GameReview.SideSummary black = review.sides().get(Color.BLACK);
        assertEquals(3, black.moves());
        assertEquals(1, black.blunders());
        assertEquals(0, black.mistakes() + black.inaccuracies());
        // The blunder weighs more than in a plain mean of Black's three moves (GameAccuracy).
        double mean = review.moves().stream().filter(move -> move.mover() == Color.BLACK)
                .mapToDouble(MoveJudgement::accuracy).average().orElseThrow();
        assertTrue(black.accuracy() < mean - 10, "black " + black.accuracy() + ", plain mean " + mean);
    }

    @Test
    void aMissedMateIsAtLeastAnInaccuracyEvenWhenTheGameStaysWon() {
        List<String> game = new ArrayList<>(ScholarsMate.GAME.subList(0, 6));
        game.add("g1f3");
        List<PositionEval> evals = ScholarsMate.evals();
        // Nf3 keeps White nine pawns ahead: hardly a drop in winning chances, but the mate in one is gone.
        evals.set(7, ScholarsMate.eval(7, Eval.cp(900), "f6h5"));
        GameReview review = GameReview.of(Position.initial(), ScholarsMate.moves(game), evals);
        MoveJudgement nf3 = review.moves().get(6);
        assertEquals(MateNote.MISSED, nf3.mate());
        assertTrue(nf3.drop() < Judgement.INACCURACY, "the drop alone: " + nf3.drop());
        assertEquals(Classification.INACCURACY, nf3.classification());
        assertEquals("Qxf7#", nf3.better().orElseThrow().san());
        assertEquals(1, review.sides().get(Color.WHITE).matesMissed());
    }

    @Test
    void movesWhosePositionsAreNotAnalysedYetAreNotJudged() {
        List<PositionEval> evals = ScholarsMate.evals();
        evals.set(3, null);
        List<PositionEval> firstFour = new ArrayList<>(evals.subList(0, 5));
        GameReview review = GameReview.of(Position.initial(), ScholarsMate.moves(ScholarsMate.GAME), firstFour);
        assertEquals(List.of(1, 2), review.moves().stream().map(MoveJudgement::ply).toList());
    }
}
