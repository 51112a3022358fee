package org.escaque.core.notation;

/** SAN text that cannot be read as exactly one legal move; {@link #problem()} says which way it fails. */
public final class SanException extends NotationException {

    private static final long serialVersionUID = 1L;

    /** How SAN text fails. */
    public enum Problem {
        /** Not SAN syntax at all. */
        SYNTAX,
        /** Well formed, but no legal move matches. */
        ILLEGAL,
        /** Well formed, but more than one legal move matches. */
        AMBIGUOUS
    }

    private final Problem problem;

    public SanException(Problem problem, String text, String reason) {
        super("SAN", text, reason);
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
