package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Two hosts on one machine: network namespaces joined by a veth pair, addresses from 198.18.0.0/15 (the range set
 * aside for network tests). The host's Escaque (a real process, started without {@code --lan}) runs in one; a guest
 * device ({@link NamespaceClient}) in the other. A whole LAN game is played over that link: found by mDNS, joined
 * with the code, every refusal tried from the guest, the link cut and restored mid-game, the host killed with
 * SIGKILL and restarted. Needs root and {@code ip netns}: skipped without them, unless
 * {@code -Descaque.requireExternal=true} (CI), which makes their absence a failure.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
final class LanNetworkTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String HOST_ADDRESS = "198.18.0.1";
    private static final String GUEST_ADDRESS = "198.18.0.2";
    /** Eight more addresses of the guest's namespace, eight devices for the slow joins (the guest's own join
     * allowance is left to the refusals tried after them). */
    private static final List<String> MORE_GUEST_ADDRESSES = List.of("198.18.0.3", "198.18.0.4", "198.18.0.5",
            "198.18.0.6", "198.18.0.7", "198.18.0.8", "198.18.0.9", "198.18.0.10");

    private static final String SUFFIX = Integer.toHexString(ThreadLocalRandom.current().nextInt(0x100000, 0xFFFFFF));
    private static final String HOST_NS = "escaque-host-" + SUFFIX;
    private static final String GUEST_NS = "escaque-guest-" + SUFFIX;
    private static final String HOST_LINK = "esqh" + SUFFIX;
    private static final String GUEST_LINK = "esqg" + SUFFIX;
    private static final int PORT = 20_000 + ThreadLocalRandom.current().nextInt(20_000);
    private static final String BASE = "http://" + HOST_ADDRESS + ":" + PORT;
    private static final String LOCAL = "http://127.0.0.1:" + PORT;

    private static Path folder;
    private static final List<Process> processes = new ArrayList<>();
    private static Process server;
    private static NamespaceDevice host;
    private static NamespaceDevice guest;
    private static boolean namespacesMade;

    // The game under test, shared by the ordered steps.
    private static String gameId;
    private static String code;
    private static String hostToken;
    private static String guestToken;

    @BeforeAll
    static void makeTheNetwork() throws Exception {
        String missing = whyNamespacesCannotBeMade();
        if (missing != null) {
            if (Boolean.getBoolean("escaque.requireExternal")) {
                fail("the LAN network test needs " + missing + " (escaque.requireExternal=true)");
            }
            Assumptions.abort("the LAN network test needs " + missing);
        }
        namespacesMade = true;
        folder = Files.createTempDirectory("escaque-lan-test");
        ip("netns", "add", GUEST_NS);
        ip("link", "add", HOST_LINK, "type", "veth", "peer", "name", GUEST_LINK);
        ip("link", "set", HOST_LINK, "netns", HOST_NS);
        ip("link", "set", GUEST_LINK, "netns", GUEST_NS);
        ip("-n", HOST_NS, "addr", "add", HOST_ADDRESS + "/24", "dev", HOST_LINK);
        ip("-n", GUEST_NS, "addr", "add", GUEST_ADDRESS + "/24", "dev", GUEST_LINK);
        for (String address : MORE_GUEST_ADDRESSES) {
            ip("-n", GUEST_NS, "addr", "add", address + "/24", "dev", GUEST_LINK);
        }
        for (String[] pair : new String[][] {{HOST_NS, HOST_LINK}, {GUEST_NS, GUEST_LINK}}) {
            ip("-n", pair[0], "link", "set", "lo", "up");
            ip("-n", pair[0], "link", "set", pair[1], "up");
        }
        startServer();
        host = NamespaceDevice.start(HOST_NS, folder.resolve("host-client.log"), processes);
        guest = NamespaceDevice.start(GUEST_NS, folder.resolve("guest-client.log"), processes);
    }

    @AfterAll
    static void removeTheNetwork() throws Exception {
        for (Process process : processes) {
            process.destroyForcibly();
            process.waitFor();
        }
        if (namespacesMade) {
            run("ip", "netns", "del", HOST_NS);
            run("ip", "netns", "del", GUEST_NS);
        }
    }

    // ---- the steps ----

    @Test
    @Order(1)
    void theGuestFindsTheHostedGameAndJoinsWithTheCode() throws Exception {
        assertTrue(guest.http("GET", BASE + "/", null, null).has("error"), "no LAN game: the host is not listening");
        JsonNode created = host.json("POST", LOCAL + "/api/games", null,
                "{\"mode\":\"lan\",\"color\":\"white\",\"timeControl\":\"10+5\"}", 201);
        gameId = created.get("id").asText();
        code = created.get("join").get("code").asText();
        hostToken = created.get("tokens").get("white").asText();
        JsonNode link = created.get("join").get("links").get(0);
        assertEquals(BASE + "/join/" + code, link.get("url").asText());
        assertEquals(List.of(HOST_ADDRESS), texts(created.get("join").get("help").get("addresses")));
        JsonNode qr = host.http("GET", LOCAL + link.get("qr").asText(), null, null);
        assertEquals(link.get("url").asText(), QrCodeReading.decode(qr.get("body").asText()));

        long looking = System.nanoTime();
        JsonNode found = findByMdns();
        System.out.printf("mDNS: the guest's Escaque found \"%s\" at %s:%d after %.1f s%n", found.get("name")
                .asText(), found.get("host").asText(), found.get("port").asInt(), (System.nanoTime() - looking) / 1e9);
        assertEquals(HOST_ADDRESS, found.get("host").asText());
        assertEquals(PORT, found.get("port").asInt());
        assertEquals(BASE + "/join", found.get("url").asText());

        int page = guest.http("GET", link.get("url").asText(), null, null).get("status").asInt();
        assertTrue(page == 200 || page == 503, "the join page is served to the guest (503: a build without UI)");
        refusedBeforeJoining();
        JsonNode joined = guest.json("POST", BASE + "/api/lan/join", null, "{\"code\":\"" + code + "\"}", 201);
        guestToken = joined.get("tokens").get("black").asText();
        assertEquals(409, guest.http("POST", BASE + "/api/lan/join", null, "{\"code\":\"" + code + "\"}")
                .get("status").asInt(), "a second join with the same code is refused");
        assertEquals(guestToken, guest.json("POST", BASE + "/api/lan/join", guestToken, "{\"code\":\"" + code
                + "\"}", 200).get("tokens").get("black").asText(), "unless it presents the seat's token");
        assertEquals(List.of("black"), texts(guest.json("GET", BASE + "/api/games/" + gameId, guestToken, null, 200)
                .get("seats")));
    }

    @Test
    @Order(2)
    void theGameGoesOnThroughACutLinkAndAHostCrashWithNoMoveLostOrDoubled() throws Exception {
        host.openSocket("host", LOCAL, gameId, hostToken, false);
        aSocketHearsNothingUntilItProvesASeat();
        guest.openSocket("guest", BASE, gameId, guestToken, true);
        host.awaitState("host", state -> status(state, "black").equals("connected"), 10);
        playAlternately(List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5"), 0);

        cutTheGuestsLinkWhileTheHostMoves();
        assertEquals(7, guest.openSocket("guest", BASE, gameId, guestToken, true).get("ply").asInt(),
                "the host's move made while the link was down is there");
        host.awaitState("host", state -> status(state, "black").equals("connected"), 10);
        guest.json("POST", BASE + "/api/games/" + gameId + "/moves", guestToken, move("d7d6", 7), 200);
        JsonNode retried = guest.json("POST", BASE + "/api/games/" + gameId + "/moves", guestToken, move("d7d6", 7),
                200);
        assertEquals(8, retried.get("ply").asInt(), "a move sent twice lands once");

        killAndRestartTheHost(retried.get("version").asLong());
        guest.openSocket("guest", BASE, gameId, guestToken, true);
        host.openSocket("host", LOCAL, gameId, hostToken, false);
        playAlternately(List.of("d2d4", "e5d4"), 8);
    }

    @Test
    @Order(3)
    void slowAndGreedyBodiesFromTheGuestCannotStarveTheHost() throws Exception {
        JsonNode chunked = guest.call(Map.of("op", "raw", "host", HOST_ADDRESS, "port", PORT, "text", "POST "
                + "/api/games/" + gameId + "/moves HTTP/1.1\r\nHost: " + HOST_ADDRESS + ":" + PORT + "\r\n"
                + "X-Seat-Token: " + guestToken + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked"
                + "\r\nConnection: close\r\n\r\n" + ("1000\r\n" + " ".repeat(4096) + "\r\n").repeat(5) + "0\r\n\r\n"));
        assertEquals(413, chunked.get("status").asInt(), "a chunked body counts against the 16 KB limit: " + chunked);

        JsonNode outcome = attackWhileTheHostAsks("slow bodies", Map.of("op", "slow-bodies", "host", HOST_ADDRESS,
                "port", PORT, "path", "/api/games/" + gameId + "/moves", "token", guestToken, "count", 70,
                "intervalMillis", 250, "maxMillis", 10_000));
        assertEquals(0, outcome.get("stillOpen").asInt(), "every slow connection was ended: " + outcome);
        assertTrue(outcome.get("longestMillis").asLong() < 8_000, "within the read deadline: " + outcome);
        assertTrue(eventually(10, () -> guest.http("GET", BASE + "/api/games/" + gameId, guestToken, null)
                .get("status").asInt() == 200), "and the guest's ordinary requests go on");
    }

    /**
     * Without any token: 72 joins from 8 addresses (9 each, under the 10 joins a minute a device may make) that
     * each send their headers and then trickle their body. They must not take the host's request threads: its own
     * request is answered while they run, and every one of them is ended by the server within the read deadline.
     */
    @Test
    @Order(3)
    void slowJoinsFromEightDevicesCannotStarveTheHost() throws Exception {
        JsonNode outcome = attackWhileTheHostAsks("slow joins", Map.of("op", "slow-bodies", "host", HOST_ADDRESS,
                "port", PORT, "path", "/api/lan/join", "count", 72, "sources", MORE_GUEST_ADDRESSES,
                "intervalMillis", 250, "maxMillis", 10_000));
        assertEquals(72, outcome.get("opened").asInt() + outcome.path("statuses").path("connect-failed").asInt(),
                "every join was tried: " + outcome);
        assertEquals(8, outcome.get("sources").asInt(), "from eight addresses: " + outcome);
        assertEquals(0, outcome.get("stillOpen").asInt(), "every slow join was ended: " + outcome);
        assertTrue(outcome.get("longestMillis").asLong() < 8_000, "within the read deadline: " + outcome);
        assertTrue(eventually(10, () -> guest.http("GET", BASE + "/api/games/" + gameId, guestToken, null)
                .get("status").asInt() == 200), "and the guest's ordinary requests go on");
    }

    /**
     * Runs a slow-body attack from the guest ({@code command} for its client) and, while it lasts, asks the host's
     * own API a few times: each answer must come within 2 s. Returns what the attacking client saw.
     */
    private static JsonNode attackWhileTheHostAsks(String label, Map<String, Object> command) throws Exception {
        long begin = System.nanoTime();
        java.util.concurrent.CompletableFuture<JsonNode> attack = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> {
                    try {
                        return guest.call(command);
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                });
        Thread.sleep(300);
        for (int i = 0; i == 0 || i < 4 && !attack.isDone(); i++) {
            long asked = System.nanoTime();
            assertEquals(200, host.http("GET", LOCAL + "/api", null, null).get("status").asInt());
            long millis = (System.nanoTime() - asked) / 1_000_000;
            System.out.printf("%s: the host's own request answered in %d ms during the attack%n", label, millis);
            assertTrue(millis < 2_000, "the host's own request waited " + millis + " ms");
            Thread.sleep(250);
        }
        JsonNode outcome = attack.get(30, java.util.concurrent.TimeUnit.SECONDS);
        System.out.printf("%s: %s, over after %.1f s%n", label, outcome, (System.nanoTime() - begin) / 1e9);
        return outcome;
    }

    @Test
    @Order(4)
    void everyRefusalHoldsFromTheNetworkAndTheHostStopsListeningWhenDone() throws Exception {
        refusedAfterJoining();
        for (int attempt = 1; attempt <= NetworkGate.JOINS_PER_MINUTE; attempt++) {
            assertEquals(404, guest.http("POST", BASE + "/api/lan/join", null, "{\"code\":\"ZZZZZZ\"}")
                    .get("status").asInt(), "attempt " + attempt);
        }
        JsonNode limited = guest.http("POST", BASE + "/api/lan/join", null, "{\"code\":\"" + code + "\"}");
        assertEquals(429, limited.get("status").asInt(), limited.toString());
        assertTrue(Integer.parseInt(limited.get("retryAfter").asText()) >= 1);
        JsonNode statuses = guest.call(Map.of("op", "burst", "url", BASE + "/", "count", 150)).get("statuses");
        assertTrue(statuses.path("429").asInt() > 0, "a burst of requests is cut: " + statuses);
        // More messages at once than a second's allowance, so the limit is reached however slow the machine.
        guest.call(Map.of("op", "ws-send", "name", "guest", "text", "{\"kind\":\"ping\"}", "count",
                2 * NetworkGate.REQUESTS_PER_SECOND));
        JsonNode socketLimited = guest.awaitMessage("guest", message -> !message.path("kind").asText().equals("pong"),
                5);
        assertEquals("rate-limited", socketLimited.path("error").path("error").asText(),
                "socket messages spend from the same allowance: " + socketLimited);
        // Once the allowance has come back (a plain request answers again), the guest acts as before.
        assertTrue(eventually(10, () -> guest.http("GET", BASE + "/api/games/" + gameId, guestToken, null)
                .get("status").asInt() == 200), "the allowance comes back");

        // The allowance may be just back: a resignation refused as rate-limited is sent again until the host hears it.
        JsonNode over = null;
        for (int attempt = 0; attempt < 10 && over == null; attempt++) {
            guest.call(Map.of("op", "ws-send", "name", "guest", "text",
                    "{\"kind\":\"action\",\"type\":\"resign\"}"));
            try {
                over = host.awaitState("host", state -> state.get("status").asText().equals("finished"), 2);
            } catch (AssertionError notYet) {
                // Not heard within 2 s: the message was refused; try again.
            }
        }
        assertNotNull(over, "the host hears the guest's resignation once the allowance is back");
        assertEquals("1-0", over.get("result").asText());
        JsonNode rematch = host.json("POST", LOCAL + "/api/games/" + gameId + "/actions", hostToken,
                "{\"type\":\"rematch\"}", 200).get("rematch");
        JsonNode heard = guest.awaitState("guest", state -> state.has("rematch"), 10);
        assertEquals(List.of("white"), texts(heard.get("rematch").get("seats")));
        String rematchId = rematch.get("id").asText();
        assertNotEquals(gameId, rematchId);
        JsonNode rematchState = guest.json("GET", BASE + "/api/games/" + rematchId, guestToken, null, 200);
        assertEquals(List.of("white"), texts(rematchState.get("seats")), "the guest's token holds white now");

        host.json("POST", LOCAL + "/api/games/" + rematchId + "/actions", hostToken, "{\"type\":\"resign\"}", 200);
        assertTrue(eventually(15, () -> guest.http("GET", BASE + "/", null, null).has("error")),
                "no LAN game left (and the 2 s linger over): the host listens on loopback only");
        assertEquals(200, host.http("GET", LOCAL + "/api", null, null).get("status").asInt());
    }

    // ---- the harder moments ----

    private static void aSocketHearsNothingUntilItProvesASeat() throws Exception {
        assertTrue(guest.call(Map.of("op", "ws-open", "name", "silent", "url", "ws://" + HOST_ADDRESS + ":" + PORT
                + "/api/games/" + gameId + "/socket")).has("open"));
        assertTrue(guest.call(Map.of("op", "ws-next", "name", "silent", "timeoutMillis", 1500)).has("timeout"),
                "a socket from the network hears nothing before it proves a seat");
        guest.call(Map.of("op", "ws-send", "name", "silent", "text", "{\"kind\":\"hello\",\"token\":\"forged\"}"));
        assertEquals("seat-token-invalid", guest.call(Map.of("op", "ws-next", "name", "silent")).get("error")
                .get("error").asText());
        assertEquals("closed", guest.call(Map.of("op", "ws-next", "name", "silent")).get("kind").asText(),
                "and a socket that fails to prove one is closed");
    }

    /** The guest's link goes down; the host moves, the guest's move cannot go; the host sees the guest go away. */
    private static void cutTheGuestsLinkWhileTheHostMoves() throws Exception {
        long cut = System.nanoTime();
        ip("-n", GUEST_NS, "link", "set", GUEST_LINK, "down");
        host.json("POST", LOCAL + "/api/games/" + gameId + "/moves", hostToken, move("c2c3", 6), 200);
        assertTrue(guest.http("POST", BASE + "/api/games/" + gameId + "/moves", guestToken, move("d7d6", 7))
                .has("error"), "the link is down");
        host.awaitState("host", state -> status(state, "black").equals("reconnecting"), 30);
        long noticed = System.nanoTime();
        JsonNode away = host.awaitState("host", state -> status(state, "black").equals("disconnected"), 15);
        assertTrue(away.get("connections").get("black").get("elapsed").asLong() >= 5_000);
        System.out.printf("link cut: the host saw the guest reconnecting after %.1f s, disconnected after %.1f s%n",
                (noticed - cut) / 1e9, (System.nanoTime() - cut) / 1e9);
        ip("-n", GUEST_NS, "link", "set", GUEST_LINK, "up");
    }

    /** SIGKILL, then a start without --lan: the host listens on the network again and the game is all there. */
    private static void killAndRestartTheHost(long versionBefore) throws Exception {
        server.destroyForcibly().waitFor();
        guest.awaitMessage("guest", message -> message.path("kind").asText().equals("closed"), 10);
        long start = System.nanoTime();
        startServer();
        JsonNode resumed = guest.json("GET", BASE + "/api/games/" + gameId, guestToken, null, 200);
        System.out.printf("host killed (SIGKILL) and restarted: the guest read the game again %.1f s after the "
                + "restart began%n", (System.nanoTime() - start) / 1e9);
        assertEquals(List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5", "c2c3", "d7d6"), ucis(resumed),
                "after SIGKILL and a restart without --lan, the host listens again and every move is there once");
        assertTrue(resumed.get("version").asLong() >= versionBefore, "versions do not go back");
    }

    // ---- refusals ----

    private static void refusedBeforeJoining() throws Exception {
        assertForbidden(guest.http("POST", BASE + "/api/games", null, "{\"mode\":\"lan\"}"));
        assertForbidden(guest.http("GET", BASE + "/api/games", null, null));
        assertForbidden(guest.http("GET", BASE + "/api/games/" + gameId, null, null));
        assertForbidden(guest.http("GET", BASE + "/api/games/" + gameId + "/join", null, null));
        assertForbidden(guest.http("GET", BASE + "/api/lan/games", null, null));
        assertForbidden(guest.http("POST", BASE + "/api/games/import", null, "{\"pgn\":\"1. e4 *\"}"));
        assertForbidden(guest.http("POST", BASE + "/api/games/" + gameId + "/seats", null, "{}"));
        assertEquals(413, guest.http("POST", BASE + "/api/lan/join", null, "{\"code\":\"" + "A".repeat(20_000)
                + "\"}").get("status").asInt(), "a device's request bodies are small");
        JsonNode tokenInUrl = guest.call(Map.of("op", "ws-open", "name", "bad", "url", "ws://" + HOST_ADDRESS + ":"
                + PORT + "/api/games/" + gameId + "/socket?token=" + hostToken));
        assertTrue(tokenInUrl.has("error"), "no socket with a token in its address: " + tokenInUrl);
    }

    private static void refusedAfterJoining() throws Exception {
        JsonNode other = host.json("POST", LOCAL + "/api/games", null, "{\"mode\":\"hotseat\"}", 201);
        String otherId = other.get("id").asText();
        assertForbidden(guest.http("GET", BASE + "/api/games/" + otherId, guestToken, null));
        assertForbidden(guest.http("GET", BASE + "/api/games/" + otherId, other.get("tokens").get("white").asText(),
                null));
        assertForbidden(guest.http("POST", BASE + "/api/games/" + otherId + "/moves",
                other.get("tokens").get("white").asText(), move("e2e4", 0)));
        assertForbidden(guest.http("GET", BASE + "/api/games?status=finished", guestToken, null));
        JsonNode wrongSeat = guest.http("POST", BASE + "/api/games/" + gameId + "/moves", guestToken,
                move("a2a3", 10));
        assertEquals(409, wrongSeat.get("status").asInt(), "the guest cannot move for the host");
    }

    private static void assertForbidden(JsonNode answer) throws IOException {
        assertEquals(403, answer.get("status").asInt(), answer.toString());
        assertEquals("not-available-on-network", MAPPER.readTree(answer.get("body").asText()).get("error").asText());
    }

    // ---- helpers ----

    private static JsonNode findByMdns() throws Exception {
        int appPort = guest.call(Map.of("op", "app")).get("port").asInt();
        String list = "http://127.0.0.1:" + appPort + "/api/lan/games";
        for (int i = 0; i < 60; i++) {
            JsonNode games = MAPPER.readTree(guest.http("GET", list, null, null).get("body").asText()).get("games");
            for (JsonNode game : games) {
                if (game.get("host").asText().equals(HOST_ADDRESS)) {
                    return game;
                }
            }
            Thread.sleep(500);
        }
        return fail("the guest's Escaque did not find the hosted game over mDNS within 30 s");
    }

    /** Plays {@code moves} from {@code ply} on: white (the host) over HTTP, black (the guest) over its socket. */
    private static void playAlternately(List<String> moves, int ply) throws Exception {
        for (String uci : moves) {
            if (ply % 2 == 0) {
                host.json("POST", LOCAL + "/api/games/" + gameId + "/moves", hostToken, move(uci, ply), 200);
            } else {
                guest.call(Map.of("op", "ws-send", "name", "guest", "text", "{\"kind\":\"move\",\"uci\":\"" + uci
                        + "\",\"ply\":" + ply + "}"));
            }
            int after = ++ply;
            guest.awaitState("guest", state -> state.get("ply").asInt() == after, 10);
            host.awaitState("host", state -> state.get("ply").asInt() == after, 10);
        }
    }

    private static String move(String uci, int ply) {
        return "{\"uci\":\"" + uci + "\",\"ply\":" + ply + "}";
    }

    private static String status(JsonNode state, String color) {
        return state.get("connections").get(color).get("status").asText();
    }

    private static List<String> ucis(JsonNode state) {
        List<String> ucis = new ArrayList<>();
        state.get("moves").forEach(move -> ucis.add(move.get("uci").asText()));
        return ucis;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }

    /** Starts the host's Escaque in its namespace (no --lan: it opens to the network only for LAN games). */
    private static void startServer() throws Exception {
        Path log = folder.resolve("server.log");
        int logged = Files.exists(log) ? Files.readString(log).length() : 0;
        server = new ProcessBuilder("ip", "netns", "exec", HOST_NS, javaCommand(), "-Xmx256m", "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                "org.escaque.server.cli.Main", "serve", "--port", Integer.toString(PORT), "--data-dir",
                folder.resolve("data").toString(), "--no-browser", "--lan-linger", "2", "--read-deadline", "2")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        processes.add(server);
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                fail("the host's server exited: " + Files.readString(log));
            }
            if (Files.readString(log).substring(logged).contains("Escaque is running at")) {
                return;
            }
            Thread.sleep(50);
        }
        fail("the host's server did not start within 30 s: " + Files.readString(log));
    }

    static String javaCommand() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Why namespaces cannot be made here, or null when they can (the host's namespace is made as the probe). */
    private static String whyNamespacesCannotBeMade() {
        try {
            if (!run("id", "-u").strip().equals("0")) {
                return "root";
            }
            run("ip", "netns", "add", HOST_NS);
            return null;
        } catch (IOException | InterruptedException | IllegalStateException e) {
            return "'ip netns' (" + e.getMessage() + ")";
        }
    }

    private static void ip(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("ip"));
        command.addAll(List.of(arguments));
        run(command.toArray(String[]::new));
    }

    /** Runs a command; its output, or IllegalStateException when it fails. */
    static String run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        if (process.waitFor() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed: " + output.strip());
        }
        return output;
    }

    /** A condition a test waits for; it may call the network. */
    private interface Check {
        boolean holds() throws Exception;
    }

    /** Asks {@code check} every 100 ms until it holds or {@code seconds} have passed; whether it came to hold. */
    private static boolean eventually(int seconds, Check check) throws Exception {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(seconds);
        while (!check.holds()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            java.util.concurrent.TimeUnit.MILLISECONDS.sleep(100);
        }
        return true;
    }
}
