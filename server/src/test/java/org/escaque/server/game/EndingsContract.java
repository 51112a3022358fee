package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Full games over the HTTP API to every ending the rules and the clock bring about, the same in every mode. In
 * computer games the person is white and the scripted computer plays black's moves.
 */
abstract class EndingsContract {

    /** Knights out and back: the start position again after every 4 half-moves. */
    static final List<String> KNIGHT_DANCE = List.of("g1f3", "g8f6", "f3g1", "f6g8");
    static final String STALEMATE_FEN = "7k/8/4Q1K1/8/8/8/8/8 w - - 0 1";
    static final String LAST_PIECE_FEN = "k7/8/8/8/8/8/1r6/KN6 w - - 0 1";
    static final String ROOK_ENDING_FEN = "k7/8/8/8/8/8/8/KR6 w - - %d 90";
    static final String LONE_KING_FEN = "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1";

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

    /** The mode under test. */
    abstract String mode();

    Table table(String extra, List<String> moves) {
        return Table.create(app, mode(), extra, moves);
    }

    static List<String> repeat(List<String> moves, int times) {
        List<String> all = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            all.addAll(moves);
        }
        return all;
    }

    static void assertEnded(JsonNode state, String result, String termination) {
        assertEquals("finished", state.get("status").asText(), state.toString());
        assertEquals(result, state.get("result").asText());
        assertEquals(termination, state.get("termination").asText());
        List<String> actions = Table.actions(state);
        assertTrue(actions.isEmpty() || actions.equals(List.of("rematch")) && state.get("mode").asText().equals("lan"),
                "no actions once over (but a rematch in LAN games): " + actions);
        assertTrue(state.get("dests").isEmpty(), "no moves once over");
    }

    @Test
    void checkmateEndsTheGame() {
        List<String> moves = List.of("e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7");
        JsonNode state = table("", moves).play(moves);
        assertEnded(state, "1-0", "checkmate");
        assertEquals("e8", state.get("check").asText());
    }

    @Test
    void stalemateEndsTheGame() {
        List<String> moves = List.of("e6f7");
        assertEnded(table("\"fen\":\"" + STALEMATE_FEN + "\"", moves).play(moves), "1/2-1/2", "stalemate");
    }

    @Test
    void capturingTheLastPieceLeavesInsufficientMaterial() {
        List<String> moves = List.of("a1b2");
        assertEnded(table("\"fen\":\"" + LAST_PIECE_FEN + "\"", moves).play(moves), "1/2-1/2",
                "insufficient-material");
    }

    @Test
    void fifthOccurrenceEndsTheGameWithoutAClaim() {
        List<String> moves = repeat(KNIGHT_DANCE, 4);
        Table table = table("", moves);
        JsonNode before = table.play(moves.subList(0, 14));
        assertEquals("active", before.get("status").asText());
        assertEnded(table.play(moves.subList(14, 16)), "1/2-1/2", "fivefold-repetition");
    }

    @Test
    void seventyFiveMovesEndTheGame() {
        List<String> moves = List.of("b1b2");
        Table table = table("\"fen\":\"" + String.format(ROOK_ENDING_FEN, 149) + "\"", moves);
        assertEnded(table.play(moves), "1/2-1/2", "seventy-five-moves");
    }

    @Test
    void thirdOccurrenceCanBeClaimedByTheSideToMove() {
        List<String> moves = repeat(KNIGHT_DANCE, 2);
        Table table = table("", moves);
        JsonNode before = table.play(moves.subList(0, 6));
        assertFalse(Table.actions(table.state(Color.WHITE)).contains("claim-draw"));
        JsonNode state = table.play(moves.subList(6, 8));
        assertEquals(before.get("ply").asInt() + 2, state.get("ply").asInt());
        JsonNode white = table.state(Color.WHITE);
        assertTrue(Table.actions(white).contains("claim-draw"), white.toString());
        assertEquals("threefold-repetition", white.get("claims").get(0).asText());
        Response claimed = table.act(Color.WHITE, "claim-draw");
        assertEquals(200, claimed.status(), claimed.text());
        assertEnded(claimed.json(), "1/2-1/2", "threefold-repetition");
    }

    @Test
    void aMoveThatMakesTheThirdOccurrenceCanBeAnnouncedWithTheClaim() {
        List<String> moves = new ArrayList<>(repeat(KNIGHT_DANCE, 2));
        moves.add("g1f3");
        Table table = table("", moves);
        table.play(moves.subList(0, 8));
        JsonNode white = table.state(Color.WHITE);
        assertEquals("threefold-repetition", white.get("claimMoves").get("g1f3").get(0).asText(), white.toString());
        Response refused = table.move(Color.WHITE, "b1c3", 8, true);
        assertEquals(409, refused.status(), refused.text());
        assertEquals("claim-not-available", refused.json().get("error").asText());
        assertEquals(8, table.state().get("ply").asInt(), "a refused claim plays nothing");
        assertEnded(table.playAndClaim("g1f3"), "1/2-1/2", "threefold-repetition");
    }

    @Test
    void fiftyMovesCanBeClaimedWithTheMoveThatCompletesThem() {
        Table table = table("\"fen\":\"" + String.format(ROOK_ENDING_FEN, 99) + "\"", List.of("b1b2"));
        assertFalse(Table.actions(table.state(Color.WHITE)).contains("claim-draw"));
        assertEnded(table.playAndClaim("b1b2"), "1/2-1/2", "fifty-moves");
    }

    @Test
    void fiftyMovesCanBeClaimedOnceComplete() {
        Table table = table("\"fen\":\"" + String.format(ROOK_ENDING_FEN, 100) + "\"", List.of());
        JsonNode white = table.state(Color.WHITE);
        assertEquals("fifty-moves", white.get("claims").get(0).asText());
        Response claimed = table.act(Color.WHITE, "claim-draw");
        assertEquals(200, claimed.status(), claimed.text());
        assertEnded(claimed.json(), "1/2-1/2", "fifty-moves");
    }

    @Test
    void resigningLosesTheGame() {
        Table table = table("", List.of("e2e4", "e7e5"));
        table.play(List.of("e2e4", "e7e5"));
        Response resigned = table.act(Color.WHITE, "resign");
        assertEquals(200, resigned.status(), resigned.text());
        assertEnded(resigned.json(), "0-1", "resignation");
    }

    @Test
    void theFlagFallsOnTheServersClock() {
        List<String> moves = List.of("e2e4", "e7e5");
        Table table = table("\"timeControl\":\"1+0\"", moves);
        JsonNode state = table.play(moves);
        assertEquals("white", state.get("clocks").get("running").asText());
        app.clock().advance(Duration.ofSeconds(61));
        JsonNode after = table.state();
        assertEnded(after, "0-1", "timeout");
        assertEquals(0, after.get("clocks").get("white").asLong());
        assertEquals(JsonNodeNull.INSTANCE, after.get("clocks").get("running"));
    }

    @Test
    void theFlagDrawsWhenTheOpponentCannotMate() {
        List<String> moves = List.of("e2e3", "e5d5");
        Table table = table("\"timeControl\":\"1+0\",\"fen\":\"" + LONE_KING_FEN + "\"", moves);
        table.play(moves);
        app.clock().advance(Duration.ofSeconds(61));
        assertEnded(table.state(), "1/2-1/2", "timeout-draw");
    }

    @Test
    void aLoneBishopCannotWinOnTimeAgainstARook() {
        List<String> moves = List.of("e1f2", "e8f8");
        Table table = table("\"timeControl\":\"1+0\",\"fen\":\"4k3/8/6b1/8/8/8/8/R3K3 w - - 0 1\"", moves);
        table.play(moves);
        app.clock().advance(Duration.ofSeconds(61));
        assertEnded(table.state(), "1/2-1/2", "timeout-draw");
    }

    @Test
    void closingALockedPawnWallEndsTheGameAsADeadPosition() {
        List<String> moves = List.of("h3h4");
        Table table = table("\"fen\":\"8/4k3/8/1p1p1p1p/1P1P1P2/7P/5K2/8 w - - 0 1\"", moves);
        assertEnded(table.play(moves), "1/2-1/2", "dead-position");
    }

    @Test
    void aMoveAfterTheGameEndedIsRefusedAndChangesNothing() {
        Table table = table("", Collections.emptyList());
        table.act(Color.WHITE, "resign");
        Response late = table.move(Color.WHITE, "e2e4", 0, false);
        assertEquals(409, late.status(), late.text());
        assertEquals("game-finished", late.json().get("error").asText());
        assertEquals(0, table.state().get("ply").asInt());
    }

    /** Jackson's null node, for comparisons. */
    static final class JsonNodeNull {
        static final JsonNode INSTANCE = com.fasterxml.jackson.databind.node.NullNode.getInstance();

        private JsonNodeNull() {
        }
    }
}
