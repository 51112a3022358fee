package org.escaque.core;

import java.util.Arrays;

/**
 * The mutable board behind {@link Position}: the fast path for search and perft.
 *
 * <p>{@link #play(int)} trusts that the move is legal (it came from {@link MoveGenerator}); {@link #undo()}
 * takes back the last one. Callers that hold a move from outside use {@link Position#play(Move)}, which checks.
 * A board is only ever built from a valid {@link Position}, so it is valid too while only legal moves are played.
 *
 * <p>State: bitboards by piece type and by colour, a 64-square piece array, and a small undo record per ply
 * (captured piece, castling rights, en-passant square, half-move clock, key) so undo restores rather than recomputes.
 */
public final class Board {

    static final int WHITE = 0;
    static final int BLACK = 1;
    static final int PAWN = 0;
    static final int KNIGHT = 1;
    static final int BISHOP = 2;
    static final int ROOK = 3;
    static final int QUEEN = 4;
    static final int KING = 5;
    static final int EMPTY = -1;
    /** Castling-rights bits. */
    static final int WHITE_KINGSIDE = 1;
    static final int WHITE_QUEENSIDE = 2;
    static final int BLACK_KINGSIDE = 4;
    static final int BLACK_QUEENSIDE = 8;

    /** Rights kept when a piece leaves or arrives on a square: moving the king or a corner rook clears some. */
    private static final int[] CASTLING_KEPT = new int[64];

    static {
        Arrays.fill(CASTLING_KEPT, 15);
        CASTLING_KEPT[0] = 15 & ~WHITE_QUEENSIDE;
        CASTLING_KEPT[7] = 15 & ~WHITE_KINGSIDE;
        CASTLING_KEPT[4] = 15 & ~(WHITE_KINGSIDE | WHITE_QUEENSIDE);
        CASTLING_KEPT[56] = 15 & ~BLACK_QUEENSIDE;
        CASTLING_KEPT[63] = 15 & ~BLACK_KINGSIDE;
        CASTLING_KEPT[60] = 15 & ~(BLACK_KINGSIDE | BLACK_QUEENSIDE);
    }

    final long[] byType = new long[6];
    final long[] byColor = new long[2];
    final int[] squares = new int[64];
    int sideToMove;
    int castling;
    /** En-passant target square, set only when a legal en-passant capture exists; else -1. */
    int enPassant = -1;
    int halfmoveClock;
    int fullmoveNumber = 1;
    long key;

    // Undo stack, one entry per ply played on this board.
    // Allocated on the first move played: an immutable Position's board never needs them.
    private int ply;
    private int[] undoMove = new int[0];
    private int[] undoCaptured = new int[0];
    private int[] undoCastling = new int[0];
    private int[] undoEnPassant = new int[0];
    private int[] undoHalfmove = new int[0];
    private long[] undoKey = new long[0];

    Board() {
        Arrays.fill(squares, EMPTY);
    }

    /** A deep copy with an empty undo history. */
    public Board copy() {
        Board copy = new Board();
        System.arraycopy(byType, 0, copy.byType, 0, 6);
        System.arraycopy(byColor, 0, copy.byColor, 0, 2);
        System.arraycopy(squares, 0, copy.squares, 0, 64);
        copy.sideToMove = sideToMove;
        copy.castling = castling;
        copy.enPassant = enPassant;
        copy.halfmoveClock = halfmoveClock;
        copy.fullmoveNumber = fullmoveNumber;
        copy.key = key;
        return copy;
    }

    // ---- queries for the engine ----

    /** 0 when white is to move, 1 when black is. */
    public int sideToMove() {
        return sideToMove;
    }

    /** Pieces of a type (0 pawn .. 5 king) of both colours. */
    public long pieces(int type) {
        return byType[type];
    }

    /** Pieces of a colour (0 white, 1 black). */
    public long pieces(int color, int type) {
        return byType[type] & byColor[color];
    }

    public long colorPieces(int color) {
        return byColor[color];
    }

    public long occupied() {
        return byColor[0] | byColor[1];
    }

    /** Piece code on a square (colour * 6 + type), or -1 when empty. */
    public int pieceAt(int square) {
        return squares[square];
    }

    public int kingSquare(int color) {
        return Long.numberOfTrailingZeros(byType[KING] & byColor[color]);
    }

