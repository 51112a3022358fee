package org.escaque.core;

/**
 * Which castlings remain possible in principle (FIDE 3.8.2.1: neither the king nor that rook has moved).
 * Whether a castling is legal right now also depends on checks and empty squares; see {@link Position}.
 */
public record CastlingRights(boolean whiteKingside, boolean whiteQueenside, boolean blackKingside,
        boolean blackQueenside) {

    public static final CastlingRights NONE = new CastlingRights(false, false, false, false);
    public static final CastlingRights ALL = new CastlingRights(true, true, true, true);

    /** The FEN field: {@code KQkq}, a subset, or {@code -}. */
    public String fen() {
        String text = (whiteKingside ? "K" : "") + (whiteQueenside ? "Q" : "") + (blackKingside ? "k" : "")
                + (blackQueenside ? "q" : "");
        return text.isEmpty() ? "-" : text;
    }

    public boolean has(Color color, boolean kingside) {
        return color == Color.WHITE ? (kingside ? whiteKingside : whiteQueenside)
                : (kingside ? blackKingside : blackQueenside);
    }

    int bits() {
        return (whiteKingside ? Board.WHITE_KINGSIDE : 0) | (whiteQueenside ? Board.WHITE_QUEENSIDE : 0)
                | (blackKingside ? Board.BLACK_KINGSIDE : 0) | (blackQueenside ? Board.BLACK_QUEENSIDE : 0);
    }

    static CastlingRights fromBits(int bits) {
        return new CastlingRights((bits & Board.WHITE_KINGSIDE) != 0, (bits & Board.WHITE_QUEENSIDE) != 0,
                (bits & Board.BLACK_KINGSIDE) != 0, (bits & Board.BLACK_QUEENSIDE) != 0);
    }

    @Override
    public String toString() {
        return fen();
    }
}
