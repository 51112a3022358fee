package org.escaque.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.Square;
import org.escaque.core.notation.UciMove;
import org.escaque.engine.search.Score;
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.junit.jupiter.api.Test;

/** The eight levels as the engine plays them. */
class LevelsTest {

    @Test
    void levelsAreOrderedFromWeakToFull() {
        assertThrows(IllegalArgumentException.class, () -> Level.of(0));
        assertThrows(IllegalArgumentException.class, () -> Level.of(9));
        for (int n = Level.MIN + 1; n <= Level.MAX; n++) {
            Level weaker = Level.of(n - 1);
            Level stronger = Level.of(n);
            assertTrue(stronger.rating() > weaker.rating(), "ratings rise with the level");
            if (stronger.searchesDeep() == weaker.searchesDeep()) {
                // Blunder chances are not ordered: the upper levels' blunders fall among fewer lines, so are smaller.
                assertTrue(stronger.meanLoss() <= weaker.meanLoss() && stronger.ordinaryCap() <= weaker.ordinaryCap(),
                        "among levels that search alike, level " + n + " aims at smaller losses");
            } else {
                assertTrue(stronger.searchesDeep(), "level " + n + " searches less than the level below");
            }
            if (!stronger.isFull()) {
                assertTrue(stronger.nodes() >= weaker.nodes(), "level " + n + " searches at least the nodes below it");
            }
        }
        assertTrue(Level.of(Level.MAX).isFull());
        assertEquals(1, Level.nearest(0).number());
        assertEquals(Level.MAX, Level.nearest(4000).number());
        assertEquals(3, Level.nearest(Level.of(3).rating() + 10).number());
    }

    @Test
    void aGoodDayLowersTheLossesAimedAtAndABadDayRaisesThem() {
        for (Level level : Level.all()) {
            assertEquals(level, level.inForm(0));
            if (level.form() == 0) {
                assertEquals(level, level.inForm(Level.FORM_LIMIT), "level " + level.number() + " is alike every day");
                continue;
            }
            Level good = level.inForm(1);
            Level bad = level.inForm(-1);
            assertTrue(good.meanLoss() < level.meanLoss() && level.meanLoss() < bad.meanLoss(), "mean loss by form");
            assertTrue(good.ordinaryCap() < level.ordinaryCap() && level.ordinaryCap() < bad.ordinaryCap());
            assertTrue(good.blunderRate() < level.blunderRate() && level.blunderRate() < bad.blunderRate());
            assertEquals(Math.round(level.meanLoss() * Math.exp(-level.form())), good.meanLoss());
            // What a level searches, and how many lines it weighs, do not change with its form.
            assertEquals(level.lines(), bad.lines());
            assertEquals(level.searchesDeep(), bad.searchesDeep());
            assertEquals(level.nodes(), bad.nodes());
            // A form beyond the limit counts as the limit.
            assertEquals(level.inForm(-Level.FORM_LIMIT), level.inForm(-10));
            assertEquals(level.inForm(Level.FORM_LIMIT), level.inForm(10));
            assertTrue(level.inForm(-10).ordinaryCap() <= level.inForm(-10).blunderCap());
        }
        assertEquals(0, Level.of(Level.MAX).form(), "full strength has no bad days");
    }

    @Test
    void eachNewGameDrawsItsFormAndAFixedSeedRepeatsIt() {
        try (Engine engine = new Engine(); Engine again = new Engine()) {
            engine.setRandomSeed(42);
            again.setRandomSeed(42);
            double sum = 0;
            double squares = 0;
            Set<Double> seen = new HashSet<>();
            int games = 400;
            for (int i = 0; i < games; i++) {
                engine.newGame();
                again.newGame();
                assertEquals(engine.form(), again.form());
                sum += engine.form();
                squares += engine.form() * engine.form();
                seen.add(engine.form());
                assertTrue(Math.abs(engine.form()) <= Level.FORM_LIMIT);
            }
            assertTrue(seen.size() > games * 9 / 10, "forms vary from game to game");
            double mean = sum / games;
            double deviation = Math.sqrt(squares / games - mean * mean);
            assertTrue(Math.abs(mean) < 0.2 && deviation > 0.8 && deviation < 1.1, mean + " ± " + deviation);
            engine.setForm(-7);
            assertEquals(-Level.FORM_LIMIT, engine.form());
        }
    }

