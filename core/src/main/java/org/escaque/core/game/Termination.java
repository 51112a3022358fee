package org.escaque.core.game;

/**
 * How a game ended. The ids are stable (safe to store and to send over the API). The first five are
 * automatic by the rules, the next two are draws claimed under the rules; the rest are facts of a playing
 * session (resignation, agreement, the clock) that {@code Game} never produces itself.
 */
public enum Termination {
    /** FIDE 5.1.1. */
    CHECKMATE("checkmate", "normal"),
    /** FIDE 5.2.1. */
    STALEMATE("stalemate", "normal"),
    /** FIDE 5.2.2 (the dead positions the app detects: see {@code Position#hasInsufficientMaterial}). */
    INSUFFICIENT_MATERIAL("insufficient-material", "normal"),
    /** FIDE 9.6.1: the same position for the fifth time. */
    FIVEFOLD_REPETITION("fivefold-repetition", "normal"),
    /** FIDE 9.6.2: 75 moves by each side without a capture or pawn move, the last not mating. */
    SEVENTY_FIVE_MOVES("seventy-five-moves", "normal"),
    /** FIDE 9.2: claimed at the third occurrence. */
    THREEFOLD_REPETITION("threefold-repetition", "normal"),
    /** FIDE 9.3: claimed after 50 moves by each side without a capture or pawn move. */
    FIFTY_MOVES("fifty-moves", "normal"),
    /** FIDE 9.1: draw agreed by both players. */
    AGREEMENT("agreement", "normal"),
    /** FIDE 5.1.2. */
    RESIGNATION("resignation", "normal"),
    /** FIDE 6.9: the flag fell and the opponent can still checkmate. */
    TIMEOUT("timeout", "time forfeit"),
    /** FIDE 6.9: the flag fell but the opponent cannot checkmate by any series of legal moves. */
    TIMEOUT_DRAW("timeout-draw", "time forfeit"),
    /** A player left and did not come back; the opponent claimed the result. */
    ABANDONMENT("abandonment", "abandoned");

    private final String id;
    private final String pgnTermination;

    Termination(String id, String pgnTermination) {
        this.id = id;
        this.pgnTermination = pgnTermination;
    }

    /** Stable lower-case id, e.g. {@code "fivefold-repetition"}. */
    public String id() {
        return id;
    }

    /** The value of the PGN {@code Termination} tag (PGN standard 9.8.1). */
    public String pgnTermination() {
        return pgnTermination;
    }

    /** Whether the rules end the game by themselves, with no claim or decision by anyone. */
    public boolean isAutomatic() {
        return ordinal() <= SEVENTY_FIVE_MOVES.ordinal();
    }

    /** The termination with this id. */
    public static java.util.Optional<Termination> fromId(String id) {
        for (Termination t : values()) {
            if (t.id.equals(id)) {
                return java.util.Optional.of(t);
            }
        }
        return java.util.Optional.empty();
    }
}
