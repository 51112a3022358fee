package org.escaque.core;

import java.util.Optional;

/**
 * A move: origin, destination, and for promotions the piece chosen.
 *
 * <p>Inside hot loops a move is an {@code int}. Its bit layout, defined here and only here:
 * <pre>
 *   bits  0-5   origin square (0..63, a1 = 0)
 *   bits  6-11  destination square (for castling: the king's destination, g1/c1/g8/c8)
 *   bits 12-13  promotion piece: 0 knight, 1 bishop, 2 rook, 3 queen (meaningful for PROMOTION only)
 *   bits 14-15  kind: 0 normal, 1 promotion, 2 en passant, 3 castling
 * </pre>
 * The value 0 (a1 to a1) is never a move and serves as "no move" in internal arrays.
 *
 * @param from origin square
 * @param to destination square (the king's destination when castling)
 * @param kind what sort of move it is
 * @param promotion the piece a pawn becomes; {@code null} unless {@code kind} is {@link Kind#PROMOTION}
 */
public record Move(Square from, Square to, Kind kind, PieceType promotion) {

    /** The sorts of move that need special handling when played. */
    public enum Kind { NORMAL, PROMOTION, EN_PASSANT, CASTLING }

    public static final int NONE = 0;

    static final int KIND_NORMAL = 0;
    static final int KIND_PROMOTION = 1 << 14;
    static final int KIND_EN_PASSANT = 2 << 14;
    static final int KIND_CASTLING = 3 << 14;
    static final int KIND_MASK = 3 << 14;

    private static final Kind[] KINDS = Kind.values();

    public Move {
        if (from == null || to == null || kind == null) {
            throw new IllegalArgumentException("a move needs an origin, a destination and a kind");
        }
        if ((kind == Kind.PROMOTION) != (promotion != null)) {
            throw new IllegalArgumentException("a promotion piece is given exactly for promotions");
        }
        if (promotion != null && !promotion.isPromotionTarget()) {
            throw new IllegalArgumentException("a pawn promotes to a queen, rook, bishop or knight");
        }
    }

    /** The promotion piece, if this is a promotion. */
    public Optional<PieceType> promotionPiece() {
        return Optional.ofNullable(promotion);
    }

    public boolean isPromotion() {
        return kind == Kind.PROMOTION;
    }

    public boolean isEnPassant() {
        return kind == Kind.EN_PASSANT;
    }

    public boolean isCastling() {
        return kind == Kind.CASTLING;
    }

    /** The packed {@code int} form (layout in the class comment). */
    public int encoded() {
        int bits = from.ordinal() | to.ordinal() << 6 | kind.ordinal() << 14;
        if (promotion != null) {
            bits |= (promotion.ordinal() - PieceType.KNIGHT.ordinal()) << 12;
        }
        return bits;
    }

    /** The record for a packed move. */
    public static Move decode(int move) {
        Kind kind = KINDS[move >>> 14 & 3];
        PieceType promotion = kind == Kind.PROMOTION ? promotionType(move) : null;
        return new Move(Square.of(from(move)), Square.of(to(move)), kind, promotion);
    }

    // ---- int helpers for the fast path ----

    static int encode(int from, int to) {
        return from | to << 6;
    }

    static int encode(int from, int to, int kindBits) {
        return from | to << 6 | kindBits;
    }

    static int promotion(int from, int to, int pieceType) {
        return from | to << 6 | (pieceType - 1) << 12 | KIND_PROMOTION;
    }

    /** Origin square of a packed move. */
    public static int from(int move) {
        return move & 63;
    }

    /** Destination square of a packed move. */
    public static int to(int move) {
        return move >>> 6 & 63;
    }

    static int kindBits(int move) {
        return move & KIND_MASK;
    }

    /** Promotion piece of a packed promotion, as a {@link PieceType}. */
    static PieceType promotionType(int move) {
        return PieceType.of((move >>> 12 & 3) + 1);
    }

    static int promotionTypeIndex(int move) {
        return (move >>> 12 & 3) + 1;
    }

    /** UCI long algebraic text ({@code e2e4}, {@code e7e8q}, castling as the king's move). */
    @Override
    public String toString() {
        return promotion == null ? from.id() + to.id() : from.id() + to.id() + promotion.letter();
    }
}
