package org.escaque.server;

import static io.javalin.apibuilder.ApiBuilder.delete;
import static io.javalin.apibuilder.ApiBuilder.get;
import static io.javalin.apibuilder.ApiBuilder.path;
import static io.javalin.apibuilder.ApiBuilder.post;
import static io.javalin.apibuilder.ApiBuilder.ws;

import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.json.JavalinJackson;
import io.javalin.router.Endpoint;
import jakarta.servlet.DispatcherType;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.escaque.play.analysis.AnalysisView;
import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.analysis.AnalysisController;
import org.escaque.server.analysis.AnalysisService;
import org.escaque.server.analysis.AnalysisStore;
import org.escaque.server.analysis.ComputerActivity;
import org.escaque.server.db.DatabaseException;
import org.escaque.server.game.transport.GameController;
import org.escaque.server.game.transport.GameService;
import org.escaque.server.http.JsonErrorHandler;
import org.escaque.server.http.RequestLimits;
import org.escaque.server.lan.LanController;
import org.escaque.server.lan.LanHosting;
import org.escaque.server.lan.NetworkGate;
import org.escaque.server.lan.RemoteConnections;
import org.escaque.server.rules.RulesController;
import org.escaque.server.site.WebSite;
import org.escaque.server.support.DatabaseFailures;
import org.escaque.server.support.JsonCodec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the web app from its dependencies; every route is declared here. The caller starts it (tests on a free
 * port) and stops it; stopping also stops the game service's timers. Errors always answer as JSON
 * {@code {"error", "message"}}; an unexpected exception is logged and answered with a generic 500.
 */
public final class App {

    /** How long an idle game socket stays open (clients may send {@code ping} messages to keep it). */
    public static final Duration SOCKET_IDLE_TIMEOUT = Duration.ofMinutes(30);

    private static final Logger LOG = LoggerFactory.getLogger(App.class);

    private App() {
    }

    /**
     * The app, not yet started. Once started it listens on the address it was started on (loopback, normally),
     * and on the local network as {@link AppDependencies#lan()} says; requests from other devices pass the
     * {@link NetworkGate} first.
     */
    public static Javalin create(AppDependencies dependencies) {
        JsonCodec json = new JsonCodec();
        RequestLimits limits = dependencies.limits();
        RemoteConnections remoteConnections = new RemoteConnections(limits);
        LanHosting hosting = new LanHosting(dependencies.lan(), remoteConnections);
        // An analysis steps aside while the computer chooses a move in any game.
        ComputerActivity computer = new ComputerActivity(dependencies.computerPlayer());
        GameService games = new GameService(dependencies.database(), dependencies.clock(), computer, json,
                dependencies.random(), hosting);
        hosting.countGamesWith(games.lanSeats()::lanGames);
        GameController controller = new GameController(games, json);
        AnalysisService analysis = new AnalysisService(new AnalysisStore(dependencies.database()),
                new AnalysisService.Games() {
                    @Override
                    public AnalysisService.Snapshot snapshot(String gameId) {
                        return games.analysisSnapshot(gameId);
                    }

                    @Override
                    public void push(String gameId, AnalysisView view) {
                        games.pushAnalysis(gameId, view);
                    }
                }, dependencies.analyser(), dependencies.clock().wall(), computer::isThinking);
        AnalysisController analyses = new AnalysisController(analysis, json);
        LanController lan = new LanController(games, controller, hosting, json);
        RulesController rules = new RulesController();
        WebSite site = new WebSite();
        NetworkGate gate = new NetworkGate(games, json, limits);
        JsonErrorHandler errors = new JsonErrorHandler(json, RequestLimits.MAX_REQUEST_BYTES);
        AtomicReference<Server> server = new AtomicReference<>();
        Javalin app = Javalin.create(config -> {
            configure(config, json, limits);
            config.jetty.modifyServer(jetty -> {
                server.set(jetty);
                jetty.setErrorHandler(errors.forServer());
            });
            config.jetty.modifyServletContextHandler(handler -> {
                handler.setErrorHandler(errors.forServlets());
                handler.addFilter(new FilterHolder(gate), "/*", EnumSet.of(DispatcherType.REQUEST));
            });
            config.routes.apiBuilder(() -> routes(controller, analyses, lan, rules, site));
            handleErrors(config.routes, json, site);
            config.events.serverStarted(() -> {
                // Only once the port is ours: a second start on a port in use touches no stored game. Requests
                // that come meanwhile wait at the gate until the games are back.
                games.restore();
                analysis.resume();
                gate.open();
                hosting.start(server.get());
                // A restored LAN game's guest can reach the app as soon as it says it is running.
                hosting.settle();
            });
            config.events.serverStopping(hosting::close);
            config.events.serverStopped(() -> {
                analysis.close();
                games.close();
            });
        });
        return app;
    }

