package org.escaque.server.lan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.escaque.server.App;
import org.escaque.server.AppDependencies;
import org.escaque.server.db.Database;

/**
 * A device on the test network: runs inside a network namespace ({@code ip netns exec ns java ... NamespaceClient})
 * and does what the test asks, one JSON command per line on stdin, one JSON answer per line on stdout. It speaks
 * HTTP and WebSocket from its namespace's addresses, and can run an Escaque app of its own (a guest that looks for
 * games with mDNS).
 * <pre>
 *   {"op":"http","method":"GET","url":"...","token":"...","body":"...","timeoutMillis":3000}
 *      -> {"status":200,"body":"...","retryAfter":"6"} or {"error":"..."} when no answer came
 *   {"op":"burst","url":"...","count":80}              -> {"statuses":{"200":50,"429":30}}
 *   {"op":"ws-open","name":"s","url":"ws://...","heartbeat":true} -> {"open":true} or {"error":"..."}
 *   {"op":"ws-send","name":"s","text":"...","count":1} -> {"sent":true} or {"error":"..."}
 *   {"op":"ws-next","name":"s","timeoutMillis":5000}   -> the next message, {"kind":"closed"}, or {"timeout":true}
 *   {"op":"ws-close","name":"s"}                        -> {"closed":true}
 *   {"op":"app"}                                        -> {"port":P}: an Escaque app on 127.0.0.1
 * </pre>
 */
public final class NamespaceClient {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private final Map<String, Socket> sockets = new HashMap<>();
    private final ScheduledExecutorService heartbeats = Executors.newSingleThreadScheduledExecutor();

    private NamespaceClient() {
    }

    /** Runs commands from stdin until it closes. */
    public static void main(String[] args) throws IOException {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        NamespaceClient client = new NamespaceClient();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            JsonNode answer;
            try {
                answer = client.run(MAPPER.readTree(line));
            } catch (Exception e) {
                answer = MAPPER.createObjectNode().put("error", e.toString());
            }
            out.println(MAPPER.writeValueAsString(answer));
        }
        System.exit(0);
    }

    private JsonNode run(JsonNode command) throws Exception {
        return switch (command.get("op").asText()) {
            case "http" -> http(command);
            case "burst" -> burst(command);
            case "ws-open" -> openSocket(command);
            case "ws-send" -> socket(command).send(command.get("text").asText(), command.path("count").asInt(1));
            case "ws-next" -> socket(command).next(command.path("timeoutMillis").asLong(5_000));
            case "ws-close" -> socket(command).close();
            case "app" -> startApp();
            default -> throw new IllegalArgumentException("unknown op " + command.get("op"));
        };
    }

    private JsonNode http(JsonNode command) throws InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(command.get("url").asText()))
                .timeout(Duration.ofMillis(command.path("timeoutMillis").asLong(5_000)));
        if (command.hasNonNull("token")) {
            request.header("X-Seat-Token", command.get("token").asText());
        }
        String method = command.path("method").asText("GET");
        if (method.equals("GET")) {
            request.GET();
        } else {
            request.header("Content-Type", "application/json").method(method,
                    HttpRequest.BodyPublishers.ofString(command.path("body").asText("")));
        }
        ObjectNode answer = MAPPER.createObjectNode();
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            answer.put("status", response.statusCode()).put("body", response.body());
            response.headers().firstValue("Retry-After").ifPresent(value -> answer.put("retryAfter", value));
        } catch (IOException e) {
            answer.put("error", e.toString());
        }
        return answer;
    }

    private JsonNode burst(JsonNode command) throws InterruptedException {
        ObjectNode statuses = MAPPER.createObjectNode();
        HttpRequest request = HttpRequest.newBuilder(URI.create(command.get("url").asText()))
                .timeout(Duration.ofSeconds(5)).GET().build();
        for (int i = 0; i < command.get("count").asInt(); i++) {
            String status;
            try {
                status = Integer.toString(http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode());
            } catch (IOException e) {
                status = "error";
            }
            statuses.put(status, statuses.path(status).asInt() + 1);
        }
        return MAPPER.createObjectNode().set("statuses", statuses);
    }

    private JsonNode openSocket(JsonNode command) {
        Socket socket = new Socket();
        try {
            WebSocket webSocket = http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(3))
                    .buildAsync(URI.create(command.get("url").asText()), socket).get(5, TimeUnit.SECONDS);
            socket.webSocket = webSocket;
        } catch (Exception e) {
            return MAPPER.createObjectNode().put("error", String.valueOf(e.getCause() != null ? e.getCause() : e));
        }
        Socket previous = sockets.put(command.get("name").asText(), socket);
        if (previous != null) {
            previous.close();
        }
        if (command.path("heartbeat").asBoolean()) {
            // As the UI should: a ping every few seconds, so the server notices when this device drops off.
            socket.heartbeat = heartbeats.scheduleWithFixedDelay(() -> socket.send("{\"kind\":\"ping\"}", 1), 0, 3,
                    TimeUnit.SECONDS);
        }
        return MAPPER.createObjectNode().put("open", true);
    }

    private Socket socket(JsonNode command) {
        Socket socket = sockets.get(command.get("name").asText());
        if (socket == null) {
            throw new IllegalArgumentException("no socket " + command.get("name"));
        }
        return socket;
    }

    private JsonNode startApp() throws IOException {
        Database database = Database.open(Files.createTempDirectory("escaque-guest").resolve("escaque.db"));
        Javalin app = App.create(AppDependencies.production(database, LanConfig.of(LanConfig.Listening.ON_DEMAND,
                LanConfig.DEFAULT_LINGER))).start("127.0.0.1", 0);
        return MAPPER.createObjectNode().put("port", app.port());
    }

    /** One WebSocket: its messages, queued as they come; pings from the server are answered by the client. */
    private static final class Socket implements WebSocket.Listener {

        private final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();
        private WebSocket webSocket;
        private java.util.concurrent.ScheduledFuture<?> heartbeat;

        /** Sends one message, waiting until it has gone (one at a time: the heartbeat sends too). */
        synchronized JsonNode send(String text, int count) {
            try {
                for (int i = 0; i < count; i++) {
                    webSocket.sendText(text, true).get(3, TimeUnit.SECONDS);
                }
                return MAPPER.createObjectNode().put("sent", true);
            } catch (Exception e) {
                return MAPPER.createObjectNode().put("error", e.toString());
            }
        }

        JsonNode next(long timeoutMillis) throws InterruptedException {
            JsonNode message = messages.poll(timeoutMillis, TimeUnit.MILLISECONDS);
            return message != null ? message : MAPPER.createObjectNode().put("timeout", true);
        }

        JsonNode close() {
            if (heartbeat != null) {
                heartbeat.cancel(false);
            }
            webSocket.abort();
            return MAPPER.createObjectNode().put("closed", true);
        }

        @Override
        public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    messages.add(MAPPER.readTree(partial.toString()));
                } catch (IOException e) {
                    messages.add(MAPPER.createObjectNode().put("kind", "unreadable"));
                }
                partial.setLength(0);
            }
            socket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket socket, int statusCode, String reason) {
            messages.add(MAPPER.createObjectNode().put("kind", "closed").put("code", statusCode));
            return null;
        }

        @Override
        public void onError(WebSocket socket, Throwable error) {
            messages.add(MAPPER.createObjectNode().put("kind", "closed").put("error", error.toString()));
        }
    }
}
