package org.escaque.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimeManagerTest {

    @Test
    void budgetsAFractionOfTheClockPlusMostOfTheIncrement() {
        SearchLimits limits = SearchLimits.builder().whiteTime(10_000).blackTime(10_000).whiteIncrement(100)
                .blackIncrement(100).build();
        TimeManager time = new TimeManager(limits, 0, 30);
        assertTrue(time.isTimed());
        assertTrue(time.softMillis() > 300 && time.softMillis() < 600, "soft " + time.softMillis());
        assertTrue(time.hardMillis() >= time.softMillis() && time.hardMillis() <= 4_000, "hard " + time.hardMillis());
    }

    @Test
    void neverPlansToUseMoreThanIsLeft() {
        for (long remaining : new long[] {1, 20, 50, 100, 200, 500}) {
            SearchLimits limits = SearchLimits.builder().whiteTime(remaining).blackTime(remaining)
                    .whiteIncrement(100).blackIncrement(100).build();
            TimeManager time = new TimeManager(limits, 1, 30);
            assertTrue(time.hardMillis() <= Math.max(1, remaining - 30),
                    remaining + " ms left, hard " + time.hardMillis());
        }
    }

    @Test
    void spendsLessThanTheIncrementWhenTheClockIsLow() {
        // Spending the whole increment (plus unseen delays) each move would drain a low clock to zero.
        SearchLimits limits = SearchLimits.builder().whiteTime(600).blackTime(600).whiteIncrement(100)
                .blackIncrement(100).build();
        TimeManager time = new TimeManager(limits, 0, 50);
        assertTrue(time.softMillis() <= 60, "soft " + time.softMillis());
        assertTrue(time.hardMillis() <= 200, "hard " + time.hardMillis());
    }

    @Test
    void givesAFixedMoveTimeBothLimits() {
        TimeManager time = new TimeManager(SearchLimits.fixedTime(1000), 0, 30);
        assertEquals(970, time.hardMillis());
        assertEquals(time.hardMillis(), time.softMillis());
    }

    @Test
    void spendsAFixedMoveTimeWholeButStopsEarlyOnAClock() throws InterruptedException {
        // "go movetime" asks for exactly that time: no iteration is skipped for a settled best move, only the hard
        // limit ends the search. On a clock the soft limit does end it early.
        TimeManager fixed = new TimeManager(SearchLimits.fixedTime(2), 0, 0);
        TimeManager clock = new TimeManager(SearchLimits.builder().whiteTime(100).blackTime(100).build(), 0, 0);
        assertTrue(clock.softMillis() < clock.hardMillis(), "soft " + clock.softMillis() + ", hard " + clock.hardMillis());
        Thread.sleep(clock.softMillis() + 5);
        assertTrue(fixed.isHardLimitReached());
        assertFalse(fixed.isSoftLimitReached(0.4));
        assertFalse(fixed.isSoftLimitReached(1));
        assertTrue(clock.isSoftLimitReached(1));
    }

    @Test
    void isUntimedWithoutAClock() {
        TimeManager time = new TimeManager(SearchLimits.fixedDepth(5), 0, 30);
        assertFalse(time.isTimed());
        assertFalse(time.isHardLimitReached());
    }
}
