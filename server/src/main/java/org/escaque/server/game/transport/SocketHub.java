package org.escaque.server.game.transport;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.escaque.core.Color;
import org.escaque.play.GameSession;
import org.escaque.play.Moment;
import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.game.transport.ApiTypes.SocketPush;
import org.escaque.server.support.JsonCodec;

/**
 * The open sockets of each game, and what is pushed to them: the game's state after every change, each as its seats
 * see it. Pushes happen inside the game's run, so every socket gets the states of one game in the order of the
 * changes.
 */
final class SocketHub {

    private final JsonCodec json;
    private final GameStateBuilder states;
    private final ConcurrentHashMap<String, Set<SocketConnection>> followers = new ConcurrentHashMap<>();

    SocketHub(JsonCodec json, GameStateBuilder states) {
        this.json = json;
        this.states = states;
    }

    /** Adds an admitted socket to its game's followers. */
    void follow(SocketConnection connection) {
        followers.computeIfAbsent(connection.gameId(), id -> ConcurrentHashMap.newKeySet()).add(connection);
    }

    /** Removes a socket from its game's followers; whether it was one. */
    boolean unfollow(SocketConnection connection) {
        boolean[] removed = {false};
        followers.computeIfPresent(connection.gameId(), (id, set) -> {
            removed[0] = set.remove(connection);
            return set.isEmpty() ? null : set;
        });
        return removed[0];
    }

    /** The open sockets of a game. */
    Set<SocketConnection> followersOf(String gameId) {
        return followers.getOrDefault(gameId, Set.of());
    }

    /** Whether any socket follows the game. */
    boolean isFollowed(String gameId) {
        return !followersOf(gameId).isEmpty();
    }

    /** Every game that has a socket. */
    Set<String> followedGames() {
        return followers.keySet();
    }

    /** Sends the current state to every socket of the session (one JSON text per distinct set of seats). */
    void publish(GameSession session, Moment now) {
        publishExcept(session, now, Optional.empty());
    }

    /** Sends the current state to every socket of the session but {@code skipped}. */
    void publishExcept(GameSession session, Moment now, Optional<SocketConnection> skipped) {
        Set<SocketConnection> connections = followersOf(session.id());
        if (connections.isEmpty()) {
            return;
        }
        Map<Set<Color>, String> texts = new HashMap<>(4);
        for (SocketConnection connection : connections) {
            if (skipped.isEmpty() || skipped.get() != connection) {
                String text = texts.computeIfAbsent(connection.seats(), seats -> stateText(session, seats, now));
                connection.send(text);
            }
        }
    }

    /** Sends the current state to one socket. */
    void sendState(SocketConnection connection, GameSession session, Moment now) {
        connection.send(stateText(session, connection.seats(), now));
    }

    /** Sends one text to every socket of the game. */
    void sendAll(String gameId, String text) {
        followersOf(gameId).forEach(connection -> connection.send(text));
    }

    /** Sends a refusal to one socket; the socket stays open. */
    void sendError(SocketConnection connection, Refusal refusal) {
        connection.send(json.write(new SocketPush("error", null, ErrorResponses.body(refusal))));
    }

    /** Sends the answer to a ping. */
    void sendPong(SocketConnection connection) {
        connection.send(json.write(new SocketPush("pong", null, null)));
    }

    private String stateText(GameSession session, Set<Color> seats, Moment now) {
        return json.write(new SocketPush("state", states.build(session, seats, now), null));
    }
}
