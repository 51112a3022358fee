package org.escaque.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.SplittableRandom;
import org.escaque.server.db.Database;
import org.escaque.server.game.computer.ComputerPlayer;
import org.escaque.server.lan.LanConfig;
import org.escaque.server.support.HostClock;

/** The app started in-process on a free port, over a database in a test folder, with a clock the test moves. */
public final class TestApp implements AutoCloseable {

    /** An HTTP answer: status, parsed JSON body (or null), and the raw text. */
    public record Response(int status, JsonNode json, String text) {
    }

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Path folder;
    private final HostClock clock;
    private final ComputerPlayer computer;
    private final LanConfig lan;
    private final org.escaque.server.analysis.PositionAnalyser analyser;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private Database database;
    private Javalin app;

    /** Starts an app with a scripted computer. */
    public TestApp(Path folder) {
        this(folder, new MutableClock(1_800_000_000_000L), new ScriptedComputerPlayer());
    }

    public TestApp(Path folder, Clock clock, ComputerPlayer computer) {
        this(folder, clock, computer, LanConfig.offline());
    }

    /** An app with a scripted computer that opens to the network as {@code lan} says. */
    public TestApp(Path folder, LanConfig lan) {
        this(folder, new MutableClock(1_800_000_000_000L), new ScriptedComputerPlayer(), lan);
    }

    public TestApp(Path folder, Clock clock, ComputerPlayer computer, LanConfig lan) {
        this(folder, HostClock.following(clock), computer, lan, null);
    }

    /** An app whose wall and steady clocks the test moves apart (a scripted computer, offline). */
    public TestApp(Path folder, HostClock clock) {
        this(folder, clock, new ScriptedComputerPlayer(), LanConfig.offline(), null);
    }

    /** An app with a scripted computer whose analyses use {@code analyser}. */
    public TestApp(Path folder, org.escaque.server.analysis.PositionAnalyser analyser) {
        this(folder, HostClock.following(new MutableClock(1_800_000_000_000L)), new ScriptedComputerPlayer(),
                LanConfig.offline(), analyser);
    }

    private TestApp(Path folder, HostClock clock, ComputerPlayer computer, LanConfig lan,
            org.escaque.server.analysis.PositionAnalyser analyser) {
        this.folder = folder;
        this.clock = clock;
        this.computer = computer;
        this.lan = lan;
        this.analyser = analyser;
        start();
    }

    private void start() {
        database = Database.open(folder.resolve("escaque.db"));
        AppDependencies dependencies = new AppDependencies(database, clock, computer, new SplittableRandom(7), lan,
                org.escaque.server.http.RequestLimits.DEFAULT, analyser == null
                        ? new org.escaque.server.analysis.EngineAnalyser() : analyser);
        app = App.create(dependencies).start("127.0.0.1", 0);
    }

    /** Stops the app and starts it again on the same database (a clean restart). */
    public void restart() {
        restart(() -> { });
    }

    /** A clean restart with {@code whileDown} run while the app is stopped (moving its clocks, say). */
    public void restart(Runnable whileDown) {
        app.stop();
        database.close();
        whileDown.run();
        start();
    }

    /** The clock the test moves (for apps started with a {@link MutableClock}). */
    public MutableClock clock() {
        return (MutableClock) clock.wall();
    }

    public ComputerPlayer computer() {
        return computer;
    }

    public Database database() {
        return database;
    }

    public int port() {
        return app.port();
    }

    public String baseUrl() {
        return "http://127.0.0.1:" + port();
    }

    public Response get(String path) {
        return get(path, null);
    }

    public Response get(String path, String token) {
        return send(request(path, token).GET().build());
    }

    public Response post(String path, String body) {
        return post(path, body, null);
    }

    public Response post(String path, String body, String token) {
        return send(request(path, token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    /** {@code DELETE path}, with the seat token if one is given. */
    public Response delete(String path, String token) {
        return send(request(path, token).DELETE().build());
    }

    /** Any method, any body type (null: no Content-Type header); the answer with its headers. */
    public HttpResponse<String> exchange(String method, String path, String contentType, String body) {
        HttpRequest.Builder builder = request(path, null).method(method, body == null
                ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            builder.header("Content-Type", contentType);
        }
        try {
            return http.send(builder.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** An answer as a {@link Response}. */
    public static Response response(HttpResponse<String> answer) {
        return new Response(answer.statusCode(), parse(answer.body()), answer.body());
    }

    private HttpRequest.Builder request(String path, String token) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(baseUrl() + path))
                .timeout(Duration.ofSeconds(10));
        if (token != null) {
            builder.header("X-Seat-Token", token);
        }
        return builder;
    }

    private Response send(HttpRequest request) {
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            return new Response(response.statusCode(), parse(response.body()), response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode parse(String body) {
        try {
            return body.isEmpty() ? null : MAPPER.readTree(body);
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public void close() {
        app.stop();
        database.close();
    }
}
