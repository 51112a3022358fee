package org.escaque.core;

/**
 * A small seeded random generator (SplitMix64) that runs the same on the JVM and in the browser's WebAssembly
 * build, where {@code java.util.SplittableRandom} and {@code java.util.random} do not exist. For a given seed,
 * {@link #nextLong()}, {@link #nextInt()}, {@link #nextInt(int)}, {@link #nextLong(long)} and
 * {@link #nextDouble()} give exactly the values {@code new java.util.SplittableRandom(seed)} gives (so the
 * Zobrist keys, and with them every position key and the engine's node counts, are those of earlier builds;
 * {@code SeededRandomTest} compares the two). {@link #nextGaussian()} is this class's own (Marsaglia's polar
 * method): normally distributed, but not SplittableRandom's sequence. Not for cryptography; not thread-safe.
 */
public final class SeededRandom {

    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;
    private static final double DOUBLE_UNIT = 0x1.0p-53;

    private long seed;
    private double nextGaussian = Double.NaN;

    /** A generator whose values follow from {@code seed}. */
    public SeededRandom(long seed) {
        this.seed = seed;
    }

    /** A generator seeded from the clock (different at each call, in practice). */
    public static SeededRandom fromClock() {
        return new SeededRandom(mix64(System.nanoTime()) ^ mix64(System.currentTimeMillis() + GOLDEN_GAMMA));
    }

    public long nextLong() {
        return mix64(nextSeed());
    }

    public int nextInt() {
        return mix32(nextSeed());
    }

    /** A value from 0 (inclusive) to {@code bound} (exclusive); {@code bound} must be positive. */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            return r & m;
        }
        for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
            // rejected: u fell in the last, incomplete stretch of multiples of bound
        }
        return r;
    }

    /** A value from 0 (inclusive) to {@code bound} (exclusive); {@code bound} must be positive. */
    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long r = nextLong();
        long m = bound - 1;
        if ((bound & m) == 0L) {
            return r & m;
        }
        for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
            // rejected, as in nextInt(int)
        }
        return r;
    }

    /** A value from 0 (inclusive) to 1 (exclusive), in steps of 2^-53. */
    public double nextDouble() {
        return (nextLong() >>> 11) * DOUBLE_UNIT;
    }

    /** A value from the standard normal distribution (mean 0, standard deviation 1). */
    public double nextGaussian() {
        if (!Double.isNaN(nextGaussian)) {
            double kept = nextGaussian;
            nextGaussian = Double.NaN;
            return kept;
        }
        double x;
        double y;
        double s;
        do {
            x = 2 * nextDouble() - 1;
            y = 2 * nextDouble() - 1;
            s = x * x + y * y;
        } while (s >= 1 || s == 0);
        double factor = Math.sqrt(-2 * Math.log(s) / s);
        nextGaussian = y * factor;
        return x * factor;
    }

    private long nextSeed() {
        return seed += GOLDEN_GAMMA;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }
}
