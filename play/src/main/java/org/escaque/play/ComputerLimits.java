package org.escaque.play;

import org.escaque.core.Color;
import org.escaque.engine.Level;
import org.escaque.engine.search.SearchLimits;

/**
 * How long the computer thinks: the game's clocks as they stand, so that the engine's own time manager shares them out
 * (as it does in a UCI match); without a clock, a number of nodes, whatever time the device needs for them (bounded
 * by {@link #UNTIMED_BOUND_MILLIS}): a weaker level its own budget ({@link Level#nodes()}), full strength {@link
 * #UNTIMED_FULL_NODES}. So every level plays alike on a fast computer and on a slow phone, only more slowly there. The
 * same on the server and in the browser.
 */
public final class ComputerLimits {

    /**
     * Full strength's nodes a move without a clock: about a second on the host's JVM, some 1.6 s in a computer's
     * browser, longer on a phone (docs/engine.md, "On a phone"). A fixed time instead would make full strength weaker
     * than level 7 on a device a few times slower, since level 7 keeps its budget there.
     */
    public static final long UNTIMED_FULL_NODES = 1_000_000;
    /**
     * The most any level thinks per move without a clock. The nodes end its search first on the devices measured; the
     * bound only keeps a very slow device from thinking without end.
     */
    public static final long UNTIMED_BOUND_MILLIS = 10_000;

    private ComputerLimits() {
    }

    /** The limits of an untimed game's move at {@code level} (1 to 8). */
    public static SearchLimits untimed(int level) {
        if (level >= Level.MAX) {
            return SearchLimits.builder().nodes(UNTIMED_FULL_NODES).moveTime(UNTIMED_BOUND_MILLIS).build();
        }
        return SearchLimits.fixedTime(UNTIMED_BOUND_MILLIS);
    }

    /** The limits of a move by {@code toMove} with {@code ownMillis} left, the opponent {@code opponentMillis}. */
    public static SearchLimits onClock(Color toMove, long ownMillis, long opponentMillis, long incrementMillis) {
        long white = toMove == Color.WHITE ? ownMillis : opponentMillis;
        long black = toMove == Color.WHITE ? opponentMillis : ownMillis;
        return SearchLimits.builder().whiteTime(Math.max(1, white)).blackTime(Math.max(1, black))
                .whiteIncrement(incrementMillis).blackIncrement(incrementMillis).build();
    }
}
