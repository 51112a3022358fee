package org.escaque.play;

import org.escaque.core.Color;
import org.escaque.engine.Level;
import org.escaque.engine.search.SearchLimits;

/**
 * How long the computer thinks: the game's clocks as they stand, so that the engine's own time manager shares them out
 * (as it does in a UCI match); without a clock, {@link #UNTIMED_MILLIS} a move at full strength, and a weaker level
 * searches its own node budget ({@link org.escaque.engine.Level#nodes()}) with {@link #UNTIMED_WEAKER_MILLIS} only as
 * a bound, so that it plays alike on a fast computer and a slow phone. The same on the server and in the browser.
 */
public final class ComputerLimits {

    /** Thinking time per move without a clock, full strength. */
    public static final long UNTIMED_MILLIS = 1_000;
    /**
     * The most a weaker level thinks per move without a clock. Its node budget ends its search first on the devices
     * measured (docs/engine.md, "On a phone"); the bound only keeps a very slow device from thinking without end.
     */
    public static final long UNTIMED_WEAKER_MILLIS = 10_000;

    private ComputerLimits() {
    }

    /** The limits of an untimed game's move at {@code level} (1 to 8). */
    public static SearchLimits untimed(int level) {
        return SearchLimits.fixedTime(level >= Level.MAX ? UNTIMED_MILLIS : UNTIMED_WEAKER_MILLIS);
    }

    /** The limits of a move by {@code toMove} with {@code ownMillis} left, the opponent {@code opponentMillis}. */
    public static SearchLimits onClock(Color toMove, long ownMillis, long opponentMillis, long incrementMillis) {
        long white = toMove == Color.WHITE ? ownMillis : opponentMillis;
        long black = toMove == Color.WHITE ? opponentMillis : ownMillis;
        return SearchLimits.builder().whiteTime(Math.max(1, white)).blackTime(Math.max(1, black))
                .whiteIncrement(incrementMillis).blackIncrement(incrementMillis).build();
    }
}
