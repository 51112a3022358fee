package org.escaque.server.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.core.pgn.PgnGame;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.escaque.server.game.SocketClient;
import org.escaque.server.game.Table;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The analysis API with a scripted analyser: asking, progress on the socket, reuse, cancel, resuming after a restart,
 * the refusal for a network game in progress, and the annotated PGN.
 */
final class AnalysisApiTest {

    /** Six half-moves: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 (seven positions). */
    private static final List<String> OPENING = List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6");

    @TempDir
    Path folder;
    private final ScriptedAnalyser analyser = new ScriptedAnalyser();
    private TestApp app;

    @AfterEach
    void stop() {
        analyser.open();
        if (app != null) {
            app.close();
        }
    }

    private TestApp app() {
        app = new TestApp(folder, analyser);
        return app;
    }

    private Table hotseat(List<String> moves) {
        Table table = Table.create(app, "hotseat", "", List.of());
        table.play(moves);
        return table;
    }

    private Response ask(String id, String budget) {
        return app.post("/api/games/" + id + "/analysis", "{\"budget\":\"" + budget + "\"}");
    }

    private JsonNode analysis(String id) {
        Response list = app.get("/api/games/" + id + "/analysis");
        assertEquals(200, list.status(), list.text());
        return list.json().get("analyses").get(0);
    }

