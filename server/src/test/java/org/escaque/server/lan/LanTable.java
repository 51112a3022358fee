package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;

/** A LAN game under test: the host created it, the guest joined it with the code; both tokens at hand. */
final class LanTable {

    final TestApp app;
    final String id;
    final String code;
    final String hostToken;
    final String guestToken;
    final JsonNode created;

    private LanTable(TestApp app, JsonNode created, String guestToken) {
        this.app = app;
        this.created = created;
        this.id = created.get("id").asText();
        this.code = created.get("join").get("code").asText();
        this.hostToken = created.get("tokens").get("white").asText();
        this.guestToken = guestToken;
    }

    /** The host creates a LAN game (host white) with {@code extra} JSON fields; nobody has joined. */
    static Response create(TestApp app, String extra) {
        Response created = app.post("/api/games", "{\"mode\":\"lan\"" + (extra.isEmpty() ? "" : "," + extra) + "}");
        assertEquals(201, created.status(), created.text());
        return created;
    }

    /** A LAN game the host created (white) and the guest joined (black) with the code. */
    static LanTable joined(TestApp app, String extra) {
        JsonNode created = create(app, extra).json();
        Response joined = join(app, created.get("join").get("code").asText(), null);
        assertEquals(201, joined.status(), joined.text());
        return new LanTable(app, created, joined.json().get("tokens").get("black").asText());
    }

    static Response join(TestApp app, String code, String token) {
        return app.post("/api/lan/join", "{\"code\":\"" + code + "\"}", token);
    }

    JsonNode state(String token) {
        Response response = app.get("/api/games/" + id, token);
        assertEquals(200, response.status(), response.text());
        return response.json();
    }

    Response move(String token, String uci, int ply) {
        return app.post("/api/games/" + id + "/moves", "{\"uci\":\"" + uci + "\",\"ply\":" + ply + "}", token);
    }

    Response act(String token, String type) {
        return app.post("/api/games/" + id + "/actions", "{\"type\":\"" + type + "\"}", token);
    }

    static List<String> actions(JsonNode state) {
        List<String> actions = new ArrayList<>();
        state.get("actions").forEach(action -> actions.add(action.asText()));
        return actions;
    }

    static String status(JsonNode state, String color) {
        return state.get("connections").get(color).get("status").asText();
    }
}
