package org.escaque.server.analysis;

import static org.escaque.server.GameStates.JSON;
import static org.escaque.server.GameStates.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.escaque.wasm.BrowserApi;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game reviewed with no Escaque host is reviewed as the host reviews it: the browser's analyses (the WebAssembly
 * build's LocalAnalyses, run here on the JVM) and the server's, both with the engine at the real quick budget, give the
 * same evaluations, judgements, accuracies, better moves, annotated PGN and refusals.
 */
final class LocalAnalysisContractTest {

    /** 3... Nf6?? allows 4. Qxf7#: a checkmate on the board, and a blunder to explain. */
    private static final String SCHOLARS_MATE = "[White \"A\"]\n[Black \"B\"]\n\n"
            + "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
    /** Sam Loyd's ten-move stalemate: a stalemate on the board, captures, checks. */
    private static final String STALEMATE = "[White \"C\"]\n[Black \"D\"]\n\n1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 "
            + "5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 1/2-1/2\n";

    @TempDir
    static Path folder;
    static TestApp app;

    @BeforeAll
    static void start() {
        app = new TestApp(folder, new EngineAnalyser());
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    @Test
    void aMatedGameAndAStalematedOneAreReviewedAlike() throws Exception {
        for (String pgn : new String[] {SCHOLARS_MATE, STALEMATE}) {
            Response imported = app.post("/api/games/import", JSON.writeValueAsString(java.util.Map.of("pgn", pgn)));
            assertEquals(201, imported.status(), imported.text());
            String served = imported.json().get("id").asText();
            String local = result(BrowserApi.localImport(pgn, System.currentTimeMillis())).get("id").asText();

            Response asked = app.post("/api/games/" + served + "/analysis", "{\"budget\":\"quick\"}");
            assertEquals(202, asked.status(), asked.text());
            JsonNode running = result(BrowserApi.localAnalysisRequest(local, "quick", System.currentTimeMillis()));
            assertEquals("running", running.get("status").asText());
            int total = running.get("total").asInt();
            JsonNode localDone = running;
            for (int step = 0; step < total && localDone.get("status").asText().equals("running"); step++) {
                localDone = result(BrowserApi.localAnalysisStep(local, "quick", System.currentTimeMillis()));
                assertEquals(step + 1, localDone.get("analysed").asInt(), "one position a step");
            }
            JsonNode servedDone = awaitDone(served);
            assertEquals(without(servedDone), without(localDone), pgn);
            assertTrue(localDone.get("moves").size() == total - 1 && localDone.get("analysed").asInt() == total);
            if (pgn.equals(SCHOLARS_MATE)) {
                assertTrue(localDone.get("sides").get("black").get("blunders").asInt() >= 1, "3... Nf6?? " + localDone);
            }

            // Asked again: read back, nothing to search (the host answers 200, the browser "done" at once).
            Response again = app.post("/api/games/" + served + "/analysis", "{}");
            assertEquals(200, again.status(), again.text());
            assertEquals(without(again.json()), without(result(BrowserApi.localAnalysisRequest(local, "",
                    System.currentTimeMillis()))));
            assertEquals(without(app.get("/api/games/" + served + "/analysis").json().get("analyses").get(0)),
                    without(result(BrowserApi.localAnalysisList(local)).get("analyses").get(0)));

            // The annotated PGN, in English (no lang) and in Spanish: the same text on both.
            for (String lang : List.of("", "es")) {
                String servedPgn = app.get("/api/games/" + served + "/analysis/pgn?budget=quick"
                        + (lang.isEmpty() ? "" : "&lang=" + lang)).text();
                String localPgn = result(BrowserApi.localAnalysisPgn(local, "quick", lang)).asText();
                assertEquals(servedPgn.replaceFirst("\\[Date \"[0-9.?]+\"]", "[Date]"),
                        localPgn.replaceFirst("\\[Date \"[0-9.?]+\"]", "[Date]"));
                assertTrue(localPgn.contains("[%eval ") && localPgn.contains(lang.isEmpty() ? "Escaque, quick analysis"
                        : "Escaque, análisis rápido"), localPgn);
            }

            // Refusals: nothing running to cancel, a budget that does not exist, a deep analysis never asked for.
            assertSameRefusal(app.post("/api/games/" + served + "/analysis/cancel", "{}"),
                    BrowserApi.localAnalysisCancel(local, "", System.currentTimeMillis()).replace(local, served));
            assertSameRefusal(app.post("/api/games/" + served + "/analysis", "{\"budget\":\"slow\"}"),
                    BrowserApi.localAnalysisRequest(local, "slow", System.currentTimeMillis()));
            assertSameRefusal(app.get("/api/games/" + served + "/analysis/pgn?budget=deep"),
                    BrowserApi.localAnalysisPgn(local, "deep", "").replace(local, served));
        }
    }

    @Test
    void aCancelledAnalysisKeepsWhatItFoundAndGoesOnWhenAskedAgain() throws Exception {
        String local = result(BrowserApi.localImport(SCHOLARS_MATE, System.currentTimeMillis())).get("id").asText();
        result(BrowserApi.localAnalysisRequest(local, "quick", 1_000));
        result(BrowserApi.localAnalysisStep(local, "quick", 1_001));
        JsonNode cancelled = JSON.readTree(BrowserApi.localAnalysisCancel(local, "quick", 1_002));
        assertEquals("cancelled", cancelled.get("result").get("status").asText());
        assertEquals(1, cancelled.get("result").get("analysed").asInt());
        String record = cancelled.get("records").get(local + "/quick").asText();
        // Stepping a cancelled analysis changes nothing.
        assertEquals(1, result(BrowserApi.localAnalysisStep(local, "quick", 1_003)).get("analysed").asInt());
        // A record taken back (a reload) holds the position found; asked again, the analysis resumes after it.
        assertEquals("", BrowserApi.localAnalysisRestore(record));
        JsonNode resumed = result(BrowserApi.localAnalysisRequest(local, "quick", 1_004));
        assertEquals("running", resumed.get("status").asText());
        assertEquals(1, resumed.get("analysed").asInt());
        assertEquals(2, result(BrowserApi.localAnalysisStep(local, "quick", 1_005)).get("analysed").asInt());
        // A damaged record is refused with a reason, and changes nothing.
        assertTrue(BrowserApi.localAnalysisRestore(record.replace("status cancelled", "status lost")).contains("lost"));
        assertTrue(!BrowserApi.localAnalysisRestore("hello").isEmpty());
    }

    private static JsonNode awaitDone(String id) {
        long deadline = System.nanoTime() + 120_000_000_000L;
        JsonNode last = null;
        while (System.nanoTime() < deadline) {
            last = app.get("/api/games/" + id + "/analysis").json().get("analyses").get(0);
            if (last.get("status").asText().equals("done")) {
                return last;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return fail("the host's analysis of " + id + " never finished: " + last);
    }

    /** The analysis without its game's id (the two games have different ids). */
    private static JsonNode without(JsonNode analysis) {
        ObjectNode copy = analysis.deepCopy();
        copy.remove("gameId");
        return copy;
    }

    private static void assertSameRefusal(Response served, String local) throws Exception {
        JsonNode refused = JSON.readTree(local);
        assertEquals(served.status(), refused.get("status").asInt(), local);
        assertEquals(served.json(), refused.get("error"), local);
    }
}
