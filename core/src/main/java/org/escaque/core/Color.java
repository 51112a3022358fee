package org.escaque.core;

/** The two sides. {@code ordinal()} is the index used in bitboard arrays (white 0, black 1). */
public enum Color {
    WHITE,
    BLACK;

    /** The other side. */
    public Color opponent() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** Lower-case English name, as used in the API ({@code "white"}, {@code "black"}). */
    public String id() {
        return this == WHITE ? "white" : "black";
    }

    static Color of(int index) {
        return index == 0 ? WHITE : BLACK;
    }
}
