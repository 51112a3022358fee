package org.escaque.play;

import java.util.Optional;

/**
 * One side's seat: who sits there, the hash of the secret token that acts for it (a human seat not yet taken has
 * none), and the level when the computer sits there.
 */
public record Seat(PlayerKind kind, Optional<String> tokenHash, Optional<Integer> level) {

    /** A human seat held by whoever has the token that hashes to {@code tokenHash}. */
    public static Seat human(String tokenHash) {
        return new Seat(PlayerKind.HUMAN, Optional.of(tokenHash), Optional.empty());
    }

    /** A human seat nobody holds yet (the second seat of a LAN game). */
    public static Seat open() {
        return new Seat(PlayerKind.HUMAN, Optional.empty(), Optional.empty());
    }

    /** The computer at {@code level}. */
    public static Seat computer(int level) {
        return new Seat(PlayerKind.COMPUTER, Optional.empty(), Optional.of(level));
    }

    public boolean isComputer() {
        return kind == PlayerKind.COMPUTER;
    }
}
