package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** SeededRandom gives SplittableRandom's values (so the Zobrist keys stay those of earlier builds). */
class SeededRandomTest {

    @Test
    void longsIntsAndDoublesAreSplittableRandomsForTheSameSeed() {
        for (long seed : new long[] {0, 1, -1, 0x45534341515545L, 2026, Long.MIN_VALUE, Long.MAX_VALUE}) {
            SplittableRandom expected = new SplittableRandom(seed);
            SeededRandom actual = new SeededRandom(seed);
            for (int i = 0; i < 20_000; i++) {
                switch (i % 3) {
                    case 0 -> assertEquals(expected.nextLong(), actual.nextLong(), "seed " + seed + ", value " + i);
                    case 1 -> assertEquals(expected.nextInt(), actual.nextInt(), "seed " + seed + ", value " + i);
                    default -> assertEquals(expected.nextDouble(), actual.nextDouble(), "seed " + seed + ", value " + i);
                }
            }
        }
    }

    @Test
    void boundedValuesAreSplittableRandomsIncludingRejections() {
        // Bounds that are powers of two, small, and just past half the range (where half the values are rejected).
        int[] intBounds = {1, 2, 3, 7, 64, 1000, (1 << 30) + 1, Integer.MAX_VALUE};
        long[] longBounds = {1, 2, 3, 1L << 40, 1_000_000_007L, (1L << 62) + 1, Long.MAX_VALUE};
        SplittableRandom expected = new SplittableRandom(77);
        SeededRandom actual = new SeededRandom(77);
        for (int i = 0; i < 20_000; i++) {
            int intBound = intBounds[i % intBounds.length];
            assertEquals(expected.nextInt(intBound), actual.nextInt(intBound), "nextInt(" + intBound + ") #" + i);
            long longBound = longBounds[i % longBounds.length];
            assertEquals(expected.nextLong(longBound), actual.nextLong(longBound), "nextLong(" + longBound + ") #" + i);
        }
    }

    @Test
    void gaussiansHaveMeanZeroAndDeviationOne() {
        SeededRandom random = new SeededRandom(5);
        int n = 200_000;
        double sum = 0;
        double squares = 0;
        int beyondTwo = 0;
        for (int i = 0; i < n; i++) {
            double x = random.nextGaussian();
            sum += x;
            squares += x * x;
            if (Math.abs(x) > 2) {
                beyondTwo++;
            }
        }
        double mean = sum / n;
        double variance = squares / n - mean * mean;
        assertTrue(Math.abs(mean) < 0.01, "mean " + mean);
        assertTrue(Math.abs(variance - 1) < 0.02, "variance " + variance);
        // 4.55% of a normal distribution lies beyond two deviations.
        assertEquals(0.0455, beyondTwo / (double) n, 0.003);
    }

    @Test
    void aBoundMustBePositive() {
        SeededRandom random = new SeededRandom(1);
        assertThrows(IllegalArgumentException.class, () -> random.nextInt(0));
        assertThrows(IllegalArgumentException.class, () -> random.nextLong(-5));
    }
}