    /** Waits (10 s at most) until the game's latest analysis has {@code analysed} positions and {@code status}. */
    private JsonNode awaitAnalysis(String id, int analysed, String status) {
        long deadline = System.nanoTime() + 10_000_000_000L;
        JsonNode last = null;
        while (System.nanoTime() < deadline) {
            last = analysis(id);
            if (last.get("analysed").asInt() == analysed && last.get("status").asText().equals(status)) {
                return last;
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return fail("analysis of " + id + " never reached " + analysed + " positions, " + status + ": " + last);
    }

    @Test
    void aFinishedGameIsAnalysedWithItsProgressOnTheSocket() {
        app();
        Table table = hotseat(List.of("f2f3", "e7e5", "g2g4", "d8h4"));
        try (SocketClient socket = SocketClient.open(app.port(), table.id(), "")) {
            socket.await(message -> message.get("kind").asText().equals("state"), 5);
            Response asked = ask(table.id(), "quick");
            assertEquals(202, asked.status(), asked.text());
            assertEquals("running", asked.json().get("status").asText());
            assertEquals(5, asked.json().get("total").asInt());
            assertEquals(150_000, asked.json().get("nodes").asLong());
            JsonNode progress = socket.await(message -> message.get("kind").asText().equals("analysis")
                    && message.get("analysis").get("status").asText().equals("running"), 10);
            assertTrue(progress.get("analysis").get("analysed").asInt() >= 1, progress.toString());
            JsonNode done = socket.await(message -> message.get("kind").asText().equals("analysis")
                    && message.get("analysis").get("status").asText().equals("done"), 10).get("analysis");
            assertEquals(5, done.get("analysed").asInt());
            assertEquals(4, done.get("moves").size());
            assertEquals("Qh4#", done.get("moves").get(3).get("san").asText());
            assertEquals("white", done.get("positions").get(4).get("eval").get("checkmated").asText());
            assertEquals(2, done.get("sides").get("white").get("moves").asInt());
        }
        JsonNode stored = analysis(table.id());
        assertEquals("done", stored.get("status").asText());
        assertEquals("quick", stored.get("budget").asText());
    }

    @Test
    void askingAgainReadsTheStoredAnalysisBack() {
        app();
        Table table = hotseat(OPENING);
        assertEquals(202, ask(table.id(), "quick").status());
        awaitAnalysis(table.id(), 7, "done");
        assertEquals(7, analyser.calls());
        Response again = ask(table.id(), "quick");
        assertEquals(200, again.status(), again.text());
        assertEquals("done", again.json().get("status").asText());
        assertEquals(7, analyser.calls(), "nothing evaluated again");
        // A deeper analysis is another one.
        assertEquals(202, ask(table.id(), "deep").status());
        awaitAnalysis(table.id(), 7, "done");
        assertEquals(14, analyser.calls());
        assertEquals("deep", analysis(table.id()).get("budget").asText());
    }

    @Test
    void aGameThatGoesOnIsAnalysedOnlyForItsNewMoves() {
        app();
        Table table = hotseat(OPENING.subList(0, 4));
        assertEquals(202, ask(table.id(), "quick").status());
        awaitAnalysis(table.id(), 5, "done");
        table.play(OPENING.subList(4, 6));
        assertEquals(202, ask(table.id(), "quick").status());
        awaitAnalysis(table.id(), 7, "done");
        assertEquals(7, analyser.calls());
    }

    @Test
    void aCancelledAnalysisKeepsWhatItDidAndGoesOnFromThereWhenAskedAgain() throws Exception {
        app();
        Table table = hotseat(OPENING);
        analyser.hold();
        assertEquals(202, ask(table.id(), "quick").status());
        analyser.release(2);
        awaitAnalysis(table.id(), 2, "running");
        Response cancelled = app.post("/api/games/" + table.id() + "/analysis/cancel", "");
        assertEquals(200, cancelled.status(), cancelled.text());
        assertEquals("cancelled", cancelled.json().get("status").asText());
        analyser.open();
        // The one analysis worker takes its tasks in turn: once another game's analysis, asked for now, is done, the
        // worker is past anything the cancelled one could still have done.
        Table after = hotseat(OPENING.subList(0, 2));
        assertEquals(202, ask(after.id(), "quick").status());
        awaitAnalysis(after.id(), 3, "done");
        JsonNode stored = analysis(table.id());
        assertEquals("cancelled", stored.get("status").asText());
        assertEquals(2, stored.get("analysed").asInt());
        assertEquals(2 + 3, analyser.calls(), "nothing of the cancelled analysis after the cancel");
        Response nothing = app.post("/api/games/" + table.id() + "/analysis/cancel", "{}");
        assertEquals(409, nothing.status(), nothing.text());
        assertEquals("analysis-not-available", nothing.json().get("error").asText());
        assertEquals(202, ask(table.id(), "quick").status());
        awaitAnalysis(table.id(), 7, "done");
        assertEquals(7 + 3, analyser.calls(), "the two positions done before were not evaluated again");
    }

    @Test
    void anAnalysisCutByARestartResumesWhereItWas() {
        app();
        Table table = hotseat(OPENING);
        analyser.hold();
        assertEquals(202, ask(table.id(), "quick").status());
        analyser.release(3);
        awaitAnalysis(table.id(), 3, "running");
        app.restart();
        analyser.open();
        JsonNode done = awaitAnalysis(table.id(), 7, "done");
        assertEquals(6, done.get("moves").size());
        assertEquals(7, analyser.calls(), "three positions before the restart, four after");
    }

    @Test
    void aNetworkGameIsAnalysedOnlyOnceItIsOver() {
        app();
        Table table = Table.create(app, "lan", "", List.of());
        table.play(List.of("e2e4", "e7e5"));
        Response refused = ask(table.id(), "quick");
        assertEquals(409, refused.status(), refused.text());
        assertEquals("analysis-not-available", refused.json().get("error").asText());
        assertEquals(0, analyser.calls());
        assertEquals(0, app.get("/api/games/" + table.id() + "/analysis").json().get("analyses").size());
        assertEquals(200, table.act(Color.WHITE, "resign").status());
        assertEquals(202, ask(table.id(), "quick").status());
        awaitAnalysis(table.id(), 3, "done");
    }

    @Test
    void aGameAgainstTheComputerMayBeAnalysedWhileItIsPlayed() {
        app();
        Table table = Table.create(app, "computer", "\"level\":1", List.of("e2e4", "e7e5"));
        table.play(List.of("e2e4"));
        int ply = table.awaitPly(2).get("ply").asInt();
        assertEquals(202, ask(table.id(), "quick").status());
        awaitAnalysis(table.id(), ply + 1, "done");
    }

    @Test
    void theAnnotatedPgnCarriesTheEvaluations() {
        app();
        Table table = hotseat(OPENING);
        Response none = app.get("/api/games/" + table.id() + "/analysis/pgn");
        assertEquals(404, none.status(), none.text());
        ask(table.id(), "quick");
        awaitAnalysis(table.id(), 7, "done");
        Response pgn = app.get("/api/games/" + table.id() + "/analysis/pgn?budget=quick");
        assertEquals(200, pgn.status(), pgn.text());
        assertTrue(pgn.text().contains("{[%eval 0.00]}"), pgn.text());
        assertTrue(pgn.text().contains("[Annotator \"Escaque, quick analysis"), pgn.text());
        assertEquals(6, PgnGame.parse(pgn.text()).mainlineMoves().size());
        // Downloaded from the Spanish UI: the annotator, the event and the opening in Spanish; the evaluations as they are.
        String spanish = app.get("/api/games/" + table.id() + "/analysis/pgn?budget=quick&lang=es").text();
        assertTrue(spanish.contains("{[%eval 0.00]}"), spanish);
        assertTrue(spanish.contains("[Annotator \"Escaque, análisis rápido (150000 nodos por posición)\"]"), spanish);
        assertTrue(spanish.contains("[Event \"Escaque: dos jugadores en un dispositivo\"]"), spanish);
        String opening = PgnGame.parse(spanish).tag("Opening").orElseThrow();
        assertEquals(table.state().get("opening").get("nameEs").asText(), opening, spanish);
        assertEquals(400, app.get("/api/games/" + table.id() + "/analysis/pgn?budget=quick&lang=fr").status());
    }

    @Test
    void badRequestsAreRefusedInWords() {
        app();
        Table table = hotseat(OPENING.subList(0, 2));
        Response budget = ask(table.id(), "slow");
        assertEquals(400, budget.status(), budget.text());
        assertEquals("invalid-field", budget.json().get("error").asText());
        assertTrue(budget.json().get("message").asText().contains("'quick' or 'deep'"), budget.text());
        Response unknown = app.post("/api/games/nosuchgame0/analysis", "{}");
        assertEquals(404, unknown.status(), unknown.text());
        Response extra = app.post("/api/games/" + table.id() + "/analysis", "{\"depth\":3}");
        assertEquals(400, extra.status(), extra.text());
        assertEquals(0, analyser.calls());
    }
}
