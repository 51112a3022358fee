package org.escaque.server.game.computer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.Color;
import org.escaque.engine.Engine;
import org.escaque.engine.Level;
import org.escaque.engine.search.SearchLimits;
import org.escaque.play.ComputerLimits;
import org.escaque.server.game.computer.ComputerPlayer.ClockInfo;
import org.junit.jupiter.api.Test;

class EngineComputerPlayerTest {

    @Test
    void everyLevelAnswersWithALegalMove() throws Exception {
        EngineComputerPlayer player = new EngineComputerPlayer();
        try {
            Position position = Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
            for (int level = Level.MIN; level <= Level.MAX; level++) {
                Move move = player.chooseMove("test", position, List.of(), position, level,
                        Optional.of(new ClockInfo(4_000, 4_000, 0)))
                        .get(30, TimeUnit.SECONDS);
                assertTrue(position.isLegal(move), "level " + level + ": " + move);
            }
        } finally {
            player.close();
        }
    }

    @Test
    void aGameKeepsItsFormAndGamesDiffer() {
        assertEquals(EngineComputerPlayer.formOf("g-123"), EngineComputerPlayer.formOf("g-" + 123));
        Set<Double> forms = new HashSet<>();
        for (int game = 0; game < 100; game++) {
            forms.add(EngineComputerPlayer.formOf(UUID.randomUUID().toString()));
        }
        assertTrue(forms.size() > 90, "games have their own form");
        assertTrue(forms.stream().anyMatch(form -> form > 0.5) && forms.stream().anyMatch(form -> form < -0.5));
    }

    @Test
    void theTopLevelTakesAMateInOne() throws Exception {
        EngineComputerPlayer player = new EngineComputerPlayer();
        try {
            Position position = Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
            Move move = player.chooseMove("test", position, List.of(), position, Level.MAX,
                    Optional.of(new ClockInfo(2_000, 2_000, 0))).get(30, TimeUnit.SECONDS);
            assertEquals("a1a8", move.toString());
        } finally {
            player.close();
        }
    }

    @Test
    void weakerLevelsPauseLikeAPersonAndFullStrengthDoesNot() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(1);
        java.util.Set<Long> pauses = new java.util.HashSet<>();
        for (int i = 0; i < 200; i++) {
            long pause = EngineComputerPlayer.pauseMillis(1 + i % 7, Long.MAX_VALUE, random);
            assertTrue(pause >= 400 && pause < 1_400, "pause " + pause);
            pauses.add(pause / 100);
        }
        assertTrue(pauses.size() >= 8, "pauses vary: " + pauses);
        assertEquals(0, EngineComputerPlayer.pauseMillis(Level.MAX, Long.MAX_VALUE, random));
        // On a short clock the pause is at most half the time the engine plans to think.
        assertTrue(EngineComputerPlayer.pauseMillis(1, 50, random) <= 25);
    }

    @Test
    void thinkingTimeIsTheEnginesTimeManagersShareOfTheClock() {
        // Without a clock every level searches nodes, whatever the device's speed: the time is only a bound.
        SearchLimits full = EngineComputerPlayer.limits(Color.WHITE, Level.MAX, Optional.empty());
        assertEquals(ComputerLimits.UNTIMED_FULL_NODES, full.nodes());
        assertEquals(ComputerLimits.UNTIMED_BOUND_MILLIS, full.moveTime());
        assertTrue(full.whiteTime().isEmpty() && full.depth() == 0);
        for (int level = Level.MIN; level < Level.MAX; level++) {
            assertEquals(SearchLimits.fixedTime(ComputerLimits.UNTIMED_BOUND_MILLIS),
                    EngineComputerPlayer.limits(Color.WHITE, level, Optional.empty()));
            assertTrue(Level.of(level).nodes() > 0, "level " + level + " has a node budget");
            // Full strength searches more than a level's largest budget could take it to.
            assertTrue(ComputerLimits.UNTIMED_FULL_NODES > 2 * 1.4 * Level.of(level).nodes(), "level " + level);
        }
        // The computer plays black: its own time is black's.
        SearchLimits limits = EngineComputerPlayer.limits(Color.BLACK, 5, Optional.of(new ClockInfo(60_000, 90_000,
                2_000)));
        assertEquals(90_000, limits.whiteTime().getAsLong());
        assertEquals(60_000, limits.blackTime().getAsLong());
        assertEquals(2_000, limits.blackIncrement());
        Engine engine = new Engine();
        try {
            long longClock = engine.plannedMillis(EngineComputerPlayer.limits(Color.WHITE, 5,
                    Optional.of(new ClockInfo(60_000, 60_000, 2_000))));
            long shortClock = engine.plannedMillis(EngineComputerPlayer.limits(Color.WHITE, 5,
                    Optional.of(new ClockInfo(1_000, 60_000, 0))));
            assertTrue(longClock > shortClock && shortClock > 0, longClock + " and " + shortClock);
            assertTrue(shortClock <= 100, "a tenth of a one-second clock at most: " + shortClock);
        } finally {
            engine.close();
        }
    }
}
