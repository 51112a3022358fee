package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.lang.reflect.Proxy;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.MutableClock;
import org.escaque.server.ScriptedComputerPlayer;
import org.escaque.server.db.Database;
import org.escaque.server.game.transport.ApiTypes.CreateGameRequest;
import org.escaque.server.game.transport.ApiTypes.CreatedGame;
import org.escaque.server.game.transport.GameService;
import org.escaque.server.http.RequestLimits;
import org.escaque.server.support.HostClock;
import org.escaque.server.support.JsonCodec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The network gate's decisions for requests from another device (a synthetic address: in-process, only loopback is
 * real; the namespace test sends the same requests from a real second host).
 */
final class NetworkGateTest {

    @TempDir
    Path folder;

    private final AtomicLong nanos = new AtomicLong();
    private Database database;
    private GameService games;
    private NetworkGate gate;
    private InetAddress guest;

    @BeforeEach
    void start() throws UnknownHostException {
        database = Database.open(folder.resolve("escaque.db"));
        games = new GameService(database, HostClock.following(new MutableClock(1_800_000_000_000L)),
                new ScriptedComputerPlayer(), new JsonCodec(), new SplittableRandom(1));
        gate = new NetworkGate(games, new JsonCodec(), new RateLimiter(10, 60_000_000_000L, nanos::get),
                new RateLimiter(50, 1_000_000_000L, nanos::get), RequestLimits.DEFAULT, nanos::get);
        guest = InetAddress.getByName("198.18.0.2");
    }

    @AfterEach
    void stop() {
        games.close();
        database.close();
    }

    private Optional<Refusal> check(String method, String path, boolean upgrade, String token, String query) {
        nanos.addAndGet(100_000_000L);
        return gate.check(guest, method, path, upgrade, Optional.ofNullable(token), query);
    }

    private Optional<Refusal> get(String path, String token) {
        return check("GET", path, false, token, null);
    }

    private static void assertRefused(int status, String code, Optional<Refusal> refusal) {
        assertTrue(refusal.isPresent(), "refused with " + status);
        assertEquals(status, ErrorResponses.status(refusal.get().code()), refusal.get().getMessage());
        assertEquals(code, refusal.get().code().id());
    }

    private CreatedGame lanGame(boolean spectators) {
        return games.create(new CreateGameRequest("lan", null, null, null, null, spectators));
    }

    @Test
    void aLanGameIsOpenOnlyToItsSeatsUnlessTheHostAllowsSpectators() {
        CreatedGame game = lanGame(false);
        String guestToken = games.join(games.lanSeats().joinFacts(game.id()).code(), Optional.empty(), null).game().tokens()
                .get("black");
        String path = "/api/games/" + game.id();
        assertRefused(403, "not-available-on-network", get(path, null));
        assertRefused(403, "not-available-on-network", get(path + "/pgn", null));
        assertRefused(403, "not-available-on-network", get(path, "forged-token"));
        assertTrue(get(path, guestToken).isEmpty());
        assertTrue(get(path + "/pgn", guestToken).isEmpty());
        assertTrue(check("POST", path + "/moves", false, guestToken, null).isEmpty());
        assertTrue(check("POST", path + "/actions", false, guestToken, null).isEmpty());
        assertRefused(403, "not-available-on-network", check("POST", path + "/moves", false, null, null));
        assertRefused(403, "not-available-on-network", check("GET", path + "/join", false, guestToken, null));
        assertRefused(403, "not-available-on-network", check("POST", path + "/seats", false, guestToken, null));

        CreatedGame other = lanGame(false);
        assertRefused(403, "not-available-on-network", get("/api/games/" + other.id(), guestToken));

        CreatedGame watched = lanGame(true);
        assertTrue(get("/api/games/" + watched.id(), null).isEmpty(), "spectators allowed: anyone may watch");
        assertRefused(403, "not-available-on-network", check("POST", "/api/games/" + watched.id() + "/moves",
                false, null, null));
    }

    @Test
    void otherGamesAndEverythingElseAreThisComputersAlone() {
        CreatedGame hotseat = games.create(new CreateGameRequest("hotseat", null, null, null, null));
        String token = hotseat.tokens().get("white");
        assertRefused(403, "not-available-on-network", get("/api/games/" + hotseat.id(), token));
        assertRefused(403, "not-available-on-network", check("GET", "/api/games/" + hotseat.id() + "/socket", true,
                null, null));
        assertRefused(403, "not-available-on-network", get("/api/games/nosuchgame22", null));
        assertRefused(403, "not-available-on-network", check("POST", "/api/games", false, null, null));
        assertRefused(403, "not-available-on-network", get("/api/games", null));
        assertRefused(403, "not-available-on-network", check("POST", "/api/games/import", false, null, null));
        assertRefused(403, "not-available-on-network", get("/api/lan/games", null));
        assertTrue(get("/", null).isEmpty());
        assertTrue(get("/join/K7MX3P", null).isEmpty());
        assertTrue(get("/assets/app-abc.js", null).isEmpty());
        assertTrue(check("POST", "/api/lan/join", false, null, null).isEmpty());
    }

