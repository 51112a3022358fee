package org.escaque.core.game.dead;

import org.escaque.core.Board;

/**
 * The cases, judged by material alone, in which a side can never checkmate (FIDE 6.9), whatever both sides play.
 * Each is proved below; anything else is left to the other analyses.
 *
 * <ol>
 *   <li><b>A lone king.</b> A king never gives check.</li>
 *   <li><b>King and one knight against king and queens only</b> (no pawns, so nothing new can appear). The knight
 *       gives the only check, from n; say n = k + (1, 2) from the mated king k (the other seven placements are
 *       mirror images). The squares k + (0, 1) and k + (1, 1) are on the board (n is) and touch n, so a queen on
 *       either would capture the knight; they must be empty and guarded, and only the attacking king, from
 *       k + (0, 2), can guard both (the knight guards neither). Then k + (1, 0), also on the board, is guarded by
 *       nobody, so a queen must stand there, and it sees n up the file through the empty k + (1, 1): it captures
 *       the knight. No pins exist (the attacker has no line piece), so no such check is ever mate.</li>
 *   <li><b>King and bishops all on squares of one colour, no pawns on the board for the defender, who has no
 *       knight and no bishop of the other colour.</b> Only bishops give check, so the mated king stands on their
 *       colour, checked along a diagonal from k through d = k + (x, y). Two bishops never check at once: a bishop
 *       leaving a line to the king moves along the other diagonal of its square, which is parallel to the king's
 *       other diagonal, and a king move or a capture opens at most one line. The squares k + (x, 0) and k + (0, y)
 *       are on the board and of the other colour, so no bishop guards them, and the attacking king cannot guard
 *       both without standing on k, d or next to k. A defender's piece must stand on one of them: it can only be a
 *       rook or a queen, which touches d along a file or rank and so captures the bishop on d or interposes on the
 *       empty d. It is never pinned (the attacker has no rook or queen). So no such check is ever mate.</li>
 * </ol>
 * In every case the attacker has no pawns, so the material cannot change in the attacker's favour; the defender's
 * only changes are losses, which keep the case.
 */
final class MaterialRules {

    private static final int PAWN = 0;
    private static final int KNIGHT = 1;
    private static final int BISHOP = 2;
    private static final int QUEEN = 4;
    private static final int KING = 5;

    private MaterialRules() {
    }

    /** Whether {@code side} (0 white, 1 black) can never checkmate, judged by the material on {@code board}. */
    static boolean cannotMate(Board board, int side) {
        int other = side ^ 1;
        long kings = board.pieces(KING);
        long mine = board.colorPieces(side) & ~kings;
        if (mine == 0) {
            return true;
        }
        long theirs = board.colorPieces(other) & ~kings;
        long knights = board.pieces(side, KNIGHT);
        if (mine == knights) {
            return Long.bitCount(knights) == 1 && theirs == board.pieces(other, QUEEN);
        }
        long bishops = board.pieces(side, BISHOP);
        if (mine == bishops) {
            long colour = (bishops & Steps.DARK_SQUARES) != 0 ? Steps.DARK_SQUARES : ~Steps.DARK_SQUARES;
            if ((bishops & ~colour) != 0) {
                return false;
            }
            long helpers = board.pieces(other, PAWN) | board.pieces(other, KNIGHT)
                    | board.pieces(other, BISHOP) & ~colour;
            return helpers == 0;
        }
        return false;
    }
}
