package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Restarting the server restores every unfinished game exactly; a write that fails changes nothing. */
final class PersistenceTest {

    @TempDir
    Path folder;

    @Test
    void aRestartRestoresPositionsClocksOffersAndSeats() {
        try (TestApp app = new TestApp(folder)) {
            Table clocked = Table.create(app, "hotseat", "\"timeControl\":\"5+3\"", List.of());
            clocked.play(List.of("e2e4", "e7e5"));
            app.clock().advance(Duration.ofSeconds(7));
            clocked.play(List.of("g1f3"));
            app.clock().advance(Duration.ofSeconds(4));
            Table lan = Table.create(app, "lan", "", List.of());
            lan.play(List.of("d2d4", "d7d5"));
            lan.act(Color.WHITE, "offer-draw");
            lan.act(Color.BLACK, "takeback");
            List<String> moves = List.of("e2e4", "c7c5", "g1f3");
            Table computer = Table.create(app, "computer", "\"level\":4", List.of("e2e4", "c7c5"));
            computer.play(moves.subList(0, 2));
            List<JsonNode> before = List.of(clocked.state(Color.WHITE), clocked.state(Color.BLACK),
                    lan.state(Color.WHITE), lan.state(Color.BLACK), computer.state(Color.WHITE));
            app.restart();
            List<JsonNode> after = List.of(clocked.state(Color.WHITE), clocked.state(Color.BLACK),
                    lan.state(Color.WHITE), lan.state(Color.BLACK), computer.state(Color.WHITE));
            for (int i = 0; i < before.size(); i++) {
                assertEquals(withoutVersion(before.get(i)), withoutVersion(after.get(i)));
            }
            JsonNode clocks = after.get(0).get("clocks");
            assertEquals(300_000 - 7_000 + 3_000, clocks.get("white").asLong(), "white used 7 s and got 3 s back");
            assertEquals("black", clocks.get("running").asText());
            assertEquals(300_000 - 4_000, clocks.get("black").asLong(), "the 4 s black used before the restart are kept");
            assertEquals(2, after.get(2).get("offers").size());
            Response accepted = lan.act(Color.WHITE, "accept-takeback");
            assertEquals(200, accepted.status(), accepted.text());
            assertEquals(1, accepted.json().get("ply").asInt());
        }
    }

    @Test
    void finishedGamesStayStoredAndListed() {
        try (TestApp app = new TestApp(folder)) {
            Table table = Table.create(app, "hotseat", "", List.of());
            table.play(EndingsContract.repeat(EndingsContract.KNIGHT_DANCE, 2));
            table.act(Color.WHITE, "claim-draw");
            app.restart();
            JsonNode state = table.state();
            EndingsContract.assertEnded(state, "1/2-1/2", "threefold-repetition");
            assertEquals(8, state.get("moves").size());
            Response list = app.get("/api/games?status=finished");
            assertEquals(table.id(), list.json().get("games").get(0).get("id").asText());
            assertEquals(0, app.get("/api/games?status=active").json().get("games").size());
        }
    }

    @Test
    void aMoveThatCannotBeStoredIsNotPlayed() {
        try (TestApp app = new TestApp(folder)) {
            Table table = Table.create(app, "hotseat", "", List.of());
            table.play(List.of("e2e4"));
            app.database().close();
            Response failed = table.move(Color.BLACK, "e7e5", 1, false);
            assertEquals(500, failed.status(), failed.text());
            assertEquals("internal-error", failed.json().get("error").asText());
            assertTrue(!failed.text().contains("Exception"), failed.text());
            JsonNode state = table.state();
            assertEquals(1, state.get("ply").asInt(), "the game did not change");
            assertEquals("black", state.get("turn").asText());
        }
    }

    private static JsonNode withoutVersion(JsonNode state) {
        com.fasterxml.jackson.databind.node.ObjectNode copy = state.deepCopy();
        copy.remove("version");
        return copy;
    }
}
