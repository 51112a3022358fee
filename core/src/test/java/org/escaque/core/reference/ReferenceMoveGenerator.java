package org.escaque.core.reference;

import java.util.ArrayList;
import java.util.List;

/**
 * Pseudo-legal move generation and attack detection on a mailbox board, written for clarity: every
 * piece walks the board square by square with file/rank steps, so nothing can wrap around an edge.
 * Whether a move leaves the mover's own king in check is decided by {@link ReferenceBoard}, which plays
 * each candidate and asks {@link #isAttacked}.
 */
final class ReferenceMoveGenerator {

    private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING_STEPS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final char[] PROMOTIONS = {'q', 'r', 'b', 'n'};

    private ReferenceMoveGenerator() {
    }

    /** All moves of the side to move that obey piece movement, ignoring whether the own king is left in check. */
    static List<ReferenceMove> pseudoLegalMoves(ReferenceBoard board) {
        List<ReferenceMove> moves = new ArrayList<>();
        boolean white = board.isWhiteToMove();
        for (int square = 0; square < 64; square++) {
            char piece = board.at(square);
            if (piece == ReferenceBoard.EMPTY || ReferenceBoard.isWhite(piece) != white) {
                continue;
            }
            switch (Character.toLowerCase(piece)) {
                case 'p' -> addPawnMoves(board, square, moves);
                case 'n' -> addSteps(board, square, KNIGHT_STEPS, moves);
                case 'b' -> addSlides(board, square, BISHOP_DIRECTIONS, moves);
                case 'r' -> addSlides(board, square, ROOK_DIRECTIONS, moves);
                case 'q' -> {
                    addSlides(board, square, ROOK_DIRECTIONS, moves);
                    addSlides(board, square, BISHOP_DIRECTIONS, moves);
                }
                case 'k' -> {
                    addSteps(board, square, KING_STEPS, moves);
                    addCastling(board, moves);
                }
                default -> throw new IllegalStateException("unknown piece " + piece);
            }
        }
        return moves;
    }

    /** Whether any piece of the given colour attacks {@code square} (pieces of either colour may stand on it). */
    static boolean isAttacked(ReferenceBoard board, int square, boolean byWhite) {
        int file = ReferenceSquare.file(square);
        int rank = ReferenceSquare.rank(square);
        // A white pawn attacks upwards, so it stands one rank below the square it attacks.
        int pawnRank = byWhite ? rank - 1 : rank + 1;
        char pawn = byWhite ? 'P' : 'p';
        for (int side = -1; side <= 1; side += 2) {
            if (pieceAt(board, file + side, pawnRank) == pawn) {
                return true;
            }
        }
        if (isStepAttacked(board, file, rank, KNIGHT_STEPS, byWhite ? 'N' : 'n')
                || isStepAttacked(board, file, rank, KING_STEPS, byWhite ? 'K' : 'k')) {
            return true;
        }
        return isSlideAttacked(board, file, rank, ROOK_DIRECTIONS, byWhite ? 'R' : 'r', byWhite ? 'Q' : 'q')
                || isSlideAttacked(board, file, rank, BISHOP_DIRECTIONS, byWhite ? 'B' : 'b', byWhite ? 'Q' : 'q');
    }

    private static void addPawnMoves(ReferenceBoard board, int from, List<ReferenceMove> moves) {
        boolean white = ReferenceBoard.isWhite(board.at(from));
        int direction = white ? 1 : -1;
        int startRank = white ? 1 : 6;
        int file = ReferenceSquare.file(from);
        int rank = ReferenceSquare.rank(from);
        int ahead = ReferenceSquare.of(file, rank + direction);
        if (board.at(ahead) == ReferenceBoard.EMPTY) {
            addPawnMove(from, ahead, moves);
            int twoAhead = ReferenceSquare.of(file, rank + 2 * direction);
            if (rank == startRank && board.at(twoAhead) == ReferenceBoard.EMPTY) {
                moves.add(new ReferenceMove(from, twoAhead));
            }
        }
        for (int side = -1; side <= 1; side += 2) {
            if (!ReferenceSquare.isOnBoard(file + side, rank + direction)) {
                continue;
            }
            int target = ReferenceSquare.of(file + side, rank + direction);
            char victim = board.at(target);
            if (victim != ReferenceBoard.EMPTY && ReferenceBoard.isWhite(victim) != white) {
                addPawnMove(from, target, moves);
            } else if (target == board.enPassantTarget()) {
                moves.add(new ReferenceMove(from, target));
            }
        }
    }

    /** A pawn arriving on the last rank becomes one of four different moves. */
    private static void addPawnMove(int from, int to, List<ReferenceMove> moves) {
        int rank = ReferenceSquare.rank(to);
        if (rank == 0 || rank == 7) {
            for (char promotion : PROMOTIONS) {
                moves.add(new ReferenceMove(from, to, promotion));
            }
        } else {
            moves.add(new ReferenceMove(from, to));
        }
    }

