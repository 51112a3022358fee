package org.escaque.engine.search;


/**
 * The shared state between one running search and the thread that controls it: a stop request, the
 * pondering state, and the clock. One is made per {@code go}, so a late stop cannot leak into the next search.
 */
public final class SearchControl {

    private final SearchLimits limits;
    private final TimeManager time;
    private final long softNodes;
    private volatile boolean stopRequested;
    private volatile boolean pondering;

    /**
     * Control of a search under {@code limits} for the side to move (0 white, 1 black), keeping back
     * {@code overheadMillis} per move for communication. The clock starts now.
     */
    public SearchControl(SearchLimits limits, int sideToMove, int overheadMillis) {
        this(limits, sideToMove, overheadMillis, 0);
    }

    /**
     * As above, with a node budget that works as the clock's soft limit does: once {@code softNodes} nodes are
     * searched, no new iteration starts (the one under way still ends, up to the limits' node count, the hard limit).
     * A weaker level's budget: its searches end on whole iterations, as they would on a clock. 0: none.
     */
    public SearchControl(SearchLimits limits, int sideToMove, int overheadMillis, long softNodes) {
        this.limits = limits;
        this.time = new TimeManager(limits, sideToMove, overheadMillis);
        this.pondering = limits.ponder();
        this.softNodes = softNodes;
    }

    /** Whether a soft node budget is set and {@code nodes} have reached it: no new iteration should start. */
    boolean isNodeBudgetSpent(long nodes) {
        return softNodes > 0 && nodes >= softNodes;
    }

    /** The limits the search runs under. */
    public SearchLimits limits() {
        return limits;
    }

    TimeManager time() {
        return time;
    }

    /**
     * The time the search aims to use (its time manager's soft limit; it may end sooner), or {@link Long#MAX_VALUE}
     * when the limits set no time.
     */
    public long plannedMillis() {
        return time.softMillis();
    }

    /** Asks the search to stop as soon as possible; also releases a finished infinite or ponder search. */
    public synchronized void requestStop() {
        stopRequested = true;
        notifyAll();
    }

    /** Whether {@link #requestStop()} was called. */
    public boolean isStopRequested() {
        return stopRequested;
    }

    /** The opponent played the expected move: from now on our clock runs and the time limits apply. */
    public synchronized void ponderHit() {
        if (pondering) {
            time.restart();
            pondering = false;
        }
        notifyAll();
    }

    /** Whether the search is still on the opponent's time (before {@link #ponderHit()}). */
    public boolean isPondering() {
        return pondering;
    }

    /** Whether time limits apply now (not while pondering, and never in an infinite search). */
    boolean isTimeLimited() {
        return !pondering && !limits.infinite() && time.isTimed();
    }

    /**
     * Blocks until the answer may be given: UCI forbids sending {@code bestmove} during {@code go infinite}
     * or while pondering, even if the search has ended, until {@code stop} or {@code ponderhit}.
     */
    public synchronized void awaitRelease() throws InterruptedException {
        while (!stopRequested && (pondering || limits.infinite())) {
            wait();
        }
    }
}
