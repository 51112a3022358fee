package org.escaque.core.reference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A chess position for differential tests: a deliberately plain, immutable mailbox implementation of
 * the FIDE Laws of Chess, written apart from the main rules engine so that the two can check each other.
 * Squares hold FEN letters ({@code PNBRQK} white, {@code pnbrqk} black) or {@link #EMPTY}.
 * Moves go in and out as UCI long algebraic text ({@code e2e4}, {@code e7e8q}, castling {@code e1g1}).
 */
public final class ReferenceBoard {

    static final char EMPTY = '.';
    static final int WHITE_KINGSIDE = 1;
    static final int WHITE_QUEENSIDE = 2;
    static final int BLACK_KINGSIDE = 4;
    static final int BLACK_QUEENSIDE = 8;
    static final int NO_SQUARE = -1;
    private static final int A1 = 0;
    private static final int E1 = 4;
    private static final int H1 = 7;
    private static final int A8 = 56;
    private static final int E8 = 60;
    private static final int H8 = 63;

    private final char[] squares;
    private final boolean whiteToMove;
    private final int castlingMask;
    /** The square a pawn skipped on the last move, kept even when no capture there is legal. */
    private final int enPassantTarget;
    private final int halfmoveClock;
    private final int fullmoveNumber;
    /** Computed on first use; a board never changes, so these stay true. */
    private List<ReferenceMove> legalMovesCache;
    private String fenCache;

    ReferenceBoard(char[] squares, boolean whiteToMove, int castlingMask, int enPassantTarget,
            int halfmoveClock, int fullmoveNumber) {
        this.squares = squares.clone();
        this.whiteToMove = whiteToMove;
        this.castlingMask = castlingMask;
        this.enPassantTarget = enPassantTarget;
        this.halfmoveClock = halfmoveClock;
        this.fullmoveNumber = fullmoveNumber;
    }

    /** The initial position of FIDE Article 2. */
    public static ReferenceBoard standard() {
        return fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    }

    /**
     * Reads a FEN of 4 fields (clocks default to {@code 0 1}) or 6 fields.
     *
     * @throws IllegalArgumentException naming the field and the reason when the text is not a legal position
     */
    public static ReferenceBoard fromFen(String fen) {
        return ReferenceFen.parse(fen);
    }

    /** Six-field FEN; the en-passant field names a square only when an en-passant capture is legal. */
    public String toFen() {
        if (fenCache == null) {
            fenCache = ReferenceFen.format(this);
        }
        return fenCache;
    }

    /** Legal moves in UCI text, each promotion as four moves (q, r, b, n). */
    public List<String> legalMoves() {
        return legalMoveList().stream().map(ReferenceMove::uci).toList();
    }

    /**
     * The position after a legal move.
     *
     * @throws IllegalArgumentException when {@code uci} is not one of {@link #legalMoves()}
     */
    public ReferenceBoard play(String uci) {
        return after(legalMove(uci));
    }

    /** Standard Algebraic Notation of a legal move, with {@code +}/{@code #} suffix and minimal disambiguation. */
    public String san(String uci) {
        return ReferenceSan.format(this, legalMove(uci));
    }

    /** Whether the king of the side to move is attacked. */
    public boolean isCheck() {
        return isKingAttacked(whiteToMove);
    }

    /** FIDE 5.1.1: in check with no legal move. */
    public boolean isCheckmate() {
        return isCheck() && legalMoveList().isEmpty();
    }

    /** FIDE 5.2.1: not in check and no legal move. */
    public boolean isStalemate() {
        return !isCheck() && legalMoveList().isEmpty();
    }

    /**
     * The material cases of a dead position (FIDE 5.2.2) the app recognises: king against king, king and
     * one bishop or knight against king, and kings with bishops only, all bishops on squares of one colour.
     */
    public boolean isInsufficientMaterial() {
        List<Integer> others = new ArrayList<>();
        for (int square = 0; square < 64; square++) {
            char piece = squares[square];
            if (piece != EMPTY && Character.toLowerCase(piece) != 'k') {
                others.add(square);
            }
        }
        if (others.isEmpty()) {
            return true;
        }
        if (others.size() == 1 && "bn".indexOf(Character.toLowerCase(squares[others.get(0)])) >= 0) {
            return true;
        }
        boolean allBishops = others.stream().allMatch(square -> Character.toLowerCase(squares[square]) == 'b');
        long lightBishops = others.stream().filter(ReferenceSquare::isLight).count();
        return allBishops && (lightBishops == 0 || lightBishops == others.size());
    }

    /** Half-moves since the last capture or pawn move (FIDE 9.3). */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    public boolean isWhiteToMove() {
        return whiteToMove;
    }

    /** The castling field as FEN writes it: a subset of {@code KQkq} in that order, or {@code -}. */
    public String castlingRights() {
        StringBuilder text = new StringBuilder();
        if ((castlingMask & WHITE_KINGSIDE) != 0) {
            text.append('K');
        }
        if ((castlingMask & WHITE_QUEENSIDE) != 0) {
            text.append('Q');
        }
        if ((castlingMask & BLACK_KINGSIDE) != 0) {
            text.append('k');
        }
        if ((castlingMask & BLACK_QUEENSIDE) != 0) {
            text.append('q');
        }
        return text.isEmpty() ? "-" : text.toString();
    }

    /** The en-passant target square, present only when an en-passant capture is legal right now. */
    public Optional<String> legalEnPassantSquare() {
        return hasLegalEnPassant() ? Optional.of(ReferenceSquare.name(enPassantTarget)) : Optional.empty();
    }

    /** The FEN letter of the piece on a square such as {@code "e1"}, or empty when the square is empty. */
    public Optional<Character> pieceAt(String square) {
        char piece = squares[ReferenceSquare.parse(square)];
        return piece == EMPTY ? Optional.empty() : Optional.of(piece);
    }

    /**
     * What makes two positions "the same" for repetition (FIDE 9.2.3): placement, side to move, castling
     * rights, and the en-passant square only when an en-passant capture is legal.
     */
    public String repetitionKey() {
        return String.join(" ", Arrays.copyOf(toFen().split(" "), 4));
    }

    /** Number of leaf nodes of the legal move tree of the given depth (depth 0 counts this position). */
    public long perft(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        List<ReferenceMove> moves = legalMoveList();
        if (depth == 1) {
            return moves.size();
        }
        long nodes = 0;
        for (ReferenceMove move : moves) {
            nodes += after(move).perft(depth - 1);
        }
        return nodes;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ReferenceBoard board && toFen().equals(board.toFen());
    }

    @Override
    public int hashCode() {
        return toFen().hashCode();
    }

    @Override
    public String toString() {
        return toFen();
    }

    // ---- package-private access for the generator, FEN and SAN code ----

    char at(int square) {
        return squares[square];
    }

    int castlingMask() {
        return castlingMask;
    }

    int enPassantTarget() {
        return enPassantTarget;
    }

    static boolean isWhite(char piece) {
        return Character.isUpperCase(piece);
    }

    List<ReferenceMove> legalMoveList() {
        if (legalMovesCache == null) {
            List<ReferenceMove> legal = new ArrayList<>();
            for (ReferenceMove move : ReferenceMoveGenerator.pseudoLegalMoves(this)) {
                if (!after(move).isKingAttacked(whiteToMove)) {
                    legal.add(move);
                }
            }
            legalMovesCache = List.copyOf(legal);
        }
        return legalMovesCache;
    }

    ReferenceMove legalMove(String uci) {
        ReferenceMove move = ReferenceMove.parseUci(uci);
        if (!legalMoveList().contains(move)) {
            throw new IllegalArgumentException("illegal move '" + uci + "' in " + toFen());
        }
        return move;
    }

    boolean isEnPassant(ReferenceMove move) {
        return Character.toLowerCase(squares[move.from()]) == 'p'
                && ReferenceSquare.file(move.from()) != ReferenceSquare.file(move.to())
                && squares[move.to()] == EMPTY;
    }

    boolean isCastling(ReferenceMove move) {
        return Character.toLowerCase(squares[move.from()]) == 'k'
                && Math.abs(ReferenceSquare.file(move.from()) - ReferenceSquare.file(move.to())) == 2;
    }

    boolean isCapture(ReferenceMove move) {
        return squares[move.to()] != EMPTY || isEnPassant(move);
    }

    /** Whether the side to move could capture en passant without leaving its king in check (FIDE 3.7.3). */
    boolean hasLegalEnPassant() {
        return enPassantTarget != NO_SQUARE && legalMoveList().stream().anyMatch(this::isEnPassant);
    }

    /** Plays a pseudo-legal move without asking whether it is legal. */
    ReferenceBoard after(ReferenceMove move) {
        char[] next = squares.clone();
        char piece = next[move.from()];
        boolean pawnMove = Character.toLowerCase(piece) == 'p';
        boolean capture = isCapture(move);
        if (isEnPassant(move)) {
            // The captured pawn stands beside the origin, on the destination's file.
            next[ReferenceSquare.of(ReferenceSquare.file(move.to()), ReferenceSquare.rank(move.from()))] = EMPTY;
        }
        if (isCastling(move)) {
            int rank = ReferenceSquare.rank(move.from());
            boolean kingSide = ReferenceSquare.file(move.to()) == 6;
            int rookFrom = ReferenceSquare.of(kingSide ? 7 : 0, rank);
            int rookTo = ReferenceSquare.of(kingSide ? 5 : 3, rank);
            next[rookTo] = next[rookFrom];
            next[rookFrom] = EMPTY;
        }
        next[move.from()] = EMPTY;
        next[move.to()] = move.isPromotion()
                ? (whiteToMove ? Character.toUpperCase(move.promotion()) : move.promotion())
                : piece;
        int nextEnPassant = pawnMove && Math.abs(move.to() - move.from()) == 16
                ? (move.from() + move.to()) / 2
                : NO_SQUARE;
        int nextCastling = castlingMask & ~rightsLostAt(move.from()) & ~rightsLostAt(move.to());
        return new ReferenceBoard(next, !whiteToMove, nextCastling, nextEnPassant,
                pawnMove || capture ? 0 : halfmoveClock + 1,
                whiteToMove ? fullmoveNumber : fullmoveNumber + 1);
    }

    /** A move from or to a king's or rook's home square ends the castling rights that depend on it. */
    private static int rightsLostAt(int square) {
        return switch (square) {
            case E1 -> WHITE_KINGSIDE | WHITE_QUEENSIDE;
            case H1 -> WHITE_KINGSIDE;
            case A1 -> WHITE_QUEENSIDE;
            case E8 -> BLACK_KINGSIDE | BLACK_QUEENSIDE;
            case H8 -> BLACK_KINGSIDE;
            case A8 -> BLACK_QUEENSIDE;
            default -> 0;
        };
    }

    boolean isKingAttacked(boolean whiteKing) {
        char king = whiteKing ? 'K' : 'k';
        for (int square = 0; square < 64; square++) {
            if (squares[square] == king) {
                return ReferenceMoveGenerator.isAttacked(this, square, !whiteKing);
            }
        }
        throw new IllegalStateException("no " + (whiteKing ? "white" : "black") + " king in " + Arrays.toString(squares));
    }
}
