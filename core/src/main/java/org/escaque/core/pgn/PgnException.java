package org.escaque.core.pgn;

/**
 * A game in PGN text that cannot be read: says which game (1-based, counting every game in the input, good or
 * bad), on which line (1-based) the problem was found, and what is wrong.
 */
public final class PgnException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** What kind of problem it is, for a client that words it in its own language. */
    public enum Problem {
        /** A move that breaks the rules in its position. */
        ILLEGAL_MOVE,
        /** A move that more than one legal move matches. */
        AMBIGUOUS_MOVE,
        /** A move after the game had already ended by itself (mate, stalemate, a dead position...). */
        MOVE_AFTER_END,
        /** Where a move should be, text that is not one in SAN (a piece's letter in another language: Cf3). */
        UNREADABLE_MOVE,
        /** Anything else: the text is not PGN as the standard writes it. */
        UNREADABLE;

        /** The problem's stable id, e.g. {@code "illegal-move"}. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    private final int gameNumber;
    private final long line;
    private final String reason;
    private final Problem problem;
    private final String move;

    /**
     * A problem in a game.
     *
     * @param gameNumber the game's number in its input, from 1
     * @param line the line the problem was found on, from 1
     * @param reason what is wrong, without the game and line
     */
    public PgnException(int gameNumber, long line, String reason) {
        this(gameNumber, line, reason, Problem.UNREADABLE, null);
    }

    /**
     * A problem with one move.
     *
     * @param problem what kind of problem
     * @param move the move as numbered in the game, e.g. {@code "2. Ke3"} or {@code "2... Ke6"}; null if none
     */
    public PgnException(int gameNumber, long line, String reason, Problem problem, String move) {
        super("game " + gameNumber + ", line " + line + ": " + reason);
        this.gameNumber = gameNumber;
        this.line = line;
        this.reason = reason;
        this.problem = problem;
        this.move = move;
    }

    /** What kind of problem it is. */
    public Problem problem() {
        return problem;
    }

    /** The move the problem is in, numbered as in the game ({@code "2. Ke3"}), if it is about one move. */
    public java.util.Optional<String> move() {
        return java.util.Optional.ofNullable(move);
    }

    /** The game's number in its input, from 1; bad games are counted too. */
    public int gameNumber() {
        return gameNumber;
    }

    /** The line, from 1, on which the problem was found. */
    public long line() {
        return line;
    }

    /** What is wrong, without the game number and line. */
    public String reason() {
        return reason;
    }
}
