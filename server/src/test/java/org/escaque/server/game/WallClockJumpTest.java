package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.escaque.server.MutableClock;
import org.escaque.server.TestApp;
import org.escaque.server.support.HostClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game clocks follow the host's steady clock, not its wall clock: setting the wall clock forward or back while a
 * clock runs (a correction, a laptop waking, a user) takes no time from the player to move and gives none back.
 */
final class WallClockJumpTest {

    private static final long START = 1_800_000_000_000L;

    @TempDir
    Path folder;

    private final MutableClock wall = new MutableClock(START);
    private final AtomicLong steady = new AtomicLong(42_000);

    @Test
    void wallClockJumpsNeitherTakeNorGiveTime() {
        try (TestApp app = new TestApp(folder, new HostClock(wall, steady::get))) {
            Table table = Table.create(app, "hotseat", "\"timeControl\":\"5+0\"", List.of());
            table.play(List.of("e2e4", "e7e5"));
            long used = 0;
            long[][] thinkThenJump = {{4_000, 3_600_000}, {7_000, -3_600_000}, {2_000, 30_000}, {5_000, -30_000},
                {1_000, -3_600_000}, {3_000, 3_600_000}};
            for (long[] step : thinkThenJump) {
                think(step[0]);
                used += step[0];
                wall.advance(Duration.ofMillis(step[1]));
                JsonNode state = table.state();
                assertEquals("active", state.get("status").asText(), "a jump of " + step[1] + " ms ended the game");
                assertEquals(300_000 - used, state.get("clocks").get("white").asLong(),
                        "white's clock after a wall-clock jump of " + step[1] + " ms");
                assertEquals(300_000, state.get("clocks").get("black").asLong());
            }
            think(1_500);
            JsonNode after = table.play(List.of("g1f3"));
            assertEquals(300_000 - used - 1_500, after.get("clocks").get("white").asLong(), "charged at the move");
            assertEquals("black", after.get("clocks").get("running").asText());
            wall.advance(Duration.ofHours(-1));
            think(2_500);
            assertEquals(300_000 - 2_500, table.state().get("clocks").get("black").asLong(),
                    "black's clock runs on while the wall clock is an hour back");
        }
    }

    @Test
    void theFlagFallsOnSteadyTimeWhateverTheWallClockSays() {
        try (TestApp app = new TestApp(folder, new HostClock(wall, steady::get))) {
            Table table = Table.create(app, "hotseat", "\"timeControl\":\"1+0\"", List.of());
            table.play(List.of("e2e4", "e7e5"));
            wall.advance(Duration.ofHours(-1));
            think(60_001);
            JsonNode state = table.state();
            assertEquals("finished", state.get("status").asText());
            assertEquals("timeout", state.get("termination").asText());
            assertEquals(0, state.get("clocks").get("white").asLong());
        }
    }

    @Test
    void recordsKeepTheWallClockAndARestartChargesNoOne() {
        try (TestApp app = new TestApp(folder, new HostClock(wall, steady::get))) {
            Table table = Table.create(app, "hotseat", "\"timeControl\":\"5+0\"", List.of());
            table.play(List.of("e2e4", "e7e5"));
            think(6_000);
            wall.advance(Duration.ofHours(1));
            JsonNode moved = table.play(List.of("g1f3"));
            assertEquals(294_000, moved.get("clocks").get("white").asLong());
            JsonNode listed = app.get("/api/games").json().get("games").get(0);
            assertEquals(wall.millis(), listed.get("updatedAt").asLong(), "the record keeps the wall clock's time");
            think(2_000);
            app.restart(() -> {
                // An hour down; the next run of the program starts its steady clock anywhere (here far behind).
                wall.advance(Duration.ofHours(1));
                steady.set(5);
            });
            think(3_000);
            JsonNode state = table.state();
            assertEquals(300_000 - 2_000 - 3_000, state.get("clocks").get("black").asLong(),
                    "the time before the restart is kept, the time while the app was down is not charged");
        }
    }

    private void think(long millis) {
        steady.addAndGet(millis);
    }
}
