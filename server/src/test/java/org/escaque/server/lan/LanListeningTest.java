package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When the app listens beyond loopback: only while a LAN game needs it (or always, or never), with no restart, and
 * again at once after a restart with an unfinished LAN game. The "network address" here is 127.0.0.2, a second
 * loopback address, so nothing leaves this computer (the namespace test uses a real second host).
 */
final class LanListeningTest {

    @TempDir
    Path folder;

    private static final InetAddress SECOND = address("127.0.0.2");

    private static InetAddress address(String text) {
        try {
            return InetAddress.getByName(text);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static LanConfig config(LanConfig.Listening listening) {
        return new LanConfig(listening, () -> List.of(SECOND), false, Duration.ZERO);
    }

    private static boolean answers(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(SECOND, port), 1_000);
            return true;
        } catch (IOException refused) {
            return false;
        }
    }

    private static boolean becomes(boolean wanted, int port) throws InterruptedException {
        for (int i = 0; i < 100 && answers(port) != wanted; i++) {
            Thread.sleep(50);
        }
        return answers(port) == wanted;
    }

    @Test
    void itListensWhileALanGameIsUnfinishedAndAgainAfterARestart() throws Exception {
        try (TestApp app = new TestApp(folder, config(LanConfig.Listening.ON_DEMAND))) {
            assertTrue(becomes(false, app.port()), "no LAN game: loopback only");
            app.post("/api/games", "{\"mode\":\"hotseat\"}");
            assertFalse(answers(app.port()), "other games do not open the app to the network");
            JsonNode created = LanTable.create(app, "").json();
            assertTrue(answers(app.port()), "the join link works as soon as it is given");
            JsonNode link = created.get("join").get("links").get(0);
            String url = "http://127.0.0.2:" + app.port() + "/join/" + created.get("join").get("code").asText();
            assertEquals(url, link.get("url").asText());
            assertEquals(List.of("127.0.0.2"), List.of(created.get("join").get("help").get("addresses").get(0)
                    .asText()));
            Response qr = app.get(link.get("qr").asText());
            assertEquals(200, qr.status(), qr.text());
            assertEquals(url, QrCodeReading.decode(qr.text()), "the QR code holds the join link");
            assertEquals(url, URLDecoder.decode(link.get("qr").asText().replaceFirst(".*url=", ""),
                    StandardCharsets.UTF_8));
            assertEquals(404, app.get("/api/games/" + created.get("id").asText()
                    + "/join/qr.svg?url=http://example.invalid/").status(), "no QR code of any other text");

            app.restart();
            assertTrue(becomes(true, app.port()), "an unfinished LAN game in storage: listening again");
            String host = created.get("tokens").get("white").asText();
            // A guest takes the second seat (with it free there is nobody to resign to), then the host resigns.
            assertEquals(201, app.post("/api/games/" + created.get("id").asText() + "/seats", "").status());
            Response resigned = app.post("/api/games/" + created.get("id").asText() + "/actions",
                    "{\"type\":\"resign\"}", host);
            assertEquals(200, resigned.status(), resigned.text());
            assertTrue(becomes(false, app.port()), "the last LAN game ended (no linger here): loopback only");
        }
    }

    @Test
    void withLanItAlwaysListensAndWithNoLanNever() throws Exception {
        try (TestApp app = new TestApp(folder, config(LanConfig.Listening.ALWAYS))) {
            assertTrue(becomes(true, app.port()));
        }
        try (TestApp app = new TestApp(folder.resolve("never"), config(LanConfig.Listening.NEVER))) {
            JsonNode join = LanTable.create(app, "").json().get("join");
            assertFalse(answers(app.port()));
            assertTrue(join.get("links").isEmpty());
            assertEquals("no-network", join.get("help").get("checks").get(0).get("id").asText());
            assertTrue(join.get("help").get("checks").get(0).get("text").asText().contains("--no-lan"));
        }
    }
}
