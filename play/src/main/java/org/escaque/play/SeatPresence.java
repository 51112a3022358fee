package org.escaque.play;

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

    /**
     * A seat's connection as the other side sees it (LAN games): {@code waiting} (nobody has taken it; for how long
     * since the game was made), {@code connected}, {@code reconnecting} (away less than {@link #RECONNECTING_MILLIS})
     * or {@code disconnected}. How long a status has lasted is measured on the steady clock; when it began is told on
     * the wall clock, that much before now.
     */
    public record Connection(String status, long since, long elapsed) {
    }

    /** {@code color}'s connection in {@code session} at {@code now}. */
    public static Connection connection(GameSession session, Color color, Moment now) {
        SeatPresence presence = session.presence();
        String status;
        long elapsed = Math.max(0, now.steadyMillis() - presence.since(color));
        if (!session.isTaken(color)) {
            status = "waiting";
            elapsed = Math.max(0, now.wallMillis() - session.createdAt());
        } else if (presence.isPresent(color)) {
            status = "connected";
        } else {
            status = presence.awayFor(color, now.steadyMillis()) < RECONNECTING_MILLIS ? "reconnecting"
                    : "disconnected";
        }
        return new Connection(status, now.wallMillis() - elapsed, elapsed);
    }
}