    /** The repetition key: equal keys mean the same position in the sense of FIDE 9.2.3. */
    public long key() {
        return key;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int enPassantSquare() {
        return enPassant;
    }

    public int castlingRights() {
        return castling;
    }

    /** Number of plies played on this board since it was built or copied. */
    public int plyCount() {
        return ply;
    }

    public boolean isCheck() {
        return checkers() != 0;
    }

    /** Pieces of the side not to move that attack the king of the side to move. */
    public long checkers() {
        int us = sideToMove;
        return attackersTo(kingSquare(us), occupied()) & byColor[us ^ 1];
    }

    /** All pieces of both colours attacking {@code square} given an occupancy. */
    public long attackersTo(int square, long occupied) {
        long attackers = (Attacks.pawn(WHITE, square) & byType[PAWN] & byColor[BLACK])
                | (Attacks.pawn(BLACK, square) & byType[PAWN] & byColor[WHITE])
                | (Attacks.knight(square) & byType[KNIGHT])
                | (Attacks.king(square) & byType[KING]);
        // Sliders are looked up only when one stands on a line through the square (often none does).
        long straight = (byType[ROOK] | byType[QUEEN]) & Attacks.rookRays(square);
        if (straight != 0) {
            attackers |= Attacks.rook(square, occupied) & straight;
        }
        long diagonal = (byType[BISHOP] | byType[QUEEN]) & Attacks.bishopRays(square);
        if (diagonal != 0) {
            attackers |= Attacks.bishop(square, occupied) & diagonal;
        }
        return attackers;
    }

    /** Whether a piece of colour {@code by} attacks {@code square} given an occupancy. */
    public boolean isAttacked(int square, int by, long occupied) {
        long them = byColor[by];
        if ((Attacks.pawn(by ^ 1, square) & byType[PAWN] & them) != 0
                || (Attacks.knight(square) & byType[KNIGHT] & them) != 0
                || (Attacks.king(square) & byType[KING] & them) != 0) {
            return true;
        }
        long straight = (byType[ROOK] | byType[QUEEN]) & them & Attacks.rookRays(square);
        long diagonal = (byType[BISHOP] | byType[QUEEN]) & them & Attacks.bishopRays(square);
        return (straight != 0 && (Attacks.rook(square, occupied) & straight) != 0)
                || (diagonal != 0 && (Attacks.bishop(square, occupied) & diagonal) != 0);
    }

    /**
     * Whether a legal {@code move} (packed, see {@link Move}) puts the opponent's king in check: what {@link #isCheck()}
     * answers after {@link #play(int)}, without playing it. Direct checks by the piece that arrives (the new piece of a
     * promotion, the rook of a castling) and checks discovered by the squares it leaves (both pawns' of an en-passant
     * capture) are found alike: from the opponent's king, over the board as it will be, for each of our kinds of piece.
     */
    public boolean givesCheck(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kindBits(move);
        int us = sideToMove;
        int king = kingSquare(us ^ 1);
        long left = 1L << from;
        long arrived = 1L << to;
        int arrivedType = squares[from] - 6 * us;
        long occupied = occupied() & ~left | arrived;
        // Our pieces by type after the move: the one that moved taken from its square, put on its new one below.
        long ours = byColor[us] & ~left;
        long pawns = byType[PAWN] & ours;
        long knights = byType[KNIGHT] & ours;
        long diagonal = (byType[BISHOP] | byType[QUEEN]) & ours;
        long straight = (byType[ROOK] | byType[QUEEN]) & ours;
        if (kind == Move.KIND_PROMOTION) {
            arrivedType = Move.promotionTypeIndex(move);
        } else if (kind == Move.KIND_EN_PASSANT) {
            occupied &= ~(1L << (to ^ 8));
        } else if (kind == Move.KIND_CASTLING) {
            long rookFrom = 1L << (to > from ? from + 3 : from - 4);
            long rookTo = 1L << (to > from ? from + 1 : from - 1);
            occupied = occupied & ~rookFrom | rookTo;
            straight = straight & ~rookFrom | rookTo;
        }
        switch (arrivedType) {
            case PAWN -> pawns |= arrived;
            case KNIGHT -> knights |= arrived;
            case BISHOP -> diagonal |= arrived;
            case ROOK -> straight |= arrived;
            case QUEEN -> {
                diagonal |= arrived;
                straight |= arrived;
            }
            default -> {
                // A king gives no check itself.
            }
        }
        return (Attacks.pawn(us ^ 1, king) & pawns) != 0
                || (Attacks.knight(king) & knights) != 0
                || ((diagonal & Attacks.bishopRays(king)) != 0 && (Attacks.bishop(king, occupied) & diagonal) != 0)
                || ((straight & Attacks.rookRays(king)) != 0 && (Attacks.rook(king, occupied) & straight) != 0);
    }

    // ---- the fast path ----

    /** Plays a legal move (packed, see {@link Move}). Unchecked: an illegal move corrupts the board. */
    public void play(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kindBits(move);
        int piece = squares[from];
        int us = sideToMove;
        int them = us ^ 1;
        if (ply == undoMove.length) {
            growUndo();
        }
        undoMove[ply] = move;
        undoCastling[ply] = castling;
        undoEnPassant[ply] = enPassant;
        undoHalfmove[ply] = halfmoveClock;
        undoKey[ply] = key;
        int captured = EMPTY;
        long k = key ^ Zobrist.BLACK_TO_MOVE;
        if (enPassant >= 0) {
            k ^= Zobrist.EN_PASSANT_FILE[enPassant & 7];
            enPassant = -1;
        }
        halfmoveClock++;
        if (kind == Move.KIND_CASTLING) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            int rook = squares[rookFrom];
            k ^= movePiece(piece, from, to) ^ movePiece(rook, rookFrom, rookTo);
        } else {
            if (kind == Move.KIND_EN_PASSANT) {
                int capturedSquare = to ^ 8;
                captured = squares[capturedSquare];
                k ^= removePiece(captured, capturedSquare);
            } else if (squares[to] != EMPTY) {
                captured = squares[to];
                k ^= removePiece(captured, to);
            }
            if (captured != EMPTY) {
                halfmoveClock = 0;
            }
            k ^= movePiece(piece, from, to);
            if (piece == PAWN || piece == PAWN + 6) {
                halfmoveClock = 0;
                if (kind == Move.KIND_PROMOTION) {
                    k ^= removePiece(piece, to) ^ addPiece(us * 6 + Move.promotionTypeIndex(move), to);
                } else if ((from ^ to) == 16) {
                    int target = (from + to) >>> 1;
                    if ((Attacks.pawn(us, target) & byType[PAWN] & byColor[them]) != 0) {
                        sideToMove = them;
                        if (hasLegalEnPassantTo(target)) {
                            enPassant = target;
                            k ^= Zobrist.EN_PASSANT_FILE[target & 7];
                        }
                        sideToMove = us;
                    }
                }
            }
        }
        int newCastling = castling & CASTLING_KEPT[from] & CASTLING_KEPT[to];
        if (newCastling != castling) {
            k ^= Zobrist.CASTLING[castling] ^ Zobrist.CASTLING[newCastling];
            castling = newCastling;
        }
        undoCaptured[ply] = captured;
        ply++;
        if (us == BLACK) {
            fullmoveNumber++;
        }
        sideToMove = them;
        key = k;
    }

