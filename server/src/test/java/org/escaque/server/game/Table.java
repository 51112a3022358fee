package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.escaque.core.Color;
import org.escaque.server.ScriptedComputerPlayer;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;

/**
 * A game under test, in any mode: it knows the tokens of the seats (both, in LAN after the second seat is taken),
 * plays moves with the right one, and in computer games lets the scripted computer play its moves.
 */
public final class Table {

    private final TestApp app;
    private final String id;
    private final String mode;
    private final Map<Color, String> tokens;

    private Table(TestApp app, String id, String mode, Map<Color, String> tokens) {
        this.app = app;
        this.id = id;
        this.mode = mode;
        this.tokens = tokens;
    }

    /**
     * Creates a game; {@code extra} is more JSON fields (e.g. {@code "fen": ...}). In a computer game the person
     * plays white and the computer plays the black moves of {@code moves} (the whole game's moves, in order).
     */
    public static Table create(TestApp app, String mode, String extra, List<String> moves) {
        if (mode.equals("computer")) {
            List<String> computerMoves = new ArrayList<>();
            boolean whiteFirst = !extra.contains("\" b ");
            for (int i = whiteFirst ? 1 : 0; i < moves.size(); i += 2) {
                computerMoves.add(moves.get(i));
            }
            ((ScriptedComputerPlayer) app.computer()).script(computerMoves);
        }
        String body = "{\"mode\":\"" + mode + "\"" + (extra.isEmpty() ? "" : "," + extra) + "}";
        Response created = app.post("/api/games", body);
        assertEquals(201, created.status(), created.text());
        String id = created.json().get("id").asText();
        JsonNode tokens = created.json().get("tokens");
        Map<Color, String> seats = new java.util.EnumMap<>(Color.class);
        if (tokens.has("white")) {
            seats.put(Color.WHITE, tokens.get("white").asText());
        }
        if (tokens.has("black")) {
            seats.put(Color.BLACK, tokens.get("black").asText());
        }
        if (mode.equals("lan")) {
            Response seat = app.post("/api/games/" + id + "/seats", "{}");
            assertEquals(201, seat.status(), seat.text());
            seats.put(Color.BLACK, seat.json().get("token").asText());
        }
        return new Table(app, id, mode, seats);
    }

    public String id() {
        return id;
    }

    public String token(Color color) {
        return tokens.get(color);
    }

    boolean holds(Color color) {
        return tokens.containsKey(color);
    }

    /** The state as the given seat sees it. */
    JsonNode state(Color as) {
        Response response = app.get("/api/games/" + id, tokens.get(as));
        assertEquals(200, response.status(), response.text());
        return response.json();
    }

    /** The state as white's seat (or whichever the caller holds) sees it. */
    public JsonNode state() {
        return state(holds(Color.WHITE) ? Color.WHITE : Color.BLACK);
    }

    /** Plays the moves in order: ours by POST, the computer's by waiting for them (and checking them). */
    public JsonNode play(List<String> moves) {
        JsonNode state = state();
        for (String uci : moves) {
            state = playOne(state, uci, false);
        }
        return state;
    }

    /** Plays one move as the side to move and announces the draw claim it opens. */
    JsonNode playAndClaim(String uci) {
        return playOne(state(), uci, true);
    }

    private JsonNode playOne(JsonNode state, String uci, boolean claim) {
        int ply = state.get("ply").asInt();
        Color turn = state.get("turn").asText().equals("white") ? Color.WHITE : Color.BLACK;
        if (!holds(turn)) {
            JsonNode after = awaitPly(ply + 1);
            assertEquals(uci, after.get("moves").get(ply).get("uci").asText(), "the computer's move");
            return after;
        }
        Response response = move(turn, uci, ply, claim);
        assertEquals(200, response.status(), response.text());
        return response.json();
    }

    public Response move(Color as, String uci, int ply, boolean claim) {
        return app.post("/api/games/" + id + "/moves", "{\"uci\":\"" + uci + "\",\"ply\":" + ply
                + (claim ? ",\"claimDraw\":true" : "") + "}", tokens.get(as));
    }

    public Response act(Color as, String type) {
        return app.post("/api/games/" + id + "/actions", "{\"type\":\"" + type + "\"}", tokens.get(as));
    }

    /** Waits (up to 5 s) until the game has at least {@code ply} half-moves or is over. */
    public JsonNode awaitPly(int ply) {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (System.nanoTime() < deadline) {
            JsonNode state = state();
            if (state.get("ply").asInt() >= ply || state.get("status").asText().equals("finished")) {
                return state;
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return fail("game " + id + " did not reach half-move " + ply);
    }

    /** Waits (up to 5 s) until the game has a move: the computer's, when it plays white. */
    static JsonNode awaitFirstMove(TestApp app, String id, String token) {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (System.nanoTime() < deadline) {
            JsonNode state = app.get("/api/games/" + id, token).json();
            if (state.get("ply").asInt() >= 1) {
                return state;
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return fail("game " + id + " has no move");
    }

    String mode() {
        return mode;
    }

    static List<String> actions(JsonNode state) {
        List<String> actions = new ArrayList<>();
        state.get("actions").forEach(action -> actions.add(action.asText()));
        return actions;
    }
}
