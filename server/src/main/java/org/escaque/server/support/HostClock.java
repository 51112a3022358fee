package org.escaque.server.support;

import java.time.Clock;
import java.util.function.LongSupplier;
import org.escaque.play.Moment;

/**
 * The host's two clocks: the wall clock, for what is recorded and shown, and a steady one, for every duration a game
 * measures (its players' clocks, a seat's time away, a socket's silence). Game time follows only the steady one, so
 * a correction of the wall clock, or a user setting it, decides no game ({@link Moment}).
 */
public final class HostClock {

    private final Clock wall;
    private final LongSupplier steadyMillis;

    /**
     * Clocks read from {@code wall} and {@code steadyMillis} (milliseconds from any origin, never going back: tests
     * pass ones they move by hand).
     */
    public HostClock(Clock wall, LongSupplier steadyMillis) {
        this.wall = wall;
        this.steadyMillis = steadyMillis;
    }

    /** The system's: its UTC wall clock, and its monotonic clock ({@link System#nanoTime}) as the steady one. */
    public static HostClock system() {
        return new HostClock(Clock.systemUTC(), () -> System.nanoTime() / 1_000_000);
    }

    /** One clock read as both (for tests that move a single clock and expect game time to follow it). */
    public static HostClock following(Clock clock) {
        return new HostClock(clock, clock::millis);
    }

    /** Now, on both clocks. */
    public Moment now() {
        long steady = steadyMillis.getAsLong();
        return new Moment(wall.millis(), steady);
    }

    /** The wall clock alone, for what only records the time (analyses, backups). */
    public Clock wall() {
        return wall;
    }
}
