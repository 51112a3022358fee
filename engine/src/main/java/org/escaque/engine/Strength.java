package org.escaque.engine;

/**
 * Weaker play on request, provisional until the difficulty levels exist: a cap on the nodes searched per
 * move that doubles every 100 Elo. Fewer nodes means shallower search, so play weakens in a rough,
 * monotone way; the numbers are not calibrated against rated opponents yet.
 */
final class Strength {

    static final int MIN_ELO = 1000;
    static final int MAX_ELO = 2800;

    private Strength() {
    }

    /** {@code limits} with the node cap for {@code elo} added (full strength at {@link #MAX_ELO}). */
    static SearchLimits limit(SearchLimits limits, int elo) {
        if (elo >= MAX_ELO) {
            return limits;
        }
        long cap = (long) (400 * Math.pow(2, (elo - MIN_ELO) / 100.0));
        long nodes = limits.nodes() > 0 ? Math.min(limits.nodes(), cap) : cap;
        return new SearchLimits(limits.whiteTime(), limits.blackTime(), limits.whiteIncrement(),
                limits.blackIncrement(), limits.movesToGo(), limits.depth(), nodes, limits.moveTime(), limits.mate(),
                limits.infinite(), limits.ponder(), limits.searchMoves());
    }
}
