package org.escaque.lab.loadtest;

import java.util.Arrays;

/** Collects round-trip times (in microseconds) from many threads and reports percentiles. */
final class LatencyRecorder {

    private long[] samples = new long[1 << 16];
    private int count;

    synchronized void record(long micros) {
        if (count == samples.length) {
            samples = Arrays.copyOf(samples, samples.length * 2);
        }
        samples[count++] = micros;
    }

    synchronized int count() {
        return count;
    }

    /** The {@code fraction} percentile (0.5 for the median) in milliseconds; 0 with no samples. */
    synchronized double percentileMillis(double fraction) {
        if (count == 0) {
            return 0;
        }
        long[] sorted = Arrays.copyOf(samples, count);
        Arrays.sort(sorted);
        int index = (int) Math.min(count - 1, Math.max(0, Math.ceil(fraction * count) - 1));
        return sorted[index] / 1000.0;
    }
}
