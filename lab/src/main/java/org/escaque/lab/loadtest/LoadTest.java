package org.escaque.lab.loadtest;

import com.fasterxml.jackson.core.JsonFactory;
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
 * The load benchmark: creates many hotseat games on a running server, opens one WebSocket each, and once every game
 * is seated starts them all (random legal moves, with a think time); prints moves per second, the round-trip
 * latency percentiles and the server's resident memory. The first half-moves of each game are a warm-up, reported
 * apart: they measure a server whose code is still being compiled, and a benchmark of the steady state leaves them
 * out (as JMH's warm-up iterations do); opening the sockets is timed apart too. Bounded in games, moves and time;
 * loopback servers only.
 */
public final class LoadTest {

    private static final int CONNECT_BATCH = 100;

    private final LoadTestOptions options;
    private final PrintWriter out;
    private final ObjectMapper mapper = new ObjectMapper();
    private final JsonFactory json = new JsonFactory();
    private final HttpClient http;
    private final ExecutorService clientThreads = Executors.newFixedThreadPool(4);
    private final ScheduledExecutorService timer = Executors.newScheduledThreadPool(2);
    private final LatencyRecorder warmup = new LatencyRecorder();
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
                + "after %d of warm-up, think time %d ms%n", options.games(), options.server(),
                options.pliesPerGame(), options.warmupPlies(), options.thinkTime().toMillis());
        OptionalLong idle = rss();
        long setupStart = System.nanoTime();
        List<String[]> created = createGames();
        double createSeconds = seconds(setupStart);
        CountDownLatch finished = new CountDownLatch(created.size());
        CountDownLatch seated = new CountDownLatch(created.size());
        SplittableRandom random = new SplittableRandom(1);
        List<LoadTestGame> games = new ArrayList<>();
        for (String[] game : created) {
            games.add(new LoadTestGame(game[0], options.warmupPlies(), options.pliesPerGame(),
                    options.thinkTime().toMillis(), json, timer, warmup, latencies, errors, seated, finished,
                    random.split()));
        }
        long connectStart = System.nanoTime();
        connect(games, created);
        if (!seated.await(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException((created.size() - seated.getCount()) + " of " + created.size()
                    + " games were sent their state within 60 s of opening their sockets");
        }
        double connectSeconds = seconds(connectStart);
        OptionalLong loaded = rss();
        timer.scheduleAtFixedRate(this::samplePeak, 0, 1, TimeUnit.SECONDS);
        long runStart = System.nanoTime();
        games.forEach(LoadTestGame::start);
        boolean allDone = finished.await(options.duration().toMillis(), TimeUnit.MILLISECONDS);
        double runSeconds = seconds(runStart);
        games.forEach(LoadTestGame::stop);
        finished.await(5, TimeUnit.SECONDS);
        games.forEach(LoadTestGame::close);
        report(idle, loaded, createSeconds, connectSeconds, runSeconds, allDone, games);
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
            double runSeconds, boolean allDone, List<LoadTestGame> games) {
        long done = games.stream().filter(LoadTestGame::isDone).count();
        int moves = warmup.count() + latencies.count();
        out.printf(Locale.ROOT, "setup: %d games created in %.2f s, %d sockets open and seated in %.2f s%n",
                games.size(), createSeconds, games.size(), connectSeconds);
        out.printf(Locale.ROOT, "moves: %d in %.2f s = %.0f moves/s; games finished %d/%d%s; errors %d%n", moves,
                runSeconds, moves / runSeconds, done, games.size(), allDone ? "" : " (time limit reached)",
                errors.get());
        out.printf(Locale.ROOT, "warm-up, the first %d half-moves of each game (%d moves): p50 %.2f ms, p99 %.2f ms, "
                + "max %.2f ms%n", options.warmupPlies(), warmup.count(), warmup.percentileMillis(0.50),
                warmup.percentileMillis(0.99), warmup.percentileMillis(1.0));
        out.printf(Locale.ROOT, "move round trip after the warm-up (sent -> new state pushed, %d moves): p50 %.2f ms, "
                + "p90 %.2f ms, p99 %.2f ms, max %.2f ms%n", latencies.count(), latencies.percentileMillis(0.50),
                latencies.percentileMillis(0.90), latencies.percentileMillis(0.99), latencies.percentileMillis(1.0));
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
