package org.escaque.core;

/**
 * Legal move generation into a caller's {@code int[]} (packed moves, see {@link Move}); nothing is allocated.
 *
 * <p>Moves are legal by construction: pinned pieces move only along their pin line, a king in single check
 * has its side's moves restricted to capturing or blocking the checker, a king in double check moves alone,
 * the king never steps onto an attacked square (sliders see through it), and the rarer en-passant case is
 * checked by replaying the occupancy. A buffer of {@link #MAX_MOVES} is always enough (the record is 218).
 */
public final class MoveGenerator {

    /** Upper bound on the number of legal moves in any position. */
    public static final int MAX_MOVES = 256;

    /** All legal moves. */
    public static final int ALL = 3;
    /** Captures (en passant included) and every promotion. */
    public static final int NOISY = 1;
    /** Legal moves that are neither captures nor promotions (castling included). */
    public static final int QUIET = 2;

    static final long RANK_1 = 0xFFL;
    static final long RANK_8 = 0xFFL << 56;
    static final long RANK_3 = 0xFFL << 16;
    static final long RANK_6 = 0xFFL << 40;
    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;

    private MoveGenerator() {
    }

    /** Writes all legal moves of the side to move into {@code moves} from index 0; returns how many. */
    public static int generate(Board board, int[] moves) {
        return generate(board, moves, ALL);
    }

    /** Writes the legal moves of the chosen {@code kinds} ({@link #ALL}, {@link #NOISY}, {@link #QUIET}). */
    public static int generate(Board board, int[] moves, int kinds) {
        int us = board.sideToMove;
        int them = us ^ 1;
        long ours = board.byColor[us];
        long theirs = board.byColor[them];
        long occupied = ours | theirs;
        int king = Long.numberOfTrailingZeros(board.byType[Board.KING] & ours);
        long checkers = board.attackersTo(king, occupied) & theirs;
        boolean noisy = (kinds & NOISY) != 0;
        boolean quiet = (kinds & QUIET) != 0;
        int n = 0;

        // King moves first: the only ones in double check.
        long kingTargets = Attacks.king(king) & ~ours;
        if (!noisy) {
            kingTargets &= ~theirs;
        }
        if (!quiet) {
            kingTargets &= theirs;
        }
        long withoutKing = occupied ^ (1L << king);
        while (kingTargets != 0) {
            int to = Long.numberOfTrailingZeros(kingTargets);
            kingTargets &= kingTargets - 1;
            if (!board.isAttacked(to, them, withoutKing)) {
                moves[n++] = Move.encode(king, to);
            }
        }
        if (checkers != 0 && (checkers & (checkers - 1)) != 0) {
            return n;
        }

        long target = checkers == 0 ? ~ours : checkers | Attacks.between(king, Long.numberOfTrailingZeros(checkers));
        if (!noisy) {
            target &= ~theirs;
        }
        long pinned = pinned(board, king, us, occupied);

        n = pawnMoves(board, moves, n, us, king, pinned, target, checkers, noisy, quiet);
        if (!quiet) {
            target &= theirs;
        }
        long knights = board.byType[Board.KNIGHT] & ours & ~pinned;
        while (knights != 0) {
            int from = Long.numberOfTrailingZeros(knights);
            knights &= knights - 1;
            n = addAll(moves, n, from, Attacks.knight(from) & target);
        }
        long diagonal = (board.byType[Board.BISHOP] | board.byType[Board.QUEEN]) & ours;
        while (diagonal != 0) {
            int from = Long.numberOfTrailingZeros(diagonal);
            diagonal &= diagonal - 1;
            long to = Attacks.bishop(from, occupied) & target;
            if ((pinned & (1L << from)) != 0) {
                to &= Attacks.line(king, from);
            }
            n = addAll(moves, n, from, to);
        }
        long straight = (board.byType[Board.ROOK] | board.byType[Board.QUEEN]) & ours;
        while (straight != 0) {
            int from = Long.numberOfTrailingZeros(straight);
            straight &= straight - 1;
            long to = Attacks.rook(from, occupied) & target;
            if ((pinned & (1L << from)) != 0) {
                to &= Attacks.line(king, from);
            }
            n = addAll(moves, n, from, to);
        }
        if (quiet && checkers == 0) {
            n = castlingMoves(board, moves, n, us, occupied);
        }
        return n;
    }

