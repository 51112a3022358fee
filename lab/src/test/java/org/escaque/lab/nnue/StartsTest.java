package org.escaque.lab.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.escaque.core.Color;
import org.escaque.core.Fen;
import org.escaque.core.Position;
import org.escaque.engine.Engine;
import org.escaque.engine.search.Score;
import org.escaque.engine.search.SearchLimits;
import org.escaque.lab.match.MatchRunner;
import org.escaque.lab.match.OpeningsGenerator;
import org.escaque.lab.tools.BlockingSearch;
import org.junit.jupiter.api.Test;

/** Where self-play games for the network's data start: the bundled openings, or random plies kept when balanced. */
class StartsTest {

    private static final int NODES = 1000;

    @Test
    void randomStartsAreBalancedNewAndAFunctionOfTheGamesRandomness() throws Exception {
        Set<String> kept = new HashSet<>();
        Set<String> apart = new HashSet<>(OpeningsGenerator.bundled());
        apart.addAll(OpeningsGenerator.fresh());
        assertEquals(600, apart.size(), "the bundled set's 400 and the fresh set's 200 openings");
        Set<Integer> plies = new HashSet<>();
        try (Engine engine = new Engine(); Engine again = new Engine()) {
            for (int index = 0; index < 24; index++) {
                Position start = Starts.RANDOM.start(engine, index, NODES, new SplittableRandom(index));
                String fen = Fen.format(start);
                assertEquals(fen, Fen.format(Starts.RANDOM.start(again, index, NODES, new SplittableRandom(index))),
                        "the same randomness, the same start");
                int played = (start.fullmoveNumber() - 1) * 2 + (start.turn() == Color.BLACK ? 1 : 0);
                assertTrue(played >= Starts.MIN_PLIES && played <= Starts.MAX_PLIES, played + " plies: " + fen);
                plies.add(played);
                assertFalse(start.isCheck(), fen);
                assertFalse(start.legalMoves().isEmpty(), fen);
                assertFalse(apart.contains(OpeningsGenerator.epd(start)), "a start of a measuring set: " + fen);
                engine.newGame();
                engine.setPosition(start, List.of());
                Score score = BlockingSearch.run(engine, SearchLimits.fixedNodes(NODES)).score();
                assertTrue(!score.isMate() && Math.abs(score.value()) <= Starts.WINDOW, score + " at " + fen);
                kept.add(fen);
            }
        }
        assertEquals(24, kept.size(), "each game its own start");
        assertTrue(plies.size() >= 3, "starts of several lengths: " + plies);
    }

    @Test
    void aRandomStartIsDrawnAgainWhenTheEngineFindsItUnbalanced() {
        // Among random plies, some leave a side far ahead: the draws a start skips are those.
        SplittableRandom random = new SplittableRandom(1);
        int unbalanced = 0;
        try (Engine engine = new Engine()) {
            for (int draw = 0; draw < 40; draw++) {
                Position position = Starts.randomPlies(random, Starts.MAX_PLIES);
                if (position == null) {
                    continue;
                }
                engine.newGame();
                engine.setPosition(position, List.of());
                Score score = BlockingSearch.run(engine, SearchLimits.fixedNodes(NODES)).score();
                if (score.isMate() || Math.abs(score.value()) > Starts.WINDOW) {
                    unbalanced++;
                }
            }
        } catch (Exception failed) {
            throw new AssertionError(failed);
        }
        assertTrue(unbalanced > 0, "random plies always balanced: the window would keep everything");
    }

    @Test
    void bundledStartsAreTheSprtOpeningsInPairs() throws Exception {
        List<String> openings = MatchRunner.bundledOpenings();
        try (Engine engine = new Engine()) {
            for (int index : new int[] {0, 1, 2, 801}) {
                Position start = Starts.BUNDLED.start(engine, index, NODES, new SplittableRandom(index));
                assertEquals(Fen.parse(openings.get((index / 2) % 400)), start);
            }
        }
    }

    @Test
    void startsAreNamedAsTheCommandLineWritesThem() {
        assertEquals(Starts.RANDOM, Starts.parse("random"));
        assertEquals(Starts.BUNDLED, Starts.parse("bundled"));
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class, () -> Starts.parse("Random"));
        assertEquals("the starts are bundled or random, not 'Random'", wrong.getMessage());
    }
}
