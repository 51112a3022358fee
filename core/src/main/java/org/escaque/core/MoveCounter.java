package org.escaque.core;

/**
 * The number of legal moves of the side to move, found without listing them: perft's leaves, counted in
 * bulk. It follows {@link MoveGenerator} rule for rule (the same king, pin, check and en-passant handling)
 * but adds up the size of each destination set instead of writing one move per square; a promotion counts
 * four, one per piece. Tests hold the two to the same numbers.
 */
final class MoveCounter {

    private MoveCounter() {
    }

    /** How many legal moves the side to move has; the same as {@code MoveGenerator.generate}'s count. */
    static int count(Board board) {
        int us = board.sideToMove;
        int them = us ^ 1;
        long ours = board.byColor[us];
        long theirs = board.byColor[them];
        long occupied = ours | theirs;
        int king = Long.numberOfTrailingZeros(board.byType[Board.KING] & ours);
        long checkers = board.attackersTo(king, occupied) & theirs;

        int n = 0;
        long kingTargets = Attacks.king(king) & ~ours;
        long withoutKing = occupied ^ (1L << king);
        while (kingTargets != 0) {
            if (!board.isAttacked(Long.numberOfTrailingZeros(kingTargets), them, withoutKing)) {
                n++;
            }
            kingTargets &= kingTargets - 1;
        }
        if ((checkers & (checkers - 1)) != 0) {
            return n;
        }

        long target = checkers == 0 ? ~ours : checkers | Attacks.between(king, Long.numberOfTrailingZeros(checkers));
        long pinned = MoveGenerator.pinned(board, king, us, occupied);
        n += pawnMoves(board, us, king, pinned, target);
        long knights = board.byType[Board.KNIGHT] & ours & ~pinned;
        while (knights != 0) {
            n += Long.bitCount(Attacks.knight(Long.numberOfTrailingZeros(knights)) & target);
            knights &= knights - 1;
        }
        long diagonal = (board.byType[Board.BISHOP] | board.byType[Board.QUEEN]) & ours;
        for (long free = diagonal & ~pinned; free != 0; free &= free - 1) {
            n += Long.bitCount(Attacks.bishop(Long.numberOfTrailingZeros(free), occupied) & target);
        }
        long straight = (board.byType[Board.ROOK] | board.byType[Board.QUEEN]) & ours;
        for (long free = straight & ~pinned; free != 0; free &= free - 1) {
            n += Long.bitCount(Attacks.rook(Long.numberOfTrailingZeros(free), occupied) & target);
        }
        // A pinned slider moves only along its pin line (and only a slider of the line's kind gets any move).
        for (long held = (diagonal | straight) & pinned; held != 0; held &= held - 1) {
            int from = Long.numberOfTrailingZeros(held);
            long slides = (diagonal & 1L << from) != 0 ? Attacks.bishop(from, occupied) : 0;
            if ((straight & 1L << from) != 0) {
                slides |= Attacks.rook(from, occupied);
            }
            n += Long.bitCount(slides & target & Attacks.line(king, from));
        }
        if (checkers == 0) {
            n += MoveGenerator.castlingCount(board, us, occupied);
        }
        return n;
    }

    private static int pawnMoves(Board board, int us, int king, long pinned, long target) {
        long theirs = board.byColor[us ^ 1];
        long empty = ~(board.byColor[us] | theirs);
        long pawns = board.byType[Board.PAWN] & board.byColor[us];
        long free = pawns & ~pinned;
        boolean white = us == Board.WHITE;
        long lastRank = white ? MoveGenerator.RANK_8 : MoveGenerator.RANK_1;

        long single = (white ? free << 8 : free >>> 8) & empty;
        long thirdRank = single & (white ? MoveGenerator.RANK_3 : MoveGenerator.RANK_6);
        long dbl = (white ? thirdRank << 8 : thirdRank >>> 8) & empty & target;
        long west = (white ? (free & ~MoveGenerator.FILE_A) << 7 : (free & ~MoveGenerator.FILE_A) >>> 9);
        long east = (white ? (free & ~MoveGenerator.FILE_H) << 9 : (free & ~MoveGenerator.FILE_H) >>> 7);
        int n = Long.bitCount(dbl)
                + withPromotions(single & target, lastRank)
                + withPromotions(west & theirs & target, lastRank)
                + withPromotions(east & theirs & target, lastRank);

        // A pinned pawn moves along its pin: forward when pinned on its file, onto the pinner when on a diagonal.
        long pinnedPawns = pawns & pinned;
        while (pinnedPawns != 0) {
            int from = Long.numberOfTrailingZeros(pinnedPawns);
            pinnedPawns &= pinnedPawns - 1;
            long line = Attacks.line(king, from);
            long step = (white ? 1L << from + 8 : 1L << from - 8) & empty & line;
            long jump = (white ? step << 8 : step >>> 8) & empty;
            long startRank = white ? 0xFF00L : 0xFFL << 48;
            if ((startRank & (1L << from)) == 0) {
                jump = 0;
            }
            n += withPromotions(step & target, lastRank) + Long.bitCount(jump & target)
                    + withPromotions(Attacks.pawn(us, from) & theirs & target & line, lastRank);
        }

        int ep = board.enPassant;
        if (ep >= 0) {
            long capturers = Attacks.pawn(us ^ 1, ep) & pawns;
            while (capturers != 0) {
                if (board.isLegalEnPassant(Long.numberOfTrailingZeros(capturers), ep, ep ^ 8, king)) {
                    n++;
                }
                capturers &= capturers - 1;
            }
        }
        return n;
    }

    /** The moves onto a set of pawn destinations: one each, four on the last rank (one per promotion piece). */
    private static int withPromotions(long destinations, long lastRank) {
        return Long.bitCount(destinations) + 3 * Long.bitCount(destinations & lastRank);
    }
}
