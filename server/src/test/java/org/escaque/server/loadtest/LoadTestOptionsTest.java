package org.escaque.server.loadtest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.api.Test;

final class LoadTestOptionsTest {

    private static LoadTestOptions options(String url, int games) {
        return new LoadTestOptions(URI.create(url), games, 40, Duration.ofMillis(100), Duration.ofSeconds(30), 0);
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
        assertThrows(IllegalArgumentException.class, () -> new LoadTestOptions(URI.create("http://127.0.0.1:1"), 1, 1,
                Duration.ZERO, Duration.ofHours(2), 0));
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
