package org.escaque.core.game;

import java.util.Map;
import org.escaque.core.Color;
import org.escaque.core.Piece;
import org.escaque.core.PieceType;
import org.escaque.core.Position;
import org.escaque.core.Square;

/**
 * Whether a side could still checkmate by some series of legal moves, for FIDE 6.9: when a player's flag falls
 * the game is drawn instead of lost if the opponent cannot checkmate the player's king by any possible series of
 * legal moves, even the most unskilled play (help from the other side included).
 *
 * <p>Detected as "cannot checkmate" (each is a proof, never a guess):
 * <ul>
 *   <li>the side has only its king;</li>
 *   <li>the side has king and one knight, and the other side only its king (a lone knight needs the defender's
 *       own pieces to block the king's flight squares);</li>
 *   <li>the side has king and bishops, the other side king and bishops or nothing, every bishop on squares of one
 *       colour (no piece can ever stand on, or guard, a square of the other colour);</li>
 *   <li>the whole position is dead by insufficient material ({@link Position#hasInsufficientMaterial()}).</li>
 * </ul>
 * Anything else counts as "can checkmate": a blocked pawn chain where no mate is possible is not recognised,
 * so in such a position the flag loses the game.
 */
public final class MatingMaterial {

    private MatingMaterial() {
    }

    /** Whether {@code side} could checkmate its opponent by some series of legal moves (see the class comment). */
    public static boolean canCheckmate(Position position, Color side) {
        if (position.hasInsufficientMaterial()) {
            return false;
        }
        Census attacker = Census.of(position, side);
        Census defender = Census.of(position, side.opponent());
        if (attacker.onlyKing()) {
            return false;
        }
        if (attacker.onlyKnights() && attacker.knights == 1 && defender.onlyKing()) {
            return false;
        }
        if (attacker.onlyBishops() && (defender.onlyKing() || defender.onlyBishops())) {
            boolean allLight = attacker.darkBishops == 0 && defender.darkBishops == 0;
            boolean allDark = attacker.lightBishops == 0 && defender.lightBishops == 0;
            return !(allLight || allDark);
        }
        return true;
    }

    /** How many of each kind of piece one side has, kings aside. */
    private static final class Census {
        private int pawnsRooksQueens;
        private int knights;
        private int lightBishops;
        private int darkBishops;

        static Census of(Position position, Color color) {
            Census census = new Census();
            for (Map.Entry<Square, Piece> entry : position.pieces().entrySet()) {
                Piece piece = entry.getValue();
                if (piece.color() != color || piece.type() == PieceType.KING) {
                    continue;
                }
                switch (piece.type()) {
                    case KNIGHT -> census.knights++;
                    case BISHOP -> {
                        if (entry.getKey().isLight()) {
                            census.lightBishops++;
                        } else {
                            census.darkBishops++;
                        }
                    }
                    default -> census.pawnsRooksQueens++;
                }
            }
            return census;
        }

        boolean onlyKing() {
            return pawnsRooksQueens == 0 && knights == 0 && lightBishops == 0 && darkBishops == 0;
        }

        boolean onlyKnights() {
            return pawnsRooksQueens == 0 && lightBishops == 0 && darkBishops == 0 && knights > 0;
        }

        boolean onlyBishops() {
            return pawnsRooksQueens == 0 && knights == 0 && lightBishops + darkBishops > 0;
        }
    }
}
