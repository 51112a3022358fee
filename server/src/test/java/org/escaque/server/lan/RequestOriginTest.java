package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A page from another site open in a browser on this computer cannot use the app: not by a name of its own that
 * points here (DNS rebinding), not by sending requests from its own origin (cross-site request forgery).
 */
final class RequestOriginTest {

    @TempDir
    Path folder;

    private static Optional<String> refusalCode(String method, boolean upgrade, String host, String origin) {
        return RequestOrigin.refusal(method, upgrade, host, origin).map(refusal -> refusal.code().id());
    }

    @Test
    void theAppAnswersAtLocalhostAndIpAddressesOnly() {
        for (String host : new String[] {"localhost:8080", "LOCALHOST", "127.0.0.1:41234", "198.18.0.1:8080",
                "[::1]:8080", "[fe80::1%25eth0]:80", "198.18.0.1"}) {
            assertEquals(Optional.empty(), refusalCode("GET", false, host, null), host);
        }
        for (String host : new String[] {"evil.example:8080", "evil.example", "localhost.evil.example:8080",
                "127.0.0.1.evil.example", "my-computer.local:8080", ""}) {
            assertEquals(Optional.of("unknown-host"), refusalCode("GET", false, host, null), host);
        }
        assertEquals(Optional.empty(), refusalCode("GET", false, null, null), "no Host header (HTTP/1.0)");
    }

    @Test
    void changesAndSocketsComeOnlyFromTheAppsOwnPages() {
        assertEquals(Optional.empty(), refusalCode("POST", false, "127.0.0.1:8080", "http://127.0.0.1:8080"));
        assertEquals(Optional.empty(), refusalCode("POST", false, "localhost", "http://localhost"));
        assertEquals(Optional.empty(), refusalCode("POST", false, "[::1]:9000", "http://[::1]:9000"));
        assertEquals(Optional.empty(), refusalCode("GET", true, "198.18.0.1:8080", "http://198.18.0.1:8080"));
        assertEquals(Optional.empty(), refusalCode("POST", false, "127.0.0.1:8080", null), "not a browser");
        for (String origin : new String[] {"http://evil.example", "http://127.0.0.1:8081", "http://localhost:8080",
                "https://127.0.0.1:8080", "null", "not an origin", "http://127.0.0.1:8080.evil.example"}) {
            assertEquals(Optional.of("cross-origin"), refusalCode("POST", false, "127.0.0.1:8080", origin), origin);
            assertEquals(Optional.of("cross-origin"), refusalCode("GET", true, "127.0.0.1:8080", origin), origin);
        }
        assertEquals(Optional.of("cross-origin"), refusalCode("POST", false, null, "http://127.0.0.1:8080"));
        // Reading is left to the browser's same-origin policy: another site's page cannot read the answer.
        assertEquals(Optional.empty(), refusalCode("GET", false, "127.0.0.1:8080", "http://evil.example"));
    }

    @Test
    void theRunningAppRefusesBothAndChangesNothing() throws IOException {
        try (TestApp app = new TestApp(folder)) {
            String here = "127.0.0.1:" + app.port();
            String before = app.get("/api/games").text();

            String rebound = raw(app, "GET /api/games HTTP/1.0\r\nHost: evil.example:" + app.port() + "\r\n\r\n");
            assertTrue(rebound.startsWith("HTTP/1.1 403"), rebound);
            assertTrue(rebound.contains("\"unknown-host\"") && rebound.contains("localhost"), rebound);

            String body = "{\"mode\":\"hotseat\"}";
            String forged = raw(app, "POST /api/games HTTP/1.0\r\nHost: " + here + "\r\nOrigin: http://evil.example"
                    + "\r\nContent-Type: text/plain\r\nContent-Length: " + body.length() + "\r\n\r\n" + body);
            assertTrue(forged.startsWith("HTTP/1.1 403"), forged);
            assertTrue(forged.contains("\"cross-origin\""), forged);
            assertFalse(forged.contains("Exception"), forged);
            assertEquals(before, app.get("/api/games").text(), "no game was created");

            String own = raw(app, "POST /api/games HTTP/1.0\r\nHost: " + here + "\r\nOrigin: http://" + here
                    + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length() + "\r\n\r\n" + body);
            assertTrue(own.startsWith("HTTP/1.1 201"), own);

            String socket = raw(app, "GET /api/games/abc/socket HTTP/1.1\r\nHost: " + here + "\r\nOrigin: "
                    + "http://evil.example\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13"
                    + "\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n");
            assertTrue(socket.startsWith("HTTP/1.1 403"), socket);
        }
    }

    /** Sends {@code request} as it is (a Host header of one's choosing) and reads the answer until it closes. */
    private static String raw(TestApp app, String request) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", app.port()), 5_000);
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            if (request.contains("Upgrade: websocket")) {
                byte[] head = new byte[12];
                int read = socket.getInputStream().readNBytes(head, 0, head.length);
                return new String(head, 0, read, StandardCharsets.US_ASCII);
            }
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
