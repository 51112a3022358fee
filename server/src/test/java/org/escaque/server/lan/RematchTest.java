package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.escaque.server.game.SocketClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A rematch: a new LAN game between the same two devices, colours swapped, each seat held by its device's token. */
final class RematchTest {

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

    @Test
    void eitherSeatStartsTheRematchWithTheColoursSwapped() {
        LanTable table = LanTable.joined(app, "\"timeControl\":\"3+2\",\"spectators\":true");
        assertFalse(LanTable.actions(table.state(table.hostToken)).contains("rematch"), "not while playing");
        assertEquals(409, table.act(table.hostToken, "rematch").status());
        try (SocketClient guestSocket = SocketClient.open(app.port(), table.id, "")) {
            guestSocket.send("{\"kind\":\"hello\",\"token\":\"" + table.guestToken + "\"}");
            guestSocket.await(message -> message.has("state") && message.get("state").get("seats").size() == 1, 5);
            assertEquals(200, table.move(table.hostToken, "e2e4", 0).status());
            assertEquals(200, table.act(table.guestToken, "resign").status());
            assertTrue(LanTable.actions(table.state(table.guestToken)).contains("rematch"));

            Response asked = table.act(table.hostToken, "rematch");
            assertEquals(200, asked.status(), asked.text());
            JsonNode rematch = asked.json().get("rematch");
            String newId = rematch.get("id").asText();
            assertNotEquals(table.id, newId);
            assertEquals(List.of("black"), List.of(rematch.get("seats").get(0).asText()), "the host now has black");
            assertTrue(LanTable.actions(asked.json()).isEmpty(), "one rematch per game");

            JsonNode pushed = guestSocket.await(message -> message.has("state")
                    && message.get("state").has("rematch"), 5).get("state");
            assertEquals(newId, pushed.get("rematch").get("id").asText());
            assertEquals("white", pushed.get("rematch").get("seats").get(0).asText(), "the guest's socket hears "
                    + "that its token holds white now");

            JsonNode asGuest = app.get("/api/games/" + newId, table.guestToken).json();
            assertEquals(List.of("white"), List.of(asGuest.get("seats").get(0).asText()));
            assertTrue(LanTable.actions(asGuest).contains("move"));
            JsonNode asHost = app.get("/api/games/" + newId, table.hostToken).json();
            assertEquals("black", asHost.get("seats").get(0).asText());
            assertEquals("lan", asHost.get("mode").asText());
            assertEquals("3+2", asHost.get("timeControl").asText());
            assertEquals(180_000, asHost.get("clocks").get("white").asLong());
            assertTrue(asHost.get("spectators").asBoolean(), "the spectator setting carries over");
            assertEquals(0, asHost.get("ply").asInt());
            assertEquals("connected", LanTable.status(table.state(table.hostToken), "black"));
        }
        Response again = table.act(table.guestToken, "rematch");
        assertEquals(409, again.status(), again.text());
        assertTrue(again.json().get("message").asText().contains("already"));
    }

    @Test
    void theLinkToTheRematchSurvivesARestart() {
        LanTable table = LanTable.joined(app, "");
        table.act(table.hostToken, "resign");
        String newId = table.act(table.guestToken, "rematch").json().get("rematch").get("id").asText();
        app.restart();
        assertEquals(newId, table.state(table.hostToken).get("rematch").get("id").asText());
        assertEquals("active", app.get("/api/games/" + newId, table.hostToken).json().get("status").asText());
        assertEquals(200, app.post("/api/games/" + newId + "/moves", "{\"uci\":\"d2d4\",\"ply\":0}",
                table.guestToken).status(), "the guest plays white in the rematch");
    }

    @Test
    void onlyLanGamesBetweenTwoDevicesHaveRematches() {
        Response hotseat = app.post("/api/games", "{\"mode\":\"hotseat\"}");
        String token = hotseat.json().get("tokens").get("white").asText();
        String id = hotseat.json().get("id").asText();
        app.post("/api/games/" + id + "/actions", "{\"type\":\"resign\"}", token);
        assertTrue(LanTable.actions(app.get("/api/games/" + id, token).json()).isEmpty());
        assertEquals(409, app.post("/api/games/" + id + "/actions", "{\"type\":\"rematch\"}", token).status());

        JsonNode alone = LanTable.create(app, "").json();
        String host = alone.get("tokens").get("white").asText();
        String lanId = alone.get("id").asText();
        app.post("/api/games/" + lanId + "/actions", "{\"type\":\"resign\"}", host);
        Response refused = app.post("/api/games/" + lanId + "/actions", "{\"type\":\"rematch\"}", host);
        assertEquals(409, refused.status(), "nobody joined: there is no one to play the rematch");
    }
}
