package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

/** Every refusal is JSON with a code and a message a person understands, and leaves the game as it was. */
final class ApiErrorsTest {

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

    private static Table hotseat() {
        return Table.create(app, "hotseat", "", List.of());
    }

    private static void assertError(Response response, int status, String code) {
        assertEquals(status, response.status(), response.text());
        assertEquals(code, response.json().get("error").asText(), response.text());
        String message = response.json().get("message").asText();
        assertFalse(message.isBlank());
        assertFalse(response.text().contains("Exception") || response.text().contains("\tat "), response.text());
    }

    private static void assertUnchanged(Table table) {
        JsonNode state = table.state();
        assertEquals(0, state.get("ply").asInt());
        assertEquals("active", state.get("status").asText());
    }

    @Test
    void malformedJsonIsRefused() {
        Table table = hotseat();
        String path = "/api/games/" + table.id() + "/moves";
        assertError(app.post(path, "{\"uci\": \"e2e4\",", table.token(Color.WHITE)), 400, "malformed-json");
        assertError(app.post(path, "", table.token(Color.WHITE)), 400, "malformed-json");
        assertError(app.post(path, "[1, 2]", table.token(Color.WHITE)), 400, "invalid-field");
        assertError(app.post(path, "{\"uci\":\"e2e4\",\"ply\":0} trailing", table.token(Color.WHITE)), 400,
                "malformed-json");
        assertError(app.post("/api/games", "not json"), 400, "malformed-json");
        assertUnchanged(table);
    }

    @Test
    void unknownFieldsAreRefusedByName() {
        Table table = hotseat();
        Response response = app.post("/api/games/" + table.id() + "/moves", "{\"uci\":\"e2e4\",\"ply\":0,"
                + "\"promotion\":\"q\"}", table.token(Color.WHITE));
        assertError(response, 400, "unknown-field");
        assertTrue(response.json().get("message").asText().contains("promotion"));
        assertError(app.post("/api/games", "{\"mode\":\"hotseat\",\"colour\":\"white\"}"), 400, "unknown-field");
        assertError(app.post("/api/games/" + table.id() + "/actions", "{\"type\":\"resign\",\"why\":1}",
                table.token(Color.WHITE)), 400, "unknown-field");
        assertUnchanged(table);
    }

    @Test
    void wrongTypesAndMissingFieldsAreRefused() {
        Table table = hotseat();
        String path = "/api/games/" + table.id() + "/moves";
        assertError(app.post(path, "{\"uci\":\"e2e4\",\"ply\":\"zero\"}", table.token(Color.WHITE)), 400,
                "invalid-field");
        assertError(app.post(path, "{\"uci\":\"e2e4\",\"ply\":0.5}", table.token(Color.WHITE)), 400,
                "invalid-field");
        assertError(app.post(path, "{\"ply\":0}", table.token(Color.WHITE)), 400, "missing-field");
        assertError(app.post("/api/games", "{}"), 400, "missing-field");
        assertUnchanged(table);
    }

    @Test
    void fieldTypesAreExactlyTheDocumentedOnes() {
        Table table = hotseat();
        String path = "/api/games/" + table.id() + "/moves";
        String white = table.token(Color.WHITE);
        assertError(app.post(path, "{\"uci\":\"e2e4\",\"ply\":\"0\"}", white), 400, "invalid-field");
        assertError(app.post(path, "{\"uci\":\"e2e4\",\"ply\":0,\"claimDraw\":1}", white), 400, "invalid-field");
        assertError(app.post(path, "{\"uci\":\"e2e4\",\"ply\":0,\"claimDraw\":\"true\"}", white), 400,
                "invalid-field");
        assertError(app.post(path, "{\"uci\":12,\"ply\":0}", white), 400, "invalid-field");
        Response tooLarge = app.post(path, "{\"uci\":\"e2e4\",\"ply\":2147483648}", white);
        assertError(tooLarge, 400, "invalid-field");
        assertTrue(tooLarge.json().get("message").asText().contains("ply"), tooLarge.text());
        assertError(app.post("/api/games", "{\"mode\":\"computer\",\"level\":\"3\"}"), 400, "invalid-field");
        assertError(app.post("/api/lan/join", "{\"code\":12345}"), 400, "invalid-field");
        assertUnchanged(table);
        assertEquals(200, app.post(path, "{\"uci\":\"e2e4\",\"ply\":0,\"claimDraw\":false}", white).status());
    }

