package org.escaque.core.game;

import java.util.Optional;
import java.util.Set;

/** The draws a player may claim under the FIDE Laws (the arbiter's part is played by {@link Game}). */
public enum DrawClaim {
    /** FIDE 9.2: the same position for at least the third time (or about to be, with the claimant's move). */
    THREEFOLD_REPETITION("threefold-repetition"),
    /** FIDE 9.3: the last 50 moves by each side without a capture or pawn move (or about to be). */
    FIFTY_MOVES("fifty-moves");

    private final String id;

    DrawClaim(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The termination a successful claim ends the game with. */
    public Termination termination() {
        return this == THREEFOLD_REPETITION ? Termination.THREEFOLD_REPETITION : Termination.FIFTY_MOVES;
    }

    /**
     * The claim a player makes when several are open: the repetition, which names the position that repeats (the
     * game's record then says why it ended even where the 50 moves are also complete). Empty when none is open.
     */
    public static Optional<DrawClaim> preferred(Set<DrawClaim> open) {
        for (DrawClaim claim : values()) {
            if (open.contains(claim)) {
                return Optional.of(claim);
            }
        }
        return Optional.empty();
    }
}
