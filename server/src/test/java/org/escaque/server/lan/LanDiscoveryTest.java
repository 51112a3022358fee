package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * mDNS never stands in the app's way: with no network (or mDNS off) the list is empty and nothing fails. Finding a
 * game on another host is in the namespace test.
 */
final class LanDiscoveryTest {

    @TempDir
    Path folder;

    @Test
    void withoutANetworkTheListIsEmpty() {
        try (LanDiscovery discovery = new LanDiscovery(true, List::of)) {
            discovery.advertise(Optional.of(8080));
            assertTrue(discovery.discovered().games().isEmpty());
            assertFalse(discovery.discovered().searching(), "no address to look on");
        }
        try (LanDiscovery off = new LanDiscovery(false, () -> {
            throw new AssertionError("mDNS off: the addresses are never asked for");
        })) {
            off.advertise(Optional.of(8080));
            assertTrue(off.discovered().games().isEmpty());
        }
    }

    @Test
    void theListIsThisComputersOnly() {
        LanConfig config = new LanConfig(LanConfig.Listening.ON_DEMAND, List::of, true, Duration.ZERO);
        try (TestApp app = new TestApp(folder, config)) {
            Response listed = app.get("/api/lan/games");
            assertTrue(listed.status() == 200 && listed.json().get("games").isEmpty(), listed.text());
        }
    }
}
