package org.escaque.server.lan;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.game.play.NetworkView;
import org.escaque.server.game.transport.GameController;
import org.escaque.server.game.transport.GameService;
import org.escaque.server.game.transport.SocketPeer;
import org.escaque.server.http.BoundedBody;
import org.escaque.server.http.RequestLimits;
import org.escaque.server.http.WebSocketHandshake;
import org.escaque.server.site.SecurityHeaders;
import org.escaque.server.support.JsonCodec;

/**
 * The door every request goes through, before any route (a servlet filter, so WebSocket handshakes too). Every
 * answer gets the {@link SecurityHeaders}. Until {@link #open()} (the app listens before it restores its stored
 * games, so that a start on a port in use touches none) a request waits, at most the read deadline, and is then
 * answered 503 {@code busy}. Then, a request must be addressed to the app and, if it changes
 * something, come from the app's own pages as JSON ({@link RequestOrigin}: 403 {@code unknown-host} or
 * {@code cross-origin}, 415 {@code unsupported-media-type}). Then requests
 * from this computer pass (from a loopback address, or from one of its own network addresses: a browser on this
 * computer that opened a join link); requests from other devices are rate-limited per address and let through only where
 * {@link AccessRules} allows, for a game only if it is a LAN game whose seat token they present (or that allows
 * spectators), and only so many at once ({@link RequestLimits#remoteRequestsInFlight()}: 503 {@code busy}). Every
 * body is read under a size limit, counted as it comes (so chunks count too), and a deadline ({@link BoundedBody}).
 * A refusal is JSON like every API error: 403 {@code not-available-on-network}, 429 {@code rate-limited} (with
 * {@code Retry-After}), 400 {@code token-in-url}.
 */
public final class NetworkGate implements Filter {

    /** Join attempts one address may make per minute. */
    public static final int JOINS_PER_MINUTE = 10;
    /** Wrong join codes all other devices together may try per ten minutes ({@link WrongJoinCodes}). */
    public static final int WRONG_JOIN_CODES_PER_TEN_MINUTES = 30;
    /** Requests (HTTP requests and socket messages) one address may make per second. */
    public static final int REQUESTS_PER_SECOND = 50;
    /** The largest request body another device may send (a move or a join is a few dozen bytes). */
    public static final long MAX_REMOTE_BODY_BYTES = 16 * 1024;

    private final GameService games;
    private final JsonCodec json;
    private final RateLimiter joins;
    private final RateLimiter requests;
    private final WrongJoinCodes wrongCodes;
    private final RequestLimits limits;
    private final Semaphore remoteInFlight;
    private final CountDownLatch ready = new CountDownLatch(1);

    /** A gate with the app's rates over the system's clock, and {@code limits} on bodies and other devices. */
    public NetworkGate(GameService games, JsonCodec json, RequestLimits limits) {
        this(games, json, new RateLimiter(JOINS_PER_MINUTE, 60_000_000_000L, System::nanoTime),
                new RateLimiter(REQUESTS_PER_SECOND, 1_000_000_000L, System::nanoTime), limits, System::nanoTime);
    }

    /** A gate with these limiters; the limit on wrong join codes reads {@code nanoTime}. */
    NetworkGate(GameService games, JsonCodec json, RateLimiter joins, RateLimiter requests, RequestLimits limits,
            java.util.function.LongSupplier nanoTime) {
        this.games = games;
        this.json = json;
        this.joins = joins;
        this.requests = requests;
        this.wrongCodes = new WrongJoinCodes(WRONG_JOIN_CODES_PER_TEN_MINUTES, 600_000_000_000L, nanoTime);
        this.limits = limits;
        this.remoteInFlight = new Semaphore(limits.remoteRequestsInFlight());
    }

    /** Lets requests through: the app has restored its games (it listens before, so a port in use fails first). */
    public void open() {
        ready.countDown();
    }

