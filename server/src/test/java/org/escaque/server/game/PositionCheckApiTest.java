package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code POST /api/positions/check}, which the board editor asks as a position is edited: a playable position's FEN,
 * or the refusal a new game from it would get, naming core's rule and its facts (so that the page can say "two white
 * kings" rather than "the placement is wrong"); and a new game's refusal carries the same rule.
 */
final class PositionCheckApiTest {

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

    private static JsonNode refused(String fen) {
        Response response = app.post("/api/positions/check", "{\"fen\":\"" + fen + "\"}");
        assertEquals(400, response.status(), response.text());
        assertEquals("invalid-fen", response.json().get("error").asText(), response.text());
        return response.json().get("details");
    }

    @Test
    void aPlayablePositionIsAnsweredWithItsFen() {
        Response response = app.post("/api/positions/check", "{\"fen\":\"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"}");
        assertEquals(200, response.status(), response.text());
        assertEquals("4k3/8/8/8/8/8/8/4K2R w K - 0 1", response.json().get("fen").asText());
        assertTrue(response.json().get("playable").asBoolean());
    }

    @Test
    void eachFaultNamesItsRuleAndFacts() {
        JsonNode kings = refused("4k3/8/8/8/8/8/8/3KK3 w - - 0 1");
        assertEquals("king-count", kings.get("rule").asText(), kings.toString());
        assertEquals("white", kings.get("color").asText());
        assertEquals("2", kings.get("count").asText());
        assertTrue(kings.get("readable").asBoolean(), "an editor can show it, to be set right");
        JsonNode noKing = refused("8/8/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals("king-count", noKing.get("rule").asText());
        assertEquals("black", noKing.get("color").asText());
        assertEquals("0", noKing.get("count").asText());
        JsonNode pawn = refused("4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
        assertEquals("pawn-on-back-rank", pawn.get("rule").asText());
        assertEquals("a1", pawn.get("square").asText());
        JsonNode text = refused("hello");
        assertEquals("field-count", text.get("rule").asText());
        assertEquals("syntax", text.get("part").asText());
        assertEquals(false, text.get("readable").asBoolean(), "not a FEN: nothing to show");
        JsonNode check = refused("7k/8/6KQ/8/8/8/8/8 w - - 0 1");
        assertEquals("opponent-in-check", check.get("rule").asText());
        assertEquals("black", check.get("color").asText());
    }

    @Test
    void aPositionWhoseGameIsOverIsRefusedAsANewGameWouldBe() {
        JsonNode over = refused("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertEquals("game-over", over.get("problem").asText());
        assertEquals("stalemate", over.get("termination").asText());
    }

    @Test
    void aNewGameFromABadPositionNamesTheSameRule() {
        Response response = app.post("/api/games", "{\"mode\":\"hotseat\",\"fen\":\"4k3/8/8/8/8/8/8/P3K3 w - - 0 1\"}");
        assertEquals(400, response.status(), response.text());
        assertEquals("pawn-on-back-rank", response.json().get("details").get("rule").asText());
    }

    @Test
    void aRequestWithoutFenIsRefused() {
        Response response = app.post("/api/positions/check", "{}");
        assertEquals(400, response.status(), response.text());
        assertEquals("missing-field", response.json().get("error").asText());
    }
}
