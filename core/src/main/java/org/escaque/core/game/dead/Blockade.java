package org.escaque.core.game.dead;

import java.util.Arrays;
import org.escaque.core.Board;

/**
 * Locked structures: the pieces that can never move again, the pawns that can never leave their file, and where
 * every other piece could ever go.
 *
 * <p>The analysis looks for a set of <em>fixed</em> pieces (any piece, kings included), a set of <em>file-bound</em>
 * pawns (they never capture, so they stay on their file), a set of <em>safe</em> pawns (never captured) and, for
 * every piece, a <em>reach</em>: the squares it could ever stand on. They are found together, as the largest sets
 * for which the conditions below hold, starting from "every piece is fixed, every pawn file-bound and safe" and
 * dropping whatever breaks a condition until nothing does (dropping only ever enlarges reaches, so this ends):
 * <ul>
 *   <li>a fixed piece cannot move: each square it could step to holds a fixed piece of its own side (for a king,
 *       or is attacked for ever, see below); for a pawn, the square in front holds a fixed piece of either side.
 *       It is never captured (next point) and, for a pawn, file-bound;</li>
 *   <li>a file-bound pawn never captures: no enemy piece other than the king (kings are never captured) can ever
 *       stand on a square it would capture towards from its reach, and no fixed enemy piece stands there;</li>
 *   <li>a safe pawn is never captured: no enemy piece attacks a square of its reach from its own reach, and the
 *       enemy king's reach touches its reach only on squares a fixed piece of its side guards;</li>
 *   <li>reaches are closed under single moves that avoid fixed squares: steps for the king (never onto a square a
 *       fixed enemy piece attacks: that attack lasts for ever), the knight, and one square at a time for sliders
 *       (a slider may stop on any square it slides through); a pawn's pushes, and its captures onto squares some
 *       enemy piece other than the king can reach (en passant too: the captured pawn passed over that square, one
 *       push of its own); a pawn reaching its last rank goes on as a queen or a knight, which covers every
 *       promotion. A file-bound pawn's pushes stop before the square of any enemy pawn ahead on its file that is
 *       file-bound, safe and never promotes: neither leaves the file or the board, so they never pass each other.</li>
 * </ul>
 * <b>Why this holds in every position reachable from this one</b> (induction on moves): suppose every fixed piece
 * stands on its square, every other piece within its reach, file-bound pawns on their files and safe pawns on the
 * board. A fixed piece cannot move (its steps are blocked by pieces that stay; its captures need an enemy piece
 * where none can be). Any other move goes to a square that is not fixed (own fixed pieces stay; an enemy fixed piece
 * is never captured) and so, by closure, within the mover's reach; a king goes only where it is not attacked, so not
 * where a fixed enemy piece attacks; castling is a king's walk over empty, unattacked squares and a rook's slide;
 * a file-bound pawn only pushes, and stays short of the enemy pawns that bound it; a safe pawn is not captured (en
 * passant captures it from a square that attacks a square of its reach, the one it passed over). So all of it holds
 * after the move. Positions with a legal en-passant capture now are not analysed (that capture is not covered by
 * the reach of the pawn that just moved).
 *
 * <p>An instance is reusable: {@link #analyse(Board)} overwrites it.
 */
final class Blockade {

    static final int PAWN = 0;
    static final int KNIGHT = 1;
    static final int BISHOP = 2;
    static final int ROOK = 3;
    static final int QUEEN = 4;
    static final int KING = 5;

    private static final int MAX_PIECES = 32;

    private int count;
    private final int[] square = new int[MAX_PIECES];
    private final int[] color = new int[MAX_PIECES];
    private final int[] type = new int[MAX_PIECES];
    /** Squares a piece could stand on (a pawn: as a pawn); a fixed piece's own square. */
    private final long[] reach = new long[MAX_PIECES];
    /** For a pawn that can promote: squares the piece it becomes could stand on. */
    private final long[] promotedReach = new long[MAX_PIECES];
    /** Squares a piece that is not fixed could ever attack (capture on), fixed squares included; kings excluded. */
    private final long[] attacks = new long[MAX_PIECES];
    private final boolean[] fileBound = new boolean[MAX_PIECES];
    private final boolean[] safe = new boolean[MAX_PIECES];
    /** File-bound, safe and never promoting: a pawn that bounds the enemy's file-bound pawns on its file. */
    private final boolean[] bounding = new boolean[MAX_PIECES];
    private final int[] king = new int[2];

    private long fixed;
    private final long[] sidePieces = new long[2];
    /** Squares each king can never stand on: attacked for ever by a fixed enemy piece. */
    private final long[] kingForbidden = new long[2];
    /** Squares each side's pieces other than the king could ever stand on (fixed ones: their squares). */
    private final long[] pieceReach = new long[2];
    /** Squares each side's pieces other than the king (and the fixed ones) could ever attack. */
    private final long[] pieceAttacks = new long[2];
    /** Squares each side's fixed pieces guard for ever. */
    private final long[] fixedGuard = new long[2];

