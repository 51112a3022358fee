package org.escaque.core.pgn;

import java.io.IOException;
import java.io.Reader;
import java.util.Set;
import org.escaque.core.pgn.PgnToken.Kind;

/**
 * Splits PGN text into tokens (PGN standard, section 7), one at a time, from a {@link Reader}. Line ends may be
 * {@code \n}, {@code \r\n} or {@code \r}; inside tokens they all read as {@code \n}. Lines starting with
 * {@code %} are skipped (section 6). Every token is capped in length, so reading never holds more than one
 * token and a fixed buffer; text that cannot become a token comes back as an {@link Kind#ERROR} token.
 */
final class PgnLexer {

    private static final int END = -1;
    private static final Set<String> SUFFIXES = Set.of("!", "?", "!!", "??", "!?", "?!");

    private final Reader in;
    private final char[] buffer = new char[8192];
    private int position;
    private int limit;
    private boolean exhausted;

    private long line = 1;
    private boolean lineStart = true;
    private boolean lineHasContent;
    private boolean previousLineBlank = true;
    private PgnToken peeked;

    PgnLexer(Reader in) {
        this.in = in;
    }

    /** The next token, left in place. */
    PgnToken peek() throws IOException {
        if (peeked == null) {
            peeked = scan();
        }
        return peeked;
    }

    /** The next token, consumed. */
    PgnToken next() throws IOException {
        PgnToken token = peek();
        peeked = null;
        return token;
    }

    /**
     * Skips text after a bad game up to the first line that starts with {@code [}, or with {@code 1.} after a blank
     * line (a game without tags). Coming from a tag section, the tag lines of the same game are skipped too: the
     * stop is at a {@code [} line after a blank line or after some line not starting with {@code [}.
     */
    void skipToNextGame(boolean fromTagSection) throws IOException {
        boolean otherLineSeen = !fromTagSection;
        // The bad game's own movetext comes first when the error was in its tags: no tagless game before it.
        boolean movetextSeen = !fromTagSection;
        PgnToken pending = peeked;
        peeked = null;
        if (pending != null && pending.lineStart()) {
            if (pending.kind() == Kind.END
                    || (pending.kind() == Kind.LEFT_BRACKET && (otherLineSeen || previousLineBlank))) {
                peeked = pending;
                return;
            }
            if (movetextSeen && startsTaglessGame(pending)) {
                peeked = pending;
                return;
            }
            otherLineSeen |= pending.kind() != Kind.LEFT_BRACKET;
            movetextSeen |= pending.kind() != Kind.LEFT_BRACKET;
        }
        while (true) {
            if (lineStart) {
                int c = peekChar();
                if (c == END || (c == '[' && (otherLineSeen || previousLineBlank))) {
                    return;
                }
                otherLineSeen |= c != '[';
                if (c == '1' && previousLineBlank && movetextSeen) {
                    PgnToken one = new PgnToken(Kind.SYMBOL, "1", line, true);
                    nextChar();
                    if (startsTaglessGame(one)) {
                        peeked = one;
                        return;
                    }
                }
                movetextSeen |= c != '[' && c != END && !isWhitespace(c);
            }
            int c;
            do {
                c = nextChar();
            } while (c != '\n' && c != END);
            if (c == END) {
                return;
            }
        }
    }

    /** Whether {@code token}, just read, is the move number of a game's first move at the start of a line after a blank one. */
    private boolean startsTaglessGame(PgnToken token) throws IOException {
        return token.lineStart() && previousLineBlank && token.kind() == Kind.SYMBOL && token.text().equals("1")
                && peekChar() == '.';
    }

    // ---- tokens ----

    private PgnToken scan() throws IOException {
        while (true) {
            int c = peekChar();
            if (c == END) {
                return new PgnToken(Kind.END, "", line, lineStart);
            }
            if (lineStart && c == '%') {
                skipRestOfLine();
            } else if (isWhitespace(c)) {
                nextChar();
            } else {
                return scanToken(c, line, lineStart);
            }
        }
    }

    private PgnToken scanToken(int c, long startLine, boolean start) throws IOException {
        Kind single = switch (c) {
            case '[' -> Kind.LEFT_BRACKET;
            case ']' -> Kind.RIGHT_BRACKET;
            case '(' -> Kind.LEFT_PARENTHESIS;
            case ')' -> Kind.RIGHT_PARENTHESIS;
            case '.' -> Kind.PERIOD;
            case '*' -> Kind.ASTERISK;
            default -> null;
        };
        if (single != null) {
            nextChar();
            return new PgnToken(single, String.valueOf((char) c), startLine, start);
        }
        return switch (c) {
            case '"' -> string(startLine, start);
            case '{' -> braceComment(startLine, start);
            case ';' -> lineComment(startLine, start);
            case '$' -> nag(startLine, start);
            case '!', '?' -> suffix(startLine, start);
            default -> isSymbolStart(c) ? symbol(startLine, start) : unexpected(startLine, start);
        };
    }

    private PgnToken string(long startLine, boolean start) throws IOException {
        nextChar();
        StringBuilder text = new StringBuilder();
        while (true) {
            int c = peekChar();
            if (c == END || c == '\n') {
                return error(startLine, start, "unterminated string: the '\"' has no closing '\"' on the same line");
            }
            nextChar();
            if (c == '"') {
                return new PgnToken(Kind.STRING, text.toString(), startLine, start);
            }
            if (c == '\\' && (peekChar() == '"' || peekChar() == '\\')) {
                c = nextChar();
            }
            if (text.length() >= PgnReader.MAX_STRING_LENGTH) {
                return error(startLine, start, "string longer than " + PgnReader.MAX_STRING_LENGTH + " characters");
            }
            text.append((char) c);
        }
    }