    @Override
    public void doFilter(ServletRequest servletRequest, ServletResponse servletResponse, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) servletRequest;
        SecurityHeaders.apply((HttpServletResponse) servletResponse);
        if (!awaitReady()) {
            refuse((HttpServletResponse) servletResponse, ErrorResponses.starting());
            return;
        }
        boolean upgrade = "websocket".equalsIgnoreCase(request.getHeader("Upgrade"));
        Optional<Refusal> misdirected = RequestOrigin.refusal(request.getMethod(), upgrade,
                request.getHeader("Host"), request.getHeader("Origin"))
                .or(() -> RequestOrigin.mediaTypeRefusal(request.getMethod(), upgrade, request.getContentType(),
                        request.getContentLengthLong() > 0 || request.getHeader("Transfer-Encoding") != null))
                .or(() -> WebSocketHandshake.refusal(upgrade, request.getHeader("Sec-WebSocket-Key"),
                        request.getHeader("Sec-WebSocket-Version")));
        if (misdirected.isPresent()) {
            refuse((HttpServletResponse) servletResponse, misdirected.get());
            return;
        }
        InetAddress remote = address(request.getRemoteAddr());
        if (AccessRules.isLocal(remote) || LanAddresses.isAssigned(remote)) {
            chain.doFilter(bounded(request, upgrade, RequestLimits.MAX_REQUEST_BYTES), servletResponse);
            return;
        }
        Optional<Refusal> refusal = check(remote, request.getMethod(), request.getRequestURI(), upgrade,
                Optional.ofNullable(request.getHeader(GameController.SEAT_TOKEN_HEADER)), request.getQueryString());
        if (refusal.isEmpty() && request.getContentLengthLong() > MAX_REMOTE_BODY_BYTES) {
            refusal = Optional.of(new Refusal(Refusal.Code.PAYLOAD_TOO_LARGE, "A request from another device may "
                    + "carry at most " + MAX_REMOTE_BODY_BYTES + " bytes."));
        }
        if (refusal.isPresent()) {
            refuse((HttpServletResponse) servletResponse, refusal.get());
            return;
        }
        if (upgrade) {
            request.setAttribute(SocketPeer.ATTRIBUTE, new SocketPeer(true, () -> requests.tryAcquire(remote)));
        }
        // Other devices' requests take at most so many threads at once, so this computer's always find one free.
        if (!remoteInFlight.tryAcquire()) {
            refuse((HttpServletResponse) servletResponse, ErrorResponses.busy());
            return;
        }
        try {
            chain.doFilter(bounded(request, upgrade, MAX_REMOTE_BODY_BYTES), servletResponse);
        } finally {
            remoteInFlight.release();
        }
        if (AccessRules.classify(request.getMethod(), request.getRequestURI(), upgrade).kind()
                == AccessRules.Kind.JOIN) {
            joinAnswered(remote, ((HttpServletResponse) servletResponse).getStatus());
        }
    }

    /**
     * Counts a join from another device answered with {@code status}: a code that joins no game (404) or cannot be
     * a code (400) spends from the limit on wrong codes across the whole network.
     */
    void joinAnswered(InetAddress remote, int status) {
        if (status == 404 || status == 400) {
            wrongCodes.wrong(remote);
        }
    }

    /** Waits until the app is ready (at most the read deadline); whether it is. */
    private boolean awaitReady() {
        try {
            return ready.await(limits.readDeadline().toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The request with its body read under the limits (a socket's handshake has none, and is passed as it is). */
    private ServletRequest bounded(HttpServletRequest request, boolean upgrade, long maxBytes) {
        return upgrade ? request : new BoundedBody(request, maxBytes, limits.readDeadline().toNanos());
    }

    /**
     * Whether a request from another device at {@code remote} is refused, and how; empty when it may pass. Spends
     * from the address's allowances.
     *
     * @param query the raw query string, or null
     */
    public Optional<Refusal> check(InetAddress remote, String method, String path, boolean upgrade,
            Optional<String> token, String query) {
        if (!requests.tryAcquire(remote)) {
            return Optional.of(tooMany("requests", requests.retryAfterSeconds(remote)));
        }
        AccessRules.Route route = AccessRules.classify(method, path, upgrade);
        return switch (route.kind()) {
            case PUBLIC -> Optional.empty();
            case JOIN -> !wrongCodes.mayTry() ? Optional.of(new Refusal(Refusal.Code.RATE_LIMITED, "Too many "
                    + "wrong join codes were tried from the network; joining from another device is paused. Try "
                    + "again in " + wrongCodes.retryAfterSeconds() + " s, with the code the host's screen shows.",
                    Map.of("retryAfter", wrongCodes.retryAfterSeconds())))
                    : joins.tryAcquire(remote) ? Optional.empty()
                    : Optional.of(tooMany("join attempts", joins.retryAfterSeconds(remote)));
            case GAME_READ, GAME_PLAY -> gameRefusal(route.gameId().orElseThrow(), token, route.kind());
            case GAME_SOCKET -> hasTokenParameter(query) ? Optional.of(new Refusal(Refusal.Code.TOKEN_IN_URL,
                    "From another device, send the seat token in the socket's first message (hello), never in the "
                            + "address.")) : gameRefusal(route.gameId().orElseThrow(), Optional.empty(), route.kind());
            case LOCAL_ONLY -> Optional.of(forbidden("Only the computer running Escaque can use " + method + " "
                    + path + "."));
        };
    }

    /**
     * A game's routes: only LAN games; playing needs a seat's token; reading needs one unless the game allows
     * spectators; a socket needs none at the handshake (it proves its seat in its first message).
     */
    private Optional<Refusal> gameRefusal(String gameId, Optional<String> token, AccessRules.Kind kind) {
        Optional<NetworkView> found = games.lanSeats().networkView(gameId, token);
        boolean allowed = found.filter(NetworkView::isLan).map(view -> switch (kind) {
            case GAME_PLAY -> view.holdsSeat();
            case GAME_READ -> view.holdsSeat() || view.spectators();
            default -> true;
        }).orElse(false);
        return allowed ? Optional.empty() : Optional.of(forbidden("This game is not open to your device: join it "
                + "with the code the host's screen shows, or ask the host to allow spectators."));
    }

    private static boolean hasTokenParameter(String query) {
        return query != null && Arrays.stream(query.split("&")).anyMatch(pair -> pair.split("=", 2)[0]
                .equals("token"));
    }

    private static Refusal forbidden(String message) {
        return new Refusal(Refusal.Code.NOT_AVAILABLE_ON_NETWORK, message);
    }

    private static Refusal tooMany(String what, long retryAfterSeconds) {
        return new Refusal(Refusal.Code.RATE_LIMITED, "Too many " + what + " from your device; try again in "
                + retryAfterSeconds + " s.", Map.of("retryAfter", retryAfterSeconds));
    }

    private void refuse(HttpServletResponse response, Refusal refusal) throws IOException {
        response.setStatus(ErrorResponses.status(refusal.code()));
        response.setContentType("application/json");
        response.setCharacterEncoding("utf-8");
        if (refusal.code() == Refusal.Code.RATE_LIMITED) {
            response.setHeader("Retry-After", String.valueOf(refusal.details().get("retryAfter")));
        } else if (refusal.code() == Refusal.Code.BUSY) {
            response.setHeader("Retry-After", "1");
        } else if (refusal.code() == Refusal.Code.UPGRADE_REQUIRED) {
            response.setHeader("Sec-WebSocket-Version", WebSocketHandshake.VERSION);
        }
        response.getOutputStream().write(json.write(ErrorResponses.body(refusal)).getBytes(StandardCharsets.UTF_8));
    }

    private static InetAddress address(String text) {
        try {
            return InetAddress.getByName(text);
        } catch (UnknownHostException e) {
            throw new IllegalStateException("Jetty gave a remote address that is not one: " + text, e);
        }
    }
}
