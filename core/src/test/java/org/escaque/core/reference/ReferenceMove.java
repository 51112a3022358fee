package org.escaque.core.reference;

/**
 * A move of the reference implementation: origin, destination and, for a promotion, the lower-case
 * letter of the new piece ({@code q r b n}), otherwise {@link #NO_PROMOTION}. Castling is the king's
 * two-square move; en passant is the pawn's diagonal move to the empty target square.
 */
record ReferenceMove(int from, int to, char promotion) {

    static final char NO_PROMOTION = ' ';

    ReferenceMove(int from, int to) {
        this(from, to, NO_PROMOTION);
    }

    boolean isPromotion() {
        return promotion != NO_PROMOTION;
    }

    /** UCI long algebraic text: {@code e2e4}, {@code e7e8q}, castling {@code e1g1}. */
    String uci() {
        String text = ReferenceSquare.name(from) + ReferenceSquare.name(to);
        return isPromotion() ? text + promotion : text;
    }

    /**
     * Reads UCI text for shape only (legality is the board's business); throws
     * {@link IllegalArgumentException} when the text is not two squares plus an optional promotion.
     */
    static ReferenceMove parseUci(String text) {
        if (text == null || (text.length() != 4 && text.length() != 5)) {
            throw new IllegalArgumentException("not a UCI move: '" + text + "'");
        }
        int from = ReferenceSquare.parse(text.substring(0, 2));
        int to = ReferenceSquare.parse(text.substring(2, 4));
        if (text.length() == 4) {
            return new ReferenceMove(from, to);
        }
        char promotion = text.charAt(4);
        if ("qrbn".indexOf(promotion) < 0) {
            throw new IllegalArgumentException("not a UCI promotion letter in '" + text + "'");
        }
        return new ReferenceMove(from, to, promotion);
    }
}
