package org.escaque.core.pgn;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;
import org.escaque.core.Fen;
import org.escaque.core.notation.San;
import org.escaque.core.notation.SanException;
import org.escaque.core.pgn.PgnToken.Kind;

/**
 * Reads one game from a lexer for a {@link PgnReader}: the tag section, then the movetext up to the
 * termination marker, telling the visitor as it goes. Problems are thrown as {@link PgnException}.
 */
final class PgnGameParser {

    static final Pattern TAG_NAME = Pattern.compile("[A-Za-z0-9_]+");
    private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");
    private static final List<String> SUFFIXES = List.of("!", "?", "!!", "??", "!?", "?!");
    private static final String MARKERS = "(1-0, 0-1, 1/2-1/2 or *)";

    /** Where to come back to when a variation closes. */
    private record Frame(Position current, Position beforeLast, Move lastMove) {
    }

    private final PgnLexer lexer;
    private final PgnVisitor visitor;
    private final int gameNumber;
    private boolean inTagSection = true;
    /** The Result tag's value, if the game has one: its result when the movetext has no termination marker. */
    private String resultTag;

    /** The main line as a game, so that the rules' endings apply to it (variations are only commentary). */
    private Game mainLine;
    private Position current;
    /** The position before the last move of the current line; null before its first move. */
    private Position beforeLast;
    private Move lastMove;
    private boolean lastTokenWasMove;
    private long lastLine;
    private final Deque<Frame> frames = new ArrayDeque<>();
    private int moves;
    private int annotations;
    private long commentText;

    PgnGameParser(PgnLexer lexer, PgnVisitor visitor, int gameNumber) {
        this.lexer = lexer;
        this.visitor = visitor;
        this.gameNumber = gameNumber;
    }

    /** Whether the problem, if any, came up in the tag section. */
    boolean inTagSection() {
        return inTagSection;
    }

    /** Reads the game; {@code comments} came before its first token and are kept only if it has no tags. */
    void parse(List<String> comments) throws IOException {
        visitor.beginGame(gameNumber);
        List<String> leading = new ArrayList<>(comments);
        for (String comment : leading) {
            countComment(comment, lexer.peek().line());
        }
        Position start = readTags(leading);
        inTagSection = false;
        visitor.startingPosition(start);
        for (String comment : leading) {
            visitor.comment(comment);
        }
        readMovetext(start);
        visitor.endGame(gameNumber);
    }

    // ---- tag section ----

    private Position readTags(List<String> comments) throws IOException {
        int count = 0;
        PgnToken fen = null;
        PgnToken setUp = null;
        while (true) {
            while (lexer.peek().isComment()) {
                PgnToken comment = consume();
                countComment(comment.text(), comment.line());
                comments.add(comment.text());
            }
            if (lexer.peek().kind() != Kind.LEFT_BRACKET) {
                break;
            }
            consume();
            comments.clear();
            PgnToken name = expectInTag(Kind.SYMBOL, "a tag name after '['");
            if (!TAG_NAME.matcher(name.text()).matches()) {
                throw fail(name, "tag name '" + shown(name.text()) + "' may hold only letters, digits and '_'");
            }
            PgnToken value = expectInTag(Kind.STRING, "the quoted value of the " + name.text() + " tag");
            expectInTag(Kind.RIGHT_BRACKET, "']' to close the " + name.text() + " tag");
            if (++count > PgnReader.MAX_TAGS) {
                throw fail(name, "more than " + PgnReader.MAX_TAGS + " tags in one game");
            }
            visitor.tag(name.text(), value.text());
            fen = name.text().equals("FEN") ? value : fen;
            resultTag = name.text().equals("Result") ? value.text() : resultTag;
            setUp = name.text().equals("SetUp") ? value : setUp;
        }
        return startingPosition(fen, setUp);
    }

    /** The next token of a tag pair, which must be of {@code kind}; a '[' starting a line is left for later. */
    private PgnToken expectInTag(Kind kind, String expected) throws IOException {
        PgnToken token = lexer.peek();
        if (token.kind() == Kind.LEFT_BRACKET && token.lineStart()) {
            throw fail(lastLine, "expected " + expected + " but the line ends");
        }
        consume();
        if (token.kind() != kind) {
            throw fail(token, describe(token, expected));
        }
        return token;
    }

    private Position startingPosition(PgnToken fen, PgnToken setUp) {
        if (fen != null) {
            try {
                return Fen.parse(fen.text());
            } catch (IllegalArgumentException e) {
                throw fail(fen, "bad FEN tag \"" + shown(fen.text()) + "\": " + e.getMessage());
            }
        }
        if (setUp != null && setUp.text().equals("1")) {
            throw fail(setUp, "the SetUp tag is \"1\" but no FEN tag gives the starting position");
        }
        return Position.initial();
    }