    /** Every route of the app (who may call which from the network: {@link org.escaque.server.lan.AccessRules}). */
    private static void routes(GameController games, AnalysisController analyses, LanController lan,
            RulesController rules, WebSite site) {
        site.addRoutes();
        rules.addRoutes();
        get("/api", ctx -> ctx.json(Map.of("name", "Escaque", "games", "/api/games", "documentation",
                "docs/api.md")));
        get("/api/levels", ctx -> ctx.json(Map.of("levels", org.escaque.engine.Level.all().stream()
                .map(level -> Map.of("level", level.number(), "rating", level.rating())).toList())));
        path("/api/games", () -> {
            get(games::list);
            post(lan::createGame);
            post("/import", games::importPgn);
            get("/damaged", games::damaged);
            path("/{id}", () -> {
                get(games::state);
                delete(games::delete);
                get("/pgn", games::pgn);
                post("/moves", games::move);
                post("/actions", games::act);
                post("/hint", games::hint);
                post("/seats", games::takeSeat);
                get("/join", lan::joinDetails);
                get("/join/qr.svg", lan::qrCode);
                ws("/socket", games::socket);
                post("/analysis", analyses::request);
                get("/analysis", analyses::list);
                post("/analysis/cancel", analyses::cancel);
                get("/analysis/pgn", analyses::pgn);
            });
        });
        post("/api/positions/check", games::checkPosition);
        path("/api/lan", () -> {
            post("/join", lan::join);
            get("/games", lan::discovered);
        });
    }

    private static void configure(JavalinConfig config, JsonCodec json, RequestLimits limits) {
        config.startup.showJavalinBanner = false;
        config.startup.showOldJavalinVersionWarning = false;
        config.startup.startupWatcherEnabled = false;
        config.jsonMapper(new JavalinJackson(json.mapper(), false));
        config.http.maxRequestSize = RequestLimits.MAX_REQUEST_BYTES;
        // A path that exists with other methods answers 405 method-not-allowed, as docs/api.md says, not 404.
        config.http.prefer405over404 = true;
        config.jetty.threadPool = threadPool();
        config.jetty.modifyHttpConfiguration(http -> {
            // A blocking read of a body waits this long for more bytes at most; a body that trickles in slower
            // than the minimum rate is cut (408) sooner. Both are Jetty's; the whole body's deadline is ours.
            http.setIdleTimeout(limits.blockingReadTimeout().toMillis());
            http.setMinRequestDataRate(limits.minDataRate());
        });
        config.jetty.modifyWebSocketServletFactory(factory -> {
            factory.setIdleTimeout(SOCKET_IDLE_TIMEOUT);
            factory.setMaxTextMessageSize(64 * 1024);
        });
    }

    /** Every failure answers as JSON; an unexpected one is logged and answered with a generic message. */
    private static void handleErrors(RoutesConfig routes, JsonCodec json, WebSite site) {
        routes.exception(Refusal.class, (refusal, ctx) -> error(ctx, json, refusal));
        routes.exception(HttpResponseException.class, (error, ctx) -> {
            // A browser visiting an unknown address gets the UI's friendly page; the API answers JSON.
            if (error.getStatus() == 404 && site.notFoundPage(ctx)) {
                return;
            }
            error(ctx, json, ErrorResponses.forStatus(error.getStatus(), ctx.method().name(), ctx.path(),
                    RequestLimits.MAX_REQUEST_BYTES));
        });
        routes.exception(DatabaseException.class, (error, ctx) -> error(ctx, json,
                DatabaseFailures.answer(error, ctx.method() + " " + matchedPath(ctx))));
        routes.exception(Exception.class, (error, ctx) -> {
            LOG.error("unexpected error on {} {}", ctx.method(), matchedPath(ctx), error);
            error(ctx, json, ErrorResponses.internalError());
        });
        routes.error(404, ctx -> {
            // A browser visiting an unknown address gets the UI's friendly page; the API answers JSON.
            if (ctx.result() == null && !site.notFoundPage(ctx)) {
                error(ctx, json, Refusal.notFound("There is nothing at " + ctx.path() + "."));
            }
        });
        routes.error(405, ctx -> error(ctx, json, new Refusal(Refusal.Code.METHOD_NOT_ALLOWED, ctx.method()
                + " is not allowed on " + ctx.path() + ".")));
    }

    /** The route that took the request, as declared ({@code /api/games/{id}/moves}), or its path when none did. */
    private static String matchedPath(Context ctx) {
        Endpoint endpoint = ctx.endpoints().matchedHttpEndpoint();
        return endpoint == null ? ctx.path() : endpoint.path;
    }

    private static QueuedThreadPool threadPool() {
        QueuedThreadPool pool = new QueuedThreadPool(64, 4, 60_000);
        pool.setName("http");
        return pool;
    }

    private static void error(Context ctx, JsonCodec json, Refusal refusal) {
        ctx.status(ErrorResponses.status(refusal.code())).contentType("application/json")
                .result(json.write(ErrorResponses.body(refusal)));
    }
}
