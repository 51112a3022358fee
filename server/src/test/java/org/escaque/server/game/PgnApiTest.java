package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** PGN export (with Result and Termination) and import (finished or not, checked move by move). */
final class PgnApiTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

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

    private static Response importPgn(String pgn) {
        return app.post("/api/games/import", MAPPER.createObjectNode().put("pgn", pgn).toString());
    }

    @Test
    void aFinishedGameExportsWithResultAndTermination() {
        Table table = Table.create(app, "hotseat", "\"timeControl\":\"3+2\"", List.of());
        table.play(List.of("f2f3", "e7e5", "g2g4", "d8h4"));
        Response pgn = app.get("/api/games/" + table.id() + "/pgn");
        assertEquals(200, pgn.status());
        String text = pgn.text();
        assertTrue(text.contains("[Result \"0-1\"]"), text);
        assertTrue(text.contains("[Termination \"normal\"]"), text);
        assertTrue(text.contains("[EscaqueTermination \"checkmate\"]"), text);
        assertTrue(text.contains("[TimeControl \"180+2\"]"), text);
        assertTrue(text.contains("1. f3 e5 2. g4 Qh4# 0-1"), text);
    }

    @Test
    void aGameFromAPositionExportsItsFen() {
        String fen = "k7/8/8/8/8/8/8/KR6 w - - 0 40";
        Table table = Table.create(app, "hotseat", "\"fen\":\"" + fen + "\"", List.of());
        table.play(List.of("b1b2"));
        String text = app.get("/api/games/" + table.id() + "/pgn").text();
        assertTrue(text.contains("[SetUp \"1\"]") && text.contains("[FEN \"" + fen + "\"]"), text);
        assertTrue(text.contains("[Result \"*\"]") && text.contains("40. Rb2 *"), text);
    }

    @Test
    void anExportedGameImportsWithItsEnding() {
        Table table = Table.create(app, "hotseat", "", List.of());
        table.play(EndingsContract.repeat(EndingsContract.KNIGHT_DANCE, 2));
        table.act(Color.WHITE, "claim-draw");
        String exported = app.get("/api/games/" + table.id() + "/pgn").text();
        Response imported = importPgn(exported);
        assertEquals(201, imported.status(), imported.text());
        JsonNode state = imported.json().get("state");
        EndingsContract.assertEnded(state, "1/2-1/2", "threefold-repetition");
        assertEquals(8, state.get("ply").asInt());
        String again = app.get("/api/games/" + imported.json().get("id").asText() + "/pgn").text();
        assertEquals(exported.substring(exported.indexOf("[Result")), again.substring(again.indexOf("[Result")));
    }

    @Test
    void anUnfinishedGameImportsAndPlaysOn() {
        Response imported = importPgn("[Event \"Club night\"]\n[White \"Ana\"]\n\n1. e4 e5 2. Nf3 *\n");
        assertEquals(201, imported.status(), imported.text());
        JsonNode body = imported.json();
        assertEquals("active", body.get("state").get("status").asText());
        assertEquals(3, body.get("state").get("ply").asInt());
        String black = body.get("tokens").get("black").asText();
        Response moved = app.post("/api/games/" + body.get("id").asText() + "/moves",
                "{\"uci\":\"b8c6\",\"ply\":3}", black);
        assertEquals(200, moved.status(), moved.text());
        String text = app.get("/api/games/" + body.get("id").asText() + "/pgn").text();
        assertTrue(text.contains("[Event \"Club night\"]") && text.contains("[White \"Ana\"]"), text);
    }

    @Test
    void theWhiteAndBlackTagsNameThePlayers() {
        Response imported = importPgn("[White \"Ana López\"]\n[Black \"?\"]\n\n1. e4 e5 *\n");
        assertEquals(201, imported.status(), imported.text());
        JsonNode players = imported.json().get("state").get("players");
        assertEquals("Ana López", players.get("white").get("name").asText(), players.toString());
        assertTrue(players.get("black").get("name") == null, "an unknown name (?) is no name: " + players);
        JsonNode listed = app.get("/api/games/" + imported.json().get("id").asText()).json().get("players");
        assertEquals("Ana López", listed.get("white").get("name").asText());
        JsonNode created = Table.create(app, "hotseat", "", List.of()).state();
        assertTrue(created.get("players").get("white").get("name") == null, created.toString());
    }

    @Test
    void exportedFromTheSpanishUiTheEventComputerAndOpeningAreSpanish() {
        Table table = Table.create(app, "computer", "\"level\":3", List.of("e2e4", "c7c5"));
        table.play(List.of("e2e4", "c7c5"));
        String english = app.get("/api/games/" + table.id() + "/pgn").text();
        assertTrue(english.contains("[Event \"Escaque computer game\"]")
                && english.contains("[Black \"Escaque computer, level 3\"]")
                && english.contains("[Opening \"Sicilian Defense\"]"), english);
        String spanish = app.get("/api/games/" + table.id() + "/pgn?lang=es").text();
        assertTrue(spanish.contains("[Event \"Escaque: contra el ordenador\"]")
                && spanish.contains("[White \"?\"]")
                && spanish.contains("[Black \"Ordenador de Escaque, nivel 3\"]")
                && spanish.contains("[ECO \"B20\"]")
                && spanish.contains("[Opening \"Defensa Siciliana\"]")
                && spanish.contains("1. e4 c5 *"), spanish);
        assertEquals(english, app.get("/api/games/" + table.id() + "/pgn?lang=en").text());
        Response french = app.get("/api/games/" + table.id() + "/pgn?lang=fr");
        assertEquals(400, french.status(), french.text());
        assertEquals("invalid-field", french.json().get("error").asText(), french.text());
    }

    @Test
    void escaquesOwnComputerNameIsNoPlayersNameAfterAnImport() {
        Table table = Table.create(app, "computer", "\"level\":3", List.of("e2e4", "c7c5"));
        table.play(List.of("e2e4", "c7c5"));
        for (String lang : List.of("en", "es")) {
            String exported = app.get("/api/games/" + table.id() + "/pgn?lang=" + lang).text();
            Response imported = importPgn(exported);
            assertEquals(201, imported.status(), imported.text());
            String id = imported.json().get("id").asText();
            JsonNode players = imported.json().get("state").get("players");
            assertTrue(players.get("black").get("name") == null, "no \"Escaque computer\" as a name: " + players);
            JsonNode listed = app.get("/api/games/" + id).json().get("players");
            assertTrue(listed.get("black").get("name") == null, listed.toString());
            // The tag is kept, and written again in the language of the next export.
            assertTrue(app.get("/api/games/" + id + "/pgn?lang=es").text()
                    .contains("[Black \"Ordenador de Escaque, nivel 3\"]"), lang);
            String again = app.get("/api/games/" + id + "/pgn").text();
            assertTrue(again.contains("[Black \"Escaque computer, level 3\"]")
                    && again.contains("[Event \"Escaque computer game\"]"), again);
        }
        // A person's name that merely starts like it is still a name.
        Response person = importPgn("[Black \"Escaque computer, level three\"]\n\n1. e4 e5 *\n");
        assertEquals("Escaque computer, level three",
                person.json().get("state").get("players").get("black").get("name").asText());
    }

    @Test
    void aDecisiveResultWithoutMateIsAResignation() {
        Response imported = importPgn("1. e4 e5 2. Qh5 Nc6 1-0\n");
        assertEquals(201, imported.status(), imported.text());
        EndingsContract.assertEnded(imported.json().get("state"), "1-0", "resignation");
    }

    @Test
    void badPgnIsRefusedWithTheLineAndTheProblem() {
        Response illegal = importPgn("[Event \"x\"]\n\n1. e4 e5\n2. Ke3 *\n");
        assertEquals(400, illegal.status(), illegal.text());
        assertEquals("invalid-pgn", illegal.json().get("error").asText());
        assertTrue(illegal.json().get("message").asText().contains("line"), illegal.text());
        Response wrongResult = importPgn("1. f3 e5 2. g4 Qh4# 1-0\n");
        assertEquals(400, wrongResult.status(), wrongResult.text());
        assertTrue(wrongResult.json().get("message").asText().contains("checkmate"), wrongResult.text());
        assertEquals(400, importPgn("").status());
        assertEquals(400, app.post("/api/games/import", "{}").status());
    }

    @Test
    void aRefusedImportSaysTheProblemLineAndMoveAsDetails() {
        Response illegal = importPgn("[Event \"x\"]\n\n1. e4 e5\n2. Ke3 *\n");
        assertEquals(400, illegal.status(), illegal.text());
        JsonNode details = illegal.json().get("details");
        assertEquals("illegal-move", details.get("problem").asText(), illegal.text());
        assertEquals(4, details.get("line").asInt(), illegal.text());
        assertEquals("2. Ke3", details.get("move").asText(), illegal.text());
        assertTrue(illegal.json().get("message").asText().contains("illegal move 2. Ke3"), "the English message stays");
        JsonNode late = importPgn("[SetUp \"1\"]\n[FEN \"7k/8/5N2/8/8/8/8/K7 w - - 0 1\"]\n\n1. Kb1 *").json();
        assertEquals("move-after-end", late.get("details").get("problem").asText(), late.toString());
        assertEquals("1. Kb1", late.get("details").get("move").asText(), late.toString());
        JsonNode unreadable = importPgn("1. e4 {never closed").json();
        assertEquals("unreadable", unreadable.get("details").get("problem").asText(), unreadable.toString());
        assertTrue(unreadable.get("details").get("move") == null, unreadable.toString());
    }

    @Test
    void aMoveAfterAnAutomaticEndingMakesTheImportBad() {
        String[][] cases = {
            {"[SetUp \"1\"]\n[FEN \"7k/8/5N2/8/8/8/8/K7 w - - 0 1\"]\n\n1. Kb1 *",
                "the move 1. Kb1 comes after the game ended (insufficient material, 1/2-1/2)"},
            {"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 *",
                "the move 9. e4 comes after the game ended (fivefold repetition, 1/2-1/2)"},
            {"[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 149 90\"]\n\n90. Ra2 Kd8 *",
                "the move 90... Kd8 comes after the game ended (seventy five moves, 1/2-1/2)"},
        };
        for (String[] bad : cases) {
            Response response = importPgn(bad[0]);
            assertEquals(400, response.status(), response.text());
            assertEquals("invalid-pgn", response.json().get("error").asText());
            assertTrue(response.json().get("message").asText().contains(bad[1]), response.text());
        }
    }

    @Test
    void aResultThatContradictsTheFinalPositionMakesTheImportBad() {
        Response response = importPgn("1. f3 e5 2. g4 Qh4# 1-0");
        assertEquals(400, response.status(), response.text());
        assertEquals("invalid-pgn", response.json().get("error").asText());
        assertTrue(response.json().get("message").asText().contains("the result 1-0 contradicts the final position: "
                + "checkmate makes it 0-1"), response.text());
    }
}
