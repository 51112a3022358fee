package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Aborting a game before both sides have moved, deleting a finished one, and the list read a page at a time. */
final class DeleteGameTest {

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

    private Response delete(Table table, Color as) {
        return app.delete("/api/games/" + table.id(), table.token(as));
    }

    private List<String> listed(String query) {
        Response list = app.get("/api/games" + query);
        assertEquals(200, list.status(), list.text());
        List<String> ids = new ArrayList<>();
        list.json().get("games").forEach(game -> ids.add(game.get("id").asText()));
        return ids;
    }

    @Test
    void aGameIsAbortedBeforeBothSidesHaveMovedAndLeavesNoTrace() {
        Table table = Table.create(app, "hotseat", "", List.of());
        table.play(List.of("e2e4"));
        assertTrue(Table.actions(table.state(Color.BLACK)).contains("abort"), "white alone has moved");
        JsonNode listedGame = app.get("/api/games?status=active").json().get("games").get(0);
        assertEquals(table.id(), listedGame.get("id").asText());
        assertTrue(listedGame.get("abortable").asBoolean());
        Response aborted = delete(table, Color.BLACK);
        assertEquals(204, aborted.status(), aborted.text());
        assertEquals(404, app.get("/api/games/" + table.id()).status());
        assertFalse(listed("").contains(table.id()), "an aborted game is no result: not in the list");
        app.restart();
        assertEquals(404, app.get("/api/games/" + table.id()).status(), "gone from storage too");
    }

    @Test
    void onceBothSidesHaveMovedAGameInProgressIsRefusedAndUnchanged() {
        Table table = Table.create(app, "hotseat", "", List.of());
        table.play(List.of("e2e4", "e7e5"));
        assertFalse(Table.actions(table.state()).contains("abort"));
        assertFalse(app.get("/api/games?status=active").json().get("games").get(0).get("abortable").asBoolean());
        Response refused = delete(table, Color.WHITE);
        assertEquals(409, refused.status(), refused.text());
        assertEquals("game-in-progress", refused.json().get("error").asText());
        assertEquals(2, refused.json().get("details").get("ply").asInt());
        JsonNode state = table.state();
        assertEquals(2, state.get("ply").asInt());
        assertEquals("active", state.get("status").asText());
    }

    @Test
    void aFinishedGameIsDeletedWithItsMoves() {
        Table table = Table.create(app, "hotseat", "", List.of());
        table.play(List.of("f2f3", "e7e5", "g2g4", "d8h4"));
        assertEquals("finished", table.state().get("status").asText());
        assertTrue(listed("?status=finished").contains(table.id()));
        assertFalse(Table.actions(table.state()).contains("abort"), "a finished game is deleted, not aborted");
        assertEquals(204, delete(table, Color.WHITE).status());
        assertFalse(listed("?status=finished").contains(table.id()));
        assertEquals(404, app.get("/api/games/" + table.id() + "/pgn").status());
        app.restart();
        assertEquals(404, app.get("/api/games/" + table.id()).status());
    }

    @Test
    void abortingNeedsTheTokenOfASeatAndAFinishedGameIsThisComputers() {
        Table table = Table.create(app, "hotseat", "", List.of());
        Table other = Table.create(app, "hotseat", "", List.of());
        Response anonymous = app.delete("/api/games/" + table.id(), null);
        assertEquals(401, anonymous.status(), anonymous.text());
        assertEquals("seat-token-required", anonymous.json().get("error").asText());
        Response wrong = app.delete("/api/games/" + table.id(), other.token(Color.WHITE));
        assertEquals(403, wrong.status(), wrong.text());
        assertEquals("seat-token-invalid", wrong.json().get("error").asText());
        assertEquals(200, app.get("/api/games/" + table.id()).status(), "still there");
        // Once over, a game is this computer's to delete, from any of its browsers (other devices never reach this:
        // the network gate keeps deleting to this computer); a wrong token is still refused.
        table.play(List.of("f2f3", "e7e5", "g2g4", "d8h4"));
        assertEquals(403, app.delete("/api/games/" + table.id(), other.token(Color.WHITE)).status());
        Response owner = app.delete("/api/games/" + table.id(), null);
        assertEquals(204, owner.status(), owner.text());
        assertEquals(404, app.get("/api/games/" + table.id()).status());
        Response unknown = app.delete("/api/games/nosuchgame1", table.token(Color.WHITE));
        assertEquals(404, unknown.status(), unknown.text());
    }

