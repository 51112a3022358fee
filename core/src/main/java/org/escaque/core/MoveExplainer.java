package org.escaque.core;

import java.util.Optional;
import org.escaque.core.IllegalMoveReason.CastlingObstacle;

/**
 * Names the rule that forbids a from/to (and promotion) that is not a legal move. Checks follow the order
 * a person would: whose piece, how it moves, what is in the way, and last whether the king would be in check.
 */
final class MoveExplainer {

    private MoveExplainer() {
    }

    static IllegalMoveReason explain(Position position, Square from, Square to, Optional<PieceType> promotion) {
        Board board = position.internalBoard();
        if (from == to) {
            return new IllegalMoveReason.NullMove(from);
        }
        Optional<Piece> moving = position.pieceAt(from);
        if (moving.isEmpty()) {
            return new IllegalMoveReason.NoPiece(from);
        }
        Piece piece = moving.get();
        if (piece.color() != position.turn()) {
            return new IllegalMoveReason.NotYourTurn(from, piece);
        }
        Optional<Piece> target = position.pieceAt(to);
        if (target.isPresent() && target.get().color() == piece.color()) {
            return new IllegalMoveReason.OwnPieceOnTarget(to);
        }
        if (piece.type() == PieceType.KING && from.rank() == to.rank() && Math.abs(from.file() - to.file()) == 2
                && from == (piece.color() == Color.WHITE ? Square.E1 : Square.E8)) {
            return explainCastling(position, board, piece.color(), to.file() > from.file());
        }
        int kind = Move.KIND_NORMAL;
        IllegalMoveReason patternFault;
        if (piece.type() == PieceType.PAWN) {
            patternFault = pawnFault(position, board, piece.color(), from, to);
            if (patternFault == null && position.passedSquare().filter(to::equals).isPresent() && target.isEmpty()) {
                kind = Move.KIND_EN_PASSANT;
            }
        } else {
            patternFault = pieceFault(board, piece, from, to);
        }
        if (patternFault != null) {
            return patternFault;
        }
        boolean reachesLastRank = piece.type() == PieceType.PAWN && (to.rank() == 0 || to.rank() == 7);
        if (promotion.isPresent() && (!reachesLastRank || !promotion.get().isPromotionTarget())) {
            return new IllegalMoveReason.PromotionNotAllowed(from, to, promotion.get());
        }
        if (reachesLastRank && promotion.isEmpty()) {
            return new IllegalMoveReason.PromotionRequired(to);
        }
        int encoded = reachesLastRank ? Move.promotion(from.ordinal(), to.ordinal(), promotion.get().ordinal())
                : Move.encode(from.ordinal(), to.ordinal(), kind);
        return kingSafetyFault(position, board, encoded)
                .orElse(new IllegalMoveReason.WrongPattern(from, to, piece));
    }

    private static IllegalMoveReason pawnFault(Position position, Board board, Color color, Square from, Square to) {
        int forward = color == Color.WHITE ? 1 : -1;
        int rankStep = to.rank() - from.rank();
        int fileStep = Math.abs(to.file() - from.file());
        Piece pawn = Piece.of(color, PieceType.PAWN);
        boolean occupied = board.pieceAt(to.ordinal()) != Board.EMPTY;
        if (fileStep == 0 && rankStep == forward) {
            return occupied ? new IllegalMoveReason.PawnCannotCaptureThatWay(from, to) : null;
        }
        if (fileStep == 0 && rankStep == 2 * forward) {
            int startRank = color == Color.WHITE ? 1 : 6;
            if (from.rank() != startRank) {
                return new IllegalMoveReason.WrongPattern(from, to, pawn);
            }
            Square middle = Square.of(from.file(), from.rank() + forward);
            if (board.pieceAt(middle.ordinal()) != Board.EMPTY) {
                return new IllegalMoveReason.PathBlocked(from, to, middle);
            }
            return occupied ? new IllegalMoveReason.PawnCannotCaptureThatWay(from, to) : null;
        }
        if (fileStep == 1 && rankStep == forward) {
            if (occupied || position.passedSquare().filter(to::equals).isPresent()) {
                return null;
            }
            Square beside = Square.of(to.file(), from.rank());
            if (board.pieceAt(beside.ordinal()) == Piece.code(color.opponent().ordinal(), Board.PAWN)
                    && from.rank() == (color == Color.WHITE ? 4 : 3)) {
                return new IllegalMoveReason.EnPassantUnavailable(to);
            }
            return new IllegalMoveReason.PawnMovesDiagonallyOnlyToCapture(from, to);
        }
        return new IllegalMoveReason.WrongPattern(from, to, pawn);
    }

