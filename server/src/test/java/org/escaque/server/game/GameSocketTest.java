package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.server.TestApp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The game socket: every change pushed as the full state, per seat; moves and actions sent on it. */
final class GameSocketTest {

    @TempDir
    static Path folder;
    static TestApp app;

    @BeforeAll
    static void start() {
        app = new TestApp(folder);
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    private static JsonNode state(JsonNode message) {
        assertEquals("state", message.get("kind").asText(), message.toString());
        return message.get("state");
    }

    @Test
    void everyChangeIsPushedToEverySocketAsItsSeatSeesIt() {
        Table table = Table.create(app, "lan", "", List.of());
        try (SocketClient white = SocketClient.open(app.port(), table.id(), "?token=" + table.token(Color.WHITE));
             SocketClient black = SocketClient.open(app.port(), table.id(), "");
             SocketClient watcher = SocketClient.open(app.port(), table.id(), "")) {
            assertEquals(List.of("white"), seats(state(white.next())));
            assertTrue(state(black.next()).get("actions").isEmpty(), "no token yet: a spectator");
            state(watcher.next());
            black.send("{\"kind\":\"hello\",\"token\":\"" + table.token(Color.BLACK) + "\"}");
            black.await(message -> seats(state(message)).equals(List.of("black")), 5);
            white.await(message -> state(message).get("connections").get("black").get("status").asText()
                    .equals("connected"), 5);
            white.send("{\"kind\":\"move\",\"uci\":\"e2e4\",\"ply\":0}");
            JsonNode whiteView = state(white.await(GameSocketTest::afterFirstMove, 5));
            JsonNode blackView = state(black.await(GameSocketTest::afterFirstMove, 5));
            JsonNode watcherView = state(watcher.await(GameSocketTest::afterFirstMove, 5));
            for (JsonNode view : List.of(whiteView, blackView, watcherView)) {
                assertEquals(1, view.get("ply").asInt());
                assertEquals("e4", view.get("moves").get(0).get("san").asText());
            }
            assertFalse(Table.actions(whiteView).contains("move"));
            assertTrue(Table.actions(blackView).contains("move"));
            assertTrue(Table.actions(watcherView).isEmpty());
            black.send("{\"kind\":\"action\",\"type\":\"offer-draw\"}");
            assertTrue(Table.actions(state(white.next())).contains("accept-draw"));
        }
    }

    @Test
    void aBinaryMessageIsAnsweredThatMessagesAreText() {
        Table table = Table.create(app, "hotseat", "", List.of());
        try (SocketClient socket = SocketClient.open(app.port(), table.id(), "?token=" + table.token(Color.WHITE))) {
            assertEquals(0, state(socket.next()).get("ply").asInt());
            socket.sendBinary(new byte[] {'{', '}'});
            JsonNode error = socket.next();
            assertEquals("error", error.get("kind").asText(), error.toString());
            assertEquals("bad-request", error.get("error").get("error").asText());
            assertTrue(error.get("error").get("message").asText().contains("binary"), error.toString());
            socket.send("{\"kind\":\"ping\"}");
            assertEquals("pong", socket.next().get("kind").asText(), "the socket stays open");
        }
    }

    @Test
    void aRetriedMoveAnswersWithTheStateAndABadOneWithAnError() {
        Table table = Table.create(app, "hotseat", "", List.of());
        try (SocketClient socket = SocketClient.open(app.port(), table.id(),
                "?token=" + table.token(Color.WHITE) + "&token=" + table.token(Color.BLACK))) {
            assertEquals(List.of("white", "black"), seats(state(socket.next())));
            socket.send("{\"kind\":\"move\",\"uci\":\"e2e4\",\"ply\":0}");
            assertEquals(1, state(socket.next()).get("ply").asInt());
            socket.send("{\"kind\":\"move\",\"uci\":\"e2e4\",\"ply\":0}");
            assertEquals(1, state(socket.next()).get("ply").asInt(), "the retry is answered, nothing played");
            socket.send("{\"kind\":\"move\",\"uci\":\"e7e4\",\"ply\":1}");
            JsonNode error = socket.next();
            assertEquals("error", error.get("kind").asText());
            assertEquals("illegal-move", error.get("error").get("error").asText());
            assertEquals("wrong-pattern", error.get("error").get("reason").get("code").asText());
            socket.send("{\"kind\":\"move\",\"uci\":\"e7e5\",\"ply\":1,\"token\":\"x\"}");
            assertEquals("unknown-field", socket.next().get("error").get("error").asText());
            socket.send("not json");
            assertEquals("malformed-json", socket.next().get("error").get("error").asText());
            socket.send("{\"kind\":\"move\",\"uci\":\"e7e5\",\"ply\":1}");
            assertEquals(2, state(socket.next()).get("ply").asInt(), "holding both seats, it moves for black too");
            socket.send("{\"kind\":\"ping\"}");
            assertEquals("pong", socket.next().get("kind").asText());
        }
    }

    @Test
    void aNegativeOrImpossiblePlyIsAnErrorAndTheSocketStaysOpen() {
        Table table = Table.create(app, "hotseat", "", List.of());
        try (SocketClient socket = SocketClient.open(app.port(), table.id(),
                "?token=" + table.token(Color.WHITE) + "&token=" + table.token(Color.BLACK))) {
            state(socket.next());
            for (String ply : List.of("-1", "-2147483648", "18001")) {
                socket.send("{\"kind\":\"move\",\"uci\":\"e7e5\",\"ply\":" + ply + "}");
                JsonNode error = socket.next();
                assertEquals("error", error.get("kind").asText(), error.toString());
                assertEquals("invalid-field", error.get("error").get("error").asText());
                assertFalse(error.toString().contains("Index") || error.toString().contains("bounds"),
                        "no Java text reaches the client: " + error);
            }
            socket.send("{\"kind\":\"move\",\"uci\":\"e2e4\",\"ply\":0}");
            assertEquals(1, state(socket.next()).get("ply").asInt(), "the socket is still open and playing");
        }
    }

    @Test
    void aSocketWithoutASeatCannotPlay() {
        Table table = Table.create(app, "hotseat", "", List.of());
        try (SocketClient socket = SocketClient.open(app.port(), table.id(), "")) {
            state(socket.next());
            socket.send("{\"kind\":\"move\",\"uci\":\"e2e4\",\"ply\":0}");
            assertEquals("seat-token-required", socket.next().get("error").get("error").asText());
            socket.send("{\"kind\":\"hello\",\"token\":\"forged\"}");
            assertEquals("seat-token-invalid", socket.next().get("error").get("error").asText());
        }
        assertEquals(0, table.state().get("ply").asInt());
    }

    @Test
    void aSocketOnAnUnknownGameIsToldAndClosed() {
        try (SocketClient socket = SocketClient.open(app.port(), "nosuchgame22", "")) {
            JsonNode error = socket.next();
            assertEquals("not-found", error.get("error").get("error").asText());
            assertEquals("closed", socket.next().get("kind").asText());
        }
    }

    @Test
    void httpMovesArePushedToSockets() {
        Table table = Table.create(app, "hotseat", "", List.of());
        try (SocketClient socket = SocketClient.open(app.port(), table.id(), "")) {
            state(socket.next());
            table.play(List.of("d2d4"));
            assertEquals("d4", state(socket.next()).get("moves").get(0).get("san").asText());
        }
    }

    /** A state pushed after the first move (a LAN game's sockets also hear connection changes before it). */
    private static boolean afterFirstMove(JsonNode message) {
        return message.has("state") && message.get("state").get("ply").asInt() == 1;
    }

    private static List<String> seats(JsonNode state) {
        List<String> seats = new java.util.ArrayList<>();
        state.get("seats").forEach(seat -> seats.add(seat.asText()));
        return seats;
    }
}
