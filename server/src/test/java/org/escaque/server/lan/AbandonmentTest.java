package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.escaque.server.game.SocketClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A guest who does not come back: after 60 s away the host may claim the win (if it could mate) or a draw. */
final class AbandonmentTest {

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

    private static boolean canClaim(JsonNode state) {
        List<String> actions = LanTable.actions(state);
        return actions.contains("claim-abandonment-win") || actions.contains("claim-abandonment-draw");
    }

    @Test
    void theHostMayClaimTheWinOnceTheGuestHasBeenAwayAMinute() {
        LanTable table = LanTable.joined(app, "");
        try (SocketClient host = hostSocket(table)) {
            app.clock().advance(Duration.ofSeconds(59));
            assertFalse(canClaim(table.state(table.hostToken)), "59 s is not long enough");
            assertEquals(409, table.act(table.hostToken, "claim-abandonment-win").status());
            app.clock().advance(Duration.ofSeconds(2));
            JsonNode state = table.state(table.hostToken);
            assertEquals(List.of("claim-abandonment-win", "claim-abandonment-draw"), LanTable.actions(state)
                    .subList(LanTable.actions(state).size() - 2, LanTable.actions(state).size()));
            assertEquals("disconnected", LanTable.status(state, "black"));
            assertEquals(61_000, state.get("connections").get("black").get("elapsed").asLong());
            assertFalse(canClaim(table.state(table.guestToken)), "the host is connected: the guest may not claim");
            Response claimed = table.act(table.hostToken, "claim-abandonment-win");
            assertEquals(200, claimed.status(), claimed.text());
            assertEquals("1-0", claimed.json().get("result").asText());
            assertEquals("abandonment", claimed.json().get("termination").asText());
            assertTrue(app.get("/api/games/" + table.id + "/pgn").text().contains("[Termination \"abandoned\"]"));
        }
    }

    @Test
    void aDrawWhenTheHostCouldNotMateAndNothingOnceTheGuestIsBack() {
        LanTable table = LanTable.joined(app, "\"fen\":\"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1\"");
        try (SocketClient host = hostSocket(table)) {
            app.clock().advance(Duration.ofSeconds(61));
            List<String> actions = LanTable.actions(table.state(table.hostToken));
            assertTrue(actions.contains("claim-abandonment-draw"), actions.toString());
            assertFalse(actions.contains("claim-abandonment-win"), "a lone king cannot mate (FIDE 6.9)");
            Response win = table.act(table.hostToken, "claim-abandonment-win");
            assertEquals(409, win.status());
            assertTrue(win.json().get("message").asText().contains("checkmate"), win.text());
            try (SocketClient guest = SocketClient.open(app.port(), table.id, "")) {
                guest.send("{\"kind\":\"hello\",\"token\":\"" + table.guestToken + "\"}");
                guest.await(message -> message.has("state") && message.get("state").get("seats").size() == 1, 5);
                assertFalse(canClaim(table.state(table.hostToken)), "the guest came back in time");
            }
            host.await(message -> message.has("state")
                    && LanTable.status(message.get("state"), "black").equals("reconnecting"), 5);
            app.clock().advance(Duration.ofSeconds(61));
            Response drawn = table.act(table.hostToken, "claim-abandonment-draw");
            assertEquals(200, drawn.status(), drawn.text());
            assertEquals("1/2-1/2", drawn.json().get("result").asText());
            assertEquals("abandonment", drawn.json().get("termination").asText());
        }
    }

    @Test
    void aGuestWhoNeverJoinedOrAHotseatGameCannotBeClaimed() {
        JsonNode created = LanTable.create(app, "").json();
        String host = created.get("tokens").get("white").asText();
        app.clock().advance(Duration.ofMinutes(5));
        assertFalse(canClaim(app.get("/api/games/" + created.get("id").asText(), host).json()));
        Response hotseat = app.post("/api/games", "{\"mode\":\"hotseat\"}");
        Response refused = app.post("/api/games/" + hotseat.json().get("id").asText() + "/actions",
                "{\"type\":\"claim-abandonment-draw\"}", hotseat.json().get("tokens").get("white").asText());
        assertEquals(409, refused.status());
        assertTrue(refused.json().get("message").asText().contains("Only LAN games"), refused.text());
    }

    private SocketClient hostSocket(LanTable table) {
        SocketClient socket = SocketClient.open(app.port(), table.id, "");
        socket.send("{\"kind\":\"hello\",\"token\":\"" + table.hostToken + "\"}");
        socket.await(message -> message.has("state") && message.get("state").get("seats").size() == 1, 5);
        return socket;
    }
}
