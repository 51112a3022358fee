package org.escaque.core.reference;

/**
 * Writes Standard Algebraic Notation (FIDE Appendix C) with English piece letters: {@code Nf3},
 * {@code exd5}, {@code O-O}, {@code e8=Q}, {@code +} for check and {@code #} for mate.
 */
final class ReferenceSan {

    private ReferenceSan() {
    }

    /** SAN of a move already known to be legal in {@code board}. */
    static String format(ReferenceBoard board, ReferenceMove move) {
        return body(board, move) + suffix(board.after(move));
    }

    private static String body(ReferenceBoard board, ReferenceMove move) {
        if (board.isCastling(move)) {
            return ReferenceSquare.file(move.to()) == 6 ? "O-O" : "O-O-O";
        }
        char kind = Character.toLowerCase(board.at(move.from()));
        String destination = ReferenceSquare.name(move.to());
        String capture = board.isCapture(move) ? "x" : "";
        if (kind == 'p') {
            String origin = capture.isEmpty() ? "" : String.valueOf((char) ('a' + ReferenceSquare.file(move.from())));
            String promotion = move.isPromotion() ? "=" + Character.toUpperCase(move.promotion()) : "";
            return origin + capture + destination + promotion;
        }
        return Character.toUpperCase(kind) + disambiguation(board, move) + capture + destination;
    }

    /**
     * Rivals are other pieces of the same kind with a legal move to the same square; a pinned piece that
     * cannot legally go there is no rival. The origin's file is added when it tells the rivals apart,
     * otherwise its rank, otherwise both.
     */
    private static String disambiguation(ReferenceBoard board, ReferenceMove move) {
        boolean anyRival = false;
        boolean rivalOnFile = false;
        boolean rivalOnRank = false;
        for (ReferenceMove other : board.legalMoveList()) {
            if (other.to() == move.to() && other.from() != move.from()
                    && board.at(other.from()) == board.at(move.from())) {
                anyRival = true;
                rivalOnFile |= ReferenceSquare.file(other.from()) == ReferenceSquare.file(move.from());
                rivalOnRank |= ReferenceSquare.rank(other.from()) == ReferenceSquare.rank(move.from());
            }
        }
        String square = ReferenceSquare.name(move.from());
        if (!anyRival) {
            return "";
        }
        if (!rivalOnFile) {
            return square.substring(0, 1);
        }
        if (!rivalOnRank) {
            return square.substring(1);
        }
        return square;
    }

    private static String suffix(ReferenceBoard after) {
        if (after.isCheckmate()) {
            return "#";
        }
        return after.isCheck() ? "+" : "";
    }
}
