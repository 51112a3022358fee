package org.escaque.lab.loadtest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

final class LoadTestOptionsTest {

    private static LoadTestOptions options(String url, int games) {
        return new LoadTestOptions(URI.create(url), games, 10, 40, Duration.ofMillis(100), Duration.ofSeconds(30), 0);
    }

    @Test
    void onlyLoopbackServersAreTargets() {
        assertEquals(8080, options("http://127.0.0.1:8080", 10).port());
        options("http://localhost:8080", 10);
        assertThrows(IllegalArgumentException.class, () -> options("http://192.168.1.20:8080", 10));
        assertThrows(IllegalArgumentException.class, () -> options("http://10.0.0.1:8080", 10));
        assertThrows(IllegalArgumentException.class, () -> options("https://127.0.0.1:8080", 10));
    }

    @Test
    void runsAreBounded() {
        assertThrows(IllegalArgumentException.class, () -> options("http://127.0.0.1:8080", 0));
        assertThrows(IllegalArgumentException.class, () -> options("http://127.0.0.1:8080", 100_000));
        assertThrows(IllegalArgumentException.class, () -> new LoadTestOptions(URI.create("http://127.0.0.1:1"), 1, 0, 1,
                Duration.ZERO, Duration.ofHours(2), 0));
        assertThrows(IllegalArgumentException.class, () -> new LoadTestOptions(URI.create("http://127.0.0.1:1"), 1, -1,
                1, Duration.ZERO, Duration.ofSeconds(1), 0));
    }

    private static LoadTestGame game() {
        return new LoadTestGame("g", 0, 1, 0, new com.fasterxml.jackson.core.JsonFactory(), null,
                new LatencyRecorder(), new LatencyRecorder(), new java.util.concurrent.atomic.AtomicInteger(),
                new java.util.concurrent.CountDownLatch(1), new java.util.concurrent.CountDownLatch(1),
                new java.util.SplittableRandom(1));
    }

    @Test
    void readsWhatAMoveNeedsFromAStateAndSkipsTheRest() throws Exception {
        LoadTestGame.State state = game().read("{\"kind\":\"state\",\"state\":{\"id\":\"g\",\"moves\":[{\"uci\":"
                + "\"e2e4\",\"san\":\"e4\",\"fen\":\"x\"}],\"fen\":\"8/8/8/8/8/8/8/K6k w - - 0 1\",\"ply\":1,"
                + "\"dests\":{\"a1\":[\"a2\",\"b1\"],\"b2\":[]},\"players\":{\"white\":{\"kind\":\"human\"}},"
                + "\"status\":\"active\"},\"error\":null}");
        assertEquals(1, state.ply());
        assertFalse(state.finished());
        assertEquals("8/8/8/8/8/8/8/K6k w - - 0 1", state.fen());
        assertEquals(List.of("a1a2", "a1b1"), state.moves().stream().map(move -> move[0] + move[1]).toList());
        assertTrue(game().read("{\"kind\":\"state\",\"state\":{\"ply\":7,\"status\":\"finished\",\"dests\":{}}}")
                .finished());
        assertNull(game().read("{\"kind\":\"pong\"}"));
        assertThrows(IllegalStateException.class, () -> game().read("{\"kind\":\"error\",\"error\":{\"code\":"
                + "\"ply-mismatch\"}}"));
    }

    @Test
    void findsPawnsInAFen() {
        String fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        assertTrue(LoadTestGame.isPawn(fen, "e4"));
        assertTrue(LoadTestGame.isPawn(fen, "a7"));
        assertFalse(LoadTestGame.isPawn(fen, "e1"));
        assertFalse(LoadTestGame.isPawn(fen, "e5"));
    }
}
