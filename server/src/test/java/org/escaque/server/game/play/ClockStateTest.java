package org.escaque.server.game.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.play.ClockState;
import org.escaque.play.TimeControl;
import org.junit.jupiter.api.Test;

final class ClockStateTest {

    private static final TimeControl THREE_PLUS_TWO = TimeControl.parse("3+2");

    @Test
    void clocksRunOnlyOnceBothSidesHaveMoved() {
        ClockState clock = ClockState.start(THREE_PLUS_TWO);
        clock = clock.afterMove(Color.WHITE, 1, 10_000, THREE_PLUS_TWO);
        assertEquals(Optional.empty(), clock.running());
        clock = clock.afterMove(Color.BLACK, 2, 20_000, THREE_PLUS_TWO);
        assertEquals(Optional.of(Color.WHITE), clock.running());
        assertEquals(180_000, clock.remaining(Color.WHITE, 20_000));
        assertEquals(180_000, clock.remaining(Color.BLACK, 20_000), "no increment for a move made on a stopped clock");
    }

    @Test
    void theMoverIsChargedAndGetsTheIncrement() {
        ClockState clock = new ClockState(60_000, 60_000, Optional.of(Color.WHITE), 1_000);
        assertEquals(55_000, clock.remaining(Color.WHITE, 6_000));
        ClockState after = clock.afterMove(Color.WHITE, 5, 6_000, THREE_PLUS_TWO);
        assertEquals(57_000, after.whiteMillis());
        assertEquals(Optional.of(Color.BLACK), after.running());
        assertEquals(60_000, after.remaining(Color.BLACK, 6_000));
        assertEquals(50_000, after.remaining(Color.BLACK, 16_000));
    }

    @Test
    void theFlagFallsAtZeroAndNotBefore() {
        ClockState clock = new ClockState(5_000, 60_000, Optional.of(Color.WHITE), 0);
        assertEquals(Optional.empty(), clock.flagged(4_999));
        assertEquals(Optional.of(Color.WHITE), clock.flagged(5_000));
        assertEquals(Optional.of(5_000L), clock.flagFallsAt());
        assertEquals(0, clock.remaining(Color.WHITE, 9_000), "never below zero");
    }

    @Test
    void stoppingChargesTheRunningSide() {
        ClockState stopped = new ClockState(5_000, 60_000, Optional.of(Color.BLACK), 0).stopped(2_000);
        assertEquals(58_000, stopped.blackMillis());
        assertTrue(stopped.running().isEmpty());
        ClockState charged = new ClockState(5_000, 60_000, Optional.of(Color.BLACK), 0).chargedAt(2_000);
        assertEquals(58_000, charged.blackMillis());
        assertEquals(58_000, charged.resumedAt(100_000).remaining(Color.BLACK, 100_000));
    }
}