    // ---- movetext ----

    private void readMovetext(Position start) throws IOException {
        current = start;
        mainLine = new Game(start);
        while (true) {
            PgnToken token = lexer.peek();
            if (token.kind() == Kind.LEFT_BRACKET) {
                finishUnmarked(lastLine);
                return;
            }
            consume();
            boolean afterMove = lastTokenWasMove;
            lastTokenWasMove = false;
            switch (token.kind()) {
                case SYMBOL -> {
                    if (symbol(token, afterMove)) {
                        return;
                    }
                }
                case ASTERISK -> {
                    finish(token);
                    return;
                }
                case NAG -> annotate(token, Integer.parseInt(token.text()));
                case SUFFIX -> annotate(token, SUFFIXES.indexOf(token.text()) + 1);
                case BRACE_COMMENT, LINE_COMMENT -> comment(token);
                case LEFT_PARENTHESIS -> beginVariation(token);
                case RIGHT_PARENTHESIS -> endVariation(token);
                case END -> {
                    finishUnmarked(lastLine);
                    return;
                }
                case ERROR -> throw fail(token, token.text());
                default -> throw fail(token, describe(token, "a move, a comment, a variation or a result"));
            }
        }
    }

    /** Handles a symbol; true when it ended the game. */
    private boolean symbol(PgnToken token, boolean afterMove) throws IOException {
        String text = token.text();
        if (text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            while (lexer.peek().kind() == Kind.PERIOD) {
                consume();
            }
            return false;
        }
        if (RESULTS.contains(text)) {
            finish(token);
            return true;
        }
        if (text.startsWith("e.")) {
            if (text.equals("e.p.") && afterMove && lastMove.isEnPassant()) {
                return false;
            }
            throw fail(token, "'" + text + "' may only follow an en-passant capture, as in exd6 e.p.");
        }
        playMove(token);
        return false;
    }

    private void playMove(PgnToken token) {
        if (frames.isEmpty()) {
            Optional<Outcome> over = mainLine.outcome();
            if (over.isPresent()) {
                throw failMove(token, PgnException.Problem.MOVE_AFTER_END, "the move " + label(current)
                        + shown(token.text()) + " comes after the game ended (" + Game.describe(over.get()) + ", "
                        + over.get().result() + ")");
            }
        }
        Move move;
        try {
            move = San.parse(current, token.text());
        } catch (SanException e) {
            PgnException.Problem problem = switch (e.problem()) {
                case ILLEGAL -> PgnException.Problem.ILLEGAL_MOVE;
                case AMBIGUOUS -> PgnException.Problem.AMBIGUOUS_MOVE;
                case SYNTAX -> PgnException.Problem.UNREADABLE_MOVE;
            };
            throw failMove(token, problem, describe(e, token.text()));
        } catch (IllegalArgumentException e) {
            throw fail(token, "cannot read the move '" + shown(token.text()) + "': " + e.getMessage());
        }
        if (++moves > PgnReader.MAX_MOVES) {
            throw fail(token, "more than " + PgnReader.MAX_MOVES + " moves (half-moves, variations included)");
        }
        Position after;
        try {
            if (frames.isEmpty()) {
                mainLine.play(move);
                after = mainLine.position();
            } else {
                after = current.play(move);
            }
        } catch (IllegalMoveException e) {
            throw failMove(token, PgnException.Problem.ILLEGAL_MOVE, "illegal move " + label(current) + token.text()
                    + ": " + e.getMessage());
        }
        visitor.move(token.text(), move, current, after);
        beforeLast = current;
        current = after;
        lastMove = move;
        lastTokenWasMove = true;
    }

    private void annotate(PgnToken token, int nag) {
        if (beforeLast == null) {
            throw fail(token, "the annotation '" + (token.kind() == Kind.NAG ? "$" : "") + token.text()
                    + "' must follow a move");
        }
        countAnnotation(token.line());
        visitor.nag(nag);
    }

    private void comment(PgnToken token) {
        countComment(token.text(), token.line());
        visitor.comment(token.text());
    }

    private void beginVariation(PgnToken token) {
        if (beforeLast == null) {
            throw fail(token, "a variation '(' must follow the move it is an alternative to");
        }
        if (frames.size() >= PgnReader.MAX_VARIATION_DEPTH) {
            throw fail(token, "variations nested more than " + PgnReader.MAX_VARIATION_DEPTH + " deep");
        }
        countAnnotation(token.line());
        frames.push(new Frame(current, beforeLast, lastMove));
        current = beforeLast;
        beforeLast = null;
        lastMove = null;
        visitor.beginVariation();
    }

