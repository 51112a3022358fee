package org.escaque.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.InvalidPositionException.Field;
import org.escaque.core.InvalidPositionException.Problem;

/**
 * A chess position that can arise in a game, always: built from a checked {@link Setup} (or FEN), or by
 * playing a legal move. Immutable; {@link #play(Move)} returns a new position. For search, take a
 * {@link #board()} copy and use its unchecked fast path.
 */
public final class Position {

    private static final Position INITIAL = Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

    private final Board board;
    /** The square a pawn just passed over by a two-square advance, legal capture or not; else -1. */
    private final int passedSquare;

    private Position(Board board, int passedSquare) {
        this.board = board;
        this.passedSquare = passedSquare;
    }

    /** The starting position (FIDE Article 2.3). */
    public static Position initial() {
        return INITIAL;
    }

    /** Parses a FEN; see {@link Fen#parse(String)}. */
    public static Position fromFen(String fen) {
        return Fen.parse(fen);
    }

    /**
     * Checks a setup and builds the position, or throws {@link InvalidPositionException} naming the field
     * at fault: one king each; no pawn on the first or last rank; at most 8 pawns and 16 pieces a side and
     * no more promoted pieces than missing pawns; the side not to move not in check; at most two checkers;
     * castling rights only with king and rook on their original squares; an en-passant square only behind a
     * pawn that has just advanced two squares. An en-passant square with no legal capture is accepted and
     * dropped (it makes no difference to the position, FIDE 9.2.3).
     */
    public static Position of(Setup setup) {
        Board board = new Board();
        for (Map.Entry<Square, Piece> entry : setup.pieces().entrySet()) {
            Piece piece = entry.getValue();
            board.addPiece(Piece.code(piece.color().ordinal(), piece.type().ordinal()), entry.getKey().ordinal());
        }
        board.sideToMove = setup.turn().ordinal();
        checkMaterial(board);
        int us = board.sideToMove;
        if (board.isAttacked(board.kingSquare(us ^ 1), us, board.occupied())) {
            throw new InvalidPositionException(Field.ACTIVE_COLOR, Problem.OPPONENT_IN_CHECK, "the side not to move ("
                    + Color.of(us ^ 1).id() + ") is in check, so it cannot be " + Color.of(us).id() + "'s turn",
                    "color", Color.of(us ^ 1).id());
        }
        if (Long.bitCount(board.checkers()) > 2) {
            throw new InvalidPositionException(Field.PLACEMENT, Problem.TOO_MANY_CHECKERS,
                    "the king is attacked by more than two pieces", "color", Color.of(us).id());
        }
        board.castling = checkCastling(board, setup.castling());
        if (setup.halfmoveClock() < 0) {
            throw new InvalidPositionException(Field.HALFMOVE_CLOCK, Problem.COUNTER_RANGE, "must be 0 or more");
        }
        if (setup.fullmoveNumber() < 1) {
            throw new InvalidPositionException(Field.FULLMOVE_NUMBER, Problem.COUNTER_RANGE, "must be 1 or more");
        }
        board.halfmoveClock = setup.halfmoveClock();
        board.fullmoveNumber = setup.fullmoveNumber();
        int passed = -1;
        if (setup.enPassant().isPresent()) {
            passed = checkEnPassant(board, setup.enPassant().get(), setup.halfmoveClock());
            if (board.hasLegalEnPassantTo(passed)) {
                board.enPassant = passed;
            }
        }
        board.key = board.computeKey();
        return new Position(board, passed);
    }

    private static void checkMaterial(Board board) {
        for (int color = 0; color < 2; color++) {
            String side = Color.of(color).id();
            int kings = Long.bitCount(board.pieces(color, Board.KING));
            if (kings != 1) {
                throw new InvalidPositionException(Field.PLACEMENT, Problem.KING_COUNT,
                        side + " has " + kings + " kings; each side has exactly one",
                        "color", side, "count", String.valueOf(kings));
            }
            int pawns = Long.bitCount(board.pieces(color, Board.PAWN));
            if (pawns > 8) {
                throw new InvalidPositionException(Field.PLACEMENT, Problem.TOO_MANY_PAWNS,
                        side + " has " + pawns + " pawns; at most 8", "color", side, "count", String.valueOf(pawns));
            }
            int pieces = Long.bitCount(board.colorPieces(color));
            if (pieces > 16) {
                throw new InvalidPositionException(Field.PLACEMENT, Problem.TOO_MANY_PIECES,
                        side + " has " + pieces + " pieces; at most 16", "color", side, "count", String.valueOf(pieces));
            }
            int promoted = Math.max(0, Long.bitCount(board.pieces(color, Board.QUEEN)) - 1)
                    + Math.max(0, Long.bitCount(board.pieces(color, Board.ROOK)) - 2)
                    + Math.max(0, Long.bitCount(board.pieces(color, Board.BISHOP)) - 2)
                    + Math.max(0, Long.bitCount(board.pieces(color, Board.KNIGHT)) - 2);
            if (promoted > 8 - pawns) {
                throw new InvalidPositionException(Field.PLACEMENT, Problem.TOO_MANY_PROMOTED,
                        side + " has more promoted pieces than missing pawns", "color", side);
            }
        }
        long backRanks = 0xFFL | 0xFFL << 56;
        long misplaced = board.pieces(Board.PAWN) & backRanks;
        if (misplaced != 0) {
            throw new InvalidPositionException(Field.PLACEMENT, Problem.PAWN_ON_BACK_RANK, "a pawn stands on "
                    + Square.of(Long.numberOfTrailingZeros(misplaced)) + "; pawns never stand on the first or last rank",
                    "square", Square.of(Long.numberOfTrailingZeros(misplaced)).id());
        }
    }

