package org.escaque.wasm;

import static org.escaque.server.GameStates.JSON;
import static org.escaque.server.GameStates.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * In the browser's games (and the host phone's, between two phones) the game clocks count on a steady reading, not on
 * the phone's wall clock: a wall clock set forward an hour, or back an hour, or by 30 s (by hand, or by the network's
 * time) while White thinks, takes from White exactly the time that passed, no more and no less.
 */
final class LocalClockJumpTest {


    @Test
    void aWallClockJumpTakesNoTimeFromThePlayerToMove() throws Exception {
        AtomicLong steady = new AtomicLong(50_000);
        LocalGames games = new LocalGames(wall -> steady.get());
        long wall = 1_700_000_000_000L;
        String id = result(games.create("hotseat", "5+0", 0, "", "", "", "", "", wall)).get("id").asText();
        result(games.move(id, "e2e4", false, 0, false, wall));
        result(games.move(id, "e7e5", false, 1, false, wall));
        // White's clock runs from here: 300,000 ms.
        long[][] jumps = {{3_600_000, 1_000}, {-3_600_000, 2_000}, {30_000, 500}, {-30_000, 1_500}};
        long spent = 0;
        for (long[] jump : jumps) {
            wall += jump[0];
            steady.addAndGet(jump[1]);
            spent += jump[1];
            JsonNode state = result(games.state(id, wall));
            assertEquals("active", state.get("status").asText(), "after a wall jump of " + jump[0] + " ms");
            assertEquals(300_000 - spent, state.get("clocks").get("white").asLong(), "after a wall jump of "
                    + jump[0] + " ms and " + jump[1] + " ms of thinking");
        }
        JsonNode after = result(games.move(id, "g1f3", false, 2, false, wall));
        assertEquals(300_000 - spent, after.get("clocks").get("white").asLong());
        assertEquals("black", after.get("clocks").get("running").asText());
        // Only the steady time decides a flag: five minutes of it, and White's has fallen, whatever the wall says.
        steady.addAndGet(300_000);
        JsonNode flagged = result(games.state(id, wall - 7_200_000));
        assertEquals("timeout", flagged.get("termination").asText());
        assertTrue(flagged.get("result").asText().equals("1-0"), flagged.toString());
    }
}