    /** Number of legal moves, counted without listing them (perft's leaves). */
    public static int count(Board board) {
        return MoveCounter.count(board);
    }

    /** Our pieces that stand alone between our king and an enemy slider aiming at it. */
    static long pinned(Board board, int king, int us, long occupied) {
        long theirs = board.byColor[us ^ 1];
        long snipers = ((Attacks.rookRays(king) & (board.byType[Board.ROOK] | board.byType[Board.QUEEN]))
                | (Attacks.bishopRays(king) & (board.byType[Board.BISHOP] | board.byType[Board.QUEEN]))) & theirs;
        long pinned = 0;
        while (snipers != 0) {
            int sniper = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long blockers = Attacks.between(king, sniper) & occupied;
            if (blockers != 0 && (blockers & (blockers - 1)) == 0) {
                pinned |= blockers;
            }
        }
        return pinned & board.byColor[us];
    }

    private static int pawnMoves(Board board, int[] moves, int n, int us, int king, long pinned, long target,
            long checkers, boolean noisy, boolean quiet) {
        long ours = board.byColor[us];
        long theirs = board.byColor[us ^ 1];
        long empty = ~(ours | theirs);
        long pawns = board.byType[Board.PAWN] & ours;
        long free = pawns & ~pinned;
        long lastRank = us == Board.WHITE ? RANK_8 : RANK_1;
        int forward = us == Board.WHITE ? 8 : -8;

        // Unpinned pawns, set-wise.
        long single = shiftForward(free, us) & empty;
        long dbl = shiftForward(single & (us == Board.WHITE ? RANK_3 : RANK_6), us) & empty & target;
        single &= target;
        long capturesWest = (us == Board.WHITE ? (free & ~FILE_A) << 7 : (free & ~FILE_A) >>> 9) & theirs & target;
        long capturesEast = (us == Board.WHITE ? (free & ~FILE_H) << 9 : (free & ~FILE_H) >>> 7) & theirs & target;
        int west = us == Board.WHITE ? 7 : -9;
        int east = us == Board.WHITE ? 9 : -7;
        if (quiet) {
            long pushes = single & ~lastRank;
            while (pushes != 0) {
                int to = Long.numberOfTrailingZeros(pushes);
                pushes &= pushes - 1;
                moves[n++] = Move.encode(to - forward, to);
            }
            while (dbl != 0) {
                int to = Long.numberOfTrailingZeros(dbl);
                dbl &= dbl - 1;
                moves[n++] = Move.encode(to - 2 * forward, to);
            }
        }
        if (noisy) {
            long promotions = single & lastRank;
            while (promotions != 0) {
                int to = Long.numberOfTrailingZeros(promotions);
                promotions &= promotions - 1;
                n = addPromotions(moves, n, to - forward, to);
            }
            n = addPawnCaptures(moves, n, capturesWest, west, lastRank);
            n = addPawnCaptures(moves, n, capturesEast, east, lastRank);
        }

        // Pinned pawns, one at a time, along the pin line.
        long pinnedPawns = pawns & pinned;
        while (pinnedPawns != 0) {
            int from = Long.numberOfTrailingZeros(pinnedPawns);
            pinnedPawns &= pinnedPawns - 1;
            long line = Attacks.line(king, from);
            int to = from + forward;
            if ((empty & (1L << to) & line) != 0) {
                if ((lastRank & (1L << to)) != 0) {
                    if (noisy && (target & (1L << to)) != 0) {
                        n = addPromotions(moves, n, from, to);
                    }
                } else if (quiet) {
                    if ((target & (1L << to)) != 0) {
                        moves[n++] = Move.encode(from, to);
                    }
                    int to2 = to + forward;
                    boolean startRank = us == Board.WHITE ? (from >>> 3) == 1 : (from >>> 3) == 6;
                    if (startRank && (empty & target & (1L << to2)) != 0) {
                        moves[n++] = Move.encode(from, to2);
                    }
                }
            }
            if (noisy) {
                long captures = Attacks.pawn(us, from) & theirs & target & line;
                while (captures != 0) {
                    int c = Long.numberOfTrailingZeros(captures);
                    captures &= captures - 1;
                    if ((lastRank & (1L << c)) != 0) {
                        n = addPromotions(moves, n, from, c);
                    } else {
                        moves[n++] = Move.encode(from, c);
                    }
                }
            }
        }

        // En passant: rare, so checked exactly by replaying the occupancy.
        int ep = board.enPassant;
        if (noisy && ep >= 0) {
            long capturers = Attacks.pawn(us ^ 1, ep) & pawns;
            while (capturers != 0) {
                int from = Long.numberOfTrailingZeros(capturers);
                capturers &= capturers - 1;
                if (board.isLegalEnPassant(from, ep, ep ^ 8, king)) {
                    moves[n++] = Move.encode(from, ep, Move.KIND_EN_PASSANT);
                }
            }
        }
        return n;
    }

