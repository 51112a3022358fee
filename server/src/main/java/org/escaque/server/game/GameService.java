package org.escaque.server.game;

import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.escaque.core.Color;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.Position;
import org.escaque.core.notation.Fen;
import org.escaque.server.ApiException;
import org.escaque.server.JsonCodec;
import org.escaque.server.db.Database;
import org.escaque.server.game.ApiTypes.ActionRequest;
import org.escaque.server.game.ApiTypes.CreateGameRequest;
import org.escaque.server.game.ApiTypes.CreatedGame;
import org.escaque.server.game.ApiTypes.GameList;
import org.escaque.server.game.ApiTypes.GameState;
import org.escaque.server.game.ApiTypes.GameSummary;
import org.escaque.server.game.ApiTypes.ImportRequest;
import org.escaque.server.game.ApiTypes.MoveRequest;
import org.escaque.server.game.ApiTypes.Player;
import org.escaque.server.game.ApiTypes.SeatGranted;
import org.escaque.server.game.ApiTypes.SeatRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games feature as the HTTP and socket layers see it: create, import, look at, list and export games, and
 * play them through {@link GameCommands}. Built with its dependencies; owns its timer threads until
 * {@link #close()}.
 */
public final class GameService implements AutoCloseable {

    /** The level a computer game gets when none is given. */
    public static final int DEFAULT_LEVEL = 1;
    /** The most games one list returns. */
    public static final int MAX_LIST = 500;

    private static final Logger LOG = LoggerFactory.getLogger(GameService.class);

    private final Clock clock;
    private final SessionStore store;
    private final GameStateBuilder states;
    private final SocketHub hub;
    private final GameCommands commands;
    private final SeatTokens tokens = new SeatTokens();
    private final RandomGenerator colorChooser;
    private final boolean placeholderComputer;
    private final GameSockets sockets;
    private final ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "session-sweeper");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * A service over {@code database}, restoring every unfinished game stored there.
     *
     * @param clock the server's clock: flags fall by it (tests pass one they move by hand)
     * @param computer the computer opponent
     * @param json the API's JSON codec, for socket messages
     * @param colorChooser where a "random" colour choice comes from
     */
    public GameService(Database database, Clock clock, ComputerPlayer computer, JsonCodec json,
            RandomGenerator colorChooser) {
        this(database, clock, computer, json, colorChooser, LanGamesObserver.NONE);
    }

    /**
     * A service as above that tells {@code lanObserver} of every change to a LAN game (and once after restoring
     * them).
     */
    public GameService(Database database, Clock clock, ComputerPlayer computer, JsonCodec json,
            RandomGenerator colorChooser, LanGamesObserver lanObserver) {
        this.clock = clock;
        this.store = new SessionStore(new GameRepository(database));
        this.placeholderComputer = computer.isPlaceholder();
        this.states = new GameStateBuilder(placeholderComputer);
        this.hub = new SocketHub(json, states);
        this.commands = new GameCommands(store, hub, states, clock, computer, tokens, lanObserver);
        this.colorChooser = colorChooser;
        this.sockets = new GameSockets(store, commands, hub, clock, json);
        restore();
        sweeper.scheduleWithFixedDelay(() -> store.evictIdle(clock.millis()), 30, 30, TimeUnit.SECONDS);
    }

    private void restore() {
        List<GameSession> restored = store.restoreActive(clock.millis());
        for (GameSession session : restored) {
            synchronized (session) {
                commands.settled(session);
            }
        }
        if (!restored.isEmpty()) {
            LOG.info("restored {} unfinished game(s)", restored.size());
        }
    }

    // ---- creating ----

    /** Creates a game as asked; the caller gets the tokens of the seats it holds. */
    public CreatedGame create(CreateGameRequest request) {
        NewGame plan = NewGame.plan(request, colorChooser);
        long now = clock.millis();
        Map<Color, Seat> seats = new EnumMap<>(Color.class);
        Map<String, String> issued = new LinkedHashMap<>();
        for (Color color : Color.values()) {
            if (plan.computerColor().equals(Optional.of(color))) {
                seats.put(color, Seat.computer(plan.level()));
            } else if (plan.tokenFor(color)) {
                String token = tokens.newToken();
                issued.put(color.id(), token);
                seats.put(color, Seat.human(SeatTokens.hash(token)));
            } else {
                seats.put(color, Seat.open());
            }
        }
        GameSession.LanSettings lan = plan.mode() == GameMode.LAN
                ? new GameSession.LanSettings(Optional.of(unusedJoinCode()), plan.spectators())
                : GameSession.LanSettings.NONE;
        GameSession session = new GameSession(tokens.newGameId(), plan.mode(), plan.start(), seats,
                plan.timeControl(), Map.of(), now, lan);
        return store(session, issued, List.of());
    }

    /** A join code no unfinished game has (codes of finished games may come again: they join nothing). */
    private String unusedJoinCode() {
        while (true) {
            String code = tokens.newJoinCode();
            if (unfinishedLanGame(code).isEmpty()) {
                return code;
            }
        }
    }

    /** Imports one PGN game as a hotseat game (both tokens to the caller), finished or not. */
    public CreatedGame importPgn(ImportRequest request) {
        String text = GameCommands.required(request.pgn(), "pgn", "the game in PGN");
        PgnImport.Imported imported = PgnImport.read(text);
        long now = clock.millis();
        Map<Color, Seat> seats = new EnumMap<>(Color.class);
        Map<String, String> issued = new LinkedHashMap<>();
        for (Color color : Color.values()) {
            String token = tokens.newToken();
            issued.put(color.id(), token);
            seats.put(color, Seat.human(SeatTokens.hash(token)));
        }
        GameSession session = new GameSession(tokens.newGameId(), GameMode.HOTSEAT, imported.pgn().start(), seats,
                Optional.empty(), imported.tags(), now);
        try {
            session.restore(imported.pgn().mainlineMoves(), Optional.empty(), imported.ending(), Optional.empty(),
                    Optional.empty(), now, now);
        } catch (org.escaque.core.IllegalMoveException e) {
            throw ApiException.badRequest("invalid-pgn", "The PGN holds an illegal move: " + e.getMessage() + ".");
        }
        List<String> moves = new ArrayList<>();
        session.moves().forEach(move -> moves.add(move.toString()));
        return store(session, issued, moves);
    }

    private CreatedGame store(GameSession session, Map<String, String> issued, List<String> moves) {
        synchronized (session) {
            store.repository().insert(GameRecords.toRecord(session), moves);
            store.add(session);
            commands.settled(session);
            java.util.Set<Color> held = java.util.EnumSet.noneOf(Color.class);
            issued.keySet().forEach(id -> held.add(GameCommands.color(id)));
            GameState state = states.build(session, held, clock.millis());
            return new CreatedGame(session.id(), issued, state);
        }
    }

    // ---- reading ----

    /** The state as the holder of {@code token} (or a spectator, without one) sees it. */
    public GameState state(String gameId, Optional<String> token) {
        GameSession session = store.get(gameId, clock.millis());
        synchronized (session) {
            Caller caller = Caller.token(token);
            var seats = commands.seats(session, caller, false);
            long now = clock.millis();
            commands.expireFlag(session, now);
            return states.build(session, seats, now);
        }
    }

    /** The game as export-format PGN. */
    public String pgn(String gameId) {
        GameSession session = store.get(gameId, clock.millis());
        synchronized (session) {
            commands.expireFlag(session, clock.millis());
            return PgnExport.of(session, placeholderComputer);
        }
    }

    /** The games, most recently changed first, optionally only those {@code "active"} or {@code "finished"}. */
    public GameList list(Optional<String> status, int limit) {
        if (status.isPresent() && !status.get().equals(GameRecord.ACTIVE) && !status.get().equals(GameRecord.FINISHED)) {
            throw ApiException.badRequest("invalid-field", "status is 'active' or 'finished', not '" + status.get()
                    + "'.");
        }
        if (limit < 1 || limit > MAX_LIST) {
            throw ApiException.badRequest("invalid-field", "limit is 1 to " + MAX_LIST + ".");
        }
        List<GameSummary> games = new ArrayList<>();
        for (GameRecord record : store.repository().list(status, limit)) {
            games.add(summary(record));
        }
        return new GameList(games);
    }

    private GameSummary summary(GameRecord record) {
        Map<String, Player> players = new LinkedHashMap<>();
        players.put("white", summaryPlayer(record.whitePlayer(), record.computerLevel()));
        players.put("black", summaryPlayer(record.blackPlayer(), record.computerLevel()));
        return new GameSummary(record.id(), record.mode(), record.status(), record.result(), record.termination(),
                record.ply(), record.fen(), record.timeControl(), players, record.createdAt(), record.updatedAt());
    }

    private Player summaryPlayer(String kind, Integer level) {
        return PlayerKind.fromId(kind) == PlayerKind.COMPUTER ? new Player("computer", level, placeholderComputer)
                : new Player("human", null, null);
    }

    // ---- playing ----

    /** Plays a move for the holder of {@code token}. */
    public GameState move(String gameId, Optional<String> token, MoveRequest request) {
        return commands.move(gameId, Caller.token(token), request).state();
    }

    /** Performs an action for the holder of {@code token}. */
    public GameState act(String gameId, Optional<String> token, ActionRequest request) {
        return commands.act(gameId, Caller.token(token), request).state();
    }

    /** Gives the free seat of a LAN game to a second device. */
    public SeatGranted takeSeat(String gameId, SeatRequest request) {
        Optional<Color> wanted = Optional.ofNullable(request.color()).map(GameCommands::color);
        GameSession session = store.get(gameId, clock.millis());
        synchronized (session) {
            if (session.mode() != GameMode.LAN) {
                throw ApiException.conflict("seat-not-available", "Only LAN games have a seat to take; this is a "
                        + session.mode().id() + " game.");
            }
            GameCommands.requireActive(session);
            Color color = freeSeat(session, wanted);
            String token = tokens.newToken();
            long now = clock.millis();
            commands.commit(session, () -> session.takeSeat(color, SeatTokens.hash(token), now),
                    store.repository()::save);
            return new SeatGranted(color.id(), token, states.build(session, java.util.EnumSet.of(color), now));
        }
    }

    private static Color freeSeat(GameSession session, Optional<Color> wanted) {
        for (Color color : Color.values()) {
            boolean free = session.seat(color).tokenHash().isEmpty() && !session.seat(color).isComputer();
            if (free && wanted.map(color::equals).orElse(true)) {
                return color;
            }
        }
        throw ApiException.conflict("seat-not-available", wanted.map(c -> "The " + c.id() + " seat is taken.")
                .orElse("Both seats are taken."));
    }

    // ---- LAN ----

    /**
     * Gives the free seat of the LAN game with join code {@code typedCode} to the caller, once; a caller presenting
     * the token of a seat of that game gets that seat again (a reconnecting guest). The answer's {@code created}
     * says whether a seat was given out now.
     */
    public JoinResult join(String typedCode, Optional<String> token) {
        String code = SeatTokens.canonicalJoinCode(typedCode).orElseThrow(() -> ApiException.badRequest(
                "invalid-field", "A join code is " + SeatTokens.JOIN_CODE_LENGTH + " letters and digits, such as "
                        + "K7MX3P."));
        GameSession session = unfinishedLanGame(code).orElseThrow(() -> ApiException.notFound(
                "No game on this computer is waiting for code " + code + "; check the code on the host's screen."));
        synchronized (session) {
            long now = clock.millis();
            Set<Color> held = token.filter(text -> !text.isBlank()).map(session::seatsHeldBy).orElse(Set.of());
            if (!held.isEmpty()) {
                Color color = held.iterator().next();
                return new JoinResult(new CreatedGame(session.id(), Map.of(color.id(), token.get()),
                        states.build(session, held, now)), false);
            }
            commands.expireFlag(session, now);
            GameCommands.requireActive(session);
            Color color = freeSeat(session, Optional.empty());
            String newToken = tokens.newToken();
            commands.commit(session, () -> session.takeSeat(color, SeatTokens.hash(newToken), now),
                    store.repository()::save);
            return new JoinResult(new CreatedGame(session.id(), Map.of(color.id(), newToken),
                    states.build(session, EnumSet.of(color), now)), true);
        }
    }

    /** The answer to a join, and whether it gave out a seat (else the caller had one already). */
    public record JoinResult(CreatedGame game, boolean created) {
    }

    /** The join code of a LAN game, for the host's screen. */
    public JoinFacts joinFacts(String gameId) {
        GameSession session = store.get(gameId, clock.millis());
        synchronized (session) {
            String code = session.lan().joinCode().orElseThrow(() -> ApiException.conflict("not-joinable",
                    "Game " + gameId + " has no join code: only LAN games created by a host have one."));
            boolean waiting = !session.isFinished() && (!session.isTaken(Color.WHITE)
                    || !session.isTaken(Color.BLACK));
            return new JoinFacts(session.id(), code, waiting);
        }
    }

    /** How many LAN games are unfinished, and how many of them wait for their guest. */
    public LanGames lanGames() {
        int unfinished = 0;
        int waiting = 0;
        for (GameSession session : store.allInMemory()) {
            synchronized (session) {
                if (session.mode() == GameMode.LAN && !session.isFinished()) {
                    unfinished++;
                    if (!session.isTaken(Color.WHITE) || !session.isTaken(Color.BLACK)) {
                        waiting++;
                    }
                }
            }
        }
        return new LanGames(unfinished, waiting);
    }

    /** What the network gate needs to know about a game, seen with {@code token}; empty if there is no such game. */
    public Optional<NetworkView> networkView(String gameId, Optional<String> token) {
        GameSession session;
        try {
            session = store.get(gameId, clock.millis());
        } catch (ApiException noSuchGame) {
            return Optional.empty();
        }
        synchronized (session) {
            boolean holdsSeat = token.filter(text -> !text.isBlank())
                    .map(text -> !session.seatsHeldBy(text).isEmpty()).orElse(false);
            return Optional.of(new NetworkView(session.mode() == GameMode.LAN, session.lan().spectators(),
                    holdsSeat));
        }
    }

    /** The unfinished LAN game with this join code (all unfinished games are in memory). */
    private Optional<GameSession> unfinishedLanGame(String code) {
        for (GameSession session : store.allInMemory()) {
            if (session.lan().joinCode().equals(Optional.of(code))) {
                synchronized (session) {
                    if (!session.isFinished()) {
                        return Optional.of(session);
                    }
                }
            }
        }
        return Optional.empty();
    }

    // ---- sockets ----

    /** The socket layer of this service. */
    public GameSockets sockets() {
        return sockets;
    }

    /** Stops the timers and the computer, then stores the running clocks as they stand. */
    @Override
    public void close() {
        sweeper.shutdownNow();
        sockets.close();
        commands.close();
        try {
            store.saveRunningClocks(clock.millis());
        } catch (RuntimeException e) {
            LOG.warn("could not store the running clocks at shutdown: {}", e.getMessage());
        }
    }

    /** Parses a FEN for a new game, refusing a bad one or one where the game is already over. */
    static Position startPosition(String fen) {
        try {
            return Fen.parse(fen);
        } catch (InvalidPositionException e) {
            throw ApiException.badRequest("invalid-fen", "The FEN is not a valid position: " + e.getMessage() + ".");
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("invalid-fen", "The FEN cannot be read: " + e.getMessage() + ".");
        }
    }
}