    private static IllegalMoveReason pieceFault(Board board, Piece piece, Square from, Square to) {
        int f = from.ordinal();
        int t = to.ordinal();
        long reach = switch (piece.type()) {
            case KNIGHT -> Attacks.knight(f);
            case KING -> Attacks.king(f);
            case BISHOP -> Attacks.bishop(f, 0);
            case ROOK -> Attacks.rook(f, 0);
            default -> Attacks.queen(f, 0);
        };
        if ((reach & (1L << t)) == 0) {
            return new IllegalMoveReason.WrongPattern(from, to, piece);
        }
        long blockers = Attacks.between(f, t) & board.occupied();
        if (piece.type() != PieceType.KNIGHT && blockers != 0) {
            int nearest = t > f ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
            return new IllegalMoveReason.PathBlocked(from, to, Square.of(nearest));
        }
        return null;
    }

    private static IllegalMoveReason explainCastling(Position position, Board board, Color color, boolean kingside) {
        if (!position.castlingRights().has(color, kingside)) {
            return new IllegalMoveReason.CastlingRefused(CastlingObstacle.RIGHT_LOST, kingside, Optional.empty());
        }
        int king = color == Color.WHITE ? 4 : 60;
        int rook = kingside ? king + 3 : king - 4;
        long between = Attacks.between(king, rook) & board.occupied();
        if (between != 0) {
            int nearest = kingside ? Long.numberOfTrailingZeros(between) : 63 - Long.numberOfLeadingZeros(between);
            return new IllegalMoveReason.CastlingRefused(CastlingObstacle.SQUARE_OCCUPIED, kingside,
                    Optional.of(Square.of(nearest)));
        }
        if (position.isCheck()) {
            return new IllegalMoveReason.CastlingRefused(CastlingObstacle.KING_IN_CHECK, kingside, Optional.empty());
        }
        int step = kingside ? 1 : -1;
        int them = color.opponent().ordinal();
        if (board.isAttacked(king + step, them, board.occupied())) {
            return new IllegalMoveReason.CastlingRefused(CastlingObstacle.CROSSES_ATTACKED_SQUARE, kingside,
                    Optional.of(Square.of(king + step)));
        }
        return new IllegalMoveReason.CastlingRefused(CastlingObstacle.LANDS_ON_ATTACKED_SQUARE, kingside,
                Optional.of(Square.of(king + 2 * step)));
    }

    /** Plays the (pseudo-legal) move on a copy and reports a piece attacking the mover's king afterwards. */
    private static Optional<IllegalMoveReason> kingSafetyFault(Position position, Board board, int move) {
        Board after = board.copy();
        int us = after.sideToMove;
        after.play(move);
        int king = after.kingSquare(us);
        long attackers = after.attackersTo(king, after.occupied()) & after.colorPieces(us ^ 1);
        if (attackers == 0) {
            return Optional.empty();
        }
        int attacker = Long.numberOfTrailingZeros(attackers);
        return Optional.of(new IllegalMoveReason.KingInCheck(Square.of(king), Square.of(attacker),
                Piece.fromCode(after.pieceAt(attacker)), position.isCheck()));
    }
}
