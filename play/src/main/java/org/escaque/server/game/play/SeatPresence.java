package org.escaque.server.game.play;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Set;
import org.escaque.core.Color;

/**
 * Whether each seat of a LAN game has a socket open now, and since when that has been so. A seat with no socket
 * is "reconnecting" for {@link #RECONNECTING_MILLIS} ms (a page reload, a Wi-Fi hiccup), then "disconnected".
 * Kept in memory only: after a restart every seat counts as away from the moment of the restart. Its instants are
 * steady readings ({@link Moment#steadyMillis}), so setting the wall clock does not make a seat away longer. Not
 * thread-safe: it is used inside its game's run ({@link Sessions#run}).
 */
public final class SeatPresence {

    /** How long a seat that lost its last socket counts as reconnecting before it counts as disconnected. */
    public static final long RECONNECTING_MILLIS = 5_000;

    private final Set<Color> present = EnumSet.noneOf(Color.class);
    private final EnumMap<Color, Long> since = new EnumMap<>(Color.class);

    /** Both seats away since {@code now}. */
    SeatPresence(long now) {
        for (Color color : Color.values()) {
            since.put(color, now);
        }
    }

    /**
     * Records which seats have an open socket at {@code now}; returns the seats whose presence changed (each
     * changed seat's status begins at {@code now}).
     */
    public Set<Color> update(Set<Color> withSocket, long now) {
        Set<Color> changed = EnumSet.noneOf(Color.class);
        for (Color color : Color.values()) {
            if (withSocket.contains(color) != present.contains(color)) {
                changed.add(color);
                since.put(color, now);
                if (withSocket.contains(color)) {
                    present.add(color);
                } else {
                    present.remove(color);
                }
            }
        }
        return changed;
    }

    /** Starts the seat's away time anew (a seat just taken has not had the chance to connect). */
    void restart(Color color, long now) {
        if (!present.contains(color)) {
            since.put(color, now);
        }
    }

    public boolean isPresent(Color color) {
        return present.contains(color);
    }

    /** When the seat's current status (present or away) began. */
    public long since(Color color) {
        return since.get(color);
    }

    /** How long the seat has had no socket at {@code now}; zero while it has one. */
    public long awayFor(Color color, long now) {
        return present.contains(color) ? 0 : Math.max(0, now - since.get(color));
    }
}
