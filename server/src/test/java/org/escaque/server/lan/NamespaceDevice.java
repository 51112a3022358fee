package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** The test's handle on a {@link NamespaceClient} running in a network namespace: one command, one answer. */
final class NamespaceDevice {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final BufferedWriter commands;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();

    private NamespaceDevice(Process process) {
        this.commands = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    answers.add(line);
                }
            } catch (IOException ended) {
                // The process is gone; calls time out.
            }
        }, "namespace-device");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts a client in {@code namespace}; its log (stderr) goes to {@code log}. */
    static NamespaceDevice start(String namespace, Path log, List<Process> processes) throws IOException {
        Process process = new ProcessBuilder("ip", "netns", "exec", namespace, LanNetworkTest.javaCommand(),
                "-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                NamespaceClient.class.getName()).redirectError(log.toFile()).start();
        processes.add(process);
        return new NamespaceDevice(process);
    }

    /** Sends a command and waits (up to 60 s) for its answer. */
    JsonNode call(Map<String, Object> command) throws IOException, InterruptedException {
        commands.write(MAPPER.writeValueAsString(command));
        commands.newLine();
        commands.flush();
        String answer = answers.poll(60, TimeUnit.SECONDS);
        if (answer == null) {
            return fail("the client in the namespace did not answer " + command);
        }
        return MAPPER.readTree(answer);
    }

    /** An HTTP request; the answer has {@code status} and {@code body}, or {@code error} when none came. */
    JsonNode http(String method, String url, String token, String body) throws IOException, InterruptedException {
        Map<String, Object> command = new HashMap<>(Map.of("op", "http", "method", method, "url", url,
                "timeoutMillis", 3_000));
        if (token != null) {
            command.put("token", token);
        }
        if (body != null) {
            command.put("body", body);
        }
        return call(command);
    }

    /** An HTTP request that must answer {@code status}; its body as JSON. */
    JsonNode json(String method, String url, String token, String body, int status) throws IOException,
            InterruptedException {
        JsonNode answer = http(method, url, token, body);
        assertEquals(status, answer.path("status").asInt(), method + " " + url + ": " + answer);
        return MAPPER.readTree(answer.get("body").asText());
    }

    /**
     * Opens the game's socket as {@code name} and proves the seat in its first message (never in the address);
     * returns the first state it hears.
     */
    JsonNode openSocket(String name, String base, String gameId, String token, boolean heartbeat) throws IOException,
            InterruptedException {
        JsonNode opened = call(Map.of("op", "ws-open", "name", name, "url", base.replace("http:", "ws:")
                + "/api/games/" + gameId + "/socket", "heartbeat", heartbeat));
        assertTrue(opened.has("open"), opened.toString());
        call(Map.of("op", "ws-send", "name", name, "text", "{\"kind\":\"hello\",\"token\":\"" + token + "\"}"));
        return awaitState(name, state -> state.get("seats").size() == 1, 10);
    }

    /** The next state pushed on socket {@code name} that matches, skipping others, within {@code seconds}. */
    JsonNode awaitState(String name, Predicate<JsonNode> wanted, int seconds) throws IOException,
            InterruptedException {
        return awaitMessage(name, message -> message.has("state") && wanted.test(message.get("state")), seconds)
                .get("state");
    }

    /** The next message on socket {@code name} that matches, skipping others, within {@code seconds}. */
    JsonNode awaitMessage(String name, Predicate<JsonNode> wanted, int seconds) throws IOException,
            InterruptedException {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        JsonNode last = null;
        while (System.nanoTime() < deadline) {
            JsonNode message = call(Map.of("op", "ws-next", "name", name, "timeoutMillis", 500));
            if (!message.has("timeout")) {
                last = message;
                if (wanted.test(message)) {
                    return message;
                }
            }
        }
        return fail("no matching message on socket " + name + " within " + seconds + " s; last: " + last);
    }
}
