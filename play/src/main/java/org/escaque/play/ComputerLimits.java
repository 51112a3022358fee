package org.escaque.play;

import org.escaque.core.Color;
import org.escaque.engine.search.SearchLimits;

/**
 * How long the computer thinks: the game's clocks as they stand, so that the engine's own time manager shares them out
 * (as it does in a UCI match); without a clock, {@link #UNTIMED_MILLIS} a move. The same on the server and in the
 * browser.
 */
public final class ComputerLimits {

    /** Thinking time per move without a clock, full strength; weaker levels stop earlier by their node cap. */
    public static final long UNTIMED_MILLIS = 1_000;

    private ComputerLimits() {
    }

    /** The limits of an untimed game's move. */
    public static SearchLimits untimed() {
        return SearchLimits.fixedTime(UNTIMED_MILLIS);
    }

    /** The limits of a move by {@code toMove} with {@code ownMillis} left, the opponent {@code opponentMillis}. */
    public static SearchLimits onClock(Color toMove, long ownMillis, long opponentMillis, long incrementMillis) {
        long white = toMove == Color.WHITE ? ownMillis : opponentMillis;
        long black = toMove == Color.WHITE ? opponentMillis : ownMillis;
        return SearchLimits.builder().whiteTime(Math.max(1, white)).blackTime(Math.max(1, black))
                .whiteIncrement(incrementMillis).blackIncrement(incrementMillis).build();
    }
}
