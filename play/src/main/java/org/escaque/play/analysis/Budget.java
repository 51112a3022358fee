package org.escaque.play.analysis;

import java.util.Optional;

/**
 * How hard each position is searched: a fixed number of nodes, so the same game at the same budget gets the same
 * evaluations on any machine, fast or slow, busy or idle (a time budget would depend on the load).
 */
public enum Budget {
    /** About a quarter of a second a position on one core of a small machine (docs/analysis.md). */
    QUICK("quick", 150_000),
    /** Ten times the quick budget. */
    DEEP("deep", 1_500_000);

    private final String id;
    private final long nodes;

    Budget(String id, long nodes) {
        this.id = id;
        this.nodes = nodes;
    }

    public String id() {
        return id;
    }

    /** The nodes searched in each position. */
    public long nodes() {
        return nodes;
    }

    /** The budget with this id ({@code quick} or {@code deep}). */
    public static Optional<Budget> fromId(String id) {
        for (Budget budget : values()) {
            if (budget.id.equals(id)) {
                return Optional.of(budget);
            }
        }
        return Optional.empty();
    }
}
