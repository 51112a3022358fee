package org.escaque.play;

import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.play.refusal.Refusal;

/**
 * What each mode lets a seat do, now. The table of the modes:
 * <pre>
 *                     hotseat             lan                         computer
 *   draw by agreement agree-draw (one     offer-draw, then the other  none
 *                     action, both there) side's accept/decline-draw
 *   claim a draw      the side to move, while a claim is open (FIDE 9.2, 9.3), in every mode
 *   resign            either colour       own colour                  the person's side
 *   take back         at once, one move   on the opponent's consent   at once, with the computer's reply
 *   abandonment       -                   claim a win or a draw when  -
 *                                         the opponent has been away
 *                                         ABANDONMENT_MILLIS
 *   rematch           -                   once over, either seat      -
 * </pre>
 * A draw offer lapses when declined or when the side it was made to moves; a take-back request lapses when
 * declined or when anyone moves.
 */
public final class ActionRules {

    /** How long a LAN opponent must have had no open socket before the other player may claim the game. */
    public static final long ABANDONMENT_MILLIS = 60_000;

    private ActionRules() {
    }

    /**
     * The actions open at {@code now} (a steady reading, {@link Moment#steadyMillis}: an abandonment claim waits on
     * how long a seat has been away) to a caller holding {@code seats}, in the order of {@link ActionType}.
     */
    public static Set<ActionType> available(GameSession session, Set<Color> seats, long now) {
        Set<ActionType> actions = EnumSet.noneOf(ActionType.class);
        if (seats.isEmpty()) {
            return actions;
        }
        if (session.isFinished()) {
            if (canRematch(session)) {
                actions.add(ActionType.REMATCH);
            }
            return actions;
        }
        if (seats.contains(session.turn())) {
            actions.add(ActionType.MOVE);
            if (!session.openClaims().isEmpty()) {
                actions.add(ActionType.CLAIM_DRAW);
            }
        }
        if (!awaitsOpponent(session, seats)) {
            actions.add(ActionType.RESIGN);
        }
        if (canAbort(session) && (session.mode() != GameMode.LAN || !session.isTaken(Color.WHITE)
                || !session.isTaken(Color.BLACK))) {
            actions.add(ActionType.ABORT);
        }
        switch (session.mode()) {
            case HOTSEAT -> {
                actions.add(ActionType.AGREE_DRAW);
                if (session.ply() > 0) {
                    actions.add(ActionType.TAKEBACK);
                }
            }
            case LAN -> {
                for (Color seat : seats) {
                    addLanActions(session, seat, actions);
                    addAbandonmentClaims(session, seat, seats, now, actions);
                }
            }
            case COMPUTER -> {
                for (Color seat : seats) {
                    if (session.pliesToTakeBackFor(seat) > 0) {
                        actions.add(ActionType.TAKEBACK);
                    }
                }
            }
        }
        return actions;
    }

    /**
     * Whether {@code seats} play a LAN game whose other seat nobody has taken yet: nobody to resign to, offer a draw
     * to or ask a take-back of (the game can be aborted instead, as neither side can have moved twice).
     */
    static boolean awaitsOpponent(GameSession session, Set<Color> seats) {
        return session.mode() == GameMode.LAN && seats.stream().anyMatch(seat -> !session.isTaken(seat.opponent()));
    }

    private static void addLanActions(GameSession session, Color seat, Set<ActionType> actions) {
        if (!session.isTaken(seat.opponent())) {
            return;
        }
        Optional<Color> drawOffer = session.drawOffer();
        if (drawOffer.equals(Optional.of(seat.opponent()))) {
            actions.add(ActionType.ACCEPT_DRAW);
            actions.add(ActionType.DECLINE_DRAW);
        } else if (drawOffer.isEmpty()) {
            actions.add(ActionType.OFFER_DRAW);
        }
        Optional<Color> takeback = session.takebackOffer();
        if (takeback.equals(Optional.of(seat.opponent()))) {
            actions.add(ActionType.ACCEPT_TAKEBACK);
            actions.add(ActionType.DECLINE_TAKEBACK);
        } else if (takeback.isEmpty() && session.pliesToTakeBackFor(seat) > 0) {
            actions.add(ActionType.TAKEBACK);
        }
    }

    /**
     * The claims open to {@code seat} when its opponent (a seat held by someone else) has had no socket for
     * {@link #ABANDONMENT_MILLIS}: a draw, and a win if {@code seat} could still checkmate (as FIDE 6.9 has it for a
     * fallen flag).
     */
    private static void addAbandonmentClaims(GameSession session, Color seat, Set<Color> seats, long now,
            Set<ActionType> actions) {
        Color opponent = seat.opponent();
        if (seats.contains(opponent) || !session.isTaken(opponent)
                || session.presence().awayFor(opponent, now) < ABANDONMENT_MILLIS) {
            return;
        }
        if (session.canCheckmate(seat)) {
            actions.add(ActionType.CLAIM_ABANDONMENT_WIN);
        }
        actions.add(ActionType.CLAIM_ABANDONMENT_DRAW);
    }

