package org.escaque.server.game.play;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.core.game.Decision;
import org.escaque.server.Refusal;
import org.escaque.server.game.store.GameRepository;

/**
 * Carries out the actions other than moves, after checking the mode allows them now ({@link ActionRules}); what an
 * ending means (a claim, a resignation, an agreement, an abandonment) is core's game's to say.
 */
final class Actions {

    private final GameCommands commands;

    Actions(GameCommands commands) {
        this.commands = commands;
    }

    /** Performs {@code type} for the seat {@code actor}; the game is active. Called inside the game's run. */
    void perform(GameSession session, ActionType type, Color actor, long now) {
        if (!ActionRules.available(session, EnumSet.of(actor), now).contains(type)) {
            throw new Refusal(Refusal.Code.ACTION_NOT_AVAILABLE, whyNot(session, type, actor, now));
        }
        GameRepository repository = commands.repository();
        switch (type) {
            case CLAIM_DRAW -> commands.commit(session, () -> session.claimDraw(now), repository::save);
            case AGREE_DRAW, ACCEPT_DRAW -> decide(session, new Decision.Agreement(), now);
            case RESIGN -> decide(session, new Decision.Resignation(actor), now);
            case OFFER_DRAW -> commands.commit(session, () -> session.setDrawOffer(Optional.of(actor), now),
                    repository::save);
            case DECLINE_DRAW -> commands.commit(session, () -> session.setDrawOffer(Optional.empty(), now),
                    repository::save);
            case TAKEBACK -> {
                if (session.mode() == GameMode.LAN) {
                    commands.commit(session, () -> session.setTakebackOffer(Optional.of(actor), now),
                            repository::save);
                } else {
                    takeBack(session, session.pliesToTakeBackFor(actor), now);
                }
            }
            case ACCEPT_TAKEBACK -> takeBack(session, session.pliesToTakeBackFor(actor.opponent()), now);
            case DECLINE_TAKEBACK -> commands.commit(session, () -> session.setTakebackOffer(Optional.empty(), now),
                    repository::save);
            case CLAIM_ABANDONMENT_WIN -> decide(session, new Decision.Abandonment(actor, true), now);
            case CLAIM_ABANDONMENT_DRAW -> decide(session, new Decision.Abandonment(actor, false), now);
            case MOVE, REMATCH -> throw new IllegalStateException(type.id() + " is not handled here");
        }
    }

    private void decide(GameSession session, Decision decision, long now) {
        commands.commit(session, () -> session.decide(decision, now), commands.repository()::save);
    }

    private void takeBack(GameSession session, int plies, long now) {
        int fromPly = session.ply() - plies;
        commands.commit(session, () -> session.takeBack(plies, now),
                record -> commands.repository().saveTakeBack(record, fromPly));
    }

    private static String whyNoAbandonmentClaim(GameSession session, ActionType type, Color actor, long now) {
        if (session.mode() != GameMode.LAN) {
            return "Only LAN games can be claimed for abandonment.";
        }
        boolean awayLongEnough = session.isTaken(actor.opponent())
                && session.presence().awayFor(actor.opponent(), now) >= ActionRules.ABANDONMENT_MILLIS;
        if (awayLongEnough && type == ActionType.CLAIM_ABANDONMENT_WIN) {
            return "You could not checkmate by any series of legal moves, so only a draw can be claimed.";
        }
        return "Your opponent is connected, or has not been away long enough: a game can be claimed after "
                + ActionRules.ABANDONMENT_MILLIS / 1000 + " seconds without a connection.";
    }

    /** Why {@code type} is not open to {@code actor} at {@code now}, in words a player understands. */
    static String whyNot(GameSession session, ActionType type, Color actor, long now) {
        GameMode mode = session.mode();
        Optional<Color> drawOffer = session.drawOffer();
        Optional<Color> takebackOffer = session.takebackOffer();
        if (ActionRules.awaitsOpponent(session, Set.of(actor)) && type != ActionType.MOVE && type != ActionType.ABORT) {
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
