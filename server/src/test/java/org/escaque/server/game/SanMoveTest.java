package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

/** Moves sent as SAN, read by core as a person types them, and illegal ones explained by the same rules as UCI. */
final class SanMoveTest {

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

    private static Response san(Table table, String text, int ply) {
        Color turn = ply % 2 == 0 ? Color.WHITE : Color.BLACK;
        return app.post("/api/games/" + table.id() + "/moves", "{\"san\":\"" + text + "\",\"ply\":" + ply + "}",
                table.token(turn));
    }

    @Test
    void typedSanIsPlayedWithAPawnLetterOrCapitals() {
        Table table = Table.create(app, "hotseat", "", List.of());
        Response pawn = san(table, "Pe4", 0);
        assertEquals(200, pawn.status(), pawn.text());
        assertEquals("e2e4", pawn.json().get("moves").get(0).get("uci").asText());
        Response capital = san(table, "E5", 1);
        assertEquals(200, capital.status(), capital.text());
        assertEquals("e7e5", capital.json().get("moves").get(1).get("uci").asText());
        Response knight = san(table, "NF3", 2);
        assertEquals(200, knight.status(), knight.text());
        assertEquals("Nf3", knight.json().get("moves").get(2).get("san").asText());
    }

    @Test
    void anIllegalButReadableMoveIsExplainedByTheRule() {
        Table table = Table.create(app, "hotseat", "", List.of());
        Response king = san(table, "Ke2", 0);
        assertEquals(422, king.status(), king.text());
        assertEquals("illegal-move", king.json().get("error").asText());
        assertEquals("own-piece-on-target", king.json().get("reason").get("code").asText(), king.text());
        Response pawn = san(table, "e5", 0);
        assertEquals("wrong-pattern", pawn.json().get("reason").get("code").asText(), pawn.text());
        assertEquals("e2", pawn.json().get("reason").get("from").asText(), pawn.text());
        assertEquals(0, table.state().get("ply").asInt(), "nothing was played");
    }

    @Test
    void unreadableAmbiguousOrUnmatchedTextIsRefusedWithItsProblem() {
        Table table = Table.create(app, "hotseat", "", List.of());
        JsonNode unreadable = san(table, "xyz", 0).json();
        assertEquals("invalid-move-notation", unreadable.get("error").asText(), unreadable.toString());
        assertEquals("unreadable", unreadable.get("details").get("problem").asText());
        assertEquals("xyz", unreadable.get("details").get("text").asText());
        Response unmatched = san(table, "Ne5", 0);
        assertEquals(422, unmatched.status(), unmatched.text());
        assertEquals("no-legal-move", unmatched.json().get("details").get("problem").asText());
        Response both = app.post("/api/games/" + table.id() + "/moves", "{\"uci\":\"e2e4\",\"san\":\"e4\",\"ply\":0}",
                table.token(Color.WHITE));
        assertEquals(400, both.status(), both.text());
        assertTrue(both.json().get("message").asText().contains("not both"), both.text());
    }
}
