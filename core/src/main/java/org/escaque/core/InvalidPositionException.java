package org.escaque.core;

/** A setup or FEN that is not a chess position that can arise in a game; names the field and the reason. */
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

    private final Field field;
    private final String reason;

    public InvalidPositionException(Field field, String reason) {
        super(field.label() + ": " + reason);
        this.field = field;
        this.reason = reason;
    }

    public Field field() {
        return field;
    }

    /** The reason without the field name. */
    public String reason() {
        return reason;
    }
}