    private static int checkCastling(Board board, CastlingRights rights) {
        int bits = rights.bits();
        int[][] needs = {{Board.WHITE_KINGSIDE, 0, 4, 7}, {Board.WHITE_QUEENSIDE, 0, 4, 0},
                {Board.BLACK_KINGSIDE, 1, 60, 63}, {Board.BLACK_QUEENSIDE, 1, 60, 56}};
        String[] letters = {"K", "Q", "k", "q"};
        for (int i = 0; i < 4; i++) {
            int[] need = needs[i];
            if ((bits & need[0]) == 0) {
                continue;
            }
            int color = need[1];
            String side = Color.of(color).id();
            if (board.pieceAt(need[2]) != Piece.code(color, Board.KING)) {
                throw new InvalidPositionException(Field.CASTLING, Problem.CASTLING_KING, "'" + letters[i]
                        + "' is impossible: the " + side + " king is not on " + Square.of(need[2]),
                        "right", letters[i], "color", side, "square", Square.of(need[2]).id());
            }
            if (board.pieceAt(need[3]) != Piece.code(color, Board.ROOK)) {
                throw new InvalidPositionException(Field.CASTLING, Problem.CASTLING_ROOK, "'" + letters[i]
                        + "' is impossible: there is no " + side + " rook on " + Square.of(need[3]),
                        "right", letters[i], "color", side, "square", Square.of(need[3]).id());
            }
        }
        return bits;
    }

    private static int checkEnPassant(Board board, Square square, int halfmoveClock) {
        int us = board.sideToMove;
        int target = square.ordinal();
        int expectedRank = us == Board.WHITE ? 5 : 2;
        if (square.rank() != expectedRank) {
            throw new InvalidPositionException(Field.EN_PASSANT, Problem.EN_PASSANT_RANK, square + " is impossible: with "
                    + Color.of(us).id() + " to move it must be on rank " + (expectedRank + 1),
                    "square", square.id(), "color", Color.of(us).id(), "rank", String.valueOf(expectedRank + 1));
        }
        int forward = us == Board.WHITE ? -8 : 8;
        int pawnSquare = target + forward;
        int origin = target - forward;
        if (board.pieceAt(pawnSquare) != Piece.code(us ^ 1, Board.PAWN)) {
            throw new InvalidPositionException(Field.EN_PASSANT, Problem.EN_PASSANT_PAWN, square + " is impossible: no "
                    + Color.of(us ^ 1).id() + " pawn on " + Square.of(pawnSquare) + " that just advanced two squares",
                    "square", square.id(), "color", Color.of(us ^ 1).id(), "pawn", Square.of(pawnSquare).id());
        }
        if (board.pieceAt(target) != Board.EMPTY || board.pieceAt(origin) != Board.EMPTY) {
            throw new InvalidPositionException(Field.EN_PASSANT, Problem.EN_PASSANT_BLOCKED, square
                    + " is impossible: the pawn passed over " + square + " from " + Square.of(origin)
                    + ", so both must be empty", "square", square.id(), "from", Square.of(origin).id());
        }
        if (halfmoveClock != 0) {
            throw new InvalidPositionException(Field.HALFMOVE_CLOCK, Problem.EN_PASSANT_CLOCK,
                    "must be 0 when an en-passant square is given (a pawn has just moved)");
        }
        return target;
    }

    // ---- facts ----

    public Color turn() {
        return Color.of(board.sideToMove);
    }

    public Optional<Piece> pieceAt(Square square) {
        int code = board.pieceAt(square.ordinal());
        return code == Board.EMPTY ? Optional.empty() : Optional.of(Piece.fromCode(code));
    }

    /** Every piece by square, in square order. */
    public Map<Square, Piece> pieces() {
        Map<Square, Piece> map = new EnumMap<>(Square.class);
        for (int sq = 0; sq < 64; sq++) {
            int code = board.pieceAt(sq);
            if (code != Board.EMPTY) {
                map.put(Square.of(sq), Piece.fromCode(code));
            }
        }
        return map;
    }

    public CastlingRights castlingRights() {
        return CastlingRights.fromBits(board.castling);
    }

    /** The en-passant target square, present only when an en-passant capture is legal now. */
    public Optional<Square> enPassantSquare() {
        return board.enPassant < 0 ? Optional.empty() : Optional.of(Square.of(board.enPassant));
    }

    /** Half-moves since the last capture or pawn move (FIDE 9.3). */
    public int halfmoveClock() {
        return board.halfmoveClock;
    }