    @Test
    void aWrongMethodIs405() {
        Table table = hotseat();
        assertError(TestApp.response(app.exchange("GET", "/api/games/" + table.id() + "/moves", null, null)), 405,
                "method-not-allowed");
        assertError(TestApp.response(app.exchange("PATCH", "/api/games/" + table.id(), null, null)), 405,
                "method-not-allowed");
        assertError(TestApp.response(app.exchange("DELETE", "/api/games/" + table.id() + "/moves", null, null)), 405,
                "method-not-allowed");
        assertError(TestApp.response(app.exchange("PUT", "/api/games", "application/json", "{}")), 405,
                "method-not-allowed");
    }

    @Test
    void changesAreTakenOnlyAsJson() {
        Table table = hotseat();
        String path = "/api/games/" + table.id() + "/moves";
        String move = "{\"uci\":\"e2e4\",\"ply\":0}";
        assertError(TestApp.response(app.exchange("POST", "/api/games", "text/plain", "{\"mode\":\"hotseat\"}")),
                415, "unsupported-media-type");
        assertError(TestApp.response(app.exchange("POST", "/api/games", "application/x-www-form-urlencoded",
                "mode=hotseat")), 415, "unsupported-media-type");
        assertError(TestApp.response(app.exchange("POST", "/api/games", null, "{\"mode\":\"hotseat\"}")), 415,
                "unsupported-media-type");
        assertError(TestApp.response(app.exchange("POST", path, "multipart/form-data; boundary=x", move)), 415,
                "unsupported-media-type");
        assertUnchanged(table);
        assertEquals(201, app.exchange("POST", "/api/games", "application/json; charset=utf-8",
                "{\"mode\":\"hotseat\"}").statusCode());
    }

    @Test
    void everyAnswerForbidsFramingAndSniffing() {
        for (String path : new String[] {"/", "/game/abc", "/api", "/api/games/nosuchgame1", "/assets/none.js"}) {
            java.net.http.HttpHeaders headers = app.exchange("GET", path, null, null).headers();
            assertTrue(headers.firstValue("Content-Security-Policy").orElse("").contains("frame-ancestors 'none'"),
                    path);
            assertEquals("DENY", headers.firstValue("X-Frame-Options").orElse(""), path);
            assertEquals("nosniff", headers.firstValue("X-Content-Type-Options").orElse(""), path);
            assertEquals("no-referrer", headers.firstValue("Referrer-Policy").orElse(""), path);
        }
    }

    @Test
    void aMissingOrWrongSeatTokenIsRefused() {
        Table table = hotseat();
        Table other = hotseat();
        String move = "{\"uci\":\"e2e4\",\"ply\":0}";
        assertError(app.post("/api/games/" + table.id() + "/moves", move), 401, "seat-token-required");
        assertError(app.post("/api/games/" + table.id() + "/moves", move, "not-a-token"), 403, "seat-token-invalid");
        assertError(app.post("/api/games/" + table.id() + "/moves", move, other.token(Color.WHITE)), 403,
                "seat-token-invalid");
        assertError(app.post("/api/games/" + table.id() + "/actions", "{\"type\":\"resign\"}"), 401,
                "seat-token-required");
        assertError(app.get("/api/games/" + table.id(), "wrong"), 403, "seat-token-invalid");
        assertUnchanged(table);
    }

    @Test
    void movingOutOfTurnIsRefused() {
        Table table = Table.create(app, "lan", "", List.of());
        Response response = table.move(Color.BLACK, "e7e5", 0, false);
        assertError(response, 409, "not-your-turn");
        assertUnchanged(table);
    }

    @Test
    void anIllegalMoveSaysWhichRuleForbidsIt() {
        Table table = hotseat();
        table.play(List.of("e2e4", "e7e5", "d1h5", "b8c6"));
        Response response = table.move(Color.WHITE, "b1d2", 4, false);
        assertError(response, 422, "illegal-move");
        JsonNode reason = response.json().get("reason");
        assertEquals("own-piece-on-target", reason.get("code").asText());
        assertEquals("3.1", reason.get("fideArticle").asText());
        assertEquals("d2", reason.get("target").asText());
        assertTrue(response.json().get("message").asText().contains("3.1"));
        Response bishop = table.move(Color.WHITE, "f1f3", 4, false);
        assertEquals("wrong-pattern", bishop.json().get("reason").get("code").asText());
        assertEquals("bishop", bishop.json().get("reason").get("piece").get("type").asText());
        assertEquals(4, table.state().get("ply").asInt());
    }