    /**
     * Finds the fixed pieces and the reaches on {@code board}; false when nothing is fixed (then there is nothing to
     * prove with), when no pawn has an enemy pawn ahead on its file or a piece in front of it (then nothing can be),
     * or when an en-passant capture is legal.
     */
    boolean analyse(Board board) {
        if (board.enPassantSquare() >= 0 || !hasFacingPawns(board)) {
            return false;
        }
        load(board);
        while (true) {
            computeReaches();
            if (!dropBroken()) {
                return fixed != 0;
            }
        }
    }

    /** A pawn with a piece in front of it or an enemy pawn ahead on its file. */
    private static boolean hasFacingPawns(Board board) {
        long white = board.pieces(0, PAWN);
        long black = board.pieces(1, PAWN);
        long whiteAhead = fillNorth(Steps.north(white));
        return (Steps.north(white) & board.occupied()) != 0 || (Steps.south(black) & board.occupied()) != 0
                || (whiteAhead & black) != 0;
    }

    private static long fillNorth(long squares) {
        squares |= squares << 8;
        squares |= squares << 16;
        return squares | squares << 32;
    }

    private void load(Board board) {
        count = 0;
        fixed = 0;
        for (int side = 0; side < 2; side++) {
            sidePieces[side] = board.colorPieces(side);
            long pieces = board.colorPieces(side);
            while (pieces != 0) {
                int sq = Long.numberOfTrailingZeros(pieces);
                pieces &= pieces - 1;
                square[count] = sq;
                color[count] = side;
                type[count] = board.pieceAt(sq) % 6;
                if (type[count] == KING) {
                    king[side] = count;
                }
                fixed |= 1L << sq;
                count++;
            }
        }
        Arrays.fill(fileBound, 0, count, true);
        Arrays.fill(safe, 0, count, true);
        Arrays.fill(bounding, 0, count, true);
    }

    boolean isFixed(int sq) {
        return (fixed >>> sq & 1) != 0;
    }

    // ---- reaches ----

    private void computeReaches() {
        long free = ~fixed;
        for (int side = 0; side < 2; side++) {
            fixedGuard[side] = 0;
            pieceReach[side] = 0;
            pieceAttacks[side] = 0;
        }
        for (int i = 0; i < count; i++) {
            long bit = 1L << square[i];
            promotedReach[i] = 0;
            reach[i] = bit;
            attacks[i] = 0;
            if ((fixed & bit) != 0) {
                fixedGuard[color[i]] |= attackStep(type[i], color[i], bit);
                if (type[i] != KING) {
                    pieceReach[color[i]] |= bit;
                }
            }
        }
        // A fixed piece attacks the same squares for ever (a fixed slider only its fixed neighbours).
        kingForbidden[0] = fixedGuard[1];
        kingForbidden[1] = fixedGuard[0];
        for (int i = 0; i < count; i++) {
            long bit = 1L << square[i];
            if ((fixed & bit) != 0 || type[i] == PAWN) {
                continue;
            }
            if (type[i] == KING) {
                reach[i] = Steps.flood(bit, free & ~kingForbidden[color[i]], Steps::king);
                continue;
            }
            reach[i] = Steps.flood(bit, free, pieceStep(type[i]));
            attacks[i] = attackStep(type[i], color[i], reach[i]);
            pieceReach[color[i]] |= reach[i];
            pieceAttacks[color[i]] |= attacks[i];
        }
        growPawnReaches(free);
    }