    public int fullmoveNumber() {
        return board.fullmoveNumber;
    }

    /** A 64-bit key equal for positions that are the same in the sense of FIDE 9.2.3. */
    public long key() {
        return board.key;
    }

    /** The unvalidated facts of this position (for variations and editors). */
    public Setup toSetup() {
        return new Setup(pieces(), turn(), castlingRights(), enPassantSquare(), halfmoveClock(), fullmoveNumber());
    }

    /** This position as FEN. */
    public String fen() {
        return Fen.format(this);
    }

    /** A fresh mutable copy for the fast path ({@link Board#play(int)}). */
    public Board board() {
        return board.copy();
    }

    /** Builds a position from a board reached by legal moves from a valid position. */
    public static Position fromBoard(Board board) {
        return new Position(board.copy(), board.enPassant);
    }

    public Square kingSquare(Color color) {
        return Square.of(board.kingSquare(color.ordinal()));
    }

    /** Whether the side to move is in check (FIDE 3.9.1). */
    public boolean isCheck() {
        return board.checkers() != 0;
    }

    /** The squares of the pieces giving check, in square order. */
    public List<Square> checkers() {
        return squares(board.checkers());
    }

    /** Checkmate: in check with no legal move (FIDE 5.1.1). */
    public boolean isCheckmate() {
        return isCheck() && !hasLegalMove();
    }

    /** Stalemate: not in check and no legal move (FIDE 5.2.1). */
    public boolean isStalemate() {
        return !isCheck() && !hasLegalMove();
    }

    public boolean hasLegalMove() {
        return MoveGenerator.generate(board, new int[MoveGenerator.MAX_MOVES]) > 0;
    }

    /**
     * Insufficient material, drawn automatically: king against king; king and one bishop or one knight
     * against king; or no pieces but kings and bishops, all bishops on squares of one colour.
     */
    public boolean hasInsufficientMaterial() {
        if ((board.pieces(Board.PAWN) | board.pieces(Board.ROOK) | board.pieces(Board.QUEEN)) != 0) {
            return false;
        }
        long knights = board.pieces(Board.KNIGHT);
        long bishops = board.pieces(Board.BISHOP);
        if (knights != 0) {
            return bishops == 0 && Long.bitCount(knights) == 1;
        }
        return (bishops & LIGHT_SQUARES) == 0 || (bishops & ~LIGHT_SQUARES) == 0;
    }

    // ---- moves ----

    /** All legal moves, in generation order. */
    public List<Move> legalMoves() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, moves);
        List<Move> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(Move.decode(moves[i]));
        }
        return Collections.unmodifiableList(list);
    }

    public boolean isLegal(Move move) {
        return indexOfLegal(move.encoded()) >= 0;
    }

    /** The position after a legal move; an illegal one is refused with the rule that forbids it. */
    public Position play(Move move) throws IllegalMoveException {
        if (!isLegal(move)) {
            throw new IllegalMoveException(MoveExplainer.explain(this, move.from(), move.to(), move.promotionPiece()));
        }
        Board next = board.copy();
        next.play(move.encoded());
        int from = move.from().ordinal();
        int to = move.to().ordinal();
        boolean doublePush = board.pieceAt(from) % 6 == Board.PAWN && (from ^ to) == 16;
        return new Position(next, doublePush ? (from + to) >>> 1 : -1);
    }

    /**
     * The legal move from {@code from} to {@code to} (promotion piece required exactly when a pawn reaches
     * the last rank), or {@link IllegalMoveException} saying which rule forbids it.
     */
    public Move move(Square from, Square to, Optional<PieceType> promotion) throws IllegalMoveException {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, moves);
        for (int i = 0; i < n; i++) {
            // Only moves between the two squares are decoded (a promotion has up to four).
            if (Move.from(moves[i]) != from.ordinal() || Move.to(moves[i]) != to.ordinal()) {
                continue;
            }
            Move candidate = Move.decode(moves[i]);
            if (candidate.promotionPiece().equals(promotion)) {
                return candidate;
            }
        }
        throw new IllegalMoveException(MoveExplainer.explain(this, from, to, promotion));
    }

    private int indexOfLegal(int encoded) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, moves);
        for (int i = 0; i < n; i++) {
            if (moves[i] == encoded) {
                return i;
            }
        }
        return -1;
    }

    Board internalBoard() {
        return board;
    }

    /** The square just passed over by a two-square pawn advance (legal capture or not), if any. */
    Optional<Square> passedSquare() {
        return passedSquare < 0 ? Optional.empty() : Optional.of(Square.of(passedSquare));
    }

    static List<Square> squares(long bits) {
        List<Square> list = new ArrayList<>(Long.bitCount(bits));
        while (bits != 0) {
            list.add(Square.of(Long.numberOfTrailingZeros(bits)));
            bits &= bits - 1;
        }
        return list;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Position that && fen().equals(that.fen());
    }

    @Override
    public int hashCode() {
        return Long.hashCode(board.key);
    }

    @Override
    public String toString() {
        return fen();
    }
}
