package org.escaque.play;

import java.util.EnumSet;
import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.core.game.Decision;
import org.escaque.play.refusal.Refusal;

/**
 * What an action other than a move does to a session, once {@link ActionRules} allows it; what an ending means (a
 * claim, a resignation, an agreement, an abandonment) is core's game's to say. The server stores the change
 * ({@code Actions}); the browser's WebAssembly build keeps it in the page's storage.
 */
public final class SessionActions {

    private SessionActions() {
    }

    /** Refuses {@code type} for {@code actor} at {@code now} unless the mode allows it now, saying why. */
    public static void requireAvailable(GameSession session, ActionType type, Color actor, Moment now) {
        long steady = now.steadyMillis();
        if (!ActionRules.available(session, EnumSet.of(actor), steady).contains(type)) {
            throw new Refusal(Refusal.Code.ACTION_NOT_AVAILABLE, ActionRules.whyNot(session, type, actor, steady));
        }
    }

    /** How many half-moves {@code type} by {@code actor} takes back (0 for an action that takes back none). */
    public static int pliesTakenBack(GameSession session, ActionType type, Color actor) {
        return switch (type) {
            case TAKEBACK -> session.mode() == GameMode.LAN ? 0 : session.pliesToTakeBackFor(actor);
            case ACCEPT_TAKEBACK -> session.pliesToTakeBackFor(actor.opponent());
            default -> 0;
        };
    }

    /** Performs {@code type} for the seat {@code actor}; the game is active and the action available. */
    public static void apply(GameSession session, ActionType type, Color actor, Moment now) {
        switch (type) {
            case CLAIM_DRAW -> session.claimDraw(now);
            case AGREE_DRAW, ACCEPT_DRAW -> session.decide(new Decision.Agreement(), now);
            case RESIGN -> session.decide(new Decision.Resignation(actor), now);
            case OFFER_DRAW -> session.setDrawOffer(Optional.of(actor), now);
            case DECLINE_DRAW -> session.setDrawOffer(Optional.empty(), now);
            case TAKEBACK -> {
                if (session.mode() == GameMode.LAN) {
                    session.setTakebackOffer(Optional.of(actor), now);
                } else {
                    session.takeBack(session.pliesToTakeBackFor(actor), now);
                }
            }
            case ACCEPT_TAKEBACK -> session.takeBack(session.pliesToTakeBackFor(actor.opponent()), now);
            case DECLINE_TAKEBACK -> session.setTakebackOffer(Optional.empty(), now);
            case CLAIM_ABANDONMENT_WIN -> session.decide(new Decision.Abandonment(actor, true), now);
            case CLAIM_ABANDONMENT_DRAW -> session.decide(new Decision.Abandonment(actor, false), now);
            case MOVE, REMATCH, ABORT -> throw new IllegalStateException(type.id() + " is not an action on a session");
        }
    }
}
