package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.Test;

/** Hotseat games: every ending, plus agreement in one action, resignation by either colour, instant take-back. */
final class HotseatGameTest extends EndingsContract {

    @Override
    String mode() {
        return "hotseat";
    }

    @Test
    void bothPlayersAgreeADrawInOneAction() {
        Table table = table("", List.of());
        table.play(List.of("d2d4", "d7d5"));
        assertTrue(Table.actions(table.state(Color.BLACK)).contains("agree-draw"));
        assertFalse(Table.actions(table.state(Color.BLACK)).contains("offer-draw"));
        Response agreed = table.act(Color.BLACK, "agree-draw");
        assertEquals(200, agreed.status(), agreed.text());
        assertEnded(agreed.json(), "1/2-1/2", "agreement");
    }

    @Test
    void eitherColourMayResignWhoeverIsToMove() {
        Table table = table("", List.of());
        Response resigned = table.act(Color.BLACK, "resign");
        assertEquals(200, resigned.status(), resigned.text());
        assertEnded(resigned.json(), "1-0", "resignation");
    }

    @Test
    void takeBackRemovesOneMoveAtOnce() {
        Table table = table("", List.of());
        table.play(List.of("e2e4", "e7e5"));
        Response back = table.act(Color.WHITE, "takeback");
        assertEquals(200, back.status(), back.text());
        JsonNode state = back.json();
        assertEquals(1, state.get("ply").asInt());
        assertEquals("black", state.get("turn").asText());
        assertEquals(List.of("e2", "e4"), List.of(state.get("lastMove").get(0).asText(),
                state.get("lastMove").get(1).asText()));
    }

    @Test
    void theCreatorHoldsBothSeats() {
        Table table = table("", List.of());
        assertTrue(table.holds(Color.WHITE) && table.holds(Color.BLACK));
        JsonNode black = table.state(Color.BLACK);
        assertFalse(Table.actions(black).contains("move"), "black does not move on white's turn");
        assertTrue(Table.actions(table.state(Color.WHITE)).contains("move"));
    }

    @Test
    void repetitionsAreStillCountedAfterTakingBackAPawnMove() {
        Table table = table("", List.of());
        table.play(KNIGHT_DANCE);
        table.play(List.of("e2e4"));
        assertEquals(200, table.act(Color.WHITE, "takeback").status());
        JsonNode state = table.play(KNIGHT_DANCE);
        assertEquals(8, state.get("ply").asInt());
        assertTrue(Table.actions(table.state(Color.WHITE)).contains("claim-draw"),
                "the start position stands for the third time");
    }

    @Test
    void everyMoveCarriesTheFenAfterItThroughTakeBacksAndNewMoves() throws Exception {
        Table table = table("", List.of());
        table.play(List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5"));
        assertFensFollowTheMoves(table.state());
        assertEquals(200, table.act(Color.WHITE, "takeback").status());
        assertFensFollowTheMoves(table.state());
        table.play(List.of("f1c4", "g8f6", "e1g1"));
        assertFensFollowTheMoves(table.state());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                table.state().get("moves").get(0).get("fen").asText());
    }

    /** Each move's {@code fen} is the position core reaches by playing the moves from the start. */
    private static void assertFensFollowTheMoves(JsonNode state) throws Exception {
        org.escaque.core.Position position = org.escaque.core.Position.fromFen(state.get("startFen").asText());
        JsonNode moves = state.get("moves");
        assertEquals(state.get("ply").asInt(), moves.size());
        for (JsonNode move : moves) {
            position = position.play(org.escaque.core.notation.UciMove.parse(position, move.get("uci").asText()));
            assertEquals(position.fen(), move.get("fen").asText(), move.toString());
        }
        assertEquals(state.get("fen").asText(), position.fen());
    }
}
