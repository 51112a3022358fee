package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Join codes: what the host gets, joining once, reconnecting with the seat's token, and every refusal. */
final class JoinCodeTest {

    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

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

    @Test
    void theHostGetsAShortUnambiguousCodeAndWhatToCheckWhenTheGuestCannotConnect() {
        Set<String> codes = new HashSet<>();
        for (int i = 0; i < 20; i++) {
            JsonNode join = LanTable.create(app, "").json().get("join");
            String code = join.get("code").asText();
            assertEquals(6, code.length(), code);
            assertTrue(code.chars().allMatch(c -> ALPHABET.indexOf(c) >= 0), code);
            codes.add(code);
            assertTrue(join.get("waiting").asBoolean());
        }
        assertTrue(codes.size() >= 19, "codes are random: " + codes);
        JsonNode join = LanTable.create(app, "").json().get("join");
        assertTrue(join.get("links").isEmpty(), "this test app does not listen on the network");
        JsonNode help = join.get("help");
        assertFalse(help.get("listening").asBoolean());
        assertEquals(app.port(), help.get("port").asInt());
        List<String> checks = new ArrayList<>();
        help.get("checks").forEach(check -> checks.add(check.get("id").asText()));
        assertEquals(List.of("no-network", "same-network", "client-isolation", "firewall"), checks);
        assertTrue(help.get("checks").get(3).get("text").asText().contains(Integer.toString(app.port())),
                "the firewall check names the port");
    }

    @Test
    void theCodeGivesTheFreeSeatOnceAndAgainOnlyToItsToken() {
        JsonNode created = LanTable.create(app, "\"color\":\"black\"").json();
        String code = created.get("join").get("code").asText();
        String id = created.get("id").asText();
        Response joined = LanTable.join(app, " " + code.toLowerCase().substring(0, 3) + "-" + code.substring(3), null);
        assertEquals(201, joined.status(), joined.text());
        assertEquals(id, joined.json().get("id").asText());
        String token = joined.json().get("tokens").get("white").asText();
        assertEquals(List.of("white"), List.of(joined.json().get("state").get("seats").get(0).asText()));
        assertTrue(LanTable.actions(joined.json().get("state")).contains("move"));

        Response again = LanTable.join(app, code, null);
        assertEquals(409, again.status(), again.text());
        assertEquals("seat-not-available", again.json().get("error").asText());
        Response stranger = LanTable.join(app, code, "not-a-seat-token");
        assertEquals(409, stranger.status(), stranger.text());

        Response back = LanTable.join(app, code, token);
        assertEquals(200, back.status(), back.text());
        assertEquals(token, back.json().get("tokens").get("white").asText(), "a reconnecting guest keeps its seat");
        Response host = LanTable.join(app, code, created.get("tokens").get("black").asText());
        assertEquals(200, host.status());
        assertTrue(host.json().get("tokens").has("black"));

        JsonNode details = app.get("/api/games/" + id + "/join").json();
        assertEquals(code, details.get("code").asText());
        assertFalse(details.get("waiting").asBoolean(), "both seats are taken");
    }

    @Test
    void theGuestNamesItselfWhenItJoinsAndTheNameIsKeptAndSwappedForARematch() {
        JsonNode created = LanTable.create(app, "\"color\":\"white\",\"name\":\"Ana\"").json();
        String code = created.get("join").get("code").asText();
        String id = created.get("id").asText();
        String hostToken = created.get("tokens").get("white").asText();
        // A name that cannot be one is refused, and the seat stays free.
        Response tooLong = app.post("/api/lan/join", "{\"code\":\"" + code + "\",\"name\":\"" + "x".repeat(41) + "\"}",
                null);
        assertEquals(400, tooLong.status(), tooLong.text());
        assertEquals("invalid-field", tooLong.json().get("error").asText());
        assertTrue(app.get("/api/games/" + id + "/join").json().get("waiting").asBoolean(), "the seat is still free");
        Response joined = app.post("/api/lan/join", "{\"code\":\"" + code + "\",\"name\":\" Bruno \"}", null);
        assertEquals(201, joined.status(), joined.text());
        String guestToken = joined.json().get("tokens").get("black").asText();
        assertEquals("Bruno", joined.json().at("/state/players/black/name").textValue());
        assertEquals("Ana", app.get("/api/games/" + id, hostToken).json().at("/players/white/name").textValue());
        // Joining again with its token keeps the name it gave; the name sent then is not looked at (not even refused).
        Response back = app.post("/api/lan/join", "{\"code\":\"" + code + "\",\"name\":\"" + "y".repeat(41) + "\"}",
                guestToken);
        assertEquals(200, back.status(), back.text());
        assertEquals("Bruno", back.json().at("/state/players/black/name").textValue());
        // Kept through a restart, and in the PGN.
        app.restart();
        assertEquals("Bruno", app.get("/api/games/" + id, hostToken).json().at("/players/black/name").textValue());
        String pgn = app.get("/api/games/" + id + "/pgn", hostToken).text();
        assertTrue(pgn.contains("[White \"Ana\"]\n[Black \"Bruno\"]"), pgn);
        // A rematch: each name goes with its player to the other colour.
        assertEquals(200, app.post("/api/games/" + id + "/actions", "{\"type\":\"resign\"}", guestToken).status());
        Response rematch = app.post("/api/games/" + id + "/actions", "{\"type\":\"rematch\"}", hostToken);
        assertEquals(200, rematch.status(), rematch.text());
        String next = rematch.json().at("/rematch/id").textValue();
        JsonNode players = app.get("/api/games/" + next, hostToken).json().get("players");
        assertEquals("Bruno", players.at("/white/name").textValue());
        assertEquals("Ana", players.at("/black/name").textValue());
    }

    @Test
    void wrongAndUnusableCodesAreRefused() {
        Response unknown = LanTable.join(app, "ZZZZZZ", null);
        assertEquals(404, unknown.status(), unknown.text());
        assertEquals("not-found", unknown.json().get("error").asText());
        for (String bad : List.of("ABC", "ABCDEFG", "O0I1AB", "")) {
            Response refused = LanTable.join(app, bad, null);
            assertEquals(400, refused.status(), bad + ": " + refused.text());
            assertEquals("invalid-field", refused.json().get("error").asText());
        }
        assertEquals("missing-field", app.post("/api/lan/join", "{}").json().get("error").asText());
        assertEquals("unknown-field", app.post("/api/lan/join", "{\"code\":\"ABCDEF\",\"seat\":1}").json()
                .get("error").asText());

        LanTable table = LanTable.joined(app, "");
        assertEquals(200, table.act(table.hostToken, "resign").status());
        Response late = LanTable.join(app, table.code, null);
        assertEquals(404, late.status(), "a finished game waits for nobody: " + late.text());
    }

    @Test
    void onlyLanGamesHaveCodesAndSpectatorSettings() {
        Response hotseat = app.post("/api/games", "{\"mode\":\"hotseat\"}");
        assertFalse(hotseat.json().has("join"));
        Response details = app.get("/api/games/" + hotseat.json().get("id").asText() + "/join");
        assertEquals(409, details.status());
        assertEquals("not-joinable", details.json().get("error").asText());
        Response spectators = app.post("/api/games", "{\"mode\":\"hotseat\",\"spectators\":true}");
        assertEquals(400, spectators.status());
        JsonNode watched = LanTable.create(app, "\"spectators\":true").json();
        assertTrue(watched.get("state").get("spectators").asBoolean());
        assertFalse(LanTable.create(app, "").json().get("state").get("spectators").asBoolean(), "default: no");
    }
}
