package org.escaque.core;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The raw facts a FEN states, not yet checked to be a position that can arise in a game.
 * {@link Position#of(Setup)} checks them and says which field is wrong.
 */
public record Setup(Map<Square, Piece> pieces, Color turn, CastlingRights castling, Optional<Square> enPassant,
        int halfmoveClock, int fullmoveNumber) {

    public Setup {
        pieces = Map.copyOf(pieces);
        if (turn == null || castling == null || enPassant == null) {
            throw new IllegalArgumentException("a setup needs a side to move, castling rights and an e.p. field");
        }
    }

    /** A setup with these pieces, white to move, no castling, no e.p. square, clocks 0 and 1. */
    public static Setup of(Map<Square, Piece> pieces) {
        return new Setup(pieces, Color.WHITE, CastlingRights.NONE, Optional.empty(), 0, 1);
    }

    /** The pieces as a mutable sorted map (a convenience for building variations). */
    public Map<Square, Piece> piecesCopy() {
        return pieces.isEmpty() ? new EnumMap<>(Square.class) : new EnumMap<>(pieces);
    }
}
