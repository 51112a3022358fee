package org.escaque.core.reference;

/**
 * Square numbering of the reference implementation: a1 = 0, b1 = 1, … h1 = 7, a2 = 8, … h8 = 63,
 * that is {@code index = 8 × rank + file} with files and ranks counted from zero.
 */
final class ReferenceSquare {

    private ReferenceSquare() {
    }

    static int file(int square) {
        return square % 8;
    }

    static int rank(int square) {
        return square / 8;
    }

    static boolean isOnBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    static int of(int file, int rank) {
        return rank * 8 + file;
    }

    /** Light squares are those where file + rank is odd: a1 is dark, h1 is light. */
    static boolean isLight(int square) {
        return (file(square) + rank(square)) % 2 == 1;
    }

    static String name(int square) {
        return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
    }

    /** Parses {@code "e4"}; throws {@link IllegalArgumentException} for anything else. */
    static int parse(String name) {
        if (name.length() != 2) {
            throw new IllegalArgumentException("not a square: '" + name + "'");
        }
        int file = name.charAt(0) - 'a';
        int rank = name.charAt(1) - '1';
        if (!isOnBoard(file, rank)) {
            throw new IllegalArgumentException("not a square: '" + name + "'");
        }
        return of(file, rank);
    }
}
