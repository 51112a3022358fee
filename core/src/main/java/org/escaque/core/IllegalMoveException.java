package org.escaque.core;

/** A move that the rules do not allow in the position it was tried in, with the rule that forbids it. */
public final class IllegalMoveException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient IllegalMoveReason reason;

    public IllegalMoveException(IllegalMoveReason reason) {
        super(reason.describe());
        this.reason = reason;
    }

    public IllegalMoveReason reason() {
        return reason;
    }
}
