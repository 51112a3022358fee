package org.escaque.core.game.dead;

/**
 * How much work an analysis may do before answering {@link Verdict.Answer#UNKNOWN}: a number of positions
 * visited by its searches and, optionally, a time limit. A node limit alone gives the same answer on every
 * machine; the time limit is for interactive use.
 *
 * @param nodes positions the searches may visit (at least 0)
 * @param millis wall-clock limit in milliseconds; 0 for none
 */
public record Budget(long nodes, long millis) {

    /**
     * The budget for checks after every move of a game: most positions are decided without any search, and the
     * rest within a few milliseconds.
     */
    public static final Budget PER_MOVE = new Budget(3_000, 0);

    public Budget {
        if (nodes < 0 || millis < 0) {
            throw new IllegalArgumentException("a budget is not negative");
        }
    }

    /** A time limit (with no limit on nodes). */
    public static Budget ofMillis(long millis) {
        if (millis <= 0) {
            throw new IllegalArgumentException("a time limit is positive");
        }
        return new Budget(Long.MAX_VALUE, millis);
    }

    /** A node limit (with no time limit). */
    public static Budget ofNodes(long nodes) {
        return new Budget(nodes, 0);
    }
}
