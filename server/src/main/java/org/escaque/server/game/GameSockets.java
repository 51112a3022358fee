package org.escaque.server.game;

import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.escaque.core.Color;
import org.escaque.server.ApiException;
import org.escaque.server.JsonCodec;
import org.escaque.server.game.ApiTypes.ActionRequest;
import org.escaque.server.game.ApiTypes.MoveRequest;
import org.escaque.server.game.ApiTypes.SocketMessage;

/**
 * The game socket's protocol, apart from the web framework: a socket follows one game and receives its full state
 * after every change; it may prove seats with tokens (a {@code token} query parameter at the handshake, or a
 * {@code hello} message) and then send moves and actions as JSON with a {@code kind}. A bad message gets an error
 * message back; the socket stays open.
 */
public final class GameSockets {

    private final SessionStore store;
    private final GameCommands commands;
    private final SocketHub hub;
    private final Clock clock;
    private final JsonCodec json;

    GameSockets(SessionStore store, GameCommands commands, SocketHub hub, Clock clock, JsonCodec json) {
        this.json = json;
        this.store = store;
        this.commands = commands;
        this.hub = hub;
        this.clock = clock;
    }

    /**
     * Opens a socket on a game, holding the seats of {@code tokens} (from the handshake), and sends it the state.
     *
     * @throws ApiException when there is no such game or a token does not belong to it
     */
    public SocketConnection connect(String gameId, List<String> tokens, Consumer<String> sender) {
        GameSession session = store.get(gameId, clock.millis());
        SocketConnection connection = new SocketConnection(session.id(), sender);
        synchronized (session) {
            connection.addSeats(seatsOf(session, tokens));
            session.connections().add(connection);
            long now = clock.millis();
            commands.expireFlag(session, now);
            hub.sendState(connection, session, now);
        }
        return connection;
    }

    /** Handles one text message from a socket; every failure goes back to it as an error message. */
    public void receive(SocketConnection connection, String text) {
        try {
            handle(connection, json.read(text, SocketMessage.class));
        } catch (ApiException e) {
            hub.sendError(connection, e);
        }
    }

    /** Forgets a closed socket. */
    public void disconnect(SocketConnection connection) {
        store.inMemory(connection.gameId()).ifPresent(session -> session.connections().remove(connection));
    }

    private void handle(SocketConnection connection, SocketMessage message) {
        String kind = GameCommands.required(message.kind(), "kind", "hello, move, action or ping");
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
        GameSession session = store.get(connection.gameId(), clock.millis());
        synchronized (session) {
            connection.addSeats(seatsOf(session, tokens));
            hub.sendState(connection, session, clock.millis());
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
}
