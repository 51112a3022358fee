package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.escaque.core.Color;
import org.escaque.core.ExternalTools;
import org.escaque.core.Position;
import org.escaque.core.notation.San;
import org.escaque.core.notation.UciMove;
import org.escaque.core.pgn.PgnGame;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hints ("Pista"): the piece first, then the move, from the engine; given against the computer and on one device,
 * refused in network games; recorded in the PGN as comments that core's reader and pgn-extract read back.
 */
final class HintsApiTest {

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

    private static Response hint(Table table, Color as, int ply, String reveal) {
        return app.post("/api/games/" + table.id() + "/hint", "{\"ply\":" + ply
                + (reveal == null ? "" : ",\"reveal\":\"" + reveal + "\"") + "}", table.token(as));
    }

    @Test
    void againstTheComputerTheHintShowsThePieceThenTheMoveAndThePgnRecordsIt() throws Exception {
        Table table = Table.create(app, "computer", "\"level\":3", List.of("e2e4", "e7e5", "g1f3", "b8c6"));
        table.play(List.of("e2e4", "e7e5"));
        Response piece = hint(table, Color.WHITE, 2, null);
        assertEquals(200, piece.status(), piece.text());
        assertEquals("piece", piece.json().get("reveal").asText());
        assertFalse(piece.json().has("uci") || piece.json().has("to"), "the first press shows only the piece: "
                + piece.text());
        Response move = hint(table, Color.WHITE, 2, "move");
        assertEquals(200, move.status(), move.text());
        String uci = move.json().get("uci").asText();
        assertEquals(piece.json().get("from").asText(), uci.substring(0, 2), "the move is the piece's");
        assertEquals(uci.substring(2, 4), move.json().get("to").asText());
        Position position = Position.fromFen(table.state().get("fen").asText());
        assertEquals(San.format(position, UciMove.parse(position, uci)), move.json().get("san").asText());
        String san = move.json().get("san").asText();

        table.play(List.of("g1f3", "b8c6"));
        String pgn = app.get("/api/games/" + table.id() + "/pgn").text();
        assertTrue(pgn.contains("1. e4 e5 {Hint: " + san + "} 2. Nf3 Nc6 *"), pgn);
        PgnGame read = PgnGame.parse(pgn);
        assertEquals(List.of("Hint: " + san), read.moves().get(1).comments(), pgn);
        assertEquals(4, read.mainlineMoves().size());
        assertPgnExtractReadsIt(pgn);
        // Exported from the Spanish UI the comment is Spanish; the move, SAN with English letters, is PGN's own.
        String spanish = app.get("/api/games/" + table.id() + "/pgn?lang=es").text();
        assertTrue(spanish.contains("1. e4 e5 {Pista: " + san + "} 2. Nf3 Nc6 *"), spanish);
    }

    @Test
    void aHintAtANegativePlyIsAMalformedRequestAsAMoveIs() {
        Table table = Table.create(app, "hotseat", "", List.of());
        Response move = table.move(Color.WHITE, "e2e4", -1, false);
        Response hint = hint(table, Color.WHITE, -1, "piece");
        assertEquals(400, move.status(), move.text());
        assertEquals(400, hint.status(), hint.text());
        assertEquals("invalid-field", hint.json().get("error").asText());
        assertTrue(hint.json().get("message").asText().contains("0 or more"), hint.text());
        assertEquals(0, table.state().get("ply").asInt());
    }

    @Test
    void theSamePositionGetsTheSameHint() {
        Table first = Table.create(app, "hotseat", "", List.of());
        Table second = Table.create(app, "hotseat", "", List.of());
        first.play(List.of("d2d4", "g8f6"));
        second.play(List.of("d2d4", "g8f6"));
        Response one = hint(first, Color.WHITE, 2, "move");
        Response other = hint(second, Color.WHITE, 2, "move");
        assertEquals(200, one.status(), one.text());
        assertEquals(one.json().get("uci"), other.json().get("uci"), "a fixed-node search from an empty table");
    }

