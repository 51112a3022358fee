package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.escaque.core.Move;
import org.escaque.core.Position;

/**
 * A real {@code escaque serve} process on one data folder, started again and again, and players that move in its
 * games over HTTP as fast as they can, remembering every move the server acknowledged: what {@link CrashRecoveryTest}
 * kills and {@link PowerLossTest} cuts the power of, and then checks.
 */
final class ServerUnderCuts {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Path dataFolder;
    private final Path log;
    private final int port;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    /** game id -> (ply -> uci) of every acknowledged move. */
    private final Map<String, Map<Integer, String>> acknowledged = new ConcurrentHashMap<>();
    private final Map<String, String[]> tokens = new ConcurrentHashMap<>();
    private final AtomicInteger interrupted = new AtomicInteger();
    private volatile CountDownLatch firstMoveOfRound = new CountDownLatch(1);

    /** A server on {@code dataFolder} writing its output to {@code log}, on a free port. */
    ServerUnderCuts(Path dataFolder, Path log) throws IOException {
        this.dataFolder = dataFolder;
        this.log = log;
        try (ServerSocket socket = new ServerSocket(0)) {
            this.port = socket.getLocalPort();
        }
    }

    /**
     * Starts {@code escaque serve} with {@code environment} added to this process's, and returns once it answers
     * {@code GET /api} (what the tests need, answered with or without the browser UI built into the jar).
     */
    Process start(Map<String, String> environment) throws IOException, InterruptedException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), "org.escaque.server.cli.Main", "serve", "--port",
                Integer.toString(port), "--data-dir", dataFolder.toString(), "--no-browser");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(environment);
        long start = System.nanoTime();
        Process process = builder.start();
        while (System.nanoTime() - start < TimeUnit.SECONDS.toNanos(60)) {
            if (!process.isAlive()) {
                throw new AssertionError("the server exited with " + process.exitValue() + ": " + serverSaid());
            }
            try {
                int status = send(HttpRequest.newBuilder(uri("/api")).GET()).statusCode();
                if (status == 200) {
                    System.out.printf("server answered its API %d ms after start%n",
                            TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                    return process;
                }
                throw new AssertionError("the server answered GET /api with " + status + ": " + serverSaid());
            } catch (IOException notYet) {
                Thread.sleep(25);
            }
        }
        process.destroyForcibly();
        throw new AssertionError("the server did not answer within 60 s");
    }

    /** What the server printed so far. */
    String serverSaid() throws IOException {
        return Files.readString(log);
    }

    /** Drops the finished games from {@code games} and adds new ones until there are {@code count}. */
    void replaceFinishedGames(List<String> games, int count) throws IOException, InterruptedException {
        List<String> finished = new ArrayList<>();
        for (String game : games) {
            if (!state(game).get("status").asText().equals("active")) {
                finished.add(game);
            }
        }
        games.removeAll(finished);
        while (games.size() < count) {
            games.add(createGame());
        }
    }

    /**
     * A player per game moves as fast as it can, and the server is killed with SIGKILL {@code afterMillis} after the
     * round's first move was acknowledged: a moment in the middle of play however long a cold server on a busy
     * machine takes for its first moves.
     */
    void playUntilKilled(Process server, List<String> games, Random random, long afterMillis) throws Exception {
        firstMoveOfRound = new CountDownLatch(1);
        List<Thread> players = new ArrayList<>();
        for (String game : games) {
            Random moves = new Random(random.nextLong());
            players.add(new Thread(() -> {
                while (server.isAlive()) {
                    try {
                        playOneMove(game, moves);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }));
        }
        players.forEach(Thread::start);
        firstMoveOfRound.await(60, TimeUnit.SECONDS);
        Thread.sleep(afterMillis);
        server.destroyForcibly();
        server.waitFor(10, TimeUnit.SECONDS);
        for (Thread player : players) {
            player.join(10_000);
        }
    }

    /**
     * Every acknowledged move is in its game at its half-move; the failure counts those that are not. Returns how
     * many were checked.
     */
    int verifyEveryAcknowledgedMove(String when) throws IOException, InterruptedException {
        List<String> lost = new ArrayList<>();
        int total = 0;
        for (Map.Entry<String, Map<Integer, String>> game : acknowledged.entrySet()) {
            JsonNode moves = state(game.getKey()).get("moves");
            for (Map.Entry<Integer, String> move : game.getValue().entrySet()) {
                total++;
                if (move.getKey() >= moves.size()
                        || !move.getValue().equals(moves.get(move.getKey()).get("uci").asText())) {
                    lost.add(game.getKey() + " half-move " + move.getKey() + " " + move.getValue());
                }
            }
        }
        assertTrue(lost.isEmpty(), when + ": " + lost.size() + " of " + total + " acknowledged moves lost, among them "
                + lost.subList(0, Math.min(10, lost.size())));
        return total;
    }

    /** How many moves the server has acknowledged, in all games. */
    int acknowledgedMoves() {
        return acknowledged.values().stream().mapToInt(Map::size).sum();
    }

    /** How many games were played. */
    int games() {
        return acknowledged.size();
    }

    /** How many move requests the server never answered, cut off by a kill. */
    int interruptedMoves() {
        return interrupted.get();
    }

    private String createGame() throws IOException, InterruptedException {
        HttpResponse<String> response = send(HttpRequest.newBuilder(uri("/api/games"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"mode\":\"hotseat\",\"timeControl\":\"30+0\"}")));
        assertEquals(201, response.statusCode(), response.body());
        JsonNode body = MAPPER.readTree(response.body());
        String id = body.get("id").asText();
        tokens.put(id, new String[] {body.get("tokens").get("white").asText(),
            body.get("tokens").get("black").asText()});
        acknowledged.put(id, new ConcurrentHashMap<>());
        return id;
    }

    /** Plays a random legal move; a 2xx answer is recorded, a broken connection (the kill) is not. */
    private void playOneMove(String game, Random moves) throws InterruptedException {
        JsonNode state;
        try {
            state = state(game);
        } catch (IOException killed) {
            Thread.sleep(5);
            return;
        }
        if (!state.get("status").asText().equals("active")) {
            Thread.sleep(5);
            return;
        }
        try {
            int ply = state.get("ply").asInt();
            List<Move> legal = Position.fromFen(state.get("fen").asText()).legalMoves();
            String uci = legal.get(moves.nextInt(legal.size())).toString();
            String token = tokens.get(game)[state.get("turn").asText().equals("white") ? 0 : 1];
            HttpResponse<String> response = send(HttpRequest.newBuilder(uri("/api/games/" + game + "/moves"))
                    .header("X-Seat-Token", token)
                    .POST(HttpRequest.BodyPublishers.ofString("{\"uci\":\"" + uci + "\",\"ply\":" + ply + "}")));
            if (response.statusCode() / 100 == 2) {
                acknowledged.get(game).put(ply, uci);
                firstMoveOfRound.countDown();
            }
        } catch (IOException killed) {
            interrupted.incrementAndGet();
            Thread.sleep(5);
        }
    }

    private JsonNode state(String game) throws IOException, InterruptedException {
        HttpResponse<String> response = send(HttpRequest.newBuilder(uri("/api/games/" + game)).GET());
        assertEquals(200, response.statusCode(), response.body());
        return MAPPER.readTree(response.body());
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return http.send(request.timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json").build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }
}
