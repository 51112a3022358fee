package org.escaque.core.reference;

import java.util.Arrays;

/**
 * FEN reading and writing for {@link ReferenceBoard}. Reading refuses anything that is not a legal
 * position of standard chess, naming the field at fault and why.
 */
final class ReferenceFen {

    private static final String PIECE_LETTERS = "PNBRQKpnbrqk";

    private ReferenceFen() {
    }

    static ReferenceBoard parse(String fen) {
        if (fen == null) {
            throw new IllegalArgumentException("FEN is null");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length != 4 && fields.length != 6) {
            throw new IllegalArgumentException("FEN needs 4 or 6 fields, got " + fields.length + ": '" + fen + "'");
        }
        char[] squares = parsePlacement(fields[0]);
        boolean whiteToMove = switch (fields[1]) {
            case "w" -> true;
            case "b" -> false;
            default -> throw new IllegalArgumentException("FEN side-to-move field must be 'w' or 'b', got '" + fields[1] + "'");
        };
        int castlingMask = parseCastling(fields[2], squares);
        int enPassantTarget = parseEnPassant(fields[3], squares, whiteToMove);
        int halfmoveClock = fields.length == 6 ? parseNumber(fields[4], "halfmove clock", 0) : 0;
        int fullmoveNumber = fields.length == 6 ? parseNumber(fields[5], "fullmove number", 1) : 1;
        ReferenceBoard board = new ReferenceBoard(
                squares, whiteToMove, castlingMask, enPassantTarget, halfmoveClock, fullmoveNumber);
        if (board.isKingAttacked(!whiteToMove)) {
            throw new IllegalArgumentException("FEN placement: the side not to move is in check in '" + fen + "'");
        }
        return board;
    }

