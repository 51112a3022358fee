package org.escaque.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.SplittableRandom;
import org.escaque.server.App;
import org.escaque.server.AppDependencies;
import org.escaque.server.MutableClock;
import org.escaque.server.ScriptedComputerPlayer;
import org.escaque.server.TestApp;
import org.escaque.server.db.Database;
import org.escaque.server.lan.LanConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Requests that fail below the routes (in Jetty's parser, its body reading, the WebSocket upgrade) still answer with
 * the API's JSON: a code, a message, the security headers, no HTML and no library's class name. Sent as raw bytes,
 * since no HTTP client sends them on purpose.
 */
final class FramingErrorsTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

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

    /** A raw answer: its status line's code, its headers as text and its body. */
    record Raw(int status, String head, String body) {
    }

    private static Raw exchange(String request, boolean halfClose) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", app.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            if (halfClose) {
                socket.shutdownOutput();
            }
            InputStream in = socket.getInputStream();
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int split = text.indexOf("\r\n\r\n");
            String head = split < 0 ? text : text.substring(0, split);
            String body = split < 0 ? "" : text.substring(split + 4);
            if (head.toLowerCase().contains("transfer-encoding: chunked")) {
                body = unchunk(body);
            }
            return new Raw(Integer.parseInt(head.split(" ")[1]), head, body);
        }
    }

    private static String unchunk(String chunked) {
        StringBuilder body = new StringBuilder();
        int at = 0;
        while (true) {
            int end = chunked.indexOf("\r\n", at);
            int size = Integer.parseInt(chunked.substring(at, end).strip(), 16);
            if (size == 0) {
                return body.toString();
            }
            body.append(chunked, end + 2, end + 2 + size);
            at = end + 2 + size + 2;
        }
    }

    private static void assertJsonError(Raw raw, int status, String code) throws IOException {
        assertEquals(status, raw.status(), raw.head() + "\n" + raw.body());
        assertTrue(raw.head().toLowerCase().contains("content-type: application/json"), raw.head());
        // Jetty's own answers (a request it could not parse) carry the security headers like every other.
        assertTrue(raw.head().toLowerCase().contains("x-content-type-options: nosniff")
                && raw.head().toLowerCase().contains("content-security-policy: "), raw.head());
        JsonNode body = MAPPER.readTree(raw.body());
        assertEquals(code, body.get("error").asText(), raw.body());
        assertFalse(body.get("message").asText().isBlank());
        assertFalse(raw.body().contains("<") || raw.body().contains("jetty") || raw.body().contains("javalin")
                || raw.body().contains("Exception"), raw.body());
    }

    private static String host() {
        return "Host: 127.0.0.1:" + app.port() + "\r\n";
    }

    @Test
    void anAddressOver8KbIsJson() throws IOException {
        assertJsonError(exchange("GET /api/games/" + "a".repeat(9_000) + " HTTP/1.1\r\n" + host()
                + "Connection: close\r\n\r\n", false), 414, "uri-too-long");
    }

    @Test
    void headersOver8KbAreJson() throws IOException {
        assertJsonError(exchange("GET /api HTTP/1.1\r\n" + host() + "X-Filler: " + "b".repeat(9_000)
                + "\r\nConnection: close\r\n\r\n", false), 431, "headers-too-large");
    }

    @Test
    void aBadChunkSizeIsJson() throws IOException {
        String game = app.post("/api/games", "{\"mode\":\"hotseat\"}").json().get("id").asText();
        assertJsonError(exchange("POST /api/games/" + game + "/moves HTTP/1.1\r\n" + host()
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                + "ZZ\r\n{}\r\n0\r\n\r\n", false), 400, "bad-request");
    }

    @Test
    void aChunkedBodyCountsAgainstTheSameLimitAsALength() throws IOException {
        StringBuilder chunks = new StringBuilder();
        String chunk = "a".repeat(0x10000);
        long sent = 0;
        for (; sent <= RequestLimits.MAX_REQUEST_BYTES; sent += chunk.length()) {
            chunks.append("10000\r\n").append(chunk).append("\r\n");
        }
        chunks.append("0\r\n\r\n");
        assertJsonError(exchange("POST /api/games/import HTTP/1.1\r\n" + host() + "Content-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunks, false), 413,
                "payload-too-large");
    }

    @Test
    void aBodyStillComingAtTheReadDeadlineIsCut(@TempDir Path own) throws Exception {
        Database database = Database.open(own.resolve("escaque.db"));
        Javalin server = App.create(new AppDependencies(database, new MutableClock(1_800_000_000_000L),
                new ScriptedComputerPlayer(), new SplittableRandom(1), LanConfig.offline(),
                RequestLimits.DEFAULT.withReadDeadline(Duration.ofSeconds(1)))).start("127.0.0.1", 0);
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\nContent-Type: "
                    + "application/json\r\nContent-Length: 2000\r\nConnection: close\r\n\r\n").getBytes(
                    StandardCharsets.ISO_8859_1));
            long start = System.nanoTime();
            String answer = "";
            // Faster than the minimum rate, so only the deadline can end it.
            for (int i = 0; i < 60 && answer.isEmpty(); i++) {
                try {
                    out.write(" ".repeat(30).getBytes(StandardCharsets.ISO_8859_1));
                    out.flush();
                } catch (IOException closed) {
                    break;
                }
                Thread.sleep(100);
                if (socket.getInputStream().available() > 0) {
                    break;
                }
            }
            answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(answer.startsWith("HTTP/1.1 408"), answer);
            assertTrue(answer.contains("\"error\":\"request-timeout\""), answer);
            assertTrue(millis < 4_000, "cut at the deadline, not when the body ended: " + millis + " ms");
        } finally {
            server.stop();
            database.close();
        }
    }

    @Test
    void aBodyShorterThanItsLengthIsJson() throws IOException {
        String game = app.post("/api/games", "{\"mode\":\"hotseat\"}").json().get("id").asText();
        assertJsonError(exchange("POST /api/games/" + game + "/moves HTTP/1.1\r\n" + host()
                + "Content-Type: application/json\r\nContent-Length: 100\r\nConnection: close\r\n\r\n"
                + "{\"uci\":\"e2e4\"", true), 400, "bad-request");
        assertEquals(0, app.get("/api/games/" + game).json().get("ply").asInt());
    }

    @Test
    void aRequestWithNoHttpVersionIsToldSoNotThatAFaultWasLogged() throws IOException {
        Raw raw = exchange("GET /\r\n\r\n", true);
        assertJsonError(raw, 505, "http-version-not-supported");
        assertTrue(raw.body().contains("HTTP/1.1") && !raw.body().contains("logged"), raw.body());
    }

    @Test
    void theHttp2PrefaceIsToldHttp2IsNotSpoken() throws IOException {
        Raw raw = exchange("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", true);
        assertJsonError(raw, 426, "upgrade-required");
        assertTrue(raw.body().contains("HTTP/2 is not spoken"), raw.body());
    }

    @Test
    void aWebSocketHandshakeWithoutItsKeyIsABadRequest() throws IOException {
        String game = app.post("/api/games", "{\"mode\":\"hotseat\"}").json().get("id").asText();
        Raw raw = exchange("GET /api/games/" + game + "/socket HTTP/1.1\r\n" + host()
                + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n", true);
        assertJsonError(raw, 400, "bad-request");
        assertTrue(raw.body().contains("Sec-WebSocket-Key"), raw.body());
    }

    @Test
    void aWebSocketHandshakeOfAnotherVersionIsToldTheVersionSpoken() throws IOException {
        String game = app.post("/api/games", "{\"mode\":\"hotseat\"}").json().get("id").asText();
        Raw raw = exchange("GET /api/games/" + game + "/socket HTTP/1.1\r\n" + host() + "Upgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n"
                + "\r\n", true);
        assertJsonError(raw, 426, "upgrade-required");
        assertTrue(raw.head().toLowerCase().contains("sec-websocket-version: 13"), raw.head());
        assertTrue(raw.body().contains("version '8'"), raw.body());
    }

    @Test
    void badWebSocketUpgradesAreJson() throws IOException {
        String upgrade = "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n";
        assertJsonError(exchange("GET /api/nothing/socket HTTP/1.1\r\n" + host() + upgrade
                + "Sec-WebSocket-Version: 13\r\n\r\n", true), 404, "not-found");
        String game = app.post("/api/games", "{\"mode\":\"hotseat\"}").json().get("id").asText();
        Raw wrongVersion = exchange("GET /api/games/" + game + "/socket HTTP/1.1\r\n" + host() + upgrade
                + "Sec-WebSocket-Version: 99\r\n\r\n", true);
        assertEquals(4, wrongVersion.status() / 100, wrongVersion.head());
        assertJsonError(wrongVersion, wrongVersion.status(), MAPPER.readTree(wrongVersion.body()).path("error")
                .asText("no JSON"));
        assertJsonError(exchange("POST /api/games/" + game + "/socket HTTP/1.1\r\n" + host() + upgrade
                + "Sec-WebSocket-Version: 13\r\nContent-Length: 0\r\n\r\n", true), 405, "method-not-allowed");
    }
}