    private static void addSteps(ReferenceBoard board, int from, int[][] steps, List<ReferenceMove> moves) {
        boolean white = ReferenceBoard.isWhite(board.at(from));
        for (int[] step : steps) {
            int file = ReferenceSquare.file(from) + step[0];
            int rank = ReferenceSquare.rank(from) + step[1];
            if (ReferenceSquare.isOnBoard(file, rank)) {
                int to = ReferenceSquare.of(file, rank);
                char target = board.at(to);
                if (target == ReferenceBoard.EMPTY || ReferenceBoard.isWhite(target) != white) {
                    moves.add(new ReferenceMove(from, to));
                }
            }
        }
    }

    private static void addSlides(ReferenceBoard board, int from, int[][] directions, List<ReferenceMove> moves) {
        boolean white = ReferenceBoard.isWhite(board.at(from));
        for (int[] direction : directions) {
            int file = ReferenceSquare.file(from) + direction[0];
            int rank = ReferenceSquare.rank(from) + direction[1];
            while (ReferenceSquare.isOnBoard(file, rank)) {
                int to = ReferenceSquare.of(file, rank);
                char target = board.at(to);
                if (target == ReferenceBoard.EMPTY) {
                    moves.add(new ReferenceMove(from, to));
                } else {
                    if (ReferenceBoard.isWhite(target) != white) {
                        moves.add(new ReferenceMove(from, to));
                    }
                    break;
                }
                file += direction[0];
                rank += direction[1];
            }
        }
    }

    /**
     * FIDE 3.8.2: the king and the rook are unmoved (kept in the castling rights), the squares between
     * them are empty, and the king is not in check and neither crosses nor lands on an attacked square.
     */
    private static void addCastling(ReferenceBoard board, List<ReferenceMove> moves) {
        boolean white = board.isWhiteToMove();
        int homeRank = white ? 0 : 7;
        char king = white ? 'K' : 'k';
        char rook = white ? 'R' : 'r';
        int kingSquare = ReferenceSquare.of(4, homeRank);
        if (board.at(kingSquare) != king || isAttacked(board, kingSquare, !white)) {
            return;
        }
        int kingSide = white ? ReferenceBoard.WHITE_KINGSIDE : ReferenceBoard.BLACK_KINGSIDE;
        if ((board.castlingMask() & kingSide) != 0
                && board.at(ReferenceSquare.of(7, homeRank)) == rook
                && areEmpty(board, homeRank, 5, 6)
                && !areAttacked(board, homeRank, !white, 5, 6)) {
            moves.add(new ReferenceMove(kingSquare, ReferenceSquare.of(6, homeRank)));
        }
        int queenSide = white ? ReferenceBoard.WHITE_QUEENSIDE : ReferenceBoard.BLACK_QUEENSIDE;
        if ((board.castlingMask() & queenSide) != 0
                && board.at(ReferenceSquare.of(0, homeRank)) == rook
                && areEmpty(board, homeRank, 1, 2, 3)
                && !areAttacked(board, homeRank, !white, 2, 3)) {
            moves.add(new ReferenceMove(kingSquare, ReferenceSquare.of(2, homeRank)));
        }
    }

    private static boolean areEmpty(ReferenceBoard board, int rank, int... files) {
        for (int file : files) {
            if (board.at(ReferenceSquare.of(file, rank)) != ReferenceBoard.EMPTY) {
                return false;
            }
        }
        return true;
    }

    private static boolean areAttacked(ReferenceBoard board, int rank, boolean byWhite, int... files) {
        for (int file : files) {
            if (isAttacked(board, ReferenceSquare.of(file, rank), byWhite)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isStepAttacked(ReferenceBoard board, int file, int rank, int[][] steps, char attacker) {
        for (int[] step : steps) {
            if (pieceAt(board, file + step[0], rank + step[1]) == attacker) {
                return true;
            }
        }
        return false;
    }

    private static boolean isSlideAttacked(
            ReferenceBoard board, int file, int rank, int[][] directions, char slider, char queen) {
        for (int[] direction : directions) {
            int f = file + direction[0];
            int r = rank + direction[1];
            while (ReferenceSquare.isOnBoard(f, r)) {
                char piece = board.at(ReferenceSquare.of(f, r));
                if (piece != ReferenceBoard.EMPTY) {
                    if (piece == slider || piece == queen) {
                        return true;
                    }
                    break;
                }
                f += direction[0];
                r += direction[1];
            }
        }
        return false;
    }

    /** The piece on (file, rank), or {@link ReferenceBoard#EMPTY} for an empty or off-board square. */
    private static char pieceAt(ReferenceBoard board, int file, int rank) {
        return ReferenceSquare.isOnBoard(file, rank) ? board.at(ReferenceSquare.of(file, rank)) : ReferenceBoard.EMPTY;
    }
}
