package org.escaque.core.game.dead;

/**
 * Counts the positions the searches visit against a {@link Budget}, looking at the clock every 256 positions. A
 * part of a limit ({@link #part(double)}) gets a share of the nodes and of the time the whole has left, and also
 * counts into, and stops with, the whole.
 */
final class SearchLimit {

    private final SearchLimit whole;
    private final long nodeLimit;
    private final long deadline;
    private long nodes;
    private boolean exhausted;

    private SearchLimit(SearchLimit whole, long nodeLimit, long deadline) {
        this.whole = whole;
        this.nodeLimit = nodeLimit;
        this.deadline = deadline;
    }

    static SearchLimit of(Budget budget) {
        long deadline = budget.millis() == 0 ? Long.MAX_VALUE : System.nanoTime() + budget.millis() * 1_000_000;
        return new SearchLimit(null, budget.nodes(), deadline);
    }

    /** A limit on {@code share} (0 to 1) of the nodes and of the time this one has left. */
    SearchLimit part(double share) {
        long left = Math.max(0, nodeLimit - nodes);
        long partDeadline = deadline;
        if (deadline != Long.MAX_VALUE) {
            long now = System.nanoTime();
            partDeadline = now + (long) (Math.max(0, deadline - now) * share);
        }
        return new SearchLimit(this, (long) Math.ceil(left * share), partDeadline);
    }

    /** Counts one position; false once this limit (or the whole it is part of) is spent, and from then on. */
    boolean tick() {
        if (exhausted) {
            return false;
        }
        nodes++;
        boolean wholeSpent = whole != null && !whole.tick();
        if (wholeSpent || nodes > nodeLimit || (nodes & 255) == 0 && System.nanoTime() > deadline) {
            exhausted = true;
        }
        return !exhausted;
    }

    boolean isExhausted() {
        return exhausted || whole != null && whole.isExhausted();
    }

    long nodes() {
        return nodes;
    }

    /** A table size for a search under this limit: a power of two near twice its nodes, 256 to {@code max}. */
    int tableSize(int max) {
        long wanted = Math.max(256, Math.min(max, 2 * nodeLimit));
        return Integer.highestOneBit((int) wanted - 1) << 1;
    }
}
