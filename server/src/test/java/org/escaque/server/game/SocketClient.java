package org.escaque.server.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A test's game socket: collects every message the server pushes. */
public final class SocketClient implements WebSocket.Listener, AutoCloseable {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
    private final StringBuilder partial = new StringBuilder();
    private final WebSocket socket;

    public SocketClient(String url) {
        this.socket = HTTP.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5)).buildAsync(URI.create(url), this)
                .join();
    }

    public static SocketClient open(int port, String gameId, String query) {
        return new SocketClient("ws://127.0.0.1:" + port + "/api/games/" + gameId + "/socket" + query);
    }

    public void send(String json) {
        socket.sendText(json, true).join();
    }

    /** Sends a binary frame (the app's messages are text: it should say so). */
    public void sendBinary(byte[] bytes) {
        socket.sendBinary(java.nio.ByteBuffer.wrap(bytes), true).join();
    }

    /** The next message, waiting up to 5 s. */
    public JsonNode next() {
        try {
            JsonNode message = messages.poll(5, TimeUnit.SECONDS);
            if (message == null) {
                throw new AssertionError("no message from the server within 5 s");
            }
            return message;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The next message that matches, skipping others, waiting up to {@code seconds}. */
    public JsonNode await(Predicate<JsonNode> wanted, int seconds) {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        while (System.nanoTime() < deadline) {
            try {
                JsonNode message = messages.poll(50, TimeUnit.MILLISECONDS);
                if (message != null && wanted.test(message)) {
                    return message;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new AssertionError("no matching message within " + seconds + " s");
    }

    /** Whether no message arrives within {@code millis}. */
    public boolean staysQuiet(long millis) throws InterruptedException {
        return messages.poll(millis, TimeUnit.MILLISECONDS) == null;
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            try {
                messages.add(MAPPER.readTree(partial.toString()));
            } catch (IOException e) {
                messages.add(MAPPER.createObjectNode().put("kind", "unreadable").put("text", partial.toString()));
            }
            partial.setLength(0);
        }
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        messages.add(MAPPER.createObjectNode().put("kind", "closed").put("code", statusCode));
        return null;
    }

    @Override
    public void close() {
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
    }
}
