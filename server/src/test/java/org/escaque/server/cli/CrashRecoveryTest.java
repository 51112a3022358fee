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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real server process, killed with SIGKILL at random moments while moves are played over HTTP, then started
 * again: every move that was answered with a 2xx is still there, at its half-move.
 */
final class CrashRecoveryTest {

    private static final int KILLS = 5;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dataDirectory;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private final Random random = new Random(2026);
    /** game id -> (ply -> uci) of every acknowledged move. */
    private final Map<String, Map<Integer, String>> acknowledged = new ConcurrentHashMap<>();
    private final Map<String, String[]> tokens = new ConcurrentHashMap<>();
    private int port;
    private final AtomicInteger interrupted = new AtomicInteger();
    private volatile CountDownLatch firstMoveOfRound = new CountDownLatch(1);

    @Test
    void noAcknowledgedMoveIsLostToSigkill() throws Exception {
        port = freePort();
        List<String> games = new ArrayList<>();
        int acknowledgedBefore = 0;
        for (int round = 0; round <= KILLS; round++) {
            Process server = startServer();
            try {
                verifyEveryAcknowledgedMove();
                if (round == KILLS) {
                    break;
                }
                replaceFinishedGames(games);
                playUntilKilled(server, games, 150 + random.nextInt(600));
            } finally {
                server.destroyForcibly();
                server.waitFor(10, TimeUnit.SECONDS);
            }
            int count = acknowledged.values().stream().mapToInt(Map::size).sum();
            assertTrue(count > acknowledgedBefore, "moves were played in round " + round + "; the server said: "
                    + Files.readString(dataDirectory.resolve("server.log")));
            acknowledgedBefore = count;
        }
        System.out.printf("%d kills: %d acknowledged moves in %d games all kept; %d move requests cut off by a "
                + "kill%n", KILLS, acknowledgedBefore, acknowledged.size(), interrupted.get());
    }

    /**
     * Two players move as fast as they can, each in its own game, and the server is killed {@code killAfterMillis}
     * after the first move of the round was acknowledged: a moment in the middle of play however long a cold
     * server on a busy machine takes for its first moves.
     */
    private void playUntilKilled(Process server, List<String> games, long killAfterMillis) throws Exception {
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
        Thread.sleep(killAfterMillis);
        server.destroyForcibly();
        server.waitFor(10, TimeUnit.SECONDS);
        for (Thread player : players) {
            player.join(10_000);
        }
    }

    private void replaceFinishedGames(List<String> games) throws IOException, InterruptedException {
        games.removeIf(game -> {
            try {
                return isFinished(game);
            } catch (IOException | InterruptedException e) {
                return true;
            }
        });
        while (games.size() < 2) {
            games.add(createGame());
        }
    }

    private Process startServer() throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), "org.escaque.server.cli.Main", "serve", "--port",
                Integer.toString(port), "--data-dir", dataDirectory.toString(), "--no-browser"));
        long start = System.nanoTime();
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dataDirectory.resolve("server.log").toFile()).start();
        while (System.nanoTime() - start < TimeUnit.SECONDS.toNanos(60)) {
            if (!process.isAlive()) {
                throw new AssertionError("the server exited with " + process.exitValue() + ": "
                        + Files.readString(dataDirectory.resolve("server.log")));
            }
            try {
                // The API's index: what this test needs, answered with or without the browser UI built into the jar
                // (with -Descaque.skipWeb=true "/" never answers 200, and the test waited 60 s for it).
                int status = send(HttpRequest.newBuilder(uri("/api")).GET()).statusCode();
                if (status == 200) {
                    System.out.printf("server answered its API %d ms after start%n",
                            TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                    return process;
                }
                throw new AssertionError("the server answered GET /api with " + status + ": "
                        + Files.readString(dataDirectory.resolve("server.log")));
            } catch (IOException notYet) {
                Thread.sleep(25);
            }
        }
        process.destroyForcibly();
        throw new AssertionError("the server did not answer within 60 s");
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

    private void verifyEveryAcknowledgedMove() throws IOException, InterruptedException {
        for (Map.Entry<String, Map<Integer, String>> game : acknowledged.entrySet()) {
            JsonNode moves = state(game.getKey()).get("moves");
            for (Map.Entry<Integer, String> move : game.getValue().entrySet()) {
                assertTrue(move.getKey() < moves.size(), "acknowledged move " + move + " was lost");
                assertEquals(move.getValue(), moves.get(move.getKey()).get("uci").asText(),
                        "the acknowledged move at half-move " + move.getKey());
            }
        }
    }

    private boolean isFinished(String game) throws IOException, InterruptedException {
        try {
            return !state(game).get("status").asText().equals("active");
        } catch (IOException e) {
            return false;
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

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
