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
import java.util.List;
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
 *   {"op":"raw","host":"...","port":P,"text":"..."}    -> {"status":413,"body":"..."}: bytes as they are
 *   {"op":"slow-bodies","host":"...","port":P,"path":"...","token":"...","count":70,"intervalMillis":500,
 *    "maxMillis":8000,"sources":["198.18.0.3",...]} -> {"opened":N,"endedByServer":N,"stillOpen":0,
 *    "longestMillis":M,"sources":S,"statuses":{...}}: opens connections (from each source address in turn, when
 *      given) that announce a 4000-byte body and send one byte of it every interval, until the server ends each (or
 *      maxMillis passes)
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
            case "raw" -> raw(command);
            case "slow-bodies" -> slowBodies(command);
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

    private JsonNode raw(JsonNode command) throws IOException {
        try (java.net.Socket socket = new java.net.Socket(command.get("host").asText(), command.get("port").asInt())) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(command.get("text").asText().getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            String answer;
            try {
                answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                answer = "";
            }
            int split = answer.indexOf("\r\n\r\n");
            return MAPPER.createObjectNode().put("status", answer.isEmpty() ? 0 : Integer.parseInt(answer.split(" ")[1]))
                    .put("body", split < 0 ? "" : answer.substring(split + 4));
        }
    }

    /** The slow-body attack: many connections, each trickling a body the server waits for. */
    private JsonNode slowBodies(JsonNode command) throws InterruptedException {
        String host = command.get("host").asText();
        int port = command.get("port").asInt();
        String head = "POST " + command.get("path").asText() + " HTTP/1.1\r\nHost: " + host + ":" + port + "\r\n"
                + "Content-Type: application/json\r\nContent-Length: 4000\r\n"
                + (command.hasNonNull("token") ? "X-Seat-Token: " + command.get("token").asText() + "\r\n" : "")
                + "\r\n{";
        List<String> sources = new java.util.ArrayList<>();
        command.path("sources").forEach(source -> sources.add(source.asText()));
        java.util.Set<String> used = new java.util.HashSet<>();
        List<java.net.Socket> open = new java.util.ArrayList<>();
        Map<java.net.Socket, Long> started = new HashMap<>();
        ObjectNode statuses = MAPPER.createObjectNode();
        int opened = 0;
        for (int i = 0; i < command.get("count").asInt(); i++) {
            try {
                java.net.Socket socket = new java.net.Socket();
                if (!sources.isEmpty()) {
                    String source = sources.get(i % sources.size());
                    socket.bind(new java.net.InetSocketAddress(source, 0));
                    used.add(source);
                }
                socket.connect(new java.net.InetSocketAddress(host, port), 2_000);
                socket.setSoTimeout(1);
                socket.getOutputStream().write(head.getBytes(StandardCharsets.ISO_8859_1));
                open.add(socket);
                started.put(socket, System.nanoTime());
                opened++;
            } catch (IOException e) {
                statuses.put("connect-failed", statuses.path("connect-failed").asInt() + 1);
            }
        }
        long begin = System.nanoTime();
        long longest = 0;
        int ended = 0;
        long maxNanos = command.path("maxMillis").asLong(8_000) * 1_000_000L;
        while (!open.isEmpty() && System.nanoTime() - begin < maxNanos) {
            for (java.net.Socket socket : List.copyOf(open)) {
                String outcome = probe(socket);
                if (outcome != null) {
                    open.remove(socket);
                    ended++;
                    longest = Math.max(longest, System.nanoTime() - started.get(socket));
                    statuses.put(outcome, statuses.path(outcome).asInt() + 1);
                    closeQuietly(socket);
                }
            }
            Thread.sleep(command.path("intervalMillis").asLong(500));
        }
        int stillOpen = open.size();
        open.forEach(NamespaceClient::closeQuietly);
        ObjectNode answer = MAPPER.createObjectNode().put("opened", opened).put("endedByServer", ended)
                .put("stillOpen", stillOpen).put("longestMillis", longest / 1_000_000L).put("sources", used.size());
        answer.set("statuses", statuses);
        return answer;
    }

    /** Sends one more byte and looks for an answer: the status the server gave, "closed", or null (still waiting). */
    private static String probe(java.net.Socket socket) {
        try {
            int first = socket.getInputStream().read();
            if (first < 0) {
                return "closed";
            }
            byte[] rest = new byte[11];
            int count = socket.getInputStream().read(rest);
            String line = (char) first + new String(rest, 0, Math.max(count, 0), StandardCharsets.ISO_8859_1);
            return line.startsWith("HTTP/1.1 ") && line.length() >= 12 ? line.substring(9, 12) : "answered";
        } catch (java.net.SocketTimeoutException waiting) {
            try {
                socket.getOutputStream().write(' ');
                socket.getOutputStream().flush();
                return null;
            } catch (IOException e) {
                return "closed";
            }
        } catch (IOException e) {
            return "closed";
        }
    }

    private static void closeQuietly(java.net.Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // Already gone.
        }
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