    @Test
    void weakLevelsSearchWithinTheirCaps() throws Exception {
        try (Engine engine = new Engine()) {
            for (int n = Level.MIN; n < Level.MAX; n++) {
                engine.setLevel(n);
                Level level = engine.level();
                // Every weaker level has a node budget: it stops there however deep or long it is allowed to search.
                assertTrue(level.nodes() > 0, "level " + n + " has a node budget");
                SearchHarness harness = SearchHarness.search(engine, Position.initial(), SearchLimits.fixedDepth(30));
                SearchInfo last = harness.lastInfo();
                if (level.searchesDeep()) {
                    // No depth limit of its own: deeper than the shallow levels ever go.
                    assertTrue(last.depth() > Math.ceil(Level.of(3).depth()), "level " + n + " reached depth " + last.depth());
                } else {
                    assertTrue(last.depth() <= Math.ceil(level.depth()), "level " + n + " reached depth " + last.depth());
                }
                // Node limits are checked every few nodes, so allow a little beyond the largest varied cap. A deep
                // level's budget is soft: its last iteration spent it (at least the smallest varied budget) and ended
                // whole, within the hard limit of four times the budget.
                if (level.searchesDeep()) {
                    assertTrue(last.nodes() >= level.nodes() * 0.6, "level " + n + " searched " + last.nodes());
                    assertTrue(last.nodes() <= 4 * level.nodes() * 1.4 + 2_048, "level " + n + " searched " + last.nodes());
                } else {
                    assertTrue(last.nodes() <= level.nodes() * 1.4 + 2_048, "level " + n + " searched " + last.nodes());
                }
            }
            engine.setStrength(OptionalInt.empty());
            assertTrue(engine.level().isFull());
            SearchHarness full = SearchHarness.search(engine, Position.initial(), SearchLimits.fixedDepth(8));
            assertEquals(8, full.lastInfo().depth());
        }
    }

    @Test
    void everyLevelAnswersLegalMoves() throws Exception {
        SplittableRandom random = new SplittableRandom(99);
        try (Engine engine = new Engine()) {
            for (int i = 0; i < 150; i++) {
                Position position = randomPosition(random);
                if (!position.hasLegalMove()) {
                    continue;
                }
                engine.setLevel(1 + i % Level.MAX);
                SearchHarness harness = SearchHarness.search(engine, position, SearchLimits.fixedNodes(20_000));
                assertTrue(position.isLegal(harness.bestMove()), position.fen() + ": " + harness.bestMove());
            }
        }
    }

    @Test
    void weakLevelsVaryTheirMovesAndAFixedSeedRepeatsThem() throws Exception {
        Set<String> openingMoves = new HashSet<>();
        try (Engine engine = new Engine()) {
            engine.setLevel(2);
            for (int seed = 0; seed < 30; seed++) {
                engine.newGame();
                engine.setRandomSeed(seed);
                openingMoves.add(SearchHarness.search(engine, Position.initial(), SearchLimits.fixedDepth(30))
                        .bestMove().toString());
            }
        }
        assertTrue(openingMoves.size() >= 3, "level 2 opened with only " + openingMoves);
        assertEquals(playGame(4, 1234), playGame(4, 1234), "the same seed plays the same game");
    }

