package org.escaque.core;

/** A piece of one colour and one type. */
public record Piece(Color color, PieceType type) {

    private static final Piece[] ALL = new Piece[12];

    static {
        for (Color color : Color.values()) {
            for (PieceType type : PieceType.values()) {
                ALL[code(color.ordinal(), type.ordinal())] = new Piece(color, type);
            }
        }
    }

    public Piece {
        if (color == null || type == null) {
            throw new IllegalArgumentException("a piece needs a colour and a type");
        }
    }

    /** The shared instance for a colour and type. */
    public static Piece of(Color color, PieceType type) {
        return ALL[code(color.ordinal(), type.ordinal())];
    }

    /** FEN letter: upper case for white, lower case for black. */
    public char fenLetter() {
        return color == Color.WHITE ? Character.toUpperCase(type.letter()) : type.letter();
    }

    /** Internal code used by {@link Board}'s square array: colour * 6 + type. */
    static int code(int color, int type) {
        return color * 6 + type;
    }

    static Piece fromCode(int code) {
        return ALL[code];
    }
}
