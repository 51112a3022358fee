package org.escaque.server.game;

import static org.escaque.server.GameStates.JSON;
import static org.escaque.server.GameStates.assertFields;
import static org.escaque.server.GameStates.randomMove;
import static org.escaque.server.GameStates.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.escaque.core.Color;
import org.escaque.core.openings.Openings;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.escaque.wasm.BrowserApi;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The browser's own games (the WebAssembly build's LocalGames, run here on the JVM: the same Java) answer as the
 * server's API does: the same random games on one device, played on both, give the same state after every move and
 * action (position, moves with SAN and FEN, legal destinations, check, claims and the moves that open them, actions,
 * endings, opening names, players, version), and the same refusals. What differs by design is left out: the id, and
 * the seats (a local game's device holds both; the server answers for the token sent).
 */
final class LocalGamesContractTest {

    private static final List<String> COMPARED = List.of("mode", "startFen", "fen", "ply", "turn", "moves", "dests",
            "lastMove", "check", "status", "result", "termination", "opening", "timeControl", "players", "offers",
            "actions", "claims", "claimMoves", "version", "imported");

    @TempDir
    static Path folder;
    static TestApp app;

    @BeforeAll
    static void start() {
        app = new TestApp(folder);
        // The server names openings once core's table is read; read it now, so that both name them from the start.
        Openings.standard();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    @Test
    void randomGamesOnOneDeviceGiveTheSameStatesAndRefusals() throws Exception {
        SplittableRandom random = new SplittableRandom(45);
        int compared = 0;
        for (int game = 0; game < 24; game++) {
            // Every third game with its players' names (one of them with only Black's).
            String white = game % 3 == 0 ? "Ana" : "";
            String black = game % 3 == 0 ? "Luis \"el Rápido\"" : game % 3 == 1 ? "Eva" : "";
            Table table = Table.create(app, "hotseat", "\"names\":{\"white\":" + JSON.writeValueAsString(white)
                    + ",\"black\":" + JSON.writeValueAsString(black) + "}", List.of());
            JsonNode local = result(BrowserApi.localCreate("hotseat", "", 0, "", "", white, black, "",
                    System.currentTimeMillis()));
            assertEquals(black.isEmpty() ? null : black, local.at("/state/players/black/name").textValue());
            String localId = local.get("id").asText();
            JsonNode state = local.get("state");
            for (int ply = 0; ply < 160 && state.get("status").asText().equals("active"); ply++) {
                Color turn = state.get("turn").asText().equals("white") ? Color.WHITE : Color.BLACK;
                int roll = random.nextInt(100);
                Response served;
                String answer;
                if (roll < 4 && state.get("actions").toString().contains("takeback")) {
                    served = app.post("/api/games/" + table.id() + "/actions", "{\"type\":\"takeback\"}",
                            table.token(turn));
                    answer = BrowserApi.localAct(localId, "takeback", "", System.currentTimeMillis());
                } else if (roll < 6 && state.get("claims").size() > 0) {
                    served = app.post("/api/games/" + table.id() + "/actions", "{\"type\":\"claim-draw\"}",
                            table.token(turn));
                    answer = BrowserApi.localAct(localId, "claim-draw", "", System.currentTimeMillis());
                } else if (roll < 7) {
                    // A refusal: an illegal move (a piece of the side not to move), the same error body on both.
                    String wrong = otherSidesMove(state);
                    served = app.post("/api/games/" + table.id() + "/moves", "{\"uci\":\"" + wrong + "\",\"ply\":"
                            + state.get("ply").asInt() + "}", table.token(turn));
                    answer = BrowserApi.localMove(localId, wrong, false, state.get("ply").asInt(), false,
                            System.currentTimeMillis());
                    assertEquals(422, served.status(), served.text());
                    JsonNode refused = JSON.readTree(answer);
                    assertEquals(served.status(), refused.get("status").asInt());
                    assertEquals(served.json(), refused.get("error"), "refusal of " + wrong);
                    continue;
                } else {
                    String uci = randomMove(state, random);
                    served = app.post("/api/games/" + table.id() + "/moves", "{\"uci\":\"" + uci + "\",\"ply\":"
                            + state.get("ply").asInt() + "}", table.token(turn));
                    answer = BrowserApi.localMove(localId, uci, false, state.get("ply").asInt(), false,
                            System.currentTimeMillis());
                }
                assertEquals(200, served.status(), served.text());
                state = result(answer);
                // The server's view of the side now to move (whose claims and actions the page shows).
                Color next = state.get("turn").asText().equals("white") ? Color.WHITE : Color.BLACK;
                Response view = app.get("/api/games/" + table.id(), table.token(next));
                assertFields(COMPARED, view.json(), state, "game " + game + ", after ply " + ply);
                compared++;
            }
            if (state.get("status").asText().equals("active")) {
                app.post("/api/games/" + table.id() + "/actions", "{\"type\":\"resign\"}", table.token(Color.WHITE));
                state = result(BrowserApi.localAct(localId, "resign", "white", System.currentTimeMillis()));
                assertFields(COMPARED, app.get("/api/games/" + table.id(), table.token(Color.WHITE)).json(), state, "resigned");
            }
        }
        assertTrue(compared > 1000, "states compared: " + compared);
    }

    @Test
    void theRulesPageHintsAndAGamesPgnAreTheServers() throws Exception {
        assertEquals(app.get("/api/rules").json(), JSON.readTree(BrowserApi.rules()));
        Table table = Table.create(app, "hotseat", "\"names\":{\"white\":\"Ana\",\"black\":\"Luis\"}", List.of());
        String localId = result(BrowserApi.localCreate("hotseat", "", 0, "", "", "Ana", "Luis", "",
                System.currentTimeMillis())).get("id").asText();
        List<String> moves = List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6");
        for (int ply = 0; ply < moves.size(); ply++) {
            Color turn = ply % 2 == 0 ? Color.WHITE : Color.BLACK;
            app.post("/api/games/" + table.id() + "/moves", "{\"uci\":\"" + moves.get(ply) + "\",\"ply\":" + ply + "}",
                    table.token(turn));
            result(BrowserApi.localMove(localId, moves.get(ply), false, ply, false, System.currentTimeMillis()));
        }
        // Hints: the piece, then the move, at half-move 6 (White to move), the same on both, and in the PGN.
        for (String reveal : List.of("piece", "move")) {
            Response hint = app.post("/api/games/" + table.id() + "/hint", "{\"ply\":6,\"reveal\":\"" + reveal + "\"}",
                    table.token(Color.WHITE));
            assertEquals(200, hint.status(), hint.text());
            assertEquals(hint.json(), result(BrowserApi.localHint(localId, 6, reveal, System.currentTimeMillis())));
        }
        JsonNode refused = JSON.readTree(BrowserApi.localHint(localId, 5, "move", System.currentTimeMillis()));
        assertEquals(app.post("/api/games/" + table.id() + "/hint", "{\"ply\":5,\"reveal\":\"move\"}",
                table.token(Color.WHITE)).json(), refused.get("error"));
        app.post("/api/games/" + table.id() + "/actions", "{\"type\":\"agree-draw\"}", table.token(Color.WHITE));
        result(BrowserApi.localAct(localId, "agree-draw", "", System.currentTimeMillis()));
        // In English (no lang) and in Spanish (lang=es): the same text on both.
        for (String lang : List.of("", "es")) {
            String served = app.get("/api/games/" + table.id() + "/pgn" + (lang.isEmpty() ? "" : "?lang=" + lang),
                    table.token(Color.WHITE)).text();
            String local = result(BrowserApi.localPgn(localId, lang)).asText();
            // The test server's clock is one of its own (TestApp): the Date tags differ by design.
            assertEquals(served.replaceFirst("\\[Date \"[0-9.]+\"]", "[Date]"),
                    local.replaceFirst("\\[Date \"[0-9.]+\"]", "[Date]"));
            String opening = lang.isEmpty() ? "Ruy Lopez: Morphy Defense"
                    : "Apertura Española (Ruy López): Defensa Morphy";
            assertTrue(local.contains("[White \"Ana\"]\n[Black \"Luis\"]"), local);
            assertTrue(local.contains("[Opening \"" + opening + "\"]") && local.contains("1/2-1/2")
                    && local.contains(lang.isEmpty() ? "{Hint: " : "{Pista: "), local);
        }
        JsonNode wrongLanguage = JSON.readTree(BrowserApi.localPgn(localId, "fr"));
        assertEquals(app.get("/api/games/" + table.id() + "/pgn?lang=fr", table.token(Color.WHITE)).json(),
                wrongLanguage.get("error"));
    }

    /** A move of the side not to move: its king, one square along its rank. */
    private static String otherSidesMove(JsonNode state) {
        String king = kingSquare(state.get("fen").asText(), state.get("turn").asText().equals("white") ? 'k' : 'K');
        char file = king.charAt(0);
        return king + (char) (file == 'h' ? file - 1 : file + 1) + king.charAt(1);
    }

    private static String kingSquare(String fen, char king) {
        String[] ranks = fen.split(" ")[0].split("/");
        for (int r = 0; r < 8; r++) {
            int file = 0;
            for (char c : ranks[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    file += c - '0';
                } else {
                    if (c == king) {
                        return "" + (char) ('a' + file) + (8 - r);
                    }
                    file++;
                }
            }
        }
        throw new IllegalStateException("no king " + king + " in " + fen);
    }

    @Test
    void theEditorsPositionCheckAnswersAsTheHostsDoes() throws Exception {
        for (String fen : List.of("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
                "8/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "hello",
                "7k/8/6KQ/8/8/8/8/8 w - - 0 1", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "4k3/8/8/8/8/8/8/4K3 w Q - 0 1")) {
            Response served = app.post("/api/positions/check", JSON.writeValueAsString(Map.of("fen", fen)));
            JsonNode local = JSON.readTree(BrowserApi.localCheckPosition(fen));
            if (served.status() == 200) {
                assertEquals(served.json(), local.get("result"), fen);
            } else {
                assertEquals(served.status(), local.get("status").asInt(), fen);
                assertEquals(served.json(), local.get("error"), fen);
            }
        }
    }
}
