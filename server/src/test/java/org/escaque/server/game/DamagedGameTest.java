package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.escaque.server.db.Database;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stored game that cannot be replayed (a move illegal where it stands, an ending its moves contradict) does not
 * stop the app: it is set aside as damaged, listed with its moves as far as they are legal, and the others play on.
 */
public final class DamagedGameTest {

    @TempDir
    Path folder;

    /** Runs one SQL update with its parameters. */
    public static void tamper(Database database, String sql, Object... parameters) {
        database.transaction(connection -> {
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                for (int i = 0; i < parameters.length; i++) {
                    statement.setObject(i + 1, parameters[i]);
                }
                statement.executeUpdate();
            }
            return null;
        });
    }

    @Test
    void aGameWithAnIllegalStoredMoveIsSetAsideAndTheOthersLoad() {
        try (TestApp app = new TestApp(folder)) {
            Table sound = Table.create(app, "hotseat", "", List.of());
            sound.play(List.of("d2d4"));
            Table broken = Table.create(app, "hotseat", "", List.of());
            broken.play(List.of("e2e4", "e7e5", "g1f3", "b8c6"));
            tamper(app.database(), "UPDATE moves SET uci = 'e1e8' WHERE game_id = ? AND ply = 2", broken.id());

            app.restart();

            assertEquals(200, sound.move(Color.BLACK, "d7d5", 1, false).status(), "the sound game plays on");
            Response refused = app.get("/api/games/" + broken.id());
            assertEquals(409, refused.status(), refused.text());
            assertEquals("game-damaged", refused.json().get("error").asText());
            JsonNode damaged = app.get("/api/games/damaged").json().get("games");
            assertEquals(1, damaged.size(), damaged.toString());
            JsonNode game = damaged.get(0);
            assertEquals(broken.id(), game.get("id").asText());
            assertTrue(game.get("damage").asText().contains("half-move 2"), game.toString());
            String pgn = game.get("pgn").asText();
            assertTrue(pgn.contains("1. e4 e5 *"), pgn);
            assertFalse(pgn.contains("Nf3") || pgn.contains("e1e8"), pgn);
            for (JsonNode listed : app.get("/api/games?limit=500").json().get("games")) {
                assertFalse(listed.get("id").asText().equals(broken.id()), "not offered to be opened");
            }

            app.restart();
            assertEquals(1, app.get("/api/games/damaged").json().get("games").size(), "still set aside, once");
            assertEquals(2, sound.state().get("ply").asInt());
        }
    }

    @Test
    void aFinishedGameWhoseEndingItsMovesContradictIsSetAsideWhenOpened() {
        try (TestApp app = new TestApp(folder)) {
            Table game = Table.create(app, "hotseat", "", List.of());
            game.play(List.of("e2e4", "e7e5"));
            assertEquals(200, game.act(Color.WHITE, "resign").status());
            tamper(app.database(), "UPDATE games SET termination = 'checkmate', result = '1-0' WHERE id = ?",
                    game.id());

            app.restart();

            Response refused = app.get("/api/games/" + game.id());
            assertEquals(409, refused.status(), refused.text());
            assertEquals("game-damaged", refused.json().get("error").asText());
            JsonNode damaged = app.get("/api/games/damaged").json().get("games");
            assertEquals(game.id(), damaged.get(0).get("id").asText(), damaged.toString());
            assertTrue(damaged.get(0).get("pgn").asText().contains("1. e4 e5"), damaged.toString());
        }
    }
}
