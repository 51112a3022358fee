package org.escaque.server.game.transport;

/**
 * Told after any change to a LAN game (created, joined, moved, ended), so that LAN hosting can open or close the
 * app to the network and announce it; it asks {@link GameService#lanSeats()} for the counts. Called inside a game's
 * run: it must return at once and do its work elsewhere.
 */
@FunctionalInterface
public interface LanGamesObserver {

    /** An observer that does nothing (an app that never opens to the network). */
    LanGamesObserver NONE = () -> { };

    /** Something changed in some LAN game. */
    void lanGamesChanged();
}
