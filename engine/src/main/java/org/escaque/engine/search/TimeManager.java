package org.escaque.engine.search;


/**
 * Turns the clock into two budgets for one move. The soft limit is the time we aim to use: the search
 * starts no new iteration past it (scaled by how settled the best move is). The hard limit is never passed:
 * the search is interrupted there. With a clock, a move gets about {@code remaining/movesToGo + 3/4 of the
 * increment} but at most a tenth of what is left; the hard limit is at most 4 times that and never more than
 * a safe share of what is left, after a fixed overhead for the GUI and the operating system. A fixed move time
 * ({@code go movetime}) is spent whole, as UCI asks ("search exactly x milliseconds") and as Stockfish does: no soft
 * limit, the search runs until the hard limit interrupts it.
 */
final class TimeManager {

    /** Moves we assume are left in sudden death. */
    private static final int DEFAULT_MOVES_TO_GO = 26;

    private final boolean timed;
    /** A fixed move time: only the hard limit counts. */
    private final boolean exact;
    private final long softMillis;
    private final long hardMillis;
    private volatile long startNanos;

    /** Budgets for the side to move ({@code 0} white, {@code 1} black) under {@code limits}. */
    TimeManager(SearchLimits limits, int sideToMove, int overheadMillis) {
        startNanos = System.nanoTime();
        if (limits.moveTime() > 0) {
            timed = true;
            exact = true;
            hardMillis = Math.max(1, limits.moveTime() - Math.min(overheadMillis, limits.moveTime() / 10));
            softMillis = hardMillis;
        } else if (limits.hasClock(sideToMove)) {
            timed = true;
            exact = false;
            long remaining = (sideToMove == 0 ? limits.whiteTime() : limits.blackTime()).getAsLong();
            long increment = sideToMove == 0 ? limits.whiteIncrement() : limits.blackIncrement();
            long available = Math.max(1, remaining - overheadMillis);
            int movesToGo = limits.movesToGo() > 0 ? Math.min(limits.movesToGo(), 50) : DEFAULT_MOVES_TO_GO;
            long target = available / movesToGo + increment * 3 / 4;
            // With a low clock the increment alone must not be spent: every move also costs some delay we
            // cannot see (pipes, scheduling), and spending the increment plus that delay drains the clock to
            // zero. Aiming at a tenth of what is left keeps a reserve that the increment then refills.
            double softShare = limits.movesToGo() > 0 ? Math.max(0.1, 0.8 / limits.movesToGo()) : 0.1;
            double hardShare = limits.movesToGo() == 1 ? 0.8 : limits.movesToGo() > 0 ? 0.4 : 0.3;
            long cap = Math.max(1, (long) (available * hardShare));
            hardMillis = Math.min(cap, target * 4);
            softMillis = Math.max(1, Math.min(Math.min(target, (long) (available * softShare)), hardMillis));
        } else {
            timed = false;
            exact = false;
            softMillis = Long.MAX_VALUE;
            hardMillis = Long.MAX_VALUE;
        }
    }

    /** Starts the clock again (on ponder hit, when our time really starts). */
    void restart() {
        startNanos = System.nanoTime();
    }

    /** Whether the search has a time budget at all. */
    boolean isTimed() {
        return timed;
    }

    long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /** Whether the hard limit has passed. */
    boolean isHardLimitReached() {
        return timed && elapsedMillis() >= hardMillis;
    }

    /**
     * Whether the soft limit, scaled by {@code factor}, has passed: no new iteration should start. Never with a fixed
     * move time, which is spent whole.
     */
    boolean isSoftLimitReached(double factor) {
        return timed && !exact && elapsedMillis() >= Math.min(hardMillis, (long) (softMillis * factor));
    }

    long softMillis() {
        return softMillis;
    }

    long hardMillis() {
        return hardMillis;
    }
}
