package org.escaque.server.game.play;

/**
 * A LAN game's join code as the host's screen needs it.
 *
 * @param gameId the game
 * @param code the code a guest types
 * @param waiting whether the guest's seat is still free
 */
public record JoinFacts(String gameId, String code, boolean waiting) {
}