    @Test
    void fullStrengthVariesItsFirstMovesOnlyWhenAsked() throws Exception {
        Set<String> varied = new HashSet<>();
        Set<String> plain = new HashSet<>();
        try (Engine engine = new Engine()) {
            for (int seed = 0; seed < 12; seed++) {
                engine.newGame();
                engine.setRandomSeed(seed);
                engine.setOpeningVariety(false);
                plain.add(SearchHarness.search(engine, Position.initial(), SearchLimits.fixedDepth(6)).bestMove()
                        .toString());
                engine.newGame();
                engine.setOpeningVariety(true);
                varied.add(SearchHarness.search(engine, Position.initial(), SearchLimits.fixedDepth(6)).bestMove()
                        .toString());
            }
        }
        assertEquals(1, plain.size(), plain.toString());
        assertTrue(varied.size() >= 2, varied.toString());
    }

    @Test
    void takesBackAtOnce() throws Exception {
        Position start = Position.initial();
        List<Move> moves = new ArrayList<>();
        Position position = start;
        // 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Bxc6: either pawn takes back; anything else leaves a piece down, which
        // level 5's blunders (10% of its moves, up to 4 pawns) could otherwise choose.
        for (String text : List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6")) {
            Move move = UciMove.parse(position, text);
            moves.add(move);
            position = position.play(move);
        }
        try (Engine engine = new Engine()) {
            engine.setLevel(5);
            for (int seed = 0; seed < 20; seed++) {
                engine.setRandomSeed(seed);
                engine.setPosition(start, moves);
                SearchHarness harness = new SearchHarness();
                engine.go(SearchLimits.fixedNodes(50_000), harness);
                assertEquals(Square.C6, harness.bestMove().to(), "seed " + seed + ": " + harness.bestMove());
            }
        }
    }

    @Test
    void theWeakestLevelRarelyGivesAwayMaterial() throws Exception {
        // Level 1 plays both sides of three games; a deeper search judges each move. A level that picked at
        // random would lose three pawns or more on a large share of its moves.
        int moves = 0;
        int blunders = 0;
        try (Engine judge = new Engine(); Engine player = new Engine()) {
            player.setLevel(1);
            for (int game = 0; game < 3; game++) {
                player.newGame();
                player.setRandomSeed(game);
                Position position = Position.initial();
                for (int ply = 0; ply < 60 && position.hasLegalMove(); ply++) {
                    Move move = SearchHarness.search(player, position, SearchLimits.fixedDepth(30)).bestMove();
                    int before = centipawns(SearchHarness.search(judge, position, SearchLimits.fixedDepth(5)));
                    Position after = position.play(move);
                    if (!after.hasLegalMove()) {
                        break;
                    }
                    int afterScore = -centipawns(SearchHarness.search(judge, after, SearchLimits.fixedDepth(5)));
                    moves++;
                    if (before - afterScore >= 300 && before < 1_000) {
                        blunders++;
                    }
                    position = after;
                }
            }
        }
        assertTrue(moves >= 60, "played " + moves + " moves");
        assertTrue(blunders <= moves / 8, blunders + " of " + moves + " moves gave away 3 pawns or more");
    }

    private static int centipawns(SearchHarness harness) {
        Score score = harness.lastInfo().score();
        return score.isMate() ? (score.value() > 0 ? 10_000 : -10_000) : score.value();
    }

    private static List<String> playGame(int level, long seed) throws Exception {
        List<String> game = new ArrayList<>();
        try (Engine engine = new Engine()) {
            engine.setLevel(level);
            engine.setRandomSeed(seed);
            Position position = Position.initial();
            for (int ply = 0; ply < 20 && position.hasLegalMove(); ply++) {
                Move move = SearchHarness.search(engine, position, SearchLimits.fixedNodes(20_000)).bestMove();
                game.add(move.toString());
                position = position.play(move);
            }
        }
        return game;
    }

    private static Position randomPosition(SplittableRandom random) throws Exception {
        Position position = Position.initial();
        int plies = random.nextInt(100);
        for (int i = 0; i < plies && position.hasLegalMove(); i++) {
            List<Move> moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }
}
