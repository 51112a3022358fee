package org.escaque.server.loadtest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The load benchmark: creates many hotseat games on a running server, plays them all at once over one WebSocket
 * each (random legal moves, with a think time), and prints moves per second, the round-trip latency percentiles
 * and the server's resident memory. Bounded in games, moves and time; loopback servers only.
 */
public final class LoadTest {

    private static final int CONNECT_BATCH = 100;

    private final LoadTestOptions options;
    private final PrintWriter out;
    private final ObjectMapper mapper = new ObjectMapper();
    private final HttpClient http;
    private final ExecutorService clientThreads = Executors.newFixedThreadPool(4);
    private final ScheduledExecutorService timer = Executors.newScheduledThreadPool(2);
    private final LatencyRecorder latencies = new LatencyRecorder();
    private final AtomicInteger errors = new AtomicInteger();
    private long peakRssKib;

    public LoadTest(LoadTestOptions options, PrintWriter out) {
        this.options = options;
        this.out = out;
        this.http = HttpClient.newBuilder().executor(clientThreads).connectTimeout(Duration.ofSeconds(5)).build();
    }

    /** Runs the test and prints the report; returns 0 when every game finished without an error. */
    public int run() throws IOException, InterruptedException {
        try {
            return play();
        } finally {
            timer.shutdownNow();
            clientThreads.shutdownNow();
        }
    }

    private int play() throws IOException, InterruptedException {
        out.printf(Locale.ROOT, "Escaque load test: %d games over WebSockets against %s, %d half-moves each, "
                + "think time %d ms%n", options.games(), options.server(), options.pliesPerGame(),
                options.thinkTime().toMillis());
        OptionalLong idle = rss();
        long setupStart = System.nanoTime();
        List<String[]> created = createGames();
        double createSeconds = seconds(setupStart);
        CountDownLatch finished = new CountDownLatch(created.size());
        SplittableRandom random = new SplittableRandom(1);
        List<LoadTestGame> games = new ArrayList<>();
        for (String[] game : created) {
            games.add(new LoadTestGame(game[0], options.pliesPerGame(), options.thinkTime().toMillis(), mapper, timer,
                    latencies, errors, finished, random.split()));
        }
        long runStart = System.nanoTime();
        connect(games, created);
        double connectSeconds = seconds(runStart);
        OptionalLong loaded = rss();
        timer.scheduleAtFixedRate(this::samplePeak, 0, 1, TimeUnit.SECONDS);
        boolean allDone = finished.await(options.duration().toMillis(), TimeUnit.MILLISECONDS);
        double runSeconds = seconds(runStart);
        int moves = latencies.count();
        games.forEach(LoadTestGame::stop);
        finished.await(5, TimeUnit.SECONDS);
        games.forEach(LoadTestGame::close);
        report(idle, loaded, createSeconds, connectSeconds, runSeconds, moves, allDone, games);
        return allDone && errors.get() == 0 ? 0 : 1;
    }

    private List<String[]> createGames() throws IOException, InterruptedException {
        List<CompletableFuture<String[]>> pending = new ArrayList<>();
        for (int i = 0; i < options.games(); i++) {
            HttpRequest request = HttpRequest.newBuilder(options.server().resolve("/api/games"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"mode\":\"hotseat\"}")).build();
            pending.add(http.sendAsync(request, HttpResponse.BodyHandlers.ofString()).thenApply(this::createdGame));
            if (pending.size() % CONNECT_BATCH == 0) {
                CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).join();
            }
        }
        List<String[]> games = new ArrayList<>();
        for (CompletableFuture<String[]> future : pending) {
            games.add(future.join());
        }
        return games;
    }

    private String[] createdGame(HttpResponse<String> response) {
        if (response.statusCode() != 201) {
            throw new IllegalStateException("creating a game answered " + response.statusCode() + ": "
                    + response.body());
        }
        try {
            JsonNode body = mapper.readTree(response.body());
            return new String[] {body.path("id").asText(), body.path("tokens").path("white").asText(),
                body.path("tokens").path("black").asText()};
        } catch (IOException e) {
            throw new IllegalStateException("creating a game answered something that is not JSON", e);
        }
    }

    private void connect(List<LoadTestGame> games, List<String[]> created) {
        List<CompletableFuture<?>> pending = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            String[] game = created.get(i);
            URI uri = URI.create("ws://" + options.server().getHost() + ":" + options.port() + "/api/games/" + game[0]
                    + "/socket?token=" + encode(game[1]) + "&token=" + encode(game[2]));
            pending.add(http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10))
                    .buildAsync(uri, games.get(i)));
            if (pending.size() % CONNECT_BATCH == 0) {
                CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).join();
            }
        }
        CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).join();
    }

    private void report(OptionalLong idle, OptionalLong loaded, double createSeconds, double connectSeconds,
            double runSeconds, int moves, boolean allDone, List<LoadTestGame> games) {
        long done = games.stream().filter(LoadTestGame::isDone).count();
        out.printf(Locale.ROOT, "setup: %d games created in %.2f s, %d sockets open in %.2f s%n", games.size(),
                createSeconds, games.size(), connectSeconds);
        out.printf(Locale.ROOT, "moves: %d in %.2f s = %.0f moves/s; games finished %d/%d%s; errors %d%n", moves,
                runSeconds, moves / runSeconds, done, games.size(), allDone ? "" : " (time limit reached)",
                errors.get());
        out.printf(Locale.ROOT, "move round trip (sent -> new state pushed): p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, "
                + "max %.2f ms%n", latencies.percentileMillis(0.50), latencies.percentileMillis(0.90),
                latencies.percentileMillis(0.99), latencies.percentileMillis(1.0));
        if (options.serverPid() > 0) {
            out.printf(Locale.ROOT, "server (pid %d) resident memory VmRSS: idle %s, with %d games open %s, peak %s%n",
                    options.serverPid(), megabytes(idle), games.size(), megabytes(loaded),
                    megabytes(peakRssKib > 0 ? OptionalLong.of(peakRssKib) : OptionalLong.empty()));
        } else {
            out.println("server resident memory: unknown (server process not found on this machine)");
        }
        out.flush();
    }

    private void samplePeak() {
        rss().ifPresent(kib -> peakRssKib = Math.max(peakRssKib, kib));
    }

    private OptionalLong rss() {
        return options.serverPid() > 0 ? ProcessMemory.residentKib(options.serverPid()) : OptionalLong.empty();
    }

    private static String megabytes(OptionalLong kib) {
        return kib.isPresent() ? String.format(Locale.ROOT, "%.1f MB", kib.getAsLong() / 1024.0) : "unknown";
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
