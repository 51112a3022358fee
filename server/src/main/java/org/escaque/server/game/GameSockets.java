package org.escaque.server.game;

import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.escaque.core.Color;
import org.escaque.server.ApiException;
import org.escaque.server.JsonCodec;
import org.escaque.server.game.ApiTypes.ActionRequest;
import org.escaque.server.game.ApiTypes.MoveRequest;
import org.escaque.server.game.ApiTypes.SocketMessage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game socket's protocol, apart from the web framework: a socket follows one game and receives its full state
 * after every change; it may prove seats with tokens (a {@code token} query parameter at the handshake, from this
 * computer only, or a {@code hello} message) and then send moves and actions as JSON with a {@code kind}. A bad
 * message gets an error message back; the socket stays open. In a LAN game, which seats have a socket open is part
 * of the state ({@link SeatPresence}), pushed to everyone when it changes.
 */
public final class GameSockets implements AutoCloseable {

    /** The most tokens one {@code hello} may carry (a device holds at most both seats). */
    static final int MAX_HELLO_TOKENS = 2;

    private static final Logger LOG = LoggerFactory.getLogger(GameSockets.class);

    private final SessionStore store;
    private final GameCommands commands;
    private final SocketHub hub;
    private final Clock clock;
    private final JsonCodec json;
    private final PresenceWatch watch;

    GameSockets(SessionStore store, GameCommands commands, SocketHub hub, Clock clock, JsonCodec json) {
        this.json = json;
        this.store = store;
        this.commands = commands;
        this.hub = hub;
        this.clock = clock;
        this.watch = new PresenceWatch(this::republish, this::cutSilentSockets);
    }

    /**
     * Opens a socket on a game, holding the seats of {@code tokens} (from the handshake), and sends it the state,
     * unless it comes from another device to a game without spectators: that one hears nothing until its
     * {@code hello} proves a seat, and is cut if none comes within {@link PresenceWatch#HELLO_WAIT_MILLIS}.
     *
     * @param ending closes or cuts the socket
     * @throws ApiException when there is no such game or a token does not belong to it
     */
    public SocketConnection connect(String gameId, List<String> tokens, SocketPeer peer, Consumer<String> sender,
            SocketConnection.Ending ending) {
        long now = clock.millis();
        GameSession session = store.get(gameId, now);
        SocketConnection connection = new SocketConnection(session.id(), peer, sender, ending, now);
        synchronized (session) {
            connection.addSeats(seatsOf(session, tokens));
            if (peer.isRemote() && connection.seats().isEmpty() && !session.lan().spectators()) {
                watch.expectHello(connection);
                return connection;
            }
            admit(session, connection);
        }
        return connection;
    }

    /** Handles one text message from a socket; every failure goes back to it as an error message. */
    public void receive(SocketConnection connection, String text) {
        try {
            if (!connection.peer().mayReceive().getAsBoolean()) {
                throw new ApiException(429, "rate-limited", "Too many messages from your device; wait a moment.");
            }
            SocketMessage message = json.read(text, SocketMessage.class);
            connection.heard(clock.millis(), "ping".equals(message.kind()));
            handle(connection, message);
        } catch (ApiException e) {
            hub.sendError(connection, e);
            if (!connection.isAdmitted()) {
                connection.close(4000 + e.status(), e.code());
            }
        }
    }

    /** Forgets a closed socket; the other side of a LAN game sees the seat go away. */
    public void disconnect(SocketConnection connection) {
        store.inMemory(connection.gameId()).ifPresent(session -> {
            synchronized (session) {
                if (session.connections().remove(connection)) {
                    presenceChanged(session, Optional.empty());
                }
            }
        });
    }

    private void admit(GameSession session, SocketConnection connection) {
        connection.admit();
        session.connections().add(connection);
        long now = clock.millis();
        commands.expireFlag(session, now);
        hub.sendState(connection, session, now);
        presenceChanged(session, Optional.of(connection));
    }

    private void handle(SocketConnection connection, SocketMessage message) {
        String kind = GameCommands.required(message.kind(), "kind", "hello, move, action or ping");
        if (!connection.isAdmitted() && !kind.equals("hello") && !kind.equals("ping")) {
            throw new ApiException(401, "seat-token-required", "Send a hello message with your seat token first.");
        }
        switch (kind) {
            case "hello" -> {
                onlyFields(message, kind, message.uci(), message.ply(), message.claimDraw(), message.type(),
                        message.color());
                hello(connection, message);
            }
            case "move" -> {
                onlyFields(message, kind, message.type(), message.color());
                answer(connection, commands.move(connection.gameId(), Caller.seats(connection.seats()),
                        new MoveRequest(message.uci(), message.ply(), message.claimDraw())));
            }
            case "action" -> {
                onlyFields(message, kind, message.uci(), message.ply(), message.claimDraw());
                answer(connection, commands.act(connection.gameId(), Caller.seats(connection.seats()),
                        new ActionRequest(message.type(), message.color())));
            }
            case "ping" -> hub.sendPong(connection);
            default -> throw ApiException.badRequest("invalid-field", "kind is hello, move, action or ping, not '"
                    + kind + "'.");
        }
    }

