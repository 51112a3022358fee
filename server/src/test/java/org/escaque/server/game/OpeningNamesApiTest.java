package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.core.pgn.PgnGame;
import org.escaque.server.TestApp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The opening a game has reached, by position: in the state, the game list and the PGN tags ECO and Opening. */
final class OpeningNamesApiTest {

    private static final String ZUKERTORT = "Queen's Pawn Game: Zukertort Variation";
    private static final String ZUKERTORT_ES = "Apertura del Peón de Dama: Variante Zukertort";

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

    private static void assertOpening(JsonNode state, String eco, String name, String nameEs, int ply) {
        JsonNode opening = state.get("opening");
        assertEquals(eco, opening.get("eco").asText(), opening.toString());
        assertEquals(name, opening.get("name").asText(), opening.toString());
        assertEquals(nameEs, opening.get("nameEs").asText(), opening.toString());
        assertEquals(ply, opening.get("ply").asInt(), opening.toString());
    }

    @Test
    void bothMoveOrdersOfATranspositionGetTheSameName() {
        Table byTheBook = Table.create(app, "hotseat", "", List.of());
        assertTrue(byTheBook.state().get("opening").isNull(), "the start position has no name");
        assertOpening(byTheBook.play(List.of("d2d4", "d7d5", "g1f3")), "D02", ZUKERTORT, ZUKERTORT_ES, 3);
        Table transposed = Table.create(app, "hotseat", "", List.of());
        assertOpening(transposed.play(List.of("g1f3", "d7d5")), "A06", "Zukertort Opening", "Apertura Zukertort", 2);
        assertOpening(transposed.play(List.of("d2d4")), "D02", ZUKERTORT, ZUKERTORT_ES, 3);
        // A move out of the table keeps the last name reached; a take-back names the game anew.
        assertOpening(transposed.play(List.of("h7h6")), "D02", ZUKERTORT, ZUKERTORT_ES, 3);
        transposed.act(Color.WHITE, "takeback");
        transposed.act(Color.WHITE, "takeback");
        assertOpening(transposed.state(), "A06", "Zukertort Opening", "Apertura Zukertort", 2);
    }

    @Test
    void thePgnCarriesEcoAndOpeningAndReadsBack() {
        Table table = Table.create(app, "hotseat", "", List.of());
        table.play(List.of("g1f3", "d7d5", "d2d4", "g8f6"));
        String pgn = app.get("/api/games/" + table.id() + "/pgn").text();
        PgnGame game = PgnGame.parse(pgn);
        String eco = game.tag("ECO").orElseThrow();
        String name = game.tag("Opening").orElseThrow();
        JsonNode opening = table.state().get("opening");
        assertEquals(opening.get("eco").asText(), eco, pgn);
        assertEquals(opening.get("name").asText(), name, pgn);
        assertTrue(pgn.contains("[ECO \"" + eco + "\"]\n[Opening \"" + name.replace("\"", "\\\"") + "\"]"), pgn);
        // Exported from the Spanish UI (lang=es), the Opening tag is the state's nameEs.
        String spanish = app.get("/api/games/" + table.id() + "/pgn?lang=es").text();
        assertEquals(opening.get("nameEs").asText(), PgnGame.parse(spanish).tag("Opening").orElseThrow(), spanish);
        assertEquals(eco, PgnGame.parse(spanish).tag("ECO").orElseThrow(), spanish);
        Table none = Table.create(app, "hotseat", "", List.of());
        String empty = app.get("/api/games/" + none.id() + "/pgn").text();
        assertTrue(!empty.contains("[ECO ") && !empty.contains("[Opening "), empty);
    }

    @Test
    void theGameListNamesEachGamesOpening() {
        Table sicilian = Table.create(app, "hotseat", "", List.of());
        sicilian.play(List.of("e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4", "f3d4", "g8f6", "b1c3", "a7a6"));
        Table fresh = Table.create(app, "hotseat", "", List.of());
        JsonNode games = app.get("/api/games?limit=500").json().get("games");
        JsonNode najdorf = null;
        JsonNode unnamed = null;
        for (JsonNode game : games) {
            if (game.get("id").asText().equals(sicilian.id())) {
                najdorf = game;
            } else if (game.get("id").asText().equals(fresh.id())) {
                unnamed = game;
            }
        }
        assertOpening(najdorf, "B90", "Sicilian Defense: Najdorf Variation",
                "Defensa Siciliana: Variante Najdorf", 10);
        assertTrue(unnamed.get("opening").isNull(), unnamed.toString());
        // After another move the list names the game from its new moves.
        fresh.play(List.of("e2e4"));
        for (JsonNode game : app.get("/api/games?limit=500").json().get("games")) {
            if (game.get("id").asText().equals(fresh.id())) {
                assertOpening(game, "B00", "King's Pawn Game", "Apertura del Peón de Rey", 1);
            }
        }
    }
}
