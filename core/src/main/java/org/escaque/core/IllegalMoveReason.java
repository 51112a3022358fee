package org.escaque.core;

/**
 * Why a move is not legal, as data: the UI turns it into words in the player's language. Each case names
 * the article of the FIDE Laws of Chess that forbids the move and, where one exists, the square at fault.
 */
public sealed interface IllegalMoveReason {

    /** The FIDE Laws article behind the refusal, e.g. {@code "3.9"}. */
    String fideArticle();

    /** A short English description for logs and exception messages (the UI uses its own bundles). */
    String describe();

    /** A stable identifier for APIs, e.g. {@code "king-in-check"}. */
    String code();

    /** There is no piece on the origin square. */
    record NoPiece(Square square) implements IllegalMoveReason {
        public String fideArticle() { return "3.1"; }
        public String describe() { return "there is no piece on " + square; }
        public String code() { return "no-piece"; }
    }

    /** The piece on the origin square belongs to the side not to move (FIDE 1.2: players move alternately). */
    record NotYourTurn(Square square, Piece piece) implements IllegalMoveReason {
        public String fideArticle() { return "1.2"; }
        public String describe() { return "the " + piece.color().id() + " " + name(piece) + " on " + square
                + " is not yours to move"; }
        public String code() { return "not-your-piece"; }
    }

    /** The piece cannot reach the destination with its kind of move, whatever stands in between. */
    record WrongPattern(Square from, Square to, Piece piece) implements IllegalMoveReason {
        public String fideArticle() { return article(piece.type()); }
        public String describe() { return "a " + name(piece) + " does not move from " + from + " to " + to; }
        public String code() { return "wrong-pattern"; }
    }

    /** A piece stands in the way (FIDE 3.5; for pawns 3.7). */
    record PathBlocked(Square from, Square to, Square blocker) implements IllegalMoveReason {
        public String fideArticle() { return "3.5"; }
        public String describe() { return "the way from " + from + " to " + to + " is blocked on " + blocker; }
        public String code() { return "path-blocked"; }
    }

    /** The destination holds a piece of the mover's own colour (FIDE 3.1). */
    record OwnPieceOnTarget(Square target) implements IllegalMoveReason {
        public String fideArticle() { return "3.1"; }
        public String describe() { return "your own piece stands on " + target; }
        public String code() { return "own-piece-on-target"; }
    }

    /** A pawn moves straight ahead and captures only diagonally (FIDE 3.7). */
    record PawnCannotCaptureThatWay(Square from, Square to) implements IllegalMoveReason {
        public String fideArticle() { return "3.7"; }
        public String describe() { return "a pawn captures only diagonally forward, not from " + from + " to " + to; }
        public String code() { return "pawn-capture-pattern"; }
    }

    /** A pawn moves diagonally only to capture (FIDE 3.7). */
    record PawnMovesDiagonallyOnlyToCapture(Square from, Square to) implements IllegalMoveReason {
        public String fideArticle() { return "3.7"; }
        public String describe() { return "a pawn moves diagonally only to capture, and " + to + " is empty"; }
        public String code() { return "pawn-diagonal-needs-capture"; }
    }

    /**
     * After the move the mover's king would be attacked (FIDE 3.9): it is already in check and the move
     * does not end it ({@code alreadyInCheck}), or the move exposes or walks the king into check.
     */
    record KingInCheck(Square king, Square attacker, Piece attackerPiece, boolean alreadyInCheck)
            implements IllegalMoveReason {
        public String fideArticle() { return "3.9"; }
        public String describe() {
            return "your king on " + king + (alreadyInCheck ? " would stay" : " would be") + " in check from the "
                    + name(attackerPiece) + " on " + attacker;
        }
        public String code() { return alreadyInCheck ? "king-stays-in-check" : "king-would-be-in-check"; }
    }

    /** Which condition of FIDE 3.8.2 stops a castling. */
    enum CastlingObstacle {
        /** The king or that rook has moved (the right is gone, 3.8.2.1). */
        RIGHT_LOST,
        /** A piece stands between king and rook (3.8.2.2). */
        SQUARE_OCCUPIED,
        /** The king is in check (3.8.2.2). */
        KING_IN_CHECK,
        /** The king would cross an attacked square (3.8.2.2). */
        CROSSES_ATTACKED_SQUARE,
        /** The king would land on an attacked square (3.8.2.2, 3.9). */
        LANDS_ON_ATTACKED_SQUARE
    }

    /** A castling that is not allowed; {@code square} is the occupied or attacked square when one applies. */
    record CastlingRefused(CastlingObstacle obstacle, boolean kingside, java.util.Optional<Square> square)
            implements IllegalMoveReason {
        public String fideArticle() { return obstacle == CastlingObstacle.RIGHT_LOST ? "3.8.2.1" : "3.8.2.2"; }
        public String describe() {
            String side = kingside ? "kingside" : "queenside";
            String where = square.map(s -> " (" + s + ")").orElse("");
            return switch (obstacle) {
                case RIGHT_LOST -> "cannot castle " + side + ": the king or that rook has already moved";
                case SQUARE_OCCUPIED -> "cannot castle " + side + ": a square between king and rook is occupied"
                        + where;
                case KING_IN_CHECK -> "cannot castle " + side + ": the king is in check";
                case CROSSES_ATTACKED_SQUARE -> "cannot castle " + side + ": the king would cross an attacked square"
                        + where;
                case LANDS_ON_ATTACKED_SQUARE -> "cannot castle " + side + ": the king would land on an attacked square"
                        + where;
            };
        }
        public String code() { return "castling-" + obstacle.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'); }
    }

    /** A diagonal pawn move to an empty square beside an enemy pawn: en passant is not (or no longer) open. */
    record EnPassantUnavailable(Square to) implements IllegalMoveReason {
        public String fideArticle() { return "3.7.3"; }
        public String describe() { return "en passant on " + to + " is only possible right after the enemy pawn's "
                + "two-square advance"; }
        public String code() { return "en-passant-unavailable"; }
    }

    /** A pawn reaching the last rank must be exchanged for a queen, rook, bishop or knight. */
    record PromotionRequired(Square to) implements IllegalMoveReason {
        public String fideArticle() { return "3.7.5"; }
        public String describe() { return "a pawn reaching " + to + " must promote: choose a queen, rook, bishop or knight"; }
        public String code() { return "promotion-required"; }
    }

    /** A promotion piece was given for a move that is not a pawn reaching the last rank, or a bad piece. */
    record PromotionNotAllowed(Square from, Square to, PieceType asked) implements IllegalMoveReason {
        public String fideArticle() { return "3.7.5"; }
        public String describe() { return "only a pawn reaching the last rank promotes, and only to a queen, rook, "
                + "bishop or knight (not from " + from + " to " + to + " as " + asked.name().toLowerCase(java.util.Locale.ROOT) + ")"; }
        public String code() { return "promotion-not-allowed"; }
    }

    /** Origin and destination are the same square. */
    record NullMove(Square square) implements IllegalMoveReason {
        public String fideArticle() { return "3.1"; }
        public String describe() { return "a move must leave " + square; }
        public String code() { return "null-move"; }
    }

    private static String name(Piece piece) {
        return piece.type().name().toLowerCase(java.util.Locale.ROOT);
    }

    private static String article(PieceType type) {
        return switch (type) {
            case BISHOP -> "3.2";
            case ROOK -> "3.3";
            case QUEEN -> "3.4";
            case KNIGHT -> "3.6";
            case PAWN -> "3.7";
            case KING -> "3.8";
        };
    }
}
