package org.escaque.core.pgn;

/**
 * A game in PGN text that cannot be read: says which game (1-based, counting every game in the input, good or
 * bad), on which line (1-based) the problem was found, and what is wrong.
 */
public final class PgnException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final int gameNumber;
    private final long line;
    private final String reason;

    /**
     * A problem in a game.
     *
     * @param gameNumber the game's number in its input, from 1
     * @param line the line the problem was found on, from 1
     * @param reason what is wrong, without the game and line
     */
    public PgnException(int gameNumber, long line, String reason) {
        super("game " + gameNumber + ", line " + line + ": " + reason);
        this.gameNumber = gameNumber;
        this.line = line;
        this.reason = reason;
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
