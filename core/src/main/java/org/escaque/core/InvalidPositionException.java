package org.escaque.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A setup or FEN that is not a chess position that can arise in a game; names the field, the rule broken (a
 * {@link Problem}, with the facts a message needs: which side, how many, which square) and the reason in English.
 */
public final class InvalidPositionException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The FEN fields, as named in messages. */
    public enum Field {
        SYNTAX("FEN"),
        PLACEMENT("piece placement"),
        ACTIVE_COLOR("active colour"),
        CASTLING("castling availability"),
        EN_PASSANT("en passant target square"),
        HALFMOVE_CLOCK("halfmove clock"),
        FULLMOVE_NUMBER("fullmove number");

        private final String label;

        Field(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * What exactly is wrong, for a program (and a message in another language); {@link #facts()} holds its
     * particulars, by the names listed here.
     */
    public enum Problem {
        /** No text at all. */
        EMPTY("empty"),
        /** Longer than a FEN can be ({@code max}). */
        TOO_LONG("too-long"),
        /** Not six (or four) fields separated by spaces ({@code count}: how many there are). */
        FIELD_COUNT("field-count"),
        /** The placement has not 8 ranks ({@code count}). */
        RANK_COUNT("rank-count"),
        /** A character that is neither a piece letter nor a digit ({@code character}, {@code rank}). */
        PIECE_LETTER("piece-letter"),
        /** A rank that describes more or fewer than 8 squares ({@code rank}, {@code count}). */
        RANK_LENGTH("rank-length"),
        /** The side to move is not w or b ({@code text}). */
        TURN_LETTER("turn-letter"),
        /** A castling letter that is not K, Q, k or q ({@code character}). */
        CASTLING_LETTER("castling-letter"),
        /** A castling letter given twice ({@code character}). */
        CASTLING_TWICE("castling-twice"),
        /** The en passant field is not a square ({@code text}). */
        EN_PASSANT_TEXT("en-passant-text"),
        /** A counter that is not a whole number ({@code text}). */
        COUNTER_TEXT("counter-text"),
        /** A side without exactly one king ({@code color}, {@code count}: 0, 2…). */
        KING_COUNT("king-count"),
        /** More than 8 pawns ({@code color}, {@code count}). */
        TOO_MANY_PAWNS("too-many-pawns"),
        /** More than 16 pieces ({@code color}, {@code count}). */
        TOO_MANY_PIECES("too-many-pieces"),
        /** More promoted pieces than missing pawns ({@code color}). */
        TOO_MANY_PROMOTED("too-many-promoted"),
        /** A pawn on the first or last rank ({@code square}). */
        PAWN_ON_BACK_RANK("pawn-on-back-rank"),
        /** The side not to move is in check ({@code color}: that side). */
        OPPONENT_IN_CHECK("opponent-in-check"),
        /** The king to move is attacked by more than two pieces ({@code color}). */
        TOO_MANY_CHECKERS("too-many-checkers"),
        /** A castling right without the king on its square ({@code right}, {@code color}, {@code square}). */
        CASTLING_KING("castling-king"),
        /** A castling right without the rook on its square ({@code right}, {@code color}, {@code square}). */
        CASTLING_ROOK("castling-rook"),
        /** An en passant square on the wrong rank ({@code square}, {@code color}: the side to move). */
        EN_PASSANT_RANK("en-passant-rank"),
        /** No pawn that could just have advanced two squares past it ({@code square}, {@code color}, {@code pawn}). */
        EN_PASSANT_PAWN("en-passant-pawn"),
        /** The squares the pawn passed over or came from are not empty ({@code square}, {@code from}). */
        EN_PASSANT_BLOCKED("en-passant-blocked"),
        /** An en passant square with a halfmove clock other than 0. */
        EN_PASSANT_CLOCK("en-passant-clock"),
        /** A counter out of its range. */
        COUNTER_RANGE("counter-range");

        private final String id;

        Problem(String id) {
            this.id = id;
        }

        /** The problem's name in the API (kebab-case). */
        public String id() {
            return id;
        }
    }

    private final Field field;
    private final Problem problem;
    private final String reason;
    private final Map<String, String> facts;

    /**
     * @param facts the problem's particulars as name, value, name, value…
     */
    public InvalidPositionException(Field field, Problem problem, String reason, String... facts) {
        super(field.label() + ": " + reason);
        this.field = field;
        this.problem = problem;
        this.reason = reason;
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i + 1 < facts.length; i += 2) {
            map.put(facts[i], facts[i + 1]);
        }
        this.facts = Collections.unmodifiableMap(map);
    }

    public Field field() {
        return field;
    }

    /** The rule broken. */
    public Problem problem() {
        return problem;
    }

    /** The problem's particulars by name (see {@link Problem}), in a fixed order. */
    public Map<String, String> facts() {
        return facts;
    }

    /** The reason without the field name. */
    public String reason() {
        return reason;
    }
}
