package org.escaque.core.game;

import java.util.Optional;
import org.escaque.core.Color;

/**
 * How a game ended. The ids are stable (safe to store and to send over the API). Each termination says by
 * properties, not by its place in this list, how it comes about ({@link #isAutomatic()}, {@link #isClaimed()},
 * {@link #isDecidedOffTheBoard()}) and which results it allows ({@link #allows(Optional)}).
 */
public enum Termination {
    /** FIDE 5.1.1. */
    CHECKMATE("checkmate", Origin.RULES, Scoring.WIN, "normal"),
    /** FIDE 5.2.1. */
    STALEMATE("stalemate", Origin.RULES, Scoring.DRAW, "normal"),
    /**
     * FIDE 5.2.2, for the material cases: king against king, king and one minor piece against king, only bishops
     * all on squares of one colour ({@link org.escaque.core.Position#hasInsufficientMaterial()}).
     */
    INSUFFICIENT_MATERIAL("insufficient-material", Origin.RULES, Scoring.DRAW, "normal"),
    /**
     * FIDE 5.2.2, any other position where neither side can checkmate by any series of legal moves (a locked pawn
     * wall, say), as {@link org.escaque.core.game.dead.Winnability#isDead} proves it.
     */
    DEAD_POSITION("dead-position", Origin.RULES, Scoring.DRAW, "normal"),
    /** FIDE 9.6.1: the same position for the fifth time. */
    FIVEFOLD_REPETITION("fivefold-repetition", Origin.RULES, Scoring.DRAW, "normal"),
    /** FIDE 9.6.2: 75 moves by each side without a capture or pawn move, the last not mating. */
    SEVENTY_FIVE_MOVES("seventy-five-moves", Origin.RULES, Scoring.DRAW, "normal"),
    /** FIDE 9.2: claimed at the third occurrence. */
    THREEFOLD_REPETITION("threefold-repetition", Origin.CLAIM, Scoring.DRAW, "normal"),
    /** FIDE 9.3: claimed after 50 moves by each side without a capture or pawn move. */
    FIFTY_MOVES("fifty-moves", Origin.CLAIM, Scoring.DRAW, "normal"),
    /** FIDE 9.1: draw agreed by both players. */
    AGREEMENT("agreement", Origin.OFF_THE_BOARD, Scoring.DRAW, "normal"),
    /** FIDE 5.1.2. */
    RESIGNATION("resignation", Origin.OFF_THE_BOARD, Scoring.WIN, "normal"),
    /** FIDE 6.9: the flag fell and the opponent can still checkmate. */
    TIMEOUT("timeout", Origin.OFF_THE_BOARD, Scoring.WIN, "time forfeit"),
    /** FIDE 6.9: the flag fell but the opponent cannot checkmate by any series of legal moves. */
    TIMEOUT_DRAW("timeout-draw", Origin.OFF_THE_BOARD, Scoring.DRAW, "time forfeit"),
    /**
     * A player left and did not come back; the opponent claimed the game: a win, or a draw (asked for, or because
     * the claimant could not checkmate by any series of legal moves, as FIDE 6.9 has it for a fallen flag).
     */
    ABANDONMENT("abandonment", Origin.OFF_THE_BOARD, Scoring.WIN_OR_DRAW, "abandoned");

    /** Where an ending comes from. */
    private enum Origin { RULES, CLAIM, OFF_THE_BOARD }

    /** The results an ending allows. */
    private enum Scoring { WIN, DRAW, WIN_OR_DRAW }

    private final String id;
    private final Origin origin;
    private final Scoring scoring;
    private final String pgnTermination;

    Termination(String id, Origin origin, Scoring scoring, String pgnTermination) {
        this.id = id;
        this.origin = origin;
        this.scoring = scoring;
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
        return origin == Origin.RULES;
    }

    /** Whether it is a draw a player claims under the rules (FIDE 9.2, 9.3). */
    public boolean isClaimed() {
        return origin == Origin.CLAIM;
    }

    /** Whether it is decided off the board: resignation, agreement, the clock, abandonment. */
    public boolean isDecidedOffTheBoard() {
        return origin == Origin.OFF_THE_BOARD;
    }

    /** Whether a game may end this way with {@code winner} (empty: a draw). */
    public boolean allows(Optional<Color> winner) {
        return switch (scoring) {
            case WIN -> winner.isPresent();
            case DRAW -> winner.isEmpty();
            case WIN_OR_DRAW -> true;
        };
    }

    /** The termination with this id. */
    public static Optional<Termination> fromId(String id) {
        for (Termination t : values()) {
            if (t.id.equals(id)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
