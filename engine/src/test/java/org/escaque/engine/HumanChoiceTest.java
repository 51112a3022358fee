package org.escaque.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.SeededRandom;
import org.escaque.core.Square;
import org.escaque.engine.search.Score;
import org.junit.jupiter.api.Test;

/** How the weaker levels choose among their candidate moves. */
class HumanChoiceTest {

    private static final Position START = Position.initial();

    /** Candidates with losses 0, 50, 100... from the best score 0: the start position's moves in order. */
    private static List<HumanChoice.Candidate> candidates(int... losses) {
        List<Move> moves = START.legalMoves();
        List<HumanChoice.Candidate> candidates = new ArrayList<>();
        for (int i = 0; i < losses.length; i++) {
            candidates.add(new HumanChoice.Candidate(moves.get(i), Score.centipawns(-losses[i])));
        }
        return candidates;
    }

    private static int lossOf(Move move, List<HumanChoice.Candidate> candidates) {
        for (HumanChoice.Candidate candidate : candidates) {
            if (candidate.move().equals(move)) {
                return -candidate.score().value();
            }
        }
        throw new AssertionError(move + " was not a candidate");
    }

    @Test
    void neverAimsBeyondTheLevelsLargestBlunder() {
        List<HumanChoice.Candidate> candidates = candidates(0, 50, 100, 150, 200, 300, 400, 500, 600, 700, 800, 900,
                1000, 1200, 1500);
        for (Level level : Level.all()) {
            SeededRandom random = new SeededRandom(level.number());
            for (int i = 0; i < 5_000; i++) {
                int loss = lossOf(HumanChoice.choose(candidates, level, Optional.empty(), random), candidates);
                assertTrue(loss <= level.blunderCap() + 30, "level " + level.number() + " chose a loss of " + loss);
            }
        }
    }

    @Test
    void strongerLevelsChooseTheBestMoveMoreOften() {
        List<HumanChoice.Candidate> candidates = candidates(0, 40, 80, 150, 300, 900);
        double previous = -1;
        boolean previousDeep = false;
        for (Level level : Level.all()) {
            if (level.searchesDeep() != previousDeep) {
                // Levels 4 to 7 search far deeper than levels 1 to 3 and so afford to aim at larger losses.
                previous = -1;
                previousDeep = level.searchesDeep();
            }
            SeededRandom random = new SeededRandom(7);
            int best = 0;
            int pieceOrWorse = 0;
            for (int i = 0; i < 10_000; i++) {
                int loss = lossOf(HumanChoice.choose(candidates, level, Optional.empty(), random), candidates);
                best += loss == 0 ? 1 : 0;
                pieceOrWorse += loss >= 300 ? 1 : 0;
            }
            double share = best / 10_000.0;
            assertTrue(share >= previous, "level " + level.number() + " plays the best move less often ("
                    + share + ") than the level below (" + previous + ")");
            previous = share;
            // Even the weakest level blunders a piece only occasionally, never as a habit.
            assertTrue(pieceOrWorse <= 1_500, "level " + level.number() + " gave away 3 pawns or more in "
                    + pieceOrWorse + " of 10000 moves");
        }
        assertEquals(1.0, previous, "full strength always plays the best move");
    }

    @Test
    void weakestLevelsStillVaryTheirMoves() {
        List<HumanChoice.Candidate> candidates = candidates(0, 20, 40, 60, 300);
        SeededRandom random = new SeededRandom(11);
        int notBest = 0;
        for (int i = 0; i < 1_000; i++) {
            notBest += lossOf(HumanChoice.choose(candidates, Level.of(1), Optional.empty(), random), candidates) > 0
                    ? 1 : 0;
        }
        assertTrue(notBest >= 300, "level 1 played the best move " + (1_000 - notBest) + " times of 1000");
    }

    @Test
    void seesMateInOneWithTheLevelsChance() {
        List<HumanChoice.Candidate> candidates = new ArrayList<>(candidates(0, 30, 60));
        Move mate = START.legalMoves().get(10);
        candidates.add(new HumanChoice.Candidate(mate, Score.mateIn(1)));
        for (Level level : Level.all()) {
            SeededRandom random = new SeededRandom(3);
            int seen = 0;
            for (int i = 0; i < 2_000; i++) {
                seen += HumanChoice.choose(candidates, level, Optional.empty(), random).equals(mate) ? 1 : 0;
            }
            double expected = level.mateRate() * 2_000;
            assertTrue(Math.abs(seen - expected) <= 100, "level " + level.number() + " saw mate " + seen
                    + " times of 2000, expected about " + expected);
        }
    }

    @Test
    void takesBackAtOnceWhenARecaptureIsSound() {
        // After 1.e4 d5 2.exd5 Black's Qxd5 takes back; Nf6 scores a little better (within the smallest cap of
        // levels 1 to 7, so the recapture is not clearly worse at any level), c6 a little worse.
        Position position = Position.fromFen("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
        Move recapture = position.legalMoves().stream().filter(m -> m.to() == Square.D5).findFirst().orElseThrow();
        int smallestCap = Level.all().stream().filter(level -> !level.isFull()).mapToInt(Level::ordinaryCap).min()
                .orElseThrow();
        assertTrue(smallestCap >= 6, "a recapture a few centipawns worse than the best move is still obvious");
        List<HumanChoice.Candidate> candidates = new ArrayList<>();
        candidates.add(new HumanChoice.Candidate(position.legalMoves().stream().filter(m -> m.to() == Square.F6)
                .findFirst().orElseThrow(), Score.centipawns(smallestCap - 2)));
        candidates.add(new HumanChoice.Candidate(recapture, Score.centipawns(0)));
        candidates.add(new HumanChoice.Candidate(position.legalMoves().stream().filter(m -> m.to() == Square.C6)
                .findFirst().orElseThrow(), Score.centipawns(-20)));
        for (Level level : Level.all().subList(0, Level.MAX - 1)) {
            SeededRandom random = new SeededRandom(5);
            int recaptures = 0;
            for (int i = 0; i < 2_000; i++) {
                recaptures += HumanChoice.choose(candidates, level, Optional.of(Square.D5), random).equals(recapture)
                        ? 1 : 0;
            }
            assertTrue(recaptures >= level.recaptureRate() * 2_000 - 100, "level " + level.number() + " took back "
                    + recaptures + " times of 2000");
        }
    }
}