    @Test
    void aSocketMayOpenOnALanGameButNeverWithTheTokenInItsAddress() {
        CreatedGame game = lanGame(false);
        String path = "/api/games/" + game.id() + "/socket";
        assertTrue(check("GET", path, true, null, null).isEmpty(), "the seat is proved by the first message");
        assertRefused(400, "token-in-url", check("GET", path, true, null, "token=" + game.tokens().get("white")));
        assertRefused(400, "token-in-url", check("GET", path, true, null, "x=1&token=abc"));
    }

    @Test
    void wrongJoinCodesAreLimitedAcrossTheWholeNetworkWhateverTheAddress() throws UnknownHostException {
        for (int i = 0; i < 2 * NetworkGate.WRONG_JOIN_CODES_PER_TEN_MINUTES; i++) {
            InetAddress device = InetAddress.getByName("198.18.3." + (i + 1));
            assertTrue(gate.check(device, "POST", "/api/lan/join", false, Optional.empty(), null).isEmpty());
            gate.joinAnswered(device, i % 2 == 0 ? 200 : 201);
        }
        for (int i = 0; i < NetworkGate.WRONG_JOIN_CODES_PER_TEN_MINUTES; i++) {
            InetAddress device = InetAddress.getByName("198.18.1." + (i + 1));
            assertTrue(gate.check(device, "POST", "/api/lan/join", false, Optional.empty(), null).isEmpty(),
                    "guess " + (i + 1) + ", each from an address of its own (joins that succeeded spent nothing)");
            gate.joinAnswered(device, 404);
        }
        InetAddress fresh = InetAddress.getByName("198.18.2.1");
        Optional<Refusal> refused = gate.check(fresh, "POST", "/api/lan/join", false, Optional.empty(), null);
        assertRefused(429, "rate-limited", refused);
        assertTrue(refused.get().getMessage().contains("wrong join codes"), refused.get().getMessage());
        assertTrue((long) refused.get().details().get("retryAfter") >= 1);
        assertTrue(gate.check(fresh, "GET", "/", false, Optional.empty(), null).isEmpty(), "other requests pass");
        nanos.addAndGet(600_000_000_000L);
        assertTrue(gate.check(fresh, "POST", "/api/lan/join", false, Optional.empty(), null).isEmpty(),
                "ten minutes later codes may be tried again");
    }

    @Test
    void theGateCountsTheJoinsAnsweredNotFoundAndThenRefusesEveryDevice() throws Exception {
        gate.open();
        for (int i = 0; i < NetworkGate.WRONG_JOIN_CODES_PER_TEN_MINUTES; i++) {
            AtomicInteger status = new AtomicInteger(200);
            gate.doFilter(request("198.18.4." + (i + 1), "POST", "/api/lan/join"),
                    response(status, new ByteArrayOutputStream()),
                    (req, res) -> ((HttpServletResponse) res).setStatus(404));
            assertEquals(404, status.get(), "guess " + (i + 1) + " reached the join and was not found");
        }
        AtomicInteger status = new AtomicInteger(200);
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        AtomicBoolean passed = new AtomicBoolean();
        gate.doFilter(request("198.18.5.1", "POST", "/api/lan/join"), response(status, body),
                (req, res) -> passed.set(true));
        assertFalse(passed.get(), "the next guess, from a new address, never reaches the join");
        assertEquals(429, status.get(), body.toString(StandardCharsets.UTF_8));
    }

    @Test
    void joinAttemptsAndRequestsAreRateLimitedPerAddress() throws UnknownHostException {
        for (int i = 0; i < NetworkGate.JOINS_PER_MINUTE; i++) {
            assertTrue(check("POST", "/api/lan/join", false, null, null).isEmpty(), "join " + (i + 1));
        }
        Optional<Refusal> refused = check("POST", "/api/lan/join", false, null, null);
        assertRefused(429, "rate-limited", refused);
        assertTrue((long) refused.get().details().get("retryAfter") >= 1);
        assertTrue(get("/", null).isEmpty(), "other requests still pass");

        InetAddress other = InetAddress.getByName("198.18.0.3");
        int passed = 0;
        for (int i = 0; i < 80; i++) {
            passed += gate.check(other, "GET", "/", false, Optional.empty(), null).isEmpty() ? 1 : 0;
        }
        assertEquals(NetworkGate.REQUESTS_PER_SECOND, passed, "a burst of requests in the same instant");
        assertRefused(429, "rate-limited", gate.check(other, "GET", "/", false, Optional.empty(), null));
    }
    /** A request from this computer, as far as the gate reads one. */
    private static HttpServletRequest localRequest(String method, String path) {
        return request("127.0.0.1", method, path);
    }

