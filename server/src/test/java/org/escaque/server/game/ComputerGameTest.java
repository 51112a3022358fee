package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.server.ScriptedComputerPlayer;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.Test;

/** Games against the computer: every ending; no draw offers; take-backs include the computer's reply. */
final class ComputerGameTest extends EndingsContract {

    @Override
    String mode() {
        return "computer";
    }

    @Test
    void thereIsNoDrawByAgreement() {
        Table table = table("", List.of());
        for (String type : List.of("agree-draw", "offer-draw")) {
            Response refused = table.act(Color.WHITE, type);
            assertEquals(409, refused.status(), refused.text());
            assertEquals("action-not-available", refused.json().get("error").asText());
        }
        assertFalse(Table.actions(table.state()).contains("offer-draw"));
    }

    @Test
    void takeBackAlsoTakesBackTheComputersReply() {
        List<String> moves = List.of("e2e4", "c7c5", "g1f3", "d7d6");
        Table table = table("", moves);
        JsonNode state = table.play(moves);
        assertEquals(4, state.get("ply").asInt());
        Response back = table.act(Color.WHITE, "takeback");
        assertEquals(200, back.status(), back.text());
        assertEquals(2, back.json().get("ply").asInt());
        assertEquals("white", back.json().get("turn").asText());
    }

    @Test
    void theComputerPlaysOnAWorkerThreadAndTheStateNamesIt() {
        Response created = app.post("/api/games", "{\"mode\":\"computer\",\"color\":\"black\",\"level\":5}");
        assertEquals(201, created.status(), created.text());
        JsonNode state = created.json().get("state");
        assertEquals("computer", state.get("opponent").get("kind").asText());
        assertEquals(5, state.get("opponent").get("level").asInt());
        assertFalse(state.get("opponent").has("placeholder"), "the computer is the engine: no stand-in flag");
        assertTrue(created.json().get("tokens").has("black"));
        String id = created.json().get("id").asText();
        JsonNode after = awaitComputerMove(id, created.json().get("tokens").get("black").asText());
        assertEquals(1, after.get("ply").asInt(), "the computer, as white, moved first");
        ScriptedComputerPlayer computer = (ScriptedComputerPlayer) app.computer();
        assertTrue(computer.threads().stream().allMatch(name -> name.startsWith("computer-turns")),
                computer.threads().toString());
    }

    @Test
    void thePersonResignsForTheirOwnSide() {
        Response created = app.post("/api/games", "{\"mode\":\"computer\",\"color\":\"black\"}");
        String token = created.json().get("tokens").get("black").asText();
        String id = created.json().get("id").asText();
        awaitComputerMove(id, token);
        Response resigned = app.post("/api/games/" + id + "/actions", "{\"type\":\"resign\"}", token);
        assertEquals(200, resigned.status(), resigned.text());
        assertEnded(resigned.json(), "1-0", "resignation");
    }

    private static JsonNode awaitComputerMove(String id, String token) {
        for (int i = 0; i < 500; i++) {
            JsonNode state = app.get("/api/games/" + id, token).json();
            if (state.get("ply").asInt() >= 1) {
                return state;
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        throw new AssertionError("the computer did not move");
    }
}
