package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The fast tables against the slow, obvious ray walking they are built to match. */
class AttacksTest {

    @Test
    void sliderLookupsEqualWalkingTheRaysForRandomOccupancies() {
        SplittableRandom random = new SplittableRandom(2024);
        for (int square = 0; square < 64; square++) {
            for (int i = 0; i < 2000; i++) {
                long occupied = random.nextLong() & random.nextLong() & (i % 2 == 0 ? -1L : random.nextLong());
                assertEquals(Rays.slidingAttacks(square, occupied, Rays.ROOK_DIRECTIONS), Attacks.rook(square, occupied),
                        "rook on " + square);
                assertEquals(Rays.slidingAttacks(square, occupied, Rays.BISHOP_DIRECTIONS),
                        Attacks.bishop(square, occupied), "bishop on " + square);
            }
        }
    }

    @Test
    void betweenAndLineMatchTheRaysThroughBothSquares() {
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                long between = 0;
                long line = 0;
                for (int[][] directions : new int[][][] {Rays.ROOK_DIRECTIONS, Rays.BISHOP_DIRECTIONS}) {
                    long fromA = Rays.slidingAttacks(a, 0, directions);
                    if (a != b && (fromA & 1L << b) != 0) {
                        between = fromA & Rays.slidingAttacks(b, 0, directions)
                                & Rays.slidingAttacks(a, 1L << b, directions) & Rays.slidingAttacks(b, 1L << a, directions);
                        line = (fromA & Rays.slidingAttacks(b, 0, directions)) | 1L << a | 1L << b;
                    }
                }
                assertEquals(between, Attacks.between(a, b), "between " + a + " and " + b);
                assertEquals(line, Attacks.line(a, b), "line through " + a + " and " + b);
            }
        }
    }
}