    private void endVariation(PgnToken token) {
        if (frames.isEmpty()) {
            throw fail(token, "')' has no matching '('");
        }
        if (beforeLast == null) {
            throw fail(token, "empty variation: a variation holds at least one move");
        }
        Frame frame = frames.pop();
        current = frame.current();
        beforeLast = frame.beforeLast();
        lastMove = frame.lastMove();
        visitor.endVariation();
    }

    /**
     * Ends a game whose movetext stops with no termination marker, at the input's end or at the next game's tags, as
     * moves pasted from elsewhere often do: its result is the one the rules gave it (a mate, a stalemate...), else its
     * Result tag's when that fits the position, else {@code *}, unknown.
     */
    private void finishUnmarked(long line) {
        if (!frames.isEmpty()) {
            throw fail(line, "the game ends while " + frames.size()
                    + (frames.size() == 1 ? " variation is" : " variations are") + " still open: close with ')'");
        }
        String result = mainLine.outcome().map(Outcome::result).orElseGet(() -> {
            if (resultTag == null || !RESULTS.contains(resultTag)) {
                return "*";
            }
            try {
                mainLine.requireResultFits(resultTag);
                return resultTag;
            } catch (IllegalArgumentException e) {
                return "*";
            }
        });
        visitor.result(result);
    }

    private void finish(PgnToken token) {
        if (!frames.isEmpty()) {
            throw fail(token, "the result " + token.text() + " comes while " + frames.size()
                    + (frames.size() == 1 ? " variation is" : " variations are") + " still open: close with ')'");
        }
        try {
            mainLine.requireResultFits(token.text());
        } catch (IllegalArgumentException e) {
            throw fail(token, e.getMessage());
        }
        visitor.result(token.text());
    }

    // ---- limits, messages ----

    private void countComment(String text, long line) {
        countAnnotation(line);
        commentText += text.length();
        if (commentText > PgnReader.MAX_COMMENT_TEXT) {
            throw fail(line, "more than " + PgnReader.MAX_COMMENT_TEXT + " characters of comments in one game");
        }
    }

    private void countAnnotation(long line) {
        if (++annotations > PgnReader.MAX_ANNOTATIONS) {
            throw fail(line, "more than " + PgnReader.MAX_ANNOTATIONS + " comments, NAGs and variations in one game");
        }
    }

    private PgnToken consume() throws IOException {
        PgnToken token = lexer.next();
        if (token.kind() != Kind.END) {
            lastLine = token.line();
        }
        return token;
    }

    private String describe(SanException e, String text) {
        return switch (e.problem()) {
            case ILLEGAL -> "illegal move " + label(current) + text + ": " + e.reason();
            case AMBIGUOUS -> "ambiguous move " + label(current) + text + ": " + e.reason();
            case SYNTAX -> "unexpected '" + shown(text) + "': not a move (such as Nf3, exd5, O-O or e8=Q, with the "
                    + "pieces' English letters K Q R B N), a move number or a result " + MARKERS;
        };
    }

    /** What is wrong with a token found where {@code expected} should be. */
    private static String describe(PgnToken token, String expected) {
        if (token.kind() == Kind.ERROR) {
            return token.text();
        }
        String found = switch (token.kind()) {
            case END -> "the end of the input";
            case STRING -> "the string \"" + shown(token.text()) + "\"";
            case BRACE_COMMENT, LINE_COMMENT -> "a comment";
            case NAG -> "$" + token.text();
            case UNEXPECTED -> "the character '" + shown(token.text()) + "' (U+"
                    + String.format("%04X", (int) token.text().charAt(0)) + ")";
            default -> "'" + shown(token.text()) + "'";
        };
        return "expected " + expected + " but found " + found;
    }

    /** {@code 12. } or {@code 12... }, for the move about to be played in {@code position}. */
    private static String label(Position position) {
        return position.fullmoveNumber() + (position.turn() == Color.WHITE ? ". " : "... ");
    }

    /** Text fit for a message: at most 60 characters, control characters as '?'. */
    static String shown(String text) {
        String cut = text.length() > 60 ? text.substring(0, 60) + "..." : text;
        StringBuilder clean = new StringBuilder(cut.length());
        cut.chars().forEach(c -> clean.append(Character.isISOControl(c) ? '?' : (char) c));
        return clean.toString();
    }

    private PgnException fail(PgnToken token, String reason) {
        return fail(token.line(), reason);
    }

    private PgnException fail(long line, String reason) {
        return new PgnException(gameNumber, line, reason);
    }

    /** A problem with the move {@code token} holds, about to be played in {@code current}. */
    private PgnException failMove(PgnToken token, PgnException.Problem problem, String reason) {
        return new PgnException(gameNumber, token.line(), reason, problem, label(current).strip() + " "
                + shown(token.text()));
    }
}