    static String format(ReferenceBoard board) {
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int emptyRun = 0;
            for (int file = 0; file < 8; file++) {
                char piece = board.at(ReferenceSquare.of(file, rank));
                if (piece == ReferenceBoard.EMPTY) {
                    emptyRun++;
                } else {
                    if (emptyRun > 0) {
                        fen.append(emptyRun);
                        emptyRun = 0;
                    }
                    fen.append(piece);
                }
            }
            if (emptyRun > 0) {
                fen.append(emptyRun);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        fen.append(board.isWhiteToMove() ? " w " : " b ");
        fen.append(board.castlingRights()).append(' ');
        fen.append(board.legalEnPassantSquare().orElse("-")).append(' ');
        fen.append(board.halfmoveClock()).append(' ').append(board.fullmoveNumber());
        return fen.toString();
    }

    private static char[] parsePlacement(String placement) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new IllegalArgumentException("FEN placement needs 8 ranks, got " + ranks.length + ": '" + placement + "'");
        }
        char[] squares = new char[64];
        Arrays.fill(squares, ReferenceBoard.EMPTY);
        for (int row = 0; row < 8; row++) {
            int rank = 7 - row;
            int file = 0;
            for (char symbol : ranks[row].toCharArray()) {
                if (symbol >= '1' && symbol <= '8') {
                    file += symbol - '0';
                } else if (PIECE_LETTERS.indexOf(symbol) >= 0) {
                    if (file < 8) {
                        squares[ReferenceSquare.of(file, rank)] = symbol;
                    }
                    file++;
                } else {
                    throw new IllegalArgumentException("FEN placement: unexpected '" + symbol + "' on rank " + (rank + 1));
                }
            }
            if (file != 8) {
                throw new IllegalArgumentException("FEN placement: rank " + (rank + 1) + " covers " + file + " files, not 8");
            }
        }
        requireOneKing(squares, 'K', "white");
        requireOneKing(squares, 'k', "black");
        for (int file = 0; file < 8; file++) {
            if (Character.toLowerCase(squares[ReferenceSquare.of(file, 0)]) == 'p'
                    || Character.toLowerCase(squares[ReferenceSquare.of(file, 7)]) == 'p') {
                throw new IllegalArgumentException("FEN placement: a pawn stands on the first or last rank");
            }
        }
        return squares;
    }

    private static void requireOneKing(char[] squares, char king, String colour) {
        long count = new String(squares).chars().filter(symbol -> symbol == king).count();
        if (count != 1) {
            throw new IllegalArgumentException("FEN placement: expected one " + colour + " king, found " + count);
        }
    }

    private static int parseCastling(String field, char[] squares) {
        if (field.equals("-")) {
            return 0;
        }
        int mask = 0;
        for (char symbol : field.toCharArray()) {
            int right = switch (symbol) {
                case 'K' -> ReferenceBoard.WHITE_KINGSIDE;
                case 'Q' -> ReferenceBoard.WHITE_QUEENSIDE;
                case 'k' -> ReferenceBoard.BLACK_KINGSIDE;
                case 'q' -> ReferenceBoard.BLACK_QUEENSIDE;
                default -> throw new IllegalArgumentException("FEN castling field '" + field + "': unexpected '" + symbol + "'");
            };
            if ((mask & right) != 0) {
                throw new IllegalArgumentException("FEN castling field '" + field + "': '" + symbol + "' repeated");
            }
            requireUnmovedPieces(field, symbol, squares);
            mask |= right;
        }
        return mask;
    }

    /** A castling right is only possible with the king on its e-file square and the rook on its corner. */
    private static void requireUnmovedPieces(String field, char right, char[] squares) {
        boolean white = Character.isUpperCase(right);
        int rank = white ? 0 : 7;
        char king = white ? 'K' : 'k';
        char rook = white ? 'R' : 'r';
        int rookFile = Character.toLowerCase(right) == 'k' ? 7 : 0;
        String colour = white ? "white" : "black";
        if (squares[ReferenceSquare.of(4, rank)] != king) {
            throw new IllegalArgumentException("FEN castling field '" + field + "': the '" + right
                    + "' right is impossible, the " + colour + " king is not on e" + (rank + 1));
        }
        if (squares[ReferenceSquare.of(rookFile, rank)] != rook) {
            throw new IllegalArgumentException("FEN castling field '" + field + "': the '" + right
                    + "' right is impossible, no " + colour + " rook on " + ReferenceSquare.name(ReferenceSquare.of(rookFile, rank)));
        }
    }

    /**
     * The en-passant field must be {@code -} or a square a pawn of the side not to move has just skipped:
     * that pawn stands in front of it, and the square and the pawn's origin are empty.
     */
    private static int parseEnPassant(String field, char[] squares, boolean whiteToMove) {
        if (field.equals("-")) {
            return ReferenceBoard.NO_SQUARE;
        }
        int target;
        try {
            target = ReferenceSquare.parse(field);
        } catch (IllegalArgumentException notSquare) {
            throw new IllegalArgumentException("FEN en-passant field: '" + field + "' is neither '-' nor a square");
        }
        int file = ReferenceSquare.file(target);
        int expectedRank = whiteToMove ? 5 : 2;
        int direction = whiteToMove ? -1 : 1;
        char movedPawn = whiteToMove ? 'p' : 'P';
        if (ReferenceSquare.rank(target) != expectedRank
                || squares[target] != ReferenceBoard.EMPTY
                || squares[ReferenceSquare.of(file, expectedRank - direction)] != ReferenceBoard.EMPTY
                || squares[ReferenceSquare.of(file, expectedRank + direction)] != movedPawn) {
            throw new IllegalArgumentException("FEN en-passant field '" + field
                    + "': no pawn of the side not to move can just have skipped that square");
        }
        return target;
    }

    private static int parseNumber(String field, String name, int minimum) {
        int value;
        try {
            value = Integer.parseInt(field);
        } catch (NumberFormatException notNumber) {
            throw new IllegalArgumentException("FEN " + name + " field is not a number: '" + field + "'");
        }
        if (value < minimum) {
            throw new IllegalArgumentException("FEN " + name + " must be at least " + minimum + ", got " + value);
        }
        return value;
    }
}
