package org.escaque.engine.book;

import java.util.Map;
import java.util.Optional;
import org.escaque.core.CastlingRights;
import org.escaque.core.Color;
import org.escaque.core.Piece;
import org.escaque.core.Position;
import org.escaque.core.Square;

/**
 * The Polyglot key of a position: the XOR of the format's random numbers for each piece on its square, each
 * castling right, the en-passant file, and white to move.
 *
 * <p>Polyglot counts the en-passant file whenever a pawn of the side to move stands beside the pawn that has
 * just advanced two squares, whether or not the capture is legal. A {@link Position} keeps the en-passant
 * square only when the capture is legal, so in the rare position where it is not (the capturing pawn is
 * pinned, or the advance gave a discovered check) {@link #of(Position)} leaves the file out and differs from
 * Polyglot's key; {@link #withEnPassantFile(long, int)} gives the other key, and {@link PolyglotBook} tries it.
 */
public final class PolyglotKey {

    private PolyglotKey() {
    }

    /** The Polyglot key of {@code position}. */
    public static long of(Position position) {
        long key = 0;
        for (Map.Entry<Square, Piece> entry : position.pieces().entrySet()) {
            key ^= PolyglotRandom.RANDOM64[pieceOffset(entry.getValue()) + entry.getKey().ordinal()];
        }
        CastlingRights rights = position.castlingRights();
        if (rights.whiteKingside()) {
            key ^= PolyglotRandom.RANDOM64[PolyglotRandom.CASTLE];
        }
        if (rights.whiteQueenside()) {
            key ^= PolyglotRandom.RANDOM64[PolyglotRandom.CASTLE + 1];
        }
        if (rights.blackKingside()) {
            key ^= PolyglotRandom.RANDOM64[PolyglotRandom.CASTLE + 2];
        }
        if (rights.blackQueenside()) {
            key ^= PolyglotRandom.RANDOM64[PolyglotRandom.CASTLE + 3];
        }
        Optional<Square> enPassant = position.enPassantSquare();
        if (enPassant.isPresent()) {
            // present only when a capture is legal, so a pawn of the side to move stands ready
            key = withEnPassantFile(key, enPassant.get().file());
        }
        if (position.turn() == Color.WHITE) {
            key ^= PolyglotRandom.RANDOM64[PolyglotRandom.TURN];
        }
        return key;
    }

    /** {@code key} with the en-passant entry for {@code file} (0 = a .. 7 = h) toggled. */
    public static long withEnPassantFile(long key, int file) {
        if (file < 0 || file > 7) {
            throw new IllegalArgumentException("a file is 0 (a) to 7 (h), not " + file);
        }
        return key ^ PolyglotRandom.RANDOM64[PolyglotRandom.EN_PASSANT + file];
    }

    /** Offset of a piece's 64 entries: 64 * kind, kind 0 black pawn, 1 white pawn, ... 11 white king. */
    private static int pieceOffset(Piece piece) {
        int type = switch (piece.type()) {
            case PAWN -> 0;
            case KNIGHT -> 1;
            case BISHOP -> 2;
            case ROOK -> 3;
            case QUEEN -> 4;
            case KING -> 5;
        };
        return 64 * (2 * type + (piece.color() == Color.WHITE ? 1 : 0));
    }
}
