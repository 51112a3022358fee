package org.escaque.wasm;

import static org.escaque.server.GameStates.JSON;
import static org.escaque.server.GameStates.assertFields;
import static org.escaque.server.GameStates.randomMove;
import static org.escaque.server.GameStates.refusal;
import static org.escaque.server.GameStates.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.escaque.core.Color;
import org.escaque.core.openings.Openings;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.escaque.server.game.Table;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games between two phones with no Escaque host: one phone runs the game ({@link LocalGames} as the host), the other
 * acts through the link by its token's hash and keeps a copy ({@link LocalGames#mirror}). Played side by side with the
 * server's LAN games, every state either phone is shown is the server's for that seat (moves, draw offers, take-back
 * requests, claims, resignations); the guest's copy, rebuilt by its own core from each record, says the same; and a
 * third phone, a forged move or a forged record changes nothing.
 */
final class PeerGamesContractTest {

    private static final String GUEST = "a".repeat(64);
    private static final List<String> COMPARED = List.of("mode", "startFen", "fen", "ply", "turn", "moves", "dests",
            "lastMove", "check", "status", "result", "termination", "opening", "timeControl", "players", "offers",
            "seats", "actions", "claims", "claimMoves");

    @TempDir
    static Path folder;
    static TestApp app;

    @BeforeAll
    static void start() {
        app = new TestApp(folder);
        Openings.standard();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    @Test
    void randomGamesBetweenTwoPhonesShowEachSeatTheServersState() throws Exception {
        SplittableRandom random = new SplittableRandom(46);
        int compared = 0;
        for (int game = 0; game < 12; game++) {
            // The host names its own seat in every other game.
            String name = game % 2 == 0 ? "Ana" : "";
            Table table = Table.create(app, "lan", "\"color\":\"white\",\"name\":\"" + name + "\"",
                    List.of());
            LocalGames host = new LocalGames(wall -> wall);
            LocalGames guest = new LocalGames(wall -> wall);
            long now = 1_000_000;
            String id = result(host.create("lan", "", 0, "white", "", "", "", name, now)).get("id").asText();
            JsonNode view = result(host.peerJoin(id, GUEST, "", now));
            assertEquals("black", view.get("color").asText());
            mirrored(guest, view, now);
            for (int step = 0; step < 140; step++) {
                JsonNode white = result(host.state(id, now));
                if (!white.get("status").asText().equals("active")) {
                    break;
                }
                Color turn = white.get("turn").asText().equals("white") ? Color.WHITE : Color.BLACK;
                JsonNode mover = turn == Color.WHITE ? white : result(host.peerView(id, GUEST, now)).get("state");
                int roll = random.nextInt(100);
                if (roll < 3 && has(mover, "offer-draw")) {
                    act(table, host, id, turn, "offer-draw", now);
                    String reply = random.nextInt(3) == 0 ? "accept-draw" : "decline-draw";
                    act(table, host, id, turn.opponent(), reply, now);
                } else if (roll < 6 && has(mover, "takeback")) {
                    act(table, host, id, turn, "takeback", now);
                    act(table, host, id, turn.opponent(), random.nextBoolean() ? "accept-takeback"
                            : "decline-takeback", now);
                } else if (roll < 8 && mover.get("claims").size() > 0) {
                    act(table, host, id, turn, "claim-draw", now);
                } else if (roll < 9 && step > 60) {
                    act(table, host, id, turn, "resign", now);
                } else {
                    String uci = randomMove(mover, random);
                    int ply = mover.get("ply").asInt();
                    Response served = app.post("/api/games/" + table.id() + "/moves", "{\"uci\":\"" + uci
                            + "\",\"ply\":" + ply + "}", table.token(turn));
                    assertEquals(200, served.status(), served.text());
                    String answer = turn == Color.WHITE ? host.move(id, uci, false, ply, false, now)
                            : host.peerMove(id, GUEST, uci, false, ply, false, now);
                    result(answer);
                }
                now += 1000;
                view = result(host.peerView(id, GUEST, now));
                assertFields(COMPARED, app.get("/api/games/" + table.id(), table.token(Color.WHITE)).json(),
                        result(host.state(id, now)), "white, game " + game + " step " + step);
                assertFields(COMPARED, app.get("/api/games/" + table.id(), table.token(Color.BLACK)).json(), view.get("state"),
                        "black, game " + game + " step " + step);
                assertFields(COMPARED, view.get("state"), mirrored(guest, view, now), "the guest's copy, step " + step);
                compared++;
            }
        }
        assertTrue(compared > 500, "states compared: " + compared);
    }

    @Test
    void aThirdPhoneAForgedMoveAndAForgedRecordChangeNothing() throws Exception {
        LocalGames host = new LocalGames(wall -> wall);
        LocalGames guest = new LocalGames(wall -> wall);
        long now = 5_000_000;
        String id = result(host.create("lan", "", 0, "white", "", "", "", "", now)).get("id").asText();
        // A name that cannot be one is refused, and the seat stays open.
        assertEquals("invalid-field", refusal(host.peerJoin(id, GUEST, "x".repeat(41), now)).get("error").asText());
        assertTrue(result(host.state(id, now)).at("/connections/black/status").textValue().equals("waiting"));
        mirrored(guest, result(host.peerJoin(id, GUEST, "", now)), now);
        result(host.move(id, "e2e4", false, 0, false, now));
        String third = "b".repeat(64);
        assertEquals("seat-token-invalid", refusal(host.peerJoin(id, third, "", now)).get("error").asText());
        assertEquals("seat-token-invalid", refusal(host.peerMove(id, third, "e7e5", false, 1, false, now))
                .get("error").asText());
        assertEquals("seat-token-invalid", refusal(host.peerAct(id, third, "resign", now)).get("error").asText());
        // The guest moves a white piece, and then a piece through another: core refuses both.
        assertEquals("illegal-move", refusal(host.peerMove(id, GUEST, "d2d4", false, 1, false, now))
                .get("error").asText());
        assertEquals("illegal-move", refusal(host.peerMove(id, GUEST, "f8c5", false, 1, false, now))
                .get("error").asText());
        JsonNode view = result(host.peerView(id, GUEST, now));
        assertEquals(1, view.get("state").get("ply").asInt());
        JsonNode copy = mirrored(guest, view, now);
        assertEquals(1, copy.get("ply").asInt());
        // A record whose last move is not legal (the host phone, forged): the guest's core refuses it, its copy stays.
        String record = view.get("record").asText();
        String forged = record.replace("\nmoves e2e4\n", "\nmoves e2e5\n");
        assertNotEquals(record, forged);
        assertEquals("game-damaged", refusal(guest.mirror(forged, now)).get("error").asText());
        assertEquals(copy.get("fen"), result(guest.state(id, now)).get("fen"));
        // The copy is changed only by the other phone: a move made on it is refused.
        assertEquals("action-not-available", refusal(guest.move(id, "e7e5", false, 1, false, now)).get("error")
                .asText());
        // Nor can the record make the guest's phone hold the other seat.
        String swapped = record.replace("whiteTokenHash peer-host", "whiteTokenHash this-device");
        assertEquals("game-damaged", refusal(new LocalGames(wall -> wall).mirror(swapped, now)).get("error").asText());
    }

    @Test
    void theHostClaimsAnAbandonedGameAndItsClockEndsGamesForBoth() throws Exception {
        LocalGames host = new LocalGames(wall -> wall);
        LocalGames guest = new LocalGames(wall -> wall);
        long now = 9_000_000;
        String id = result(host.create("lan", "1+0", 0, "black", "", "", "", "", now)).get("id").asText();
        JsonNode joined = result(host.peerJoin(id, GUEST, "", now));
        assertEquals("white", joined.get("color").asText());
        assertEquals("connected", result(host.state(id, now)).get("connections").get("white").get("status").asText());
        result(host.peerMove(id, GUEST, "d2d4", false, 0, false, now));
        result(host.move(id, "d7d5", false, 1, false, now + 500));
        result(host.peerLink(id, false, now + 1000));
        JsonNode away = result(host.state(id, now + 30_000));
        assertEquals("disconnected", away.get("connections").get("white").get("status").asText());
        assertFalse(has(away, "claim-abandonment-win"));
        // White's clock runs out first (one minute, from its first move at now + 0): the host's clock decides it.
        JsonNode later = result(host.state(id, now + 61_500));
        assertEquals("timeout", later.get("termination").asText());
        assertEquals("0-1", later.get("result").asText());
        JsonNode view = result(host.peerView(id, GUEST, now + 62_000));
        assertEquals("timeout", mirrored(guest, view, now + 62_000).get("termination").asText());
        // The guest's copy never ends a game on its own clock.
        String other = result(host.create("lan", "1+0", 0, "white", "", "", "", "", now)).get("id").asText();
        JsonNode second = result(host.peerJoin(other, GUEST, "", now));
        result(host.move(other, "e2e4", false, 0, false, now));
        mirrored(guest, result(host.peerView(other, GUEST, now)), now);
        assertEquals("active", result(guest.state(other, now + 600_000)).get("status").asText());
        // Away 60 s, the guest may be claimed against.
        result(host.peerLink(other, false, now + 1000));
        assertTrue(has(result(host.state(other, now + 61_000)), "claim-abandonment-win")
                || has(result(host.state(other, now + 61_000)), "claim-abandonment-draw"));
        assertEquals("black", second.get("color").asText());
    }

    @Test
    void aRematchSwapsTheColoursAndTheGuestKeepsItsSeat() throws Exception {
        LocalGames host = new LocalGames(wall -> wall);
        LocalGames guest = new LocalGames(wall -> wall);
        long now = 20_000_000;
        String id = result(host.create("lan", "5+3", 0, "white", "", "", "", "Ana", now)).get("id").asText();
        mirrored(guest, result(host.peerJoin(id, GUEST, " Bruno ", now)), now);
        assertEquals("Bruno", result(host.state(id, now)).at("/players/black/name").textValue());
        // Joining again (a reconnecting guest) keeps the name it had; the name sent then is not looked at.
        result(host.peerJoin(id, GUEST, "z".repeat(41), now));
        assertEquals("Bruno", result(host.state(id, now)).at("/players/black/name").textValue());
        result(host.move(id, "e2e4", false, 0, false, now));
        result(host.peerAct(id, GUEST, "resign", now));
        JsonNode answer = JSON.readTree(host.peerAct(id, GUEST, "rematch", now + 10));
        assertTrue(answer.has("others"), answer.toString());
        JsonNode view = result(host.peerView(id, GUEST, now + 20));
        String next = view.get("state").get("rematch").get("id").asText();
        assertEquals("[\"white\"]", view.get("state").get("rematch").get("seats").toString());
        mirrored(guest, view, now);
        JsonNode copy = result(guest.mirror(view.get("rematchRecord").asText(), now));
        assertEquals(List.of("white"), List.of(copy.get("seats").get(0).asText()));
        assertEquals("white", result(host.peerView(next, GUEST, now)).get("color").asText());
        assertEquals("[\"black\"]", result(host.state(next, now)).get("seats").toString());
        assertEquals("5+3", copy.get("timeControl").asText());
        // The host's name goes with the host to its new colour, on both phones.
        assertEquals("Ana", result(host.state(next, now)).at("/players/black/name").textValue());
        assertEquals("Ana", copy.at("/players/black/name").textValue(), copy.toString());
        assertEquals("Bruno", result(host.state(next, now)).at("/players/white/name").textValue());
    }

    private static void act(Table table, LocalGames host, String id, Color actor, String type, long now)
            throws Exception {
        Response served = app.post("/api/games/" + table.id() + "/actions", "{\"type\":\"" + type + "\"}",
                table.token(actor));
        String answer = actor == Color.WHITE ? host.act(id, type, "", now) : host.peerAct(id, GUEST, type, now);
        if (served.status() == 200) {
            result(answer);
        } else {
            assertEquals(served.json(), refusal(answer), type);
        }
    }

    /** The guest's copy takes the view's record; its own state. */
    private static JsonNode mirrored(LocalGames guest, JsonNode view, long now) throws Exception {
        return result(guest.mirror(view.get("record").asText(), now));
    }

    private static boolean has(JsonNode state, String action) {
        for (JsonNode open : state.get("actions")) {
            if (open.asText().equals(action)) {
                return true;
            }
        }
        return false;
    }
}