    /** A request from {@code remote}, as far as the gate reads one. */
    private static HttpServletRequest request(String remote, String method, String path) {
        return (HttpServletRequest) Proxy.newProxyInstance(NetworkGateTest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, call, arguments) -> switch (call.getName()) {
                    case "getMethod" -> method;
                    case "getRequestURI" -> path;
                    case "getRemoteAddr" -> remote;
                    case "getHeader" -> "Host".equalsIgnoreCase((String) arguments[0]) ? "127.0.0.1:8080" : null;
                    case "getContentLengthLong" -> -1L;
                    default -> null;
                });
    }

    /** A response that keeps its status and body. */
    private static HttpServletResponse response(AtomicInteger status, ByteArrayOutputStream body) {
        ServletOutputStream out = new ServletOutputStream() {
            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(WriteListener listener) {
            }

            @Override
            public void write(int b) {
                body.write(b);
            }
        };
        return (HttpServletResponse) Proxy.newProxyInstance(NetworkGateTest.class.getClassLoader(),
                new Class<?>[] {HttpServletResponse.class}, (proxy, call, arguments) -> switch (call.getName()) {
                    case "setStatus" -> {
                        status.set((int) arguments[0]);
                        yield null;
                    }
                    case "getOutputStream" -> out;
                    case "getStatus" -> status.get();
                    default -> null;
                });
    }

    @Test
    void requestsWaitUntilTheGamesAreRestored() throws Exception {
        AtomicBoolean opened = new AtomicBoolean();
        AtomicBoolean passedBeforeOpen = new AtomicBoolean();
        CountDownLatch passed = new CountDownLatch(1);
        Thread request = new Thread(() -> {
            try {
                gate.doFilter(localRequest("GET", "/api/games"), response(new AtomicInteger(),
                        new ByteArrayOutputStream()), (req, res) -> {
                            passedBeforeOpen.set(!opened.get());
                            passed.countDown();
                        });
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        request.start();
        // The request has had time to reach the gate; it must still be waiting there.
        assertFalse(passed.await(300, TimeUnit.MILLISECONDS), "a request passed before the games were restored");
        opened.set(true);
        gate.open();
        assertTrue(passed.await(30, TimeUnit.SECONDS), "the request passes once the games are restored");
        request.join();
        assertFalse(passedBeforeOpen.get());
    }

    @Test
    void aRequestThatWaitsLongerThanTheReadDeadlineIsAnsweredBusy() throws Exception {
        NetworkGate closed = new NetworkGate(games, new JsonCodec(), new RateLimiter(10, 60_000_000_000L, nanos::get),
                new RateLimiter(50, 1_000_000_000L, nanos::get), RequestLimits.DEFAULT.withReadDeadline(
                        Duration.ofMillis(100)), nanos::get);
        AtomicInteger status = new AtomicInteger();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        AtomicBoolean passed = new AtomicBoolean();
        closed.doFilter(localRequest("GET", "/"), response(status, body), (req, res) -> passed.set(true));
        assertFalse(passed.get());
        assertEquals(503, status.get());
        assertTrue(body.toString(StandardCharsets.UTF_8).contains("\"error\":\"busy\""), body.toString());
    }
    @Test
    void otherDevicesTakeOnlySoManyThreadsAndThisComputersRequestsAlwaysPass() throws Exception {
        RequestLimits one = new RequestLimits(Duration.ofSeconds(10), 128, 16, 64, 1);
        NetworkGate narrow = new NetworkGate(games, new JsonCodec(), new RateLimiter(10, 60_000_000_000L, nanos::get),
                new RateLimiter(50, 1_000_000_000L, nanos::get), one, nanos::get);
        narrow.open();
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread slow = new Thread(() -> {
            try {
                narrow.doFilter(request("198.18.0.2", "GET", "/"), response(new AtomicInteger(),
                        new ByteArrayOutputStream()), (req, res) -> {
                            inside.countDown();
                            try {
                                release.await();
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                        });
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        slow.start();
        assertTrue(inside.await(30, TimeUnit.SECONDS));
        try {
            AtomicInteger status = new AtomicInteger();
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            AtomicBoolean passed = new AtomicBoolean();
            narrow.doFilter(request("198.18.0.3", "GET", "/"), response(status, body), (req, res) -> passed.set(true));
            assertFalse(passed.get(), "another device's request while its share is in use");
            assertEquals(503, status.get());
            assertTrue(body.toString(StandardCharsets.UTF_8).contains("\"error\":\"busy\""), body.toString());

            AtomicBoolean own = new AtomicBoolean();
            narrow.doFilter(localRequest("GET", "/api"), response(new AtomicInteger(), new ByteArrayOutputStream()),
                    (req, res) -> own.set(true));
            assertTrue(own.get(), "this computer's request passes");
        } finally {
            release.countDown();
            slow.join();
        }
        AtomicBoolean again = new AtomicBoolean();
        narrow.doFilter(request("198.18.0.3", "GET", "/"), response(new AtomicInteger(), new ByteArrayOutputStream()),
                (req, res) -> again.set(true));
        assertTrue(again.get(), "the share is free again");
    }
}