    private static int addPawnCaptures(int[] moves, int n, long captures, int step, long lastRank) {
        while (captures != 0) {
            int to = Long.numberOfTrailingZeros(captures);
            captures &= captures - 1;
            if ((lastRank & (1L << to)) != 0) {
                n = addPromotions(moves, n, to - step, to);
            } else {
                moves[n++] = Move.encode(to - step, to);
            }
        }
        return n;
    }

    private static int addPromotions(int[] moves, int n, int from, int to) {
        moves[n++] = Move.promotion(from, to, Board.QUEEN);
        moves[n++] = Move.promotion(from, to, Board.ROOK);
        moves[n++] = Move.promotion(from, to, Board.BISHOP);
        moves[n++] = Move.promotion(from, to, Board.KNIGHT);
        return n;
    }

    private static int castlingMoves(Board board, int[] moves, int n, int us, long occupied) {
        if ((board.castling >>> (2 * us) & 3) == 0) {
            return n;
        }
        int king = us == Board.WHITE ? 4 : 60;
        if (canCastle(board, us, occupied, true)) {
            moves[n++] = Move.encode(king, king + 2, Move.KIND_CASTLING);
        }
        if (canCastle(board, us, occupied, false)) {
            moves[n++] = Move.encode(king, king - 2, Move.KIND_CASTLING);
        }
        return n;
    }

    /** How many castling moves are legal now (the side to move is not in check). */
    static int castlingCount(Board board, int us, long occupied) {
        if ((board.castling >>> (2 * us) & 3) == 0) {
            return 0;
        }
        return (canCastle(board, us, occupied, true) ? 1 : 0) + (canCastle(board, us, occupied, false) ? 1 : 0);
    }

    /**
     * Whether castling on one side is legal for a king not in check: the right is kept, the squares between
     * king and rook are empty, and the king crosses and lands on squares no enemy piece attacks.
     */
    private static boolean canCastle(Board board, int us, long occupied, boolean kingside) {
        int right = kingside ? Board.WHITE_KINGSIDE : Board.WHITE_QUEENSIDE;
        if ((board.castling & right << (2 * us)) == 0) {
            return false;
        }
        int king = us == Board.WHITE ? 4 : 60;
        int step = kingside ? 1 : -1;
        int rook = kingside ? king + 3 : king - 4;
        int them = us ^ 1;
        return (occupied & Attacks.between(king, rook)) == 0
                && !board.isAttacked(king + step, them, occupied) && !board.isAttacked(king + 2 * step, them, occupied);
    }

    private static long shiftForward(long bits, int us) {
        return us == Board.WHITE ? bits << 8 : bits >>> 8;
    }

    private static int addAll(int[] moves, int n, int from, long targets) {
        while (targets != 0) {
            moves[n++] = Move.encode(from, Long.numberOfTrailingZeros(targets));
            targets &= targets - 1;
        }
        return n;
    }
}
