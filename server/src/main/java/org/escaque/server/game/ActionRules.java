package org.escaque.server.game;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;

/**
 * What each mode lets a seat do, now. The table of the modes:
 * <pre>
 *                     hotseat             lan                         computer
 *   draw by agreement agree-draw (one     offer-draw, then the other  none
 *                     action, both there) side's accept/decline-draw
 *   claim a draw      the side to move, while a claim is open (FIDE 9.2, 9.3), in every mode
 *   resign            either colour       own colour                  the person's side
 *   take back         at once, one move   on the opponent's consent   at once, with the computer's reply
 * </pre>
 * A draw offer lapses when declined or when the side it was made to moves; a take-back request lapses when
 * declined or when anyone moves.
 */
final class ActionRules {

    private ActionRules() {
    }

    /** The actions open to a caller holding {@code seats}, in the order of {@link ActionType}. */
    static Set<ActionType> available(GameSession session, Set<Color> seats) {
        Set<ActionType> actions = EnumSet.noneOf(ActionType.class);
        if (session.isFinished() || seats.isEmpty()) {
            return actions;
        }
        if (seats.contains(session.turn())) {
            actions.add(ActionType.MOVE);
            if (!session.openClaims().isEmpty()) {
                actions.add(ActionType.CLAIM_DRAW);
            }
        }
        actions.add(ActionType.RESIGN);
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

    private static void addLanActions(GameSession session, Color seat, Set<ActionType> actions) {
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
     * Which of the caller's seats acts: the one named, else the only one held, else (hotseat, both held) the side
     * to move.
     */
    static Color actingSeat(GameSession session, Set<Color> seats, Optional<Color> named) {
        if (named.isPresent()) {
            return named.get();
        }
        if (seats.size() == 1) {
            return seats.iterator().next();
        }
        return session.turn();
    }
}
