package org.escaque.play.rules;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One example of the rules page: a position, a move tried in it, and what that move shows. The page draws the
 * position with chessground; {@code RuleDiagramsTest} checks every claim against the rules core and against the
 * separately written reference rules, so a diagram cannot teach a wrong rule.
 *
 * @param id stable name, also the key of the diagram's caption in the UI's message bundles
 * @param fen the position before the move
 * @param move the move in UCI text ({@code e2e4}, {@code e1g1}, {@code e7e8q})
 * @param shows what the move demonstrates
 * @param reasonCode for an illegal try, the code of the rule that forbids it (e.g. {@code king-would-be-in-check})
 */
public record RuleDiagram(String id, String fen, String move, Shows shows, Optional<String> reasonCode) {

    /** What a diagram's move demonstrates, judged on the position after it (or, for an illegal try, before). */
    public enum Shows {
        /** A legal move that gives no check and ends nothing. */
        MOVE,
        /** A legal move that gives check, not mate (FIDE 3.9). */
        CHECK,
        /** A legal move that mates (FIDE 5.1.1). */
        CHECKMATE,
        /** A legal move after which the opponent, not in check, has no legal move (FIDE 5.2.1). */
        STALEMATE,
        /** A legal move after which neither side can mate: one of the material cases the app lists (FIDE 5.2.2). */
        INSUFFICIENT_MATERIAL,
        /** A legal move after which no series of legal moves ends in mate, material aside: a dead position (5.2.2). */
        DEAD_POSITION,
        /**
         * A legal move after which the position is not dead, but the side that moved can never mate: should the
         * player to move run out of time, the game is drawn (FIDE 6.9).
         */
        TIMEOUT_DRAW,
        /** A legal move completing 50 moves by each side without capture or pawn move: claimable (FIDE 9.3). */
        FIFTY_MOVES,
        /** A legal move completing 75 moves by each side without capture or pawn move: drawn (FIDE 9.6.2). */
        SEVENTY_FIVE_MOVES,
        /** A move the rules forbid in this position. */
        ILLEGAL;

        /** The id sent to the UI, e.g. {@code "insufficient-material"}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    public RuleDiagram {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(fen, "fen");
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(shows, "shows");
        Objects.requireNonNull(reasonCode, "reasonCode");
        if ((shows == Shows.ILLEGAL) != reasonCode.isPresent()) {
            throw new IllegalArgumentException("exactly the illegal tries name the rule that forbids them: " + id);
        }
    }

    /** A legal move showing {@code shows}. */
    public static RuleDiagram legal(String id, String fen, String move, Shows shows) {
        return new RuleDiagram(id, fen, move, shows, Optional.empty());
    }

    /** An illegal try, forbidden by the rule whose code is {@code reasonCode}. */
    public static RuleDiagram illegal(String id, String fen, String move, String reasonCode) {
        return new RuleDiagram(id, fen, move, Shows.ILLEGAL, Optional.of(reasonCode));
    }

    public boolean isLegal() {
        return shows != Shows.ILLEGAL;
    }
}