    @Test
    void aMoveIntoCheckNamesTheAttacker() {
        Table table = Table.create(app, "hotseat", "\"fen\":\"4k3/8/8/8/8/8/4r3/4K3 w - - 0 1\"", List.of());
        Response response = table.move(Color.WHITE, "e1f1", 0, false);
        assertEquals(200, response.status(), "Kf1 is legal");
        Table attacked = Table.create(app, "hotseat", "\"fen\":\"4k3/8/8/8/8/8/3r4/4K3 w - - 0 1\"", List.of());
        Response intoCheck = attacked.move(Color.WHITE, "e1e2", 0, false);
        assertError(intoCheck, 422, "illegal-move");
        JsonNode reason = intoCheck.json().get("reason");
        assertEquals("king-would-be-in-check", reason.get("code").asText());
        assertEquals("3.9", reason.get("fideArticle").asText());
        assertEquals("d2", reason.get("attacker").asText());
        assertEquals("rook", reason.get("attackerPiece").get("type").asText());
    }

    @Test
    void badNotationIsADifferentErrorFromAnIllegalMove() {
        Table table = hotseat();
        assertError(table.move(Color.WHITE, "e2e9", 0, false), 400, "invalid-move-notation");
        assertError(table.move(Color.WHITE, "e7e8k", 0, false), 400, "invalid-move-notation");
        assertUnchanged(table);
    }

    @Test
    void staleAndFutureHalfMovesConflict() {
        Table table = hotseat();
        table.play(List.of("e2e4"));
        Response same = table.move(Color.WHITE, "e2e4", 0, false);
        assertEquals(200, same.status(), "a retried move answers with the state");
        assertEquals(1, same.json().get("ply").asInt());
        Response stale = table.move(Color.WHITE, "d2d4", 0, false);
        assertError(stale, 409, "ply-mismatch");
        assertEquals(1, stale.json().get("details").get("ply").asInt());
        assertError(table.move(Color.BLACK, "e7e5", 5, false), 409, "ply-mismatch");
        assertEquals(1, table.state().get("ply").asInt());
    }

    @Test
    void aNegativeOrImpossiblePlyIsABadRequest() {
        Table table = hotseat();
        table.play(List.of("e2e4"));
        assertError(table.move(Color.BLACK, "e7e5", -1, false), 400, "invalid-field");
        assertError(table.move(Color.BLACK, "e7e5", Integer.MIN_VALUE, false), 400, "invalid-field");
        assertError(table.move(Color.BLACK, "e7e5", 18_001, false), 400, "invalid-field");
        assertEquals(1, table.state().get("ply").asInt());
    }

    @Test
    void actionsThatTheModeDoesNotHaveAreRefused() {
        Table table = hotseat();
        assertError(table.act(Color.WHITE, "offer-draw"), 409, "action-not-available");
        assertError(table.act(Color.WHITE, "claim-draw"), 409, "action-not-available");
        assertError(table.act(Color.WHITE, "takeback"), 409, "action-not-available");
        assertError(table.act(Color.WHITE, "castle"), 400, "invalid-field");
        assertError(table.act(Color.WHITE, "move"), 400, "invalid-field");
        assertUnchanged(table);
    }

