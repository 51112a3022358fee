package org.escaque.server.game.play;

/**
 * What the network gate needs to know about a game before letting another device at it.
 *
 * @param isLan whether it is a LAN game (no other game is ever reachable from the network)
 * @param spectators whether devices without a seat may watch it
 * @param holdsSeat whether the token the request presented holds one of its seats
 */
public record NetworkView(boolean isLan, boolean spectators, boolean holdsSeat) {
}