    /**
     * Whether the game may be aborted (deleted, with no result): it is unfinished and the two sides have not both
     * made their first move. (Listed for a LAN game only while its second seat is free: aborting is this computer's.)
     */
    public static boolean canAbort(GameSession session) {
        return canAbort(session.isFinished(), session.moves().size());
    }

    /**
     * Refuses to delete an unfinished game further on than its abort (it ends by the rules, a resignation or an agreed
     * draw first); a finished game, or one the two sides have not both begun, may go.
     */
    public static void requireDeletable(GameSession session) {
        if (!session.isFinished() && !canAbort(session)) {
            throw new Refusal(Refusal.Code.GAME_IN_PROGRESS, "Both sides have moved, so the game can no longer be "
                    + "aborted; it can be deleted once it is over (resign, or agree a draw).",
                    Map.of("ply", session.ply()));
        }
    }

    /** Whether a game {@code finished} or not, with {@code moves} half-moves played, may be aborted. */
    public static boolean canAbort(boolean finished, int moves) {
        return !finished && moves < 2;
    }

    /** Whether a finished game may have its rematch: a LAN game between two seated devices, not yet rematched. */
    public static boolean canRematch(GameSession session) {
        return session.isFinished() && session.mode() == GameMode.LAN && session.rematchId().isEmpty()
                && session.isTaken(Color.WHITE) && session.isTaken(Color.BLACK);
    }

    /**
     * Which of the caller's seats acts: the one named, else the only one held, else (hotseat, both held) the side
     * to move.
     */
    public static Color actingSeat(GameSession session, Set<Color> seats, Optional<Color> named) {
        if (named.isPresent()) {
            return named.get();
        }
        if (seats.size() == 1) {
            return seats.iterator().next();
        }
        return session.turn();
    }

    private static String whyNoAbandonmentClaim(GameSession session, ActionType type, Color actor, long now) {
        if (session.mode() != GameMode.LAN) {
            return "Only LAN games can be claimed for abandonment.";
        }
        boolean awayLongEnough = session.isTaken(actor.opponent())
                && session.presence().awayFor(actor.opponent(), now) >= ABANDONMENT_MILLIS;
        if (awayLongEnough && type == ActionType.CLAIM_ABANDONMENT_WIN) {
            return "You could not checkmate by any series of legal moves, so only a draw can be claimed.";
        }
        return "Your opponent is connected, or has not been away long enough: a game can be claimed after "
                + ABANDONMENT_MILLIS / 1000 + " seconds without a connection.";
    }

    /** Why {@code type} is not open to {@code actor} at {@code now}, in words a player understands. */
    public static String whyNot(GameSession session, ActionType type, Color actor, long now) {
        GameMode mode = session.mode();
        Optional<Color> drawOffer = session.drawOffer();
        Optional<Color> takebackOffer = session.takebackOffer();
        if (awaitsOpponent(session, Set.of(actor)) && type != ActionType.MOVE && type != ActionType.ABORT) {
            return "Nobody has joined this game yet: there is no opponent to resign to, offer a draw to or ask "
                    + "anything of. Abort the game instead (abort), or wait for the guest.";
        }
        return switch (type) {
            case CLAIM_DRAW -> session.turn() != actor ? "Only the player to move can claim a draw."
                    : "No draw can be claimed now: this position has not occurred three times (FIDE 9.2), and 50 "
                    + "moves by each side without a capture or pawn move have not been played (FIDE 9.3).";
            case AGREE_DRAW -> mode == GameMode.LAN ? "In a LAN game, offer a draw (offer-draw); your opponent "
                    + "accepts or declines it." : "There are no draw offers against the computer.";
            case OFFER_DRAW -> switch (mode) {
                case HOTSEAT -> "In a hotseat game both players are at the device: agree the draw with agree-draw.";
                case COMPUTER -> "There are no draw offers against the computer.";
                case LAN -> drawOffer.equals(Optional.of(actor)) ? "Your draw offer is still waiting for an answer."
                        : "Your opponent has offered a draw: accept or decline it.";
            };
            case ACCEPT_DRAW, DECLINE_DRAW -> "There is no draw offer from your opponent to answer.";
            case TAKEBACK -> mode == GameMode.LAN && takebackOffer.equals(Optional.of(actor))
                    ? "Your take-back request is still waiting for an answer."
                    : mode == GameMode.LAN && takebackOffer.isPresent()
                    ? "Your opponent has asked to take back a move: accept or decline it."
                    : "You have no move to take back.";
            case ACCEPT_TAKEBACK, DECLINE_TAKEBACK -> "There is no take-back request from your opponent to answer.";
            case CLAIM_ABANDONMENT_WIN, CLAIM_ABANDONMENT_DRAW -> whyNoAbandonmentClaim(session, type, actor, now);
            case REMATCH -> session.rematchId().map(id -> "The rematch has already begun: game " + id + ".")
                    .orElse(session.isFinished() ? "Only a LAN game between two devices can have a rematch."
                            : "A rematch can start once this game is over.");
            case RESIGN, MOVE, ABORT -> "That is not possible now.";
        };
    }
}
