package org.escaque.core.pgn;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads PGN import format (PGN standard, sections 4 to 9) game by game from a {@link Reader}, telling a
 * {@link PgnVisitor} what it finds as it goes, so that a file of any number of games is read in constant
 * memory. Every move is checked against the rules: a move inside a variation is read in the position before
 * the move the variation replaces.
 *
 * <p>Accepted: tag pairs with {@code \"} and {@code \\} escapes; the {@code FEN} tag (with or without
 * {@code SetUp "1"}) for another starting position; {@code {...}} comments over several lines; {@code ;}
 * comments to the end of the line; lines starting with {@code %}, which are skipped; move numbers with any
 * number of periods ({@code 1.}, {@code 1...}) or none; NAGs ({@code $1}) and the suffixes {@code ! ? !! ?? !?
 * ?!} (read as NAGs 1 to 6); nested variations; the termination markers {@code 1-0}, {@code 0-1},
 * {@code 1/2-1/2} and {@code *}; any line ends. SAN as {@link org.escaque.core.notation.San#parse} takes it,
 * and {@code e.p.} after an en-passant capture. A tag pair is on one line: a {@code [} starting a line always
 * opens a new one. The Result tag is not compared with the termination marker, which is the game's result.
 * A game whose moves end with no termination marker (at the input's end or the next game's tags), as moves pasted
 * from elsewhere often do, is read as if the marker were there: the result the rules gave it, else its Result tag's
 * if that fits the position, else {@code *}.
 *
 * <p>A bad game (an illegal or ambiguous move, a bad FEN, an unterminated string or comment, a token that has
 * no place, a variation left open, a limit passed) goes to {@link PgnVisitor#error(PgnException)} with
 * its number and line, and reading goes on at the next line starting with {@code [} that begins a tag section,
 * or at a game without tags: a line starting with {@code 1.} after a blank line, once the bad game's movetext
 * has been passed.
 * Nothing is thrown for bad text; only the underlying reader's {@link IOException} is.
 */
public final class PgnReader {

    /** The most characters in one comment. */
    public static final int MAX_COMMENT_LENGTH = 1 << 20;
    /** The most characters of comment text in one game, all comments together. */
    public static final int MAX_COMMENT_TEXT = 4 << 20;
    /** The most characters in one string (a tag value). */
    public static final int MAX_STRING_LENGTH = 8192;
    /** The most characters in one symbol (a move, a move number, a tag name). */
    public static final int MAX_SYMBOL_LENGTH = 255;
    /** The most tag pairs in one game. */
    public static final int MAX_TAGS = 1000;
    /** The most moves in one game, counted in half-moves, variations included. */
    public static final int MAX_MOVES = 20_000;
    /** The most comments, NAGs and variations in one game, together. */
    public static final int MAX_ANNOTATIONS = 100_000;
    /** The deepest nesting of variations. */
    public static final int MAX_VARIATION_DEPTH = 100;

    private final PgnLexer lexer;
    private int gameNumber;
    private long gameLine;

    /** A reader of the PGN text that {@code in} gives; it is read as needed and not closed. */
    public PgnReader(Reader in) {
        this.lexer = new PgnLexer(in);
    }

    /** Reads every game to the end of the input. */
    public void read(PgnVisitor visitor) throws IOException {
        while (readGame(visitor)) {
            // one game at a time
        }
    }

    /**
     * Reads the next game, good or bad.
     *
     * @return false when the input holds no more games (comments after the last game are ignored)
     */
    public boolean readGame(PgnVisitor visitor) throws IOException {
        List<String> comments = new ArrayList<>();
        long commentText = 0;
        while (lexer.peek().isComment()) {
            String text = lexer.next().text();
            commentText += text.length();
            if (commentText <= MAX_COMMENT_TEXT && comments.size() < MAX_ANNOTATIONS) {
                comments.add(text);
            }
        }
        if (lexer.peek().kind() == PgnToken.Kind.END) {
            return false;
        }
        gameNumber++;
        gameLine = lexer.peek().line();
        PgnGameParser parser = new PgnGameParser(lexer, visitor, gameNumber);
        try {
            parser.parse(comments);
        } catch (PgnException error) {
            visitor.error(error);
            lexer.skipToNextGame(parser.inTagSection());
        }
        return true;
    }

    /** How many games have been started so far, good and bad. */
    public int gamesRead() {
        return gameNumber;
    }

    /** The line on which the last game started. */
    long gameLine() {
        return gameLine;
    }

    /** Reads every game into memory: for small inputs; use a {@link PgnGameCollector} to stream. */
    public static PgnReadResult readAll(Reader in) throws IOException {
        List<PgnGame> games = new ArrayList<>();
        List<PgnException> errors = new ArrayList<>();
        new PgnReader(in).read(new PgnGameCollector(games::add, errors::add));
        return new PgnReadResult(games, errors);
    }
}
