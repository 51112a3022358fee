package org.escaque.play;

import java.util.Map;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.Game;
import org.escaque.core.notation.NotationException;
import org.escaque.core.notation.San;
import org.escaque.core.notation.SanException;
import org.escaque.core.notation.UciMove;
import org.escaque.play.refusal.IllegalMoveDetails;
import org.escaque.play.refusal.Refusal;

/**
 * A move as a player sent it, in UCI or in SAN as a person types it, read by core; a move that cannot be read or is
 * illegal is refused saying why (with core's reason and its FIDE article), and so is one sent when it cannot be made
 * (the game over, another ply, the other side's turn).
 */
public final class MoveInput {

    /** The highest ply a move may name: no game under the 75-move rule lasts longer (FIDE 9.6.2). */
    public static final int LONGEST_GAME_PLIES = 18_000;

    private MoveInput() {
    }

    /** Refuses a ply no game can be at. */
    public static void requirePly(int ply) {
        if (ply < 0 || ply > LONGEST_GAME_PLIES) {
            throw Refusal.invalidField("ply is the number of half-moves played before this move: 0 or more, and no "
                    + "game has " + ply + ".");
        }
    }

    /**
     * Refuses a move for {@code ply} unless the game is on, at that ply, and its side to move is one of {@code seats}.
     */
    public static void requireTurn(GameSession session, Set<Color> seats, int ply) {
        requireActive(session);
        if (ply != session.ply()) {
            throw new Refusal(Refusal.Code.PLY_MISMATCH, "This move was made for half-move " + ply
                    + ", but the game is at half-move " + session.ply() + ": someone has moved since.",
                    Map.of("ply", session.ply()));
        }
        Color mover = session.turn();
        if (!seats.contains(mover)) {
            throw new Refusal(Refusal.Code.NOT_YOUR_TURN, "It is " + mover.id() + "'s turn, and your seat is "
                    + String.join(" and ", seats.stream().map(Color::id).toList()) + ".");
        }
    }

    /** The refusal of a move sent with a draw claim that it does not open (nothing is played). */
    public static Refusal claimNotOpened(Move move) {
        return new Refusal(Refusal.Code.CLAIM_NOT_AVAILABLE, "Playing " + move + " would not allow a draw claim: "
                + "the position would not occur for the third time (FIDE 9.2) and 50 moves by each side without "
                + "a capture or pawn move would not be complete (FIDE 9.3). Nothing was played.");
    }

    /** A colour named in a request. */
    public static Color color(String id) {
        return switch (id) {
            case "white" -> Color.WHITE;
            case "black" -> Color.BLACK;
            default -> throw Refusal.invalidField("A colour is 'white' or 'black', not '" + id + "'.");
        };
    }

    /** Refuses with {@code game-finished} once the game is over. */
    public static void requireActive(GameSession session) {
        session.outcome().ifPresent(outcome -> {
            throw new Refusal(Refusal.Code.GAME_FINISHED, "The game is over (" + Game.describe(outcome) + ", "
                    + outcome.result() + "); nothing more can be played.",
                    Map.of("result", outcome.result(), "termination", outcome.termination().id()));
        });
    }

    /** The legal move {@code text} names in {@code position}: UCI, or SAN read leniently when {@code san}. */
    public static Move parse(Position position, String text, boolean san) {
        return san ? parseSan(position, text) : parseMove(position, text);
    }

    /** A move in SAN as a person types it; an illegal one is refused with the rule when the text names one piece. */
    private static Move parseSan(Position position, String san) {
        try {
            return San.parseLenient(position, san);
        } catch (SanException e) {
            Map<String, Object> details = Map.of("notation", "san", "text", san, "problem", switch (e.problem()) {
                case SYNTAX -> "unreadable";
                case ILLEGAL -> "no-legal-move";
                case AMBIGUOUS -> "ambiguous";
            });
            if (e.problem() == SanException.Problem.ILLEGAL) {
                throw new Refusal(Refusal.Code.ILLEGAL_MOVE, "No legal move is '" + san + "': " + e.reason() + ".",
                        details);
            }
            throw new Refusal(Refusal.Code.INVALID_MOVE_NOTATION, "'" + san + "' cannot be read as one move: "
                    + e.reason() + ".", details);
        } catch (IllegalMoveException e) {
            throw new Refusal(Refusal.Code.ILLEGAL_MOVE, "Illegal move " + san + ": " + e.reason().describe()
                    + " (FIDE Laws of Chess, article " + e.reason().fideArticle() + ").",
                    Map.of("reason", IllegalMoveDetails.of(e.reason())));
        }
    }

    private static Move parseMove(Position position, String uci) {
        try {
            return UciMove.parse(position, uci);
        } catch (NotationException e) {
            throw new Refusal(Refusal.Code.INVALID_MOVE_NOTATION, "'" + uci + "' is not a move in UCI notation: "
                    + e.reason() + ".");
        } catch (IllegalMoveException e) {
            throw new Refusal(Refusal.Code.ILLEGAL_MOVE, "Illegal move " + uci + ": " + e.reason().describe()
                    + " (FIDE Laws of Chess, article " + e.reason().fideArticle() + ").",
                    Map.of("reason", IllegalMoveDetails.of(e.reason())));
        }
    }
}
