package org.escaque.lab.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The sequential probability ratio test that decides a match early. */
class SprtTest {

    private final Sprt test = new Sprt(0, 10, 0.05, 0.05);

    @Test
    void boundsFollowFromTheErrorRates() {
        assertEquals(Math.log(0.05 / 0.95), test.lowerBound(), 1e-12);
        assertEquals(Math.log(0.95 / 0.05), test.upperBound(), 1e-12);
        assertEquals(-2.944, test.lowerBound(), 1e-3);
    }

    @Test
    void aScoreHalfwayBetweenTheHypothesesFavoursNeither() {
        double halfway = (Sprt.expectedScore(0) + Sprt.expectedScore(10)) / 2;
        // 1000 games scoring (nearly) halfway: 507 points.
        int wins = 257;
        int losses = 243;
        int draws = 500;
        double score = (wins + 0.5 * draws) / 1000.0;
        assertEquals(halfway, score, 0.0005);
        assertEquals(0, test.logLikelihoodRatio(wins, draws, losses), 0.2);
    }

    @Test
    void aClearlyStrongerEngineAcceptsH1AndAnEqualOneH0() {
        assertEquals(Sprt.Verdict.ACCEPT_H1, test.verdict(300, 400, 200));
        assertEquals(Sprt.Verdict.ACCEPT_H0, test.verdict(3000, 4000, 3000));
        assertEquals(Sprt.Verdict.CONTINUE, test.verdict(6, 8, 5));
        assertTrue(test.logLikelihoodRatio(300, 400, 200) > test.logLikelihoodRatio(250, 400, 250));
    }

    @Test
    void aRunOfWinsAloneStillDecides() {
        assertEquals(Sprt.Verdict.ACCEPT_H1, test.verdict(40, 0, 0));
        assertEquals(Sprt.Verdict.ACCEPT_H0, test.verdict(0, 0, 40));
    }

    @Test
    void badHypothesesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Sprt(10, 0, 0.05, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 10, 0, 0.05));
    }
}
