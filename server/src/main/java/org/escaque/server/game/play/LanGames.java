package org.escaque.server.game.play;

/**
 * How many LAN games there are now: unfinished ones, and among them those whose guest seat is still free.
 *
 * @param unfinished LAN games being played or waiting for their guest
 * @param waiting LAN games whose second seat nobody has taken yet
 */
public record LanGames(int unfinished, int waiting) {
}
