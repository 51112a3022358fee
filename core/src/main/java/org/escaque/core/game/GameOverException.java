package org.escaque.core.game;

/** A move or claim tried after the game has ended. */
public final class GameOverException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    private final transient Outcome outcome;

    public GameOverException(Outcome outcome) {
        super("the game is over (" + outcome.termination().id() + ", " + outcome.result() + ")");
        this.outcome = outcome;
    }

    public Outcome outcome() {
        return outcome;
    }
}
