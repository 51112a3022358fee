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
}
