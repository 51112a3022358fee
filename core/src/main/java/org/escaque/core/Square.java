package org.escaque.core;

import java.util.Optional;

/**
 * The 64 squares (FIDE Article 2.4). {@code ordinal()} is the bit index used everywhere inside core:
 * a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63.
 */
public enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8;

    private static final Square[] VALUES = values();
    private final String id = name().toLowerCase(java.util.Locale.ROOT);

    /** The square with bit index 0..63. */
    public static Square of(int index) {
        return VALUES[index];
    }

    /** The square on file 0..7 (a..h) and rank 0..7 (1..8). */
    public static Square of(int file, int rank) {
        return VALUES[rank * 8 + file];
    }

    /** Parses {@code "e4"}; anything else is empty. */
    public static Optional<Square> parse(CharSequence text) {
        if (text == null || text.length() != 2) {
            return Optional.empty();
        }
        int file = text.charAt(0) - 'a';
        int rank = text.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            return Optional.empty();
        }
        return Optional.of(of(file, rank));
    }

    /** 0..7 for files a..h. */
    public int file() {
        return ordinal() & 7;
    }

    /** 0..7 for ranks 1..8. */
    public int rank() {
        return ordinal() >>> 3;
    }

    /** Whether this is a light square (h1 is light, FIDE 2.1). */
    public boolean isLight() {
        return ((file() + rank()) & 1) == 1;
    }

    /** Lower-case coordinate, {@code "e4"}. */
    public String id() {
        return id;
    }

    @Override
    public String toString() {
        return id;
    }
}