    /** Pawns capture onto squares enemy pieces can reach, which may include enemy pawns' squares: grow together. */
    private void growPawnReaches(long free) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < count; i++) {
                if (type[i] != PAWN || isFixed(square[i])) {
                    continue;
                }
                int side = color[i];
                long pawn = fileBound[i] ? pushes(i, free) : walk(side, reach[i], free, pieceReach[side ^ 1] & free);
                long promotion = pawn & Steps.promotionRank(side);
                long promoted = promotion == 0 ? 0 : Steps.flood(promotion, free, Blockade::queenOrKnight);
                if (pawn != reach[i] || promoted != promotedReach[i]) {
                    changed = true;
                    reach[i] = pawn;
                    promotedReach[i] = promoted;
                }
                // A pawn on its last rank is no longer a pawn: it attacks only as the piece it became.
                attacks[i] = Steps.pawnAttacks(side, pawn & ~promotion) | queenOrKnight(promoted);
                pieceReach[side] |= pawn | promoted;
                pieceAttacks[side] |= attacks[i];
            }
        }
    }

    /** A pawn's pushes and captures (onto {@code targets}) from {@code pawn}, repeated. */
    private static long walk(int side, long pawn, long free, long targets) {
        while (true) {
            long next = pawn | Steps.pawnPush(side, pawn) & free | Steps.pawnAttacks(side, pawn) & targets;
            if (next == pawn) {
                return pawn;
            }
            pawn = next;
        }
    }

    /** A file-bound pawn's pushes: up to a fixed square, a bounding enemy pawn, or the last rank. */
    private long pushes(int i, long free) {
        int side = color[i];
        long pawn = 1L << square[i];
        long stop = ~free | boundingPawns(side ^ 1);
        long next = Steps.pawnPush(side, pawn);
        while (next != 0 && (next & stop) == 0) {
            pawn |= next;
            next = Steps.pawnPush(side, next);
        }
        return pawn;
    }

    private long boundingPawns(int side) {
        long pawns = 0;
        for (int j = 0; j < count; j++) {
            if (color[j] == side && type[j] == PAWN && bounding[j]) {
                pawns |= 1L << square[j];
            }
        }
        return pawns;
    }

    private static long queenOrKnight(long squares) {
        return Steps.king(squares) | Steps.knight(squares);
    }

    private static Steps.Step pieceStep(int pieceType) {
        return switch (pieceType) {
            case KNIGHT -> Steps::knight;
            case BISHOP -> Steps::diagonal;
            case ROOK -> Steps::orthogonal;
            default -> Steps::king;
        };
    }

    /** The squares a piece of this type attacks in one step from {@code squares} (the next square, for sliders). */
    private static long attackStep(int pieceType, int side, long squares) {
        return switch (pieceType) {
            case PAWN -> Steps.pawnAttacks(side, squares);
            case KNIGHT -> Steps.knight(squares);
            case BISHOP -> Steps.diagonal(squares);
            case ROOK -> Steps.orthogonal(squares);
            default -> Steps.king(squares);
        };
    }

    // ---- the conditions ----

    /** Drops every fixed piece, file-bound pawn and safe pawn that breaks its condition; false if none does. */
    private boolean dropBroken() {
        long broken = 0;
        boolean dropped = false;
        for (int i = 0; i < count; i++) {
            if (type[i] == PAWN) {
                if (fileBound[i] && canCapture(i)) {
                    fileBound[i] = false;
                    dropped = true;
                }
                if (safe[i] && canBeCaptured(i)) {
                    safe[i] = false;
                    dropped = true;
                }
                boolean bounds = fileBound[i] && safe[i] && promotedReach[i] == 0;
                if (bounding[i] && !bounds) {
                    bounding[i] = false;
                    dropped = true;
                }
            }
            if (isFixed(square[i]) && (cannotStay(i) || type[i] != KING && canBeCaptured(i))) {
                broken |= 1L << square[i];
            }
        }
        fixed &= ~broken;
        return dropped || broken != 0;
    }

    /** Whether a fixed piece could move: a step to a square not held for ever by a fixed piece of its side. */
    private boolean cannotStay(int i) {
        int side = color[i];
        long bit = 1L << square[i];
        if (type[i] == PAWN) {
            return !fileBound[i] || (Steps.pawnPush(side, bit) & fixed) == 0;
        }
        long blocked = fixed & sidePieces[side];
        if (type[i] == KING) {
            blocked |= kingForbidden[side];
        }
        return (attackStep(type[i], side, bit) & ~blocked) != 0;
    }

    /** Whether a pawn could ever capture: an enemy piece, not the king, could stand where it captures. */
    private boolean canCapture(int i) {
        int enemy = color[i] ^ 1;
        long promotion = Steps.promotionRank(color[i]);
        long captures = Steps.pawnAttacks(color[i], reach[i] & ~promotion);
        return (captures & pieceReach[enemy]) != 0;
    }

    /** Whether a piece (for a pawn: anywhere in its reach as a pawn) could ever be captured. */
    private boolean canBeCaptured(int i) {
        int enemy = color[i] ^ 1;
        long squares = type[i] == PAWN ? reach[i] & ~Steps.promotionRank(color[i]) : 1L << square[i];
        if ((pieceAttacks[enemy] & squares) != 0) {
            return true;
        }
        return (Steps.king(reach[king[enemy]]) & squares & ~fixedGuard[color[i]]) != 0;
    }

    // ---- what the structure proves ----

    /**
     * Whether {@code side} can never checkmate: no piece of {@code side} can ever attack a square the enemy king can
     * stand on after its next move (so it is never in check again), or every mate is excluded by the patterns of
     * {@link BishopMates} or {@link FlightSquares}. Valid only when the position is not checkmate.
     */
    boolean provesNoMate(int side) {
        int loser = side ^ 1;
        long region = reach[king[loser]] & ~kingForbidden[loser];
        if ((pieceAttacks[side] & region) == 0) {
            return true;
        }
        return BishopMates.excluded(this, side, region) || FlightSquares.excluded(this, side, region);
    }

    // ---- accessors for the mate-pattern checks ----

    int pieceCount() {
        return count;
    }

    int square(int i) {
        return square[i];
    }

    int color(int i) {
        return color[i];
    }

    int type(int i) {
        return type[i];
    }

    long reach(int i) {
        return reach[i];
    }

    long promotedReach(int i) {
        return promotedReach[i];
    }

    long attacks(int i) {
        return attacks[i];
    }

    long kingReach(int side) {
        return reach[king[side]];
    }
}
