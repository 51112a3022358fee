package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.Test;

/** LAN games: every ending; draws by offer and acceptance; take-backs only with the opponent's consent. */
final class LanGameTest extends EndingsContract {

    @Override
    String mode() {
        return "lan";
    }

    @Test
    void aDrawOfferAcceptedEndsTheGame() {
        Table table = table("", List.of());
        table.play(List.of("e2e4"));
        assertFalse(Table.actions(table.state(Color.WHITE)).contains("agree-draw"));
        Response offered = table.act(Color.WHITE, "offer-draw");
        assertEquals(200, offered.status(), offered.text());
        assertEquals("draw", offered.json().get("offers").get(0).get("type").asText());
        assertEquals("white", offered.json().get("offers").get(0).get("from").asText());
        List<String> black = Table.actions(table.state(Color.BLACK));
        assertTrue(black.contains("accept-draw") && black.contains("decline-draw"), black.toString());
        Response accepted = table.act(Color.BLACK, "accept-draw");
        assertEquals(200, accepted.status(), accepted.text());
        assertEnded(accepted.json(), "1/2-1/2", "agreement");
    }

    @Test
    void aDrawOfferLapsesWhenDeclinedOrWhenTheOtherSideMoves() {
        Table table = table("", List.of());
        table.act(Color.WHITE, "offer-draw");
        Response declined = table.act(Color.BLACK, "decline-draw");
        assertEquals(200, declined.status(), declined.text());
        assertTrue(declined.json().get("offers").isEmpty());
        table.play(List.of("e2e4"));
        table.act(Color.WHITE, "offer-draw");
        JsonNode afterReply = table.play(List.of("e7e5"));
        assertTrue(afterReply.get("offers").isEmpty(), "the offer lapses when black moves instead");
        Response late = table.act(Color.BLACK, "accept-draw");
        assertEquals(409, late.status());
        assertEquals("action-not-available", late.json().get("error").asText());
    }

    @Test
    void aDrawOfferStaysWhenTheOfferingSideMoves() {
        Table table = table("", List.of());
        table.act(Color.WHITE, "offer-draw");
        JsonNode state = table.play(List.of("e2e4"));
        assertEquals(1, state.get("offers").size(), "offer, then move: the offer stands (FIDE 9.1.2.2)");
    }

    @Test
    void takeBackNeedsTheOpponentsConsent() {
        Table table = table("", List.of());
        table.play(List.of("e2e4", "e7e5", "g1f3"));
        Response asked = table.act(Color.WHITE, "takeback");
        assertEquals(200, asked.status(), asked.text());
        assertEquals(3, asked.json().get("ply").asInt(), "nothing is taken back yet");
        assertTrue(Table.actions(table.state(Color.BLACK)).contains("accept-takeback"));
        Response accepted = table.act(Color.BLACK, "accept-takeback");
        assertEquals(200, accepted.status(), accepted.text());
        assertEquals(2, accepted.json().get("ply").asInt(), "white's last move is taken back");
        assertEquals("white", accepted.json().get("turn").asText());
    }

    @Test
    void aTakeBackRequestCanBeDeclined() {
        Table table = table("", List.of());
        table.play(List.of("e2e4", "e7e5"));
        table.act(Color.WHITE, "takeback");
        Response declined = table.act(Color.BLACK, "decline-takeback");
        assertEquals(200, declined.status(), declined.text());
        assertEquals(2, declined.json().get("ply").asInt());
        assertTrue(declined.json().get("offers").isEmpty());
    }

    @Test
    void aSeatResignsOnlyForItsOwnColour() {
        Table table = table("", List.of());
        Response wrong = app.post("/api/games/" + table.id() + "/actions", "{\"type\":\"resign\",\"color\":\"black\"}",
                table.token(Color.WHITE));
        assertEquals(403, wrong.status(), wrong.text());
        Response resigned = table.act(Color.BLACK, "resign");
        assertEnded(resigned.json(), "1-0", "resignation");
    }

    @Test
    void beforeTheGuestJoinsTheHostCanAbortButNotResignOrOfferADraw() {
        Response created = app.post("/api/games", "{\"mode\":\"lan\"}");
        assertEquals(201, created.status(), created.text());
        String id = created.json().get("id").asText();
        String host = created.json().get("tokens").get("white").asText();
        JsonNode state = app.get("/api/games/" + id, host).json();
        List<String> actions = Table.actions(state);
        assertTrue(actions.contains("abort"), actions.toString());
        assertFalse(actions.contains("resign"), actions.toString());
        assertFalse(actions.contains("offer-draw"), actions.toString());
        for (String type : List.of("resign", "offer-draw")) {
            Response refused = app.post("/api/games/" + id + "/actions", "{\"type\":\"" + type + "\"}", host);
            assertEquals(409, refused.status(), refused.text());
            assertEquals("action-not-available", refused.json().get("error").asText());
            assertTrue(refused.json().get("message").asText().startsWith("Nobody has joined this game yet"),
                    refused.text());
        }
        assertEquals("active", app.get("/api/games/" + id, host).json().get("status").asText(), "nothing changed");
        Response seat = app.post("/api/games/" + id + "/seats", "");
        assertEquals(201, seat.status(), seat.text());
        List<String> joined = Table.actions(app.get("/api/games/" + id, host).json());
        assertTrue(joined.contains("resign") && joined.contains("offer-draw"), joined.toString());
    }

    @Test
    void theSecondSeatCanBeTakenOnlyOnce() {
        Response created = app.post("/api/games", "{\"mode\":\"lan\",\"color\":\"black\"}");
        assertEquals(201, created.status(), created.text());
        assertTrue(created.json().get("tokens").has("black"));
        assertFalse(created.json().get("tokens").has("white"));
        String id = created.json().get("id").asText();
        Response seat = app.post("/api/games/" + id + "/seats", "");
        assertEquals(201, seat.status(), seat.text());
        assertEquals("white", seat.json().get("color").asText());
        Response again = app.post("/api/games/" + id + "/seats", "{}");
        assertEquals(409, again.status());
        assertEquals("seat-not-available", again.json().get("error").asText());
    }

    @Test
    void aSeatTakenOnThisComputerMayBeNamedAsAJoiningGuestIs() {
        String id = app.post("/api/games", "{\"mode\":\"lan\",\"color\":\"white\"}").json().get("id").asText();
        Response refused = app.post("/api/games/" + id + "/seats", "{\"name\":\"a\\u202Eb\"}");
        assertEquals(400, refused.status(), refused.text());
        assertEquals("invalid-field", refused.json().get("error").asText());
        Response seat = app.post("/api/games/" + id + "/seats", "{\"name\":\"Bruno\"}");
        assertEquals(201, seat.status(), seat.text());
        assertEquals("black", seat.json().get("color").asText());
        assertEquals("Bruno", seat.json().at("/state/players/black/name").textValue());
    }
}
