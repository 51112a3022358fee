package org.escaque.server.game.transport;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;
import org.escaque.core.Color;

/**
 * One open game socket: where to send text, how to cut it, who is at the other end, and the seats its tokens proved
 * (none for a spectator). The tokens themselves are not kept: they are checked once, when given, and only the seats
 * are remembered. A socket is <em>admitted</em> once it receives the game's states (at once, unless it comes from
 * another device to a game without spectators: then after its {@code hello}). A socket that has sent a
 * {@code ping} is taken to send one regularly, and is cut when it falls silent (its network is gone).
 */
public final class SocketConnection {

    private final String gameId;
    private final SocketPeer peer;
    private final Consumer<String> sender;
    private final Ending ending;
    private volatile Set<Color> seats = Collections.unmodifiableSet(EnumSet.noneOf(Color.class));
    private volatile boolean admitted;
    private volatile boolean heartbeating;
    private volatile long lastHeard;

    /** How the web layer ends a socket. */
    public interface Ending {

        /** Closes the socket with a code and a reason, after the messages already sent. */
        void close(int code, String reason);

        /** Drops the socket at once, without the closing handshake (its network may be gone). */
        void cut();
    }

    /**
     * A connection to game {@code gameId}, opened at {@code now}.
     *
     * @param sender sends one text message without blocking (a slow client must not hold up the game)
     * @param ending closes or cuts the socket
     */
    public SocketConnection(String gameId, SocketPeer peer, Consumer<String> sender, Ending ending, long now) {
        this.gameId = gameId;
        this.peer = peer;
        this.sender = sender;
        this.ending = ending;
        this.lastHeard = now;
    }

    /** The game this socket follows. */
    public String gameId() {
        return gameId;
    }

    /** Who is at the other end. */
    public SocketPeer peer() {
        return peer;
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

    boolean isAdmitted() {
        return admitted;
    }

    void admit() {
        admitted = true;
    }

    /** Notes a message received at {@code now}; a ping also marks the socket as one that keeps a heartbeat. */
    void heard(long now, boolean ping) {
        lastHeard = now;
        heartbeating |= ping;
    }

    /** Whether this socket keeps a heartbeat and has been silent for more than {@code timeoutMillis}. */
    boolean isSilentSince(long now, long timeoutMillis) {
        return heartbeating && now - lastHeard > timeoutMillis;
    }

    void send(String text) {
        sender.accept(text);
    }

    /** Closes the connection after what was sent, with a close code and reason. */
    void close(int code, String reason) {
        ending.close(code, reason);
    }

    /** Drops the connection at once. */
    void cut() {
        ending.cut();
    }
}
