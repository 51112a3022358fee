package org.escaque.play;

import java.util.Optional;
import org.escaque.core.Color;

/**
 * Both clocks of a game at one moment, immutable. A running clock is stored as the time it had when it started
 * running plus that start instant; {@link #remaining} subtracts what has passed since. Every instant here is a
 * steady reading ({@link Moment#steadyMillis}), never the wall clock: setting the wall clock forward or back changes
 * no one's time.
 *
 * <p>When clocks run: neither runs until both sides have made their first move (as on most servers, so opening
 * a game costs no time); from then on the side to move's clock runs. After each move made while the mover's
 * clock ran, the increment is added to it.
 *
 * @param whiteMillis white's time, as of {@code sinceMillis} when white's clock runs
 * @param blackMillis black's time, as of {@code sinceMillis} when black's clock runs
 * @param running the side whose clock runs, if any
 * @param sinceMillis when the running clock last started (a steady reading of the running program; not stored)
 */
public record ClockState(long whiteMillis, long blackMillis, Optional<Color> running, long sinceMillis) {

    /** The number of half-moves after which clocks run. */
    public static final int PLIES_BEFORE_CLOCKS_RUN = 2;

    /** Both clocks full and stopped. */
    public static ClockState start(TimeControl control) {
        return new ClockState(control.baseMillis(), control.baseMillis(), Optional.empty(), 0);
    }

    /** The time {@code side} has at {@code nowMillis}; never below zero. */
    public long remaining(Color side, long nowMillis) {
        long stored = side == Color.WHITE ? whiteMillis : blackMillis;
        if (running.isPresent() && running.get() == side) {
            return Math.max(0, stored - Math.max(0, nowMillis - sinceMillis));
        }
        return stored;
    }

    /** The side whose flag has fallen at {@code nowMillis}: its clock runs and shows zero. */
    public Optional<Color> flagged(long nowMillis) {
        return running.filter(side -> remaining(side, nowMillis) <= 0);
    }

    /** When the running clock will show zero, if one runs. */
    public Optional<Long> flagFallsAt() {
        return running.map(side -> sinceMillis + (side == Color.WHITE ? whiteMillis : blackMillis));
    }

    /**
     * The clocks after {@code mover} completes a move at {@code nowMillis}, the game then having {@code plyAfter}
     * half-moves: the mover's time is charged and incremented, and the opponent's clock starts once clocks run.
     */
    public ClockState afterMove(Color mover, int plyAfter, long nowMillis, TimeControl control) {
        ClockState charged = stopped(nowMillis);
        if (running.isPresent() && running.get() == mover) {
            charged = charged.with(mover, charged.stored(mover) + control.incrementMillis());
        }
        return charged.runningFor(mover.opponent(), plyAfter, nowMillis);
    }

    /** Both clocks stopped at {@code nowMillis}, the running side charged for the time it used. */
    public ClockState stopped(long nowMillis) {
        if (running.isEmpty()) {
            return this;
        }
        Color side = running.get();
        return new ClockState(side == Color.WHITE ? remaining(side, nowMillis) : whiteMillis,
                side == Color.BLACK ? remaining(side, nowMillis) : blackMillis, Optional.empty(), 0);
    }

    /** These clocks (stopped) with {@code side}'s running from {@code nowMillis} if clocks run at {@code ply}. */
    public ClockState runningFor(Color side, int ply, long nowMillis) {
        ClockState base = stopped(nowMillis);
        if (ply < PLIES_BEFORE_CLOCKS_RUN) {
            return base;
        }
        return new ClockState(base.whiteMillis, base.blackMillis, Optional.of(side), nowMillis);
    }

    /** The running clock (if any) charged up to {@code nowMillis} and still running from then. */
    public ClockState chargedAt(long nowMillis) {
        return running.isEmpty() ? this : stopped(nowMillis).withRunning(running.get(), nowMillis);
    }

    private ClockState withRunning(Color side, long nowMillis) {
        return new ClockState(whiteMillis, blackMillis, Optional.of(side), nowMillis);
    }

    /** The same times with the running clock (if any) restarted at {@code nowMillis}: used after a restart. */
    public ClockState resumedAt(long nowMillis) {
        return running.isEmpty() ? this : new ClockState(whiteMillis, blackMillis, running, nowMillis);
    }

    private long stored(Color side) {
        return side == Color.WHITE ? whiteMillis : blackMillis;
    }

    private ClockState with(Color side, long millis) {
        return new ClockState(side == Color.WHITE ? millis : whiteMillis, side == Color.BLACK ? millis : blackMillis,
                running, sinceMillis);
    }
}
