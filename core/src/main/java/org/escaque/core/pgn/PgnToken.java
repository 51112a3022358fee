package org.escaque.core.pgn;

/**
 * One token of PGN text (PGN standard, section 7).
 *
 * @param kind what sort of token it is
 * @param text the symbol, the unescaped string, the comment text, the NAG digits, the suffix annotation, the
 *     offending character, or for {@link Kind#ERROR} the reason
 * @param line the line the token starts on, from 1
 * @param lineStart whether the token starts in the first column of its line
 */
record PgnToken(Kind kind, String text, long line, boolean lineStart) {

    /** The sorts of token. */
    enum Kind {
        /** {@code [} */
        LEFT_BRACKET,
        /** {@code ]} */
        RIGHT_BRACKET,
        /** {@code (} */
        LEFT_PARENTHESIS,
        /** {@code )} */
        RIGHT_PARENTHESIS,
        /** {@code .} */
        PERIOD,
        /** {@code *}, the unknown-result termination marker. */
        ASTERISK,
        /** A quoted string, unescaped. */
        STRING,
        /** A symbol: a move, a move number, a result or a tag name. */
        SYMBOL,
        /** A numeric annotation glyph; the text is its digits. */
        NAG,
        /** A suffix annotation: {@code !}, {@code ?}, {@code !!}, {@code ??}, {@code !?} or {@code ?!}. */
        SUFFIX,
        /** A {@code {...}} comment; the text is between the braces. */
        BRACE_COMMENT,
        /** A {@code ;} comment; the text is the rest of the line. */
        LINE_COMMENT,
        /** A character that no PGN token starts with, or the reserved {@code <} and {@code >}. */
        UNEXPECTED,
        /** Text that cannot be a token (unterminated, too long); the text is the reason. */
        ERROR,
        /** The end of the input. */
        END
    }

    /** Whether this is a brace or rest-of-line comment. */
    boolean isComment() {
        return kind == Kind.BRACE_COMMENT || kind == Kind.LINE_COMMENT;
    }
}