    @Test
    void badGameRequestsAreRefused() {
        assertError(app.post("/api/games", "{\"mode\":\"online\"}"), 400, "invalid-field");
        assertError(app.post("/api/games", "{\"mode\":\"hotseat\",\"timeControl\":\"5\"}"), 400,
                "invalid-time-control");
        assertError(app.post("/api/games", "{\"mode\":\"hotseat\",\"timeControl\":\"0+0\"}"), 400,
                "invalid-time-control");
        assertError(app.post("/api/games", "{\"mode\":\"hotseat\",\"timeControl\":\"999+0\"}"), 400,
                "invalid-time-control");
        assertError(app.post("/api/games", "{\"mode\":\"hotseat\",\"level\":3}"), 400, "invalid-field");
        assertError(app.post("/api/games", "{\"mode\":\"computer\",\"level\":9}"), 400, "invalid-field");
        assertError(app.post("/api/games", "{\"mode\":\"computer\",\"color\":\"green\"}"), 400, "invalid-field");
        assertError(app.post("/api/games", "{\"mode\":\"hotseat\",\"fen\":\"8/8/8/8/8/8/8/8 w - - 0 1\"}"), 400,
                "invalid-fen");
        assertError(app.post("/api/games", "{\"mode\":\"hotseat\",\"fen\":\"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"}"), 400, "invalid-fen");
    }

    @Test
    void aRefusedFenSaysWhichPartOrWhichEndingAsDetails() {
        Response empty = app.post("/api/games", "{\"mode\":\"hotseat\",\"fen\":\"8/8/8/8/8/8/8/8 w - - 0 1\"}");
        assertEquals(400, empty.status(), empty.text());
        JsonNode details = empty.json().get("details");
        assertEquals("invalid-position", details.get("problem").asText(), empty.text());
        assertEquals("placement", details.get("part").asText(), empty.text());
        Response ranks = app.post("/api/games", "{\"mode\":\"hotseat\",\"fen\":\"8/8/8 w - - 0 1\"}");
        assertEquals("placement", ranks.json().get("details").get("part").asText(), ranks.text());
        Response side = app.post("/api/games", "{\"mode\":\"hotseat\",\"fen\":\"4k3/8/8/8/8/8/8/4K2R x - - 0 1\"}");
        assertEquals("active-color", side.json().get("details").get("part").asText(), side.text());
        Response over = app.post("/api/games", "{\"mode\":\"hotseat\",\"fen\":\"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"}");
        assertEquals(400, over.status(), over.text());
        JsonNode ending = over.json().get("details");
        assertEquals("game-over", ending.get("problem").asText(), over.text());
        assertEquals("stalemate", ending.get("termination").asText(), over.text());
        assertEquals("1/2-1/2", ending.get("result").asText(), over.text());
        assertTrue(over.json().get("message").asText().contains("stalemate"), "the English message stays");
    }

    @Test
    void aBrowsersVisitToAnUnknownAddressIsThePageAndTheApiStaysJson() throws Exception {
        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        java.util.function.Function<String, java.net.http.HttpResponse<String>> visit = path -> {
            try {
                return http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(app.baseUrl() + path))
                        .header("Accept", "text/html,application/xhtml+xml,*/*;q=0.8").build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString());
            } catch (java.io.IOException | InterruptedException e) {
                throw new AssertionError(e);
            }
        };
        java.net.http.HttpResponse<String> api = visit.apply("/api/nothing-here");
        assertEquals(404, api.statusCode());
        assertTrue(api.body().contains("\"not-found\""), api.body());
        java.net.http.HttpResponse<String> page = visit.apply("/no-such-page");
        assertEquals(404, page.statusCode());
        if (new org.escaque.server.site.WebSite().isBuilt()) {
            assertTrue(page.headers().firstValue("Content-Type").orElse("").startsWith("text/html"), page.body());
            assertTrue(page.body().contains("<div id=\"app\">"), "the UI's page, which says so: " + page.body());
        }
    }

    @Test
    void unknownGamesAndPathsAnswer404AsJson() {
        assertError(app.get("/api/games/nosuchgame1"), 404, "not-found");
        assertError(app.get("/api/games/..%2F..%2Fetc"), 404, "not-found");
        assertError(app.get("/api/nothing-here"), 404, "not-found");
        assertError(app.post("/api/games/nosuchgame1/moves", "{\"uci\":\"e2e4\",\"ply\":0}", "t"), 404, "not-found");
    }

    @Test
    void theListFiltersByStatus() {
        Table active = hotseat();
        Table finished = hotseat();
        finished.act(Color.WHITE, "resign");
        Response list = app.get("/api/games?status=finished&limit=500");
        assertEquals(200, list.status(), list.text());
        boolean found = false;
        for (JsonNode game : list.json().get("games")) {
            assertEquals("finished", game.get("status").asText());
            found |= game.get("id").asText().equals(finished.id());
            assertFalse(game.get("id").asText().equals(active.id()));
        }
        assertTrue(found);
        assertError(app.get("/api/games?status=paused"), 400, "invalid-field");
        assertError(app.get("/api/games?limit=lots"), 400, "invalid-field");
    }

    @Test
    void theHomePageIsTheBrowserUiOrSaysThatThisBuildHasNone() {
        Response page = app.get("/");
        if (page.status() == 200) {
            assertTrue(page.text().contains("<html"), page.text());
        } else {
            assertEquals(503, page.status());
            assertTrue(page.text().contains("no browser UI"), page.text());
        }
    }
}
