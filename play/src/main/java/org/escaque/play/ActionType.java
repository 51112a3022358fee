package org.escaque.play;

import java.util.Optional;

/** What a seat may do besides waiting; the ids are those of {@code "actions"} in the game state. */
public enum ActionType {
    /** Play a move (sent to {@code /moves}, not {@code /actions}). */
    MOVE("move"),
    /** Claim a draw that is open now: threefold repetition (FIDE 9.2) or 50 moves (FIDE 9.3). */
    CLAIM_DRAW("claim-draw"),
    /** Hotseat: both players at the device agree a draw in one action (FIDE 9.1.2). */
    AGREE_DRAW("agree-draw"),
    /** LAN: offer a draw, which the opponent accepts or declines. */
    OFFER_DRAW("offer-draw"),
    /** LAN: accept the opponent's draw offer. */
    ACCEPT_DRAW("accept-draw"),
    /** LAN: decline the opponent's draw offer. */
    DECLINE_DRAW("decline-draw"),
    /** Resign (FIDE 5.1.2). */
    RESIGN("resign"),
    /** Take back a move: at once in hotseat and against the computer, as a request to the opponent in LAN. */
    TAKEBACK("takeback"),
    /** LAN: accept the opponent's take-back request. */
    ACCEPT_TAKEBACK("accept-takeback"),
    /** LAN: decline the opponent's take-back request. */
    DECLINE_TAKEBACK("decline-takeback"),
    /**
     * LAN: the opponent has been disconnected for {@link ActionRules#ABANDONMENT_MILLIS} ms; win the game (open only
     * when the claimer could still checkmate by some series of legal moves, as with a fallen flag, FIDE 6.9).
     */
    CLAIM_ABANDONMENT_WIN("claim-abandonment-win"),
    /** LAN: the opponent has been disconnected for {@link ActionRules#ABANDONMENT_MILLIS} ms; end it as a draw. */
    CLAIM_ABANDONMENT_DRAW("claim-abandonment-draw"),
    /** LAN, once the game is over: start a new game between the same two devices with the colours swapped. */
    REMATCH("rematch"),
    /**
     * Abort the game before both sides have made their first move: it is deleted, as if never played (no result).
     * Sent as {@code DELETE /api/games/{id}}, not as an action; listed so a client knows it is open.
     */
    ABORT("abort");

    private final String id;

    ActionType(String id) {
        this.id = id;
    }

    /** The API id, e.g. {@code "claim-draw"}. */
    public String id() {
        return id;
    }

    /** The action with this id. */
    public static Optional<ActionType> fromId(String id) {
        for (ActionType type : values()) {
            if (type.id.equals(id)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
