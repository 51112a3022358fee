package org.escaque.lab.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EloEstimateTest {

    @Test
    void anEvenScoreIsZeroWithAnIntervalAroundIt() {
        EloEstimate even = new EloEstimate(30, 40, 30);
        assertEquals(0, even.difference(), 1e-9);
        assertTrue(even.lower() < 0 && even.upper() > 0);
        assertEquals(-even.lower(), even.upper(), 1e-9);
    }

    @Test
    void matchesTheLogisticModel() {
        // 75% is +190.8 Elo; 64 games of 48 wins and 16 losses: sd of a game 0.433, of the mean 0.0541.
        EloEstimate estimate = new EloEstimate(48, 0, 16);
        assertEquals(0.75, estimate.score(), 1e-12);
        assertEquals(190.85, estimate.difference(), 0.01);
        assertEquals(Math.sqrt(0.1875 / 64), estimate.scoreError(), 1e-12);
        assertEquals(EloEstimate.elo(0.75 - 1.959964 * Math.sqrt(0.1875 / 64)), estimate.lower(), 1e-9);
        assertEquals(EloEstimate.elo(0.75 + 1.959964 * Math.sqrt(0.1875 / 64)), estimate.upper(), 1e-9);
    }

    @Test
    void drawsNarrowTheInterval() {
        EloEstimate decisive = new EloEstimate(50, 0, 50);
        EloEstimate drawish = new EloEstimate(10, 80, 10);
        assertTrue(drawish.margin() < decisive.margin());
    }

    @Test
    void aCleanSweepHasAFiniteLowerBoundAndNoUpperOne() {
        EloEstimate sweep = new EloEstimate(40, 0, 0);
        assertEquals(Double.POSITIVE_INFINITY, sweep.difference());
        assertEquals(Double.POSITIVE_INFINITY, sweep.upper());
        // Wilson: 40 / (40 + 1.96^2) = 0.9124, which is +407 Elo.
        assertEquals(EloEstimate.elo(40 / (40 + 1.959964 * 1.959964)), sweep.lower(), 1e-6);
        assertTrue(sweep.describe().contains("95% interval +407 to +inf"), sweep.describe());
        EloEstimate allDraws = new EloEstimate(0, 20, 0);
        assertTrue(allDraws.lower() < -50 && allDraws.upper() > 50, allDraws.describe());
    }
}
