package org.escaque.play;

/**
 * One moment, read from two clocks: the wall clock, for what is recorded and shown (when a game was created or last
 * changed), and a steady clock, for every duration a game measures (the time a player's clock charges, how long a
 * seat has been away). The wall clock may be set back or forward at any time (a correction, a laptop waking, a user
 * changing it); the steady one only ever moves forward at the pace of real time, so a jump of the wall clock neither
 * takes time from the player to move nor gives it back.
 *
 * <p>Steady readings mean something only against other readings of the same steady clock, taken by the same running
 * program: they are never stored, and a game read back from storage resumes its running clock at the moment it is
 * read ({@link GameSession} and {@link ClockState#resumedAt}).
 *
 * @param wallMillis the wall clock, in milliseconds since 1970 (UTC)
 * @param steadyMillis the steady clock, in milliseconds from an arbitrary origin
 */
public record Moment(long wallMillis, long steadyMillis) {

    /**
     * A moment for a caller that has only one reading, used for both (the browser build, which is given the page's
     * time, and tests that move one clock by hand).
     */
    public static Moment of(long millis) {
        return new Moment(millis, millis);
    }

    /** This moment {@code millis} later on both clocks. */
    public Moment plus(long millis) {
        return new Moment(wallMillis + millis, steadyMillis + millis);
    }
}
