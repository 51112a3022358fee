package org.escaque.server.game;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;
import org.escaque.core.Color;

/**
 * One open game socket: where to send text, and the seats its tokens proved (none for a spectator). The tokens
 * themselves are not kept: they are checked once, when given, and only the seats are remembered.
 */
public final class SocketConnection {

    private final String gameId;
    private final Consumer<String> sender;
    private volatile Set<Color> seats = Collections.unmodifiableSet(EnumSet.noneOf(Color.class));

    /**
     * A connection to game {@code gameId}.
     *
     * @param sender sends one text message without blocking (a slow client must not hold up the game)
     */
    public SocketConnection(String gameId, Consumer<String> sender) {
        this.gameId = gameId;
        this.sender = sender;
    }

    /** The game this socket follows. */
    public String gameId() {
        return gameId;
    }

    /** The seats this socket acts for. */
    Set<Color> seats() {
        return seats;
    }

    void addSeats(Set<Color> more) {
        Set<Color> all = EnumSet.noneOf(Color.class);
        all.addAll(seats);
        all.addAll(more);
        seats = Collections.unmodifiableSet(all);
    }

    void send(String text) {
        sender.accept(text);
    }
}
