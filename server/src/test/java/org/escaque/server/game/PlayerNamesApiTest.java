package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The players' names given when a game is made: in its state, in the list of games, in its PGN, after a restart;
 * a name that cannot be one is refused and makes no game.
 */
final class PlayerNamesApiTest {

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

    @Test
    void namesOnOneDeviceAreShownListedExportedAndKept() {
        Table table = Table.create(app, "hotseat", "\"names\":{\"white\":\"  Ana \",\"black\":\"Luis \\\"el Rápido\\\"\"}",
                List.of("e2e4", "e7e5"));
        JsonNode state = table.state();
        assertEquals("Ana", state.at("/players/white/name").textValue(), "stripped");
        assertEquals("Luis \"el Rápido\"", state.at("/players/black/name").textValue());
        assertFalse(state.get("imported").booleanValue(), "a game made here, not a PGN's");
        JsonNode listed = listed(table.id());
        assertEquals("Ana", listed.at("/players/white/name").textValue());
        assertEquals("Luis \"el Rápido\"", listed.at("/players/black/name").textValue());
        assertFalse(listed.get("imported").booleanValue());
        String pgn = app.get("/api/games/" + table.id() + "/pgn", table.token(Color.WHITE)).text();
        assertTrue(pgn.contains("[White \"Ana\"]\n[Black \"Luis \\\"el Rápido\\\"\"]"), pgn);
        app.restart();
        JsonNode restored = app.get("/api/games/" + table.id(), table.token(Color.WHITE)).json();
        assertEquals("Ana", restored.at("/players/white/name").textValue());
        assertEquals("Luis \"el Rápido\"", restored.at("/players/black/name").textValue());
    }

    @Test
    void againstTheComputerOnlyThePersonIsNamed() {
        Response created = app.post("/api/games", "{\"mode\":\"computer\",\"color\":\"black\",\"level\":3,"
                + "\"name\":\"Eva\"}");
        assertEquals(201, created.status(), created.text());
        JsonNode state = created.json().get("state");
        assertEquals("Eva", state.at("/players/black/name").textValue());
        assertNull(state.at("/players/white/name").textValue(), "the computer's seat: its level says who plays");
        assertEquals("computer", state.at("/players/white/kind").textValue());
        String id = created.json().get("id").asText();
        String pgn = app.get("/api/games/" + id + "/pgn?lang=es", created.json().at("/tokens/black").textValue()).text();
        assertTrue(pgn.contains("[White \"Ordenador de Escaque, nivel 3\"]\n[Black \"Eva\"]"), pgn);
    }

    @Test
    void anImportedGameIsSaidToBeOne() {
        Response imported = app.post("/api/games/import", "{\"pgn\":\"[Event \\\"Club\\\"]\\n[White \\\"Ana\\\"]\\n"
                + "[Black \\\"Luis\\\"]\\n\\n1. e4 e5 *\"}");
        assertEquals(201, imported.status(), imported.text());
        assertTrue(imported.json().at("/state/imported").booleanValue());
        assertEquals("Luis", imported.json().at("/state/players/black/name").textValue());
        JsonNode listed = listed(imported.json().get("id").asText());
        assertTrue(listed.get("imported").booleanValue());
        assertEquals("Ana", listed.at("/players/white/name").textValue());
        // Names alone, as a person types them: imported all the same, and the mark is not in its PGN.
        Response named = app.post("/api/games/import", "{\"pgn\":\"[White \\\"Ana\\\"]\\n\\n1. e4 *\"}");
        assertEquals(201, named.status(), named.text());
        assertTrue(named.json().at("/state/imported").booleanValue());
        String pgn = app.get("/api/games/" + named.json().get("id").asText() + "/pgn",
                named.json().at("/tokens/white").textValue()).text();
        assertTrue(pgn.contains("[White \"Ana\"]") && !pgn.contains("Escaque" + "Origin"), pgn);
    }

    @Test
    void aNameThatCannotBeOneIsRefusedAndMakesNoGame() {
        int before = total();
        String forty = "Ñ".repeat(39) + "\uD83D\uDE00"; // 40 characters, the last one outside the BMP
        Response longest = app.post("/api/games", "{\"mode\":\"hotseat\",\"names\":{\"white\":\"" + forty + "\"}}");
        assertEquals(201, longest.status(), longest.text());
        assertEquals(forty, longest.json().at("/state/players/white/name").textValue());
        assertRefused("{\"mode\":\"hotseat\",\"names\":{\"white\":\"" + "a".repeat(41) + "\"}}", "41 characters");
        assertRefused("{\"mode\":\"hotseat\",\"names\":{\"white\":\"Ana\\nLuis\"}}", "control character");
        assertRefused("{\"mode\":\"hotseat\",\"names\":{\"red\":\"Ana\"}}", "not 'red'");
        assertRefused("{\"mode\":\"computer\",\"color\":\"white\",\"names\":{\"black\":\"Ana\"}}",
                "name is your own");
        assertRefused("{\"mode\":\"hotseat\",\"name\":\"Ana\"}", "names.white and names.black");
        assertRefused("{\"mode\":\"lan\",\"color\":\"white\",\"name\":\"" + "b".repeat(41) + "\"}",
                "name is 41 characters");
        assertRefused("{\"mode\":\"hotseat\",\"names\":{\"white\":\"Escaque computer, level 8\"}}",
                "the name Escaque gives its computer");
        Response notAnObject = app.post("/api/games", "{\"mode\":\"hotseat\",\"names\":\"Ana\"}");
        assertEquals(400, notAnObject.status(), notAnObject.text());
        assertFalse(notAnObject.text().contains("Exception"), notAnObject.text());
        assertEquals(before + 1, total(), "only the game with the 40-character name was made");
    }

    private static void assertRefused(String body, String saying) {
        Response response = app.post("/api/games", body);
        assertEquals(400, response.status(), response.text());
        assertEquals("invalid-field", response.json().get("error").asText(), response.text());
        assertTrue(response.json().get("message").asText().contains(saying), response.text());
    }

    private static int total() {
        return app.get("/api/games?limit=1").json().get("total").asInt();
    }

    private static JsonNode listed(String id) {
        for (JsonNode game : app.get("/api/games?limit=100").json().get("games")) {
            if (game.get("id").asText().equals(id)) {
                return game;
            }
        }
        throw new AssertionError("not listed: " + id);
    }
}
