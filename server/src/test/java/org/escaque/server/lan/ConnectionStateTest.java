package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Predicate;
import org.escaque.server.TestApp;
import org.escaque.server.game.SocketClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each side of a LAN game sees the other's connection: waiting, connected, reconnecting, disconnected since when. */
final class ConnectionStateTest {

    @TempDir
    Path folder;
    TestApp app;

    @BeforeEach
    void start() {
        app = new TestApp(folder);
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private SocketClient seatSocket(LanTable table, String token) {
        SocketClient socket = SocketClient.open(app.port(), table.id, "");
        socket.send("{\"kind\":\"hello\",\"token\":\"" + token + "\"}");
        socket.await(message -> message.has("state") && message.get("state").get("seats").size() == 1, 5);
        return socket;
    }

    private static Predicate<JsonNode> guestIs(String status) {
        return message -> message.has("state") && LanTable.status(message.get("state"), "black").equals(status);
    }

    @Test
    void aSeatIsWaitingUntilTakenThenAwayUntilItsSocketOpens() {
        JsonNode created = LanTable.create(app, "").json().get("state");
        assertEquals("waiting", LanTable.status(created, "black"));
        assertEquals("reconnecting", LanTable.status(created, "white"), "the host's page has not connected yet");
        LanTable table = LanTable.joined(app, "");
        assertEquals("reconnecting", LanTable.status(table.state(table.hostToken), "black"));
        app.clock().advance(Duration.ofSeconds(6));
        JsonNode later = table.state(table.hostToken);
        assertEquals("disconnected", LanTable.status(later, "black"));
        assertEquals(6_000, later.get("connections").get("black").get("elapsed").asLong());
        assertEquals(app.clock().millis() - 6_000, later.get("connections").get("black").get("since").asLong());
        JsonNode hotseat = app.post("/api/games", "{\"mode\":\"hotseat\"}").json().get("state");
        assertFalse(hotseat.has("connections"), "only LAN games have connections");
    }

    @Test
    void theHostHearsTheGuestComeAndGo() throws InterruptedException {
        LanTable table = LanTable.joined(app, "");
        try (SocketClient host = seatSocket(table, table.hostToken)) {
            assertEquals("connected", LanTable.status(table.state(table.guestToken), "white"));
            SocketClient guest = seatSocket(table, table.guestToken);
            host.await(guestIs("connected"), 5);
            app.clock().advance(Duration.ofSeconds(3));
            guest.close();
            JsonNode away = host.await(guestIs("reconnecting"), 5).get("state");
            assertEquals(app.clock().millis(), away.get("connections").get("black").get("since").asLong());
            app.clock().advance(Duration.ofSeconds(6));
            host.await(guestIs("disconnected"), 8);
        }
    }

    @Test
    void aSocketThatKeepsAHeartbeatIsCutWhenItFallsSilent() {
        LanTable table = LanTable.joined(app, "");
        try (SocketClient host = seatSocket(table, table.hostToken);
             SocketClient guest = seatSocket(table, table.guestToken)) {
            guest.send("{\"kind\":\"ping\"}");
            guest.await(message -> message.get("kind").asText().equals("pong"), 5);
            host.await(guestIs("connected"), 5);
            app.clock().advance(Duration.ofSeconds(16));
            guest.await(message -> message.get("kind").asText().equals("closed"), 6);
            host.await(guestIs("reconnecting"), 5);
            assertEquals("connected", LanTable.status(table.state(table.guestToken), "white"),
                    "the host never pinged: only a socket that keeps a heartbeat is expected to");
        }
    }

    @Test
    void versionsKeepGrowingAcrossARestart() {
        LanTable table = LanTable.joined(app, "");
        table.move(table.hostToken, "e2e4", 0);
        long before = table.state(table.hostToken).get("version").asLong();
        app.restart();
        JsonNode restored = table.state(table.hostToken);
        assertEquals(before, restored.get("version").asLong(), "a client keeps the states it gets after a restart");
        assertEquals("reconnecting", LanTable.status(restored, "black"), "away since the restart");
        long after = table.move(table.guestToken, "e7e5", 1).json().get("version").asLong();
        assertTrue(after > before);
    }
}