    /** Takes back the last move played with {@link #play(int)}. */
    public void undo() {
        ply--;
        int move = undoMove[ply];
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kindBits(move);
        int them = sideToMove;
        int us = them ^ 1;
        sideToMove = us;
        if (us == BLACK) {
            fullmoveNumber--;
        }
        if (kind == Move.KIND_CASTLING) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            movePiece(squares[to], to, from);
            movePiece(squares[rookTo], rookTo, rookFrom);
        } else {
            if (kind == Move.KIND_PROMOTION) {
                removePiece(squares[to], to);
                addPiece(us * 6 + PAWN, to);
            }
            movePiece(squares[to], to, from);
            int captured = undoCaptured[ply];
            if (captured != EMPTY) {
                addPiece(captured, kind == Move.KIND_EN_PASSANT ? to ^ 8 : to);
            }
        }
        castling = undoCastling[ply];
        enPassant = undoEnPassant[ply];
        halfmoveClock = undoHalfmove[ply];
        key = undoKey[ply];
    }

    /** Passes the turn (for null-move pruning). Not a legal chess move: never call it when in check. */
    public void playNull() {
        if (ply == undoMove.length) {
            growUndo();
        }
        undoMove[ply] = Move.NONE;
        undoCaptured[ply] = EMPTY;
        undoCastling[ply] = castling;
        undoEnPassant[ply] = enPassant;
        undoHalfmove[ply] = halfmoveClock;
        undoKey[ply] = key;
        long k = key ^ Zobrist.BLACK_TO_MOVE;
        if (enPassant >= 0) {
            k ^= Zobrist.EN_PASSANT_FILE[enPassant & 7];
            enPassant = -1;
        }
        halfmoveClock++;
        ply++;
        sideToMove ^= 1;
        key = k;
    }

    /** Takes back {@link #playNull()}. */
    public void undoNull() {
        ply--;
        sideToMove ^= 1;
        castling = undoCastling[ply];
        enPassant = undoEnPassant[ply];
        halfmoveClock = undoHalfmove[ply];
        key = undoKey[ply];
    }

    /** The key of the position {@code pliesAgo} plies back on this board (1 = before the last move). */
    public long keyBefore(int pliesAgo) {
        return undoKey[ply - pliesAgo];
    }

    /**
     * Whether the side to move has a legal en-passant capture onto {@code target}. The capture is legal
     * when, with both pawns gone from their squares and the capturer on the target, no enemy piece attacks
     * our king: this covers pins along a rank (both pawns leave it) and captures of a checking pawn.
     */
    boolean hasLegalEnPassantTo(int target) {
        int us = sideToMove;
        int them = us ^ 1;
        int victim = target ^ 8;
        long capturers = Attacks.pawn(them, target) & byType[PAWN] & byColor[us];
        int king = kingSquare(us);
        while (capturers != 0) {
            int from = Long.numberOfTrailingZeros(capturers);
            capturers &= capturers - 1;
            if (isLegalEnPassant(from, target, victim, king)) {
                return true;
            }
        }
        return false;
    }

    boolean isLegalEnPassant(int from, int target, int victim, int king) {
        int them = sideToMove ^ 1;
        long occupied = (occupied() ^ (1L << from) ^ (1L << victim)) | (1L << target);
        long enemies = byColor[them] & ~(1L << victim);
        return ((Attacks.rook(king, occupied) & (byType[ROOK] | byType[QUEEN]) & enemies)
                | (Attacks.bishop(king, occupied) & (byType[BISHOP] | byType[QUEEN]) & enemies)
                | (Attacks.knight(king) & byType[KNIGHT] & enemies)
                | (Attacks.pawn(sideToMove, king) & byType[PAWN] & enemies)) == 0;
    }

    // ---- piece placement; each returns the key change ----

    long addPiece(int piece, int square) {
        long bit = 1L << square;
        byType[piece % 6] |= bit;
        byColor[piece / 6] |= bit;
        squares[square] = piece;
        return Zobrist.PIECE_SQUARE[piece * 64 + square];
    }

    private long removePiece(int piece, int square) {
        long bit = 1L << square;
        byType[piece % 6] ^= bit;
        byColor[piece / 6] ^= bit;
        squares[square] = EMPTY;
        return Zobrist.PIECE_SQUARE[piece * 64 + square];
    }

    private long movePiece(int piece, int from, int to) {
        long bits = 1L << from | 1L << to;
        byType[piece % 6] ^= bits;
        byColor[piece / 6] ^= bits;
        squares[from] = EMPTY;
        squares[to] = piece;
        return Zobrist.PIECE_SQUARE[piece * 64 + from] ^ Zobrist.PIECE_SQUARE[piece * 64 + to];
    }

    /** Recomputes the key from scratch (used once when a board is built). */
    long computeKey() {
        long k = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] != EMPTY) {
                k ^= Zobrist.PIECE_SQUARE[squares[sq] * 64 + sq];
            }
        }
        k ^= Zobrist.CASTLING[castling];
        if (enPassant >= 0) {
            k ^= Zobrist.EN_PASSANT_FILE[enPassant & 7];
        }
        if (sideToMove == BLACK) {
            k ^= Zobrist.BLACK_TO_MOVE;
        }
        return k;
    }

    private void growUndo() {
        // A copied board often plays one move only (Position.play): start small, double for search.
        int size = Math.max(4, undoMove.length * 2);
        undoMove = Arrays.copyOf(undoMove, size);
        undoCaptured = Arrays.copyOf(undoCaptured, size);
        undoCastling = Arrays.copyOf(undoCastling, size);
        undoEnPassant = Arrays.copyOf(undoEnPassant, size);
        undoHalfmove = Arrays.copyOf(undoHalfmove, size);
        undoKey = Arrays.copyOf(undoKey, size);
    }
}
