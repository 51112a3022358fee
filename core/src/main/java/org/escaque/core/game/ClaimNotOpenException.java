package org.escaque.core.game;

/** A draw claim that is not open now (or that a move would not open); nothing was changed. */
public final class ClaimNotOpenException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public ClaimNotOpenException(String message) {
        super(message);
    }
}
