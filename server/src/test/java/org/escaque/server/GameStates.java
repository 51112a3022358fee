package org.escaque.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.escaque.core.Fen;
import org.escaque.core.PieceType;
import org.escaque.core.Square;

/**
 * For the tests that play the same games on the server and in the browser's own Java (the WebAssembly build's
 * {@code BrowserApi} and {@code LocalGames}, run on the JVM): their answers read as JSON, a random legal move from a
 * game state, and two states compared field by field.
 */
public final class GameStates {

    public static final ObjectMapper JSON = new ObjectMapper();

    private GameStates() {
    }

    /** The {@code result} of an answer, failing when it is a refusal. */
    public static JsonNode result(String answer) throws Exception {
        JsonNode json = JSON.readTree(answer);
        assertTrue(json.has("result"), answer);
        return json.get("result");
    }

    /** The {@code error} of an answer, failing when it is not a refusal. */
    public static JsonNode refusal(String answer) throws Exception {
        JsonNode json = JSON.readTree(answer);
        assertTrue(json.has("error"), answer);
        return json.get("error");
    }

    /** A random legal move of the state, in UCI, from its destinations ({@code dests}); a pawn reaching the end queens. */
    public static String randomMove(JsonNode state, SplittableRandom random) {
        List<String> moves = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = state.get("dests").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            for (JsonNode to : entry.getValue()) {
                moves.add(entry.getKey() + to.asText());
            }
        }
        String move = moves.get(random.nextInt(moves.size()));
        Square from = Square.parse(move.substring(0, 2)).orElseThrow();
        boolean pawn = Fen.parse(state.get("fen").asText()).pieceAt(from)
                .map(piece -> piece.type() == PieceType.PAWN).orElse(false);
        return pawn && (move.charAt(3) == '8' || move.charAt(3) == '1') ? move + "q" : move;
    }

    /** Asserts that {@code actual} has each of {@code fields} as {@code expected} has it. */
    public static void assertFields(List<String> fields, JsonNode expected, JsonNode actual, String where) {
        for (String field : fields) {
            assertEquals(expected.get(field), actual.get(field), where + ": " + field);
        }
    }
}