    @Test
    void onOneDeviceAHintOnlyThePieceIsRecordedAsSuchAndAHintTakenBackIsLeftOut() {
        Table table = Table.create(app, "hotseat", "", List.of());
        Response start = hint(table, Color.WHITE, 0, "piece");
        assertEquals(200, start.status(), start.text());
        table.play(List.of("e2e4"));
        Response black = hint(table, Color.BLACK, 1, "move");
        assertEquals(200, black.status(), black.text());
        String pgn = app.get("/api/games/" + table.id() + "/pgn").text();
        assertTrue(pgn.contains("{Hint: piece on " + start.json().get("from").asText() + "} 1. e4 {Hint: "
                + black.json().get("san").asText() + "}"), pgn);
        assertEquals(List.of("Hint: piece on " + start.json().get("from").asText()),
                PgnGame.parse(pgn).mainline().comments());
        // Take e4 back and play d4: the hint for the position after e4 is no longer part of the game.
        assertEquals(200, table.act(Color.BLACK, "takeback").status());
        table.play(List.of("d2d4"));
        String after = app.get("/api/games/" + table.id() + "/pgn").text();
        assertTrue(after.contains("{Hint: piece on") && !after.contains("1. d4 {"), after);
    }

    @Test
    void aHintIsKeptAcrossARestart() {
        Table table = Table.create(app, "hotseat", "", List.of());
        table.play(List.of("e2e4"));
        Response given = hint(table, Color.BLACK, 1, "move");
        assertEquals(200, given.status(), given.text());
        app.restart();
        String pgn = app.get("/api/games/" + table.id() + "/pgn").text();
        assertTrue(pgn.contains("1. e4 {Hint: " + given.json().get("san").asText() + "} *"), pgn);
    }

    @Test
    void networkGamesGiveNoHints() {
        Table table = Table.create(app, "lan", "", List.of());
        Response refused = hint(table, Color.WHITE, 0, "piece");
        assertEquals(409, refused.status(), refused.text());
        assertEquals("hint-not-available", refused.json().get("error").asText());
        assertFalse(app.get("/api/games/" + table.id() + "/pgn").text().contains("Hint"));
    }

    @Test
    void aHintIsRefusedForAnotherHalfMoveAFinishedGameAndWithoutASeat() {
        Table table = Table.create(app, "hotseat", "", List.of());
        table.play(List.of("e2e4"));
        Response stale = hint(table, Color.WHITE, 0, "piece");
        assertEquals(409, stale.status(), stale.text());
        assertEquals("ply-mismatch", stale.json().get("error").asText());
        assertEquals(1, stale.json().get("details").get("ply").asInt());
        Response badReveal = hint(table, Color.BLACK, 1, "square");
        assertEquals(400, badReveal.status(), badReveal.text());
        assertEquals("invalid-field", badReveal.json().get("error").asText());
        Response noToken = app.post("/api/games/" + table.id() + "/hint", "{\"ply\":1}");
        assertEquals(401, noToken.status(), noToken.text());
        table.act(Color.BLACK, "resign");
        Response over = hint(table, Color.BLACK, 1, "piece");
        assertEquals(409, over.status(), over.text());
        assertEquals("game-finished", over.json().get("error").asText());
    }

    @Test
    void againstTheComputerNoHintIsGivenOnTheComputersTurn() {
        // The computer (white) is scripted a move it cannot play: it stays on its turn at half-move 0.
        Table table = Table.create(app, "computer", "\"color\":\"black\",\"level\":2", List.of("-", "e7e5"));
        JsonNode state = table.state();
        assertEquals(0, state.get("ply").asInt());
        Response refused = hint(table, Color.BLACK, 0, "piece");
        assertEquals(409, refused.status(), refused.text());
        assertEquals("not-your-turn", refused.json().get("error").asText());
    }

    private static void assertPgnExtractReadsIt(String pgn) throws Exception {
        Path tool = ExternalTools.require("pgn-extract");
        Path input = folder.resolve("hints.pgn");
        Path output = folder.resolve("extracted.pgn");
        Path log = folder.resolve("pgn-extract.log");
        Files.writeString(input, pgn, StandardCharsets.UTF_8);
        Process process = new ProcessBuilder(tool.toString(), "-s", "--nobadresults", "-l" + log, "-o" + output,
                input.toString()).redirectErrorStream(true).redirectOutput(folder.resolve("console.txt").toFile())
                .start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "pgn-extract did not finish");
        assertEquals(0, process.exitValue(), read(folder.resolve("console.txt")));
        assertEquals("", read(log).strip(), "pgn-extract complained");
        String extracted = read(output);
        assertTrue(extracted.contains("Hint: "), extracted);
        assertEquals(PgnGame.parse(pgn).mainlineMoves(), PgnGame.parse(extracted).mainlineMoves());
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.ISO_8859_1) : "";
    }
}
