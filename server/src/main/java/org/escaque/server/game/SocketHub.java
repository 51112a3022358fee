package org.escaque.server.game;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.server.ApiException;
import org.escaque.server.JsonCodec;
import org.escaque.server.game.ApiTypes.ErrorBody;
import org.escaque.server.game.ApiTypes.SocketPush;

/**
 * Pushes a game's state to its sockets, each as its seats see it. Called with the session's monitor held, so
 * every socket gets the states of one game in the order of the changes.
 */
final class SocketHub {

    private final JsonCodec json;
    private final GameStateBuilder states;

    SocketHub(JsonCodec json, GameStateBuilder states) {
        this.json = json;
        this.states = states;
    }

    /** Sends the current state to every socket of the session (one JSON text per distinct set of seats). */
    void publish(GameSession session, long now) {
        publishExcept(session, now, Optional.empty());
    }

    /** Sends the current state to every socket of the session but {@code skipped}. */
    void publishExcept(GameSession session, long now, Optional<SocketConnection> skipped) {
        if (session.connections().isEmpty()) {
            return;
        }
        Map<Set<Color>, String> texts = new HashMap<>(4);
        for (SocketConnection connection : session.connections()) {
            if (skipped.isEmpty() || skipped.get() != connection) {
                String text = texts.computeIfAbsent(connection.seats(), seats -> stateText(session, seats, now));
                connection.send(text);
            }
        }
    }

    /** Sends the current state to one socket. */
    void sendState(SocketConnection connection, GameSession session, long now) {
        connection.send(stateText(session, connection.seats(), now));
    }

    /** Sends an error to one socket; the socket stays open. */
    void sendError(SocketConnection connection, ApiException error) {
        connection.send(json.write(new SocketPush("error", null, ErrorBody.of(error))));
    }

    /** Sends the answer to a ping. */
    void sendPong(SocketConnection connection) {
        connection.send(json.write(new SocketPush("pong", null, null)));
    }

    private String stateText(GameSession session, Set<Color> seats, long now) {
        return json.write(new SocketPush("state", states.build(session, seats, now), null));
    }

}