    private void hello(SocketConnection connection, SocketMessage message) {
        List<String> tokens = new ArrayList<>();
        if (message.token() != null) {
            tokens.add(message.token());
        }
        if (message.tokens() != null) {
            tokens.addAll(message.tokens());
        }
        if (tokens.isEmpty()) {
            throw ApiException.badRequest("missing-field", "A hello message needs 'token' (or 'tokens').");
        }
        if (tokens.size() > MAX_HELLO_TOKENS) {
            throw ApiException.badRequest("invalid-field", "A hello message carries at most " + MAX_HELLO_TOKENS
                    + " tokens.");
        }
        GameSession session = store.get(connection.gameId(), clock.millis());
        synchronized (session) {
            connection.addSeats(seatsOf(session, tokens));
            if (!connection.isAdmitted()) {
                admit(session, connection);
                return;
            }
            hub.sendState(connection, session, clock.millis());
            presenceChanged(session, Optional.of(connection));
        }
    }

    /**
     * After a socket came, went or proved a seat: if that changed which seats of a LAN game have a socket, pushes
     * the state to every socket but {@code told} (which has just been sent it). Called with the monitor held.
     */
    private void presenceChanged(GameSession session, Optional<SocketConnection> told) {
        if (session.mode() != GameMode.LAN) {
            return;
        }
        Set<Color> withSocket = EnumSet.noneOf(Color.class);
        session.connections().forEach(connection -> withSocket.addAll(connection.seats()));
        long now = clock.millis();
        Set<Color> changed = session.presence().update(withSocket, now);
        if (changed.isEmpty()) {
            return;
        }
        hub.publishExcept(session, now, told);
        if (!session.isFinished() && changed.stream().anyMatch(color -> !withSocket.contains(color))) {
            watch.seatWentAway(session.id());
        }
    }

    /** Pushes a game's state again (a seat's status or the claims open changed with time alone). */
    private void republish(String gameId) {
        store.inMemory(gameId).ifPresent(session -> {
            synchronized (session) {
                hub.publish(session, clock.millis());
            }
        });
    }

    /** Cuts every socket that keeps a heartbeat but has fallen silent: its device is gone from the network. */
    private void cutSilentSockets() {
        try {
            long now = clock.millis();
            for (GameSession session : store.allInMemory()) {
                for (SocketConnection connection : List.copyOf(session.connections())) {
                    if (connection.isSilentSince(now, PresenceWatch.HEARTBEAT_TIMEOUT_MILLIS)) {
                        disconnect(connection);
                        connection.cut();
                    }
                }
            }
        } catch (RuntimeException e) {
            LOG.error("could not look for silent sockets", e);
        }
    }

    /** A socket whose command changed nothing (a retried move) still gets the state; others got the push. */
    private void answer(SocketConnection connection, GameCommands.Result result) {
        if (!result.changed()) {
            store.inMemory(connection.gameId()).ifPresent(session -> {
                synchronized (session) {
                    hub.sendState(connection, session, clock.millis());
                }
            });
        }
    }

    private static Set<Color> seatsOf(GameSession session, List<String> tokens) {
        Set<Color> seats = EnumSet.noneOf(Color.class);
        for (String token : tokens) {
            Set<Color> held = session.seatsHeldBy(token == null ? "" : token);
            if (held.isEmpty()) {
                throw new ApiException(403, "seat-token-invalid", "A seat token does not belong to game "
                        + session.id() + ".");
            }
            seats.addAll(held);
        }
        return seats;
    }

    private static void onlyFields(SocketMessage message, String kind, Object... foreign) {
        boolean tokenFields = message.token() != null || message.tokens() != null;
        boolean anyForeign = false;
        for (Object value : foreign) {
            anyForeign |= value != null;
        }
        if (anyForeign || (tokenFields && !kind.equals("hello"))) {
            throw ApiException.badRequest("unknown-field", "A '" + kind + "' message has a field that does not "
                    + "belong to it (hello: token, tokens; move: uci, ply, claimDraw; action: type, color).");
        }
    }

    /** Stops the presence timers. */
    @Override
    public void close() {
        watch.close();
    }
}