    @Test
    void abortIsNotAnAction() {
        Table table = Table.create(app, "hotseat", "", List.of());
        Response refused = table.act(Color.WHITE, "abort");
        assertEquals(400, refused.status(), refused.text());
        assertEquals("invalid-field", refused.json().get("error").asText());
        assertEquals(200, app.get("/api/games/" + table.id()).status());
    }

    @Test
    void againstTheComputerPlayingWhiteTheGameIsAbortedAfterItsFirstMove() {
        Response created = app.post("/api/games", "{\"mode\":\"computer\",\"color\":\"black\"}");
        assertEquals(201, created.status(), created.text());
        String id = created.json().get("id").asText();
        String token = created.json().get("tokens").get("black").asText();
        JsonNode state = Table.awaitFirstMove(app, id, token);
        assertEquals(1, state.get("ply").asInt());
        assertTrue(Table.actions(state).contains("abort"));
        assertEquals(204, app.delete("/api/games/" + id, token).status());
        assertEquals(404, app.get("/api/games/" + id).status());
    }

    @Test
    void aLanGuestsSocketIsToldTheGameIsGoneAndClosed() {
        Table table = Table.create(app, "lan", "", List.of());
        assertFalse(Table.actions(table.state(Color.WHITE)).contains("abort"),
                "with both seats taken, aborting is not offered to either device");
        try (SocketClient guest = SocketClient.open(app.port(), table.id(), "?token=" + table.token(Color.BLACK))) {
            guest.await(message -> message.get("kind").asText().equals("state"), 5);
            assertEquals(204, delete(table, Color.WHITE).status());
            JsonNode gone = guest.await(message -> message.get("kind").asText().equals("error"), 5);
            assertEquals("not-found", gone.get("error").get("error").asText());
            JsonNode closed = guest.await(message -> message.get("kind").asText().equals("closed"), 5);
            assertEquals(4404, closed.get("code").asInt());
        }
    }

    @Test
    void aHostedLanGameWaitingForItsGuestMayBeAborted() {
        Response created = app.post("/api/games", "{\"mode\":\"lan\"}");
        assertEquals(201, created.status(), created.text());
        String id = created.json().get("id").asText();
        String token = created.json().get("tokens").get("white").asText();
        assertTrue(Table.actions(app.get("/api/games/" + id, token).json()).contains("abort"));
        assertEquals(204, app.delete("/api/games/" + id, token).status());
    }

    @Test
    void theListIsReadAPageAtATimeWithTheTotal() {
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Table table = Table.create(app, "hotseat", "", List.of());
            assertEquals(200, table.act(Color.WHITE, "resign").status());
            made.add(0, table.id());
            app.clock().advance(java.time.Duration.ofSeconds(1));
        }
        Response first = app.get("/api/games?status=finished&limit=2");
        assertEquals(5, first.json().get("total").asInt());
        List<String> pages = new ArrayList<>();
        for (int offset = 0; offset < 5; offset += 2) {
            pages.addAll(listed("?status=finished&limit=2&offset=" + offset));
        }
        assertEquals(made, pages, "every game once, the most recently changed first");
        assertEquals(List.of(), listed("?status=finished&limit=2&offset=6"));
        Response negative = app.get("/api/games?offset=-1");
        assertEquals(400, negative.status());
        assertEquals("invalid-field", negative.json().get("error").asText());
        Response words = app.get("/api/games?offset=two");
        assertEquals(400, words.status());
    }
}