    private PgnToken braceComment(long startLine, boolean start) throws IOException {
        nextChar();
        StringBuilder text = new StringBuilder();
        while (true) {
            int c = peekChar();
            if (c == END) {
                return error(startLine, start, "unterminated comment: the '{' has no closing '}'");
            }
            if (lineStart && c == '[' && previousLineBlank) {
                return error(startLine, start, "unterminated comment: the '{' has no closing '}' before the tag "
                        + "section on line " + line);
            }
            nextChar();
            if (c == '}') {
                return new PgnToken(Kind.BRACE_COMMENT, text.toString(), startLine, start);
            }
            if (text.length() >= PgnReader.MAX_COMMENT_LENGTH) {
                return error(startLine, start, "comment longer than " + PgnReader.MAX_COMMENT_LENGTH + " characters");
            }
            text.append((char) c);
        }
    }

    private PgnToken lineComment(long startLine, boolean start) throws IOException {
        nextChar();
        StringBuilder text = new StringBuilder();
        while (peekChar() != '\n' && peekChar() != END) {
            if (text.length() >= PgnReader.MAX_COMMENT_LENGTH) {
                return error(startLine, start, "comment longer than " + PgnReader.MAX_COMMENT_LENGTH + " characters");
            }
            text.append((char) nextChar());
        }
        return new PgnToken(Kind.LINE_COMMENT, text.toString(), startLine, start);
    }

    private PgnToken nag(long startLine, boolean start) throws IOException {
        nextChar();
        StringBuilder digits = new StringBuilder(3);
        while (isDigit(peekChar())) {
            digits.append((char) nextChar());
            if (digits.length() > 3 || Integer.parseInt(digits.toString()) > 255) {
                return error(startLine, start, "NAG $" + digits + "... is out of range: NAGs run from $0 to $255");
            }
        }
        if (digits.length() == 0) {
            return error(startLine, start, "'$' must be followed by a number, as in the NAG $1");
        }
        return new PgnToken(Kind.NAG, digits.toString(), startLine, start);
    }

    private PgnToken suffix(long startLine, boolean start) throws IOException {
        StringBuilder text = new StringBuilder(2);
        while ((peekChar() == '!' || peekChar() == '?') && text.length() < 3) {
            text.append((char) nextChar());
        }
        if (!SUFFIXES.contains(text.toString())) {
            return error(startLine, start, "'" + text + "' is not an annotation; use !, ?, !!, ??, !? or ?!");
        }
        return new PgnToken(Kind.SUFFIX, text.toString(), startLine, start);
    }

    private PgnToken symbol(long startLine, boolean start) throws IOException {
        StringBuilder text = new StringBuilder(8);
        while (true) {
            int c = peekChar();
            boolean enPassantDot = c == '.' && (text.toString().equals("e") || text.toString().equals("e.p"));
            if (!isSymbolPart(c) && !enPassantDot) {
                return new PgnToken(Kind.SYMBOL, text.toString(), startLine, start);
            }
            if (text.length() >= PgnReader.MAX_SYMBOL_LENGTH) {
                return error(startLine, start, "symbol longer than " + PgnReader.MAX_SYMBOL_LENGTH + " characters");
            }
            text.append((char) nextChar());
        }
    }

    private PgnToken unexpected(long startLine, boolean start) throws IOException {
        return new PgnToken(Kind.UNEXPECTED, String.valueOf((char) nextChar()), startLine, start);
    }

    private static PgnToken error(long startLine, boolean start, String reason) {
        return new PgnToken(Kind.ERROR, reason, startLine, start);
    }

    // ---- characters ----

    private void skipRestOfLine() throws IOException {
        while (peekChar() != '\n' && peekChar() != END) {
            nextChar();
        }
    }

    /** The next character, line ends read as {@code \n}, left in place; {@link #END} at the end. */
    private int peekChar() throws IOException {
        int c = peekRaw();
        return c == '\r' ? '\n' : c;
    }

    /** The next character, line ends read as {@code \n}, consumed; {@link #END} at the end. */
    private int nextChar() throws IOException {
        int c = peekRaw();
        if (c == END) {
            return END;
        }
        position++;
        if (c == '\r') {
            if (peekRaw() == '\n') {
                position++;
            }
            c = '\n';
        }
        if (c == '\n') {
            line++;
            previousLineBlank = !lineHasContent;
            lineHasContent = false;
            lineStart = true;
        } else {
            lineStart = false;
            lineHasContent |= !isWhitespace(c);
        }
        return c;
    }

    private int peekRaw() throws IOException {
        if (position == limit && !fill()) {
            return END;
        }
        return buffer[position];
    }

    private boolean fill() throws IOException {
        if (exhausted) {
            return false;
        }
        int count = in.read(buffer, 0, buffer.length);
        if (count <= 0) {
            exhausted = true;
            return false;
        }
        position = 0;
        limit = count;
        return true;
    }

    private static boolean isWhitespace(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == 0x0B || c == 0xA0 || c == 0xFEFF;
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isSymbolStart(int c) {
        return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isSymbolPart(int c) {
        return isSymbolStart(c) || c == '_' || c == '+' || c == '#' || c == '=' || c == ':' || c == '-' || c == '/';
    }
}
