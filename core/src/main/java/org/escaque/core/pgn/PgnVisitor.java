package org.escaque.core.pgn;

import org.escaque.core.Move;
import org.escaque.core.Position;

/**
 * Receives what a {@link PgnReader} finds, game by game, as it reads; every method does nothing unless
 * overridden. For each game the calls come in this order:
 * <pre>
 *   beginGame, tag*, startingPosition, (move | nag | comment | beginVariation | endVariation)*, result, endGame
 * </pre>
 * A bad game stops at the first problem with {@link #error(PgnException)} instead of the calls still to come
 * (no {@code result}, no {@code endGame}); the reader then skips to the next game. A visitor may itself throw
 * a {@link PgnException} from any call but {@code error} to reject the game in the same way.
 */
public interface PgnVisitor {

    /**
     * A game starts.
     *
     * @param gameNumber its number in the input, from 1, counting bad games too
     */
    default void beginGame(int gameNumber) {
    }

    /**
     * A tag pair, in the order of the input.
     *
     * @param name the tag name, such as {@code Event}
     * @param value the value with escapes undone
     */
    default void tag(String name, String value) {
    }

    /**
     * The position the game starts from, after the tags: the one in the {@code FEN} tag if there is one,
     * otherwise the standard starting position.
     */
    default void startingPosition(Position start) {
    }

    /**
     * A legal move of the current line (the main line, or the innermost open variation).
     *
     * @param text the move as written, without suffix annotations (those come as {@link #nag(int)})
     * @param move the move
     * @param before the position the move is played in
     * @param after the position after the move
     */
    default void move(String text, Move move, Position before, Position after) {
    }

    /**
     * A numeric annotation glyph for the last move of the current line; the suffixes {@code !}, {@code ?},
     * {@code !!}, {@code ??}, {@code !?}, {@code ?!} come as NAGs 1 to 6.
     *
     * @param nag from 0 to 255
     */
    default void nag(int nag) {
    }

    /**
     * A comment, as written between the braces or after the {@code ;}; it belongs to the last move of the
     * current line, or comes before the first one.
     */
    default void comment(String text) {
    }

    /** A variation opens: an alternative to the last move of the current line, which it replaces. */
    default void beginVariation() {
    }

    /** The innermost open variation closes. */
    default void endVariation() {
    }

    /**
     * The game termination marker.
     *
     * @param result {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
     */
    default void result(String result) {
    }

    /**
     * A good game has been read to its end.
     *
     * @param gameNumber its number, as given to {@link #beginGame(int)}
     */
    default void endGame(int gameNumber) {
    }

    /** The current game is bad; the reader goes on with the next one. */
    default void error(PgnException error) {
    }
}
