package org.escaque.core;

import java.util.Optional;

/** The six kinds of piece (FIDE Article 2.2). {@code ordinal()} is the index in bitboard arrays. */
public enum PieceType {
    PAWN('p'),
    KNIGHT('n'),
    BISHOP('b'),
    ROOK('r'),
    QUEEN('q'),
    KING('k');

    private final char letter;

    PieceType(char letter) {
        this.letter = letter;
    }

    /** Lower-case English letter: p n b r q k (as in FEN for black and in UCI promotions). */
    public char letter() {
        return letter;
    }

    /** Upper-case letter used by SAN (K Q R B N); pawns have none in SAN but 'P' is returned. */
    public char sanLetter() {
        return Character.toUpperCase(letter);
    }

    /** Whether a pawn may promote to this type (FIDE 3.7.5.4: queen, rook, bishop or knight). */
    public boolean isPromotionTarget() {
        return this == KNIGHT || this == BISHOP || this == ROOK || this == QUEEN;
    }

    /** The type named by an English letter in either case. */
    public static Optional<PieceType> fromLetter(char c) {
        char lower = Character.toLowerCase(c);
        for (PieceType type : values()) {
            if (type.letter == lower) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }

    static PieceType of(int index) {
        return VALUES[index];
    }

    private static final PieceType[] VALUES = values();
}
