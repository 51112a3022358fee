package org.escaque.server.game.transport;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.escaque.core.Color;
import org.escaque.core.openings.Openings;
import org.escaque.play.ActionRules;
import org.escaque.play.ActionType;
import org.escaque.play.GameMode;
import org.escaque.play.GameRecord;
import org.escaque.play.GameSession;
import org.escaque.play.Moment;
import org.escaque.play.MoveInput;
import org.escaque.play.NewGame;
import org.escaque.play.PgnExport;
import org.escaque.play.PgnLanguage;
import org.escaque.play.PlayerKind;
import org.escaque.play.PlayerNames;
import org.escaque.play.SessionRecords;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.db.Database;
import org.escaque.server.game.computer.ComputerPlayer;
import org.escaque.server.game.play.Caller;
import org.escaque.server.game.play.Change;
import org.escaque.server.game.play.GameCommand;
import org.escaque.server.game.play.GameCommands;
import org.escaque.server.game.play.LanSeats;
import org.escaque.server.game.play.Sessions;
import org.escaque.server.game.store.GameRepository;
import org.escaque.server.game.store.HintRepository;
import org.escaque.server.game.transport.ApiTypes.ActionRequest;
import org.escaque.server.game.transport.ApiTypes.CreateGameRequest;
import org.escaque.server.game.transport.ApiTypes.CreatedGame;
import org.escaque.server.game.transport.ApiTypes.GameList;
import org.escaque.server.game.transport.ApiTypes.GameState;
import org.escaque.server.game.transport.ApiTypes.GameSummary;
import org.escaque.server.game.transport.ApiTypes.ImportRequest;
import org.escaque.server.game.transport.ApiTypes.MoveRequest;
import org.escaque.server.game.transport.ApiTypes.OpeningName;
import org.escaque.server.game.transport.ApiTypes.Player;
import org.escaque.server.game.transport.ApiTypes.SeatGranted;
import org.escaque.server.game.transport.ApiTypes.SeatRequest;
import org.escaque.server.support.HostClock;
import org.escaque.server.support.JsonCodec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games feature as the HTTP and socket layers see it: requests in wire types become {@link GameCommand}s, each
 * run alone on its game by {@link GameCommands#run}, and the answer is the caller's view of the game made in that same
 * run. Every change a command returns is published here, in {@link #publish}: the game's sockets get its state (or
 * are told it is gone), and the LAN observer hears of a LAN game's change. Built with its dependencies; owns its timer
 * threads until {@link #close()}.
 */
public final class GameService implements AutoCloseable {

    /** The most games one list returns. */
    public static final int MAX_LIST = 500;

    private static final Logger LOG = LoggerFactory.getLogger(GameService.class);
    /** A look at the game by anyone: a fallen flag ends it first. */
    private static final GameCommand LOOK = new GameCommand.Look(false);
    /** A caller with no seat token (a seat is taken, or a game read, without one). */
    private static final Caller NOBODY = Caller.token(Optional.empty());

    private final HostClock clock;
    private final GameCommands commands;
    private final GameRepository repository;
    private final Sessions sessions;
    private final GameStateBuilder states = new GameStateBuilder();
    private final OpeningNames openingNames = new OpeningNames();
    private final GameHints hints;
    private final SocketHub hub;
    private final RandomGenerator colorChooser;
    private final GameSockets sockets;
    private final LanGamesObserver lanObserver;
    private final JsonCodec json;
    private final ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "session-sweeper");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * A service over {@code database} that tells {@code lanObserver} of every change to a LAN game (and once after
     * restoring them); {@link #restore} brings back the unfinished games stored there.
     *
     * @param clock the host's clocks: flags fall by the steady one (tests pass ones they move by hand)
     * @param computer the computer opponent
     * @param json the API's JSON codec, for socket messages
     * @param colorChooser where a "random" colour choice comes from
     */
    public GameService(Database database, HostClock clock, ComputerPlayer computer, JsonCodec json,
            RandomGenerator colorChooser, LanGamesObserver lanObserver) {
        this.clock = clock;
        this.colorChooser = colorChooser;
        this.lanObserver = lanObserver;
        this.json = json;
        this.hub = new SocketHub(json, states);
        this.repository = new GameRepository(database);
        this.commands = new GameCommands(repository, clock, computer, this::publish);
        this.sessions = commands.sessions();
        this.sockets = new GameSockets(commands, hub, clock, json);
        this.hints = new GameHints(commands, new HintRepository(database), clock);
        sweeper.scheduleWithFixedDelay(() -> commands.evictIdle(hub::isFollowed), 30, 30, TimeUnit.SECONDS);
    }

    /** A service as above for an app that never opens to the network. */
    public GameService(Database database, HostClock clock, ComputerPlayer computer, JsonCodec json,
            RandomGenerator colorChooser) {
        this(database, clock, computer, json, colorChooser, LanGamesObserver.NONE);
    }

    /**
     * The one place a change to a game is published (inside the game's run, after it is stored): its sockets get the
     * state, each as its seats see it, or are told the game is gone and closed; the LAN observer hears of a LAN game.
     */
    private void publish(Change change, Moment now) {
        GameSession session = change.session();
        if (change.event(Change.Deleted.class).isPresent()) {
            sockets.gameDeleted(session.id());
        } else {
            hub.publish(session, now);
        }
        if (session.mode() == GameMode.LAN) {
            lanObserver.lanGamesChanged();
        }
    }

    /**
     * Restores every unfinished game stored (a game that cannot be replayed is set aside as damaged); the app calls
     * it once it listens, so a second start on a port in use touches no game.
     */
    public void restore() {
        // Core reads its table of opening names once; read it now, beside the start, not on a player's first move.
        Thread warm = new Thread(Openings::standard, "opening-names");
        warm.setDaemon(true);
        warm.start();
        int restored = commands.restore();
        if (restored > 0) {
            LOG.info("restored {} unfinished game(s)", restored);
        }
    }

    // ---- creating ----

    /** Creates a game as asked; the caller gets the tokens of the seats it holds. */
    public CreatedGame create(CreateGameRequest request) {
        NewGame plan = NewGame.plan(request.mode(), request.timeControl(), request.level(), request.color(),
                request.fen(), request.spectators(), colorChooser::nextBoolean).withNames(request.names(), request.name());
        return commands.create(plan, this::created);
    }

    /** Imports one PGN game as a hotseat game (both tokens to the caller), finished or not. */
    public CreatedGame importPgn(ImportRequest request) {
        return commands.importPgn(required(request.pgn(), "pgn", "the game in PGN"), this::created);
    }

    private CreatedGame created(Change change) {
        Map<Color, String> tokens = change.event(Change.Created.class).orElseThrow().tokens();
        return new CreatedGame(change.session().id(), byId(tokens), states.build(change.session(), change.seats(),
                now()));
    }

    /** Tokens keyed by colour id ({@code "white"}, {@code "black"}), white first. */
    private static Map<String, String> byId(Map<Color, String> tokens) {
        Map<String, String> byId = new LinkedHashMap<>();
        for (Color color : Color.values()) {
            if (tokens.containsKey(color)) {
                byId.put(color.id(), tokens.get(color));
            }
        }
        return byId;
    }

    // ---- reading ----

    /** The state as the holder of {@code token} (or a spectator, without one) sees it. */
    public GameState state(String gameId, Optional<String> token) {
        return commands.run(gameId, Caller.token(token), LOOK, change -> states.build(change.session(),
                change.seats(), now()));
    }

    /** The game as export-format PGN, its words (event, computer, opening, hints) in {@code language}. */
    public String pgn(String gameId, PgnLanguage language) {
        return commands.run(gameId, NOBODY, LOOK, change -> PgnExport.of(change.session(),
                hints.recorded(change.session()), language));
    }

    /**
     * The games, most recently changed first, optionally only those {@code "active"} or {@code "finished"}:
     * {@code limit} of them after skipping {@code offset}, and how many there are in all.
     */
    public GameList list(Optional<String> status, int limit, int offset) {
        if (status.isPresent() && !status.get().equals(GameRecord.ACTIVE) && !status.get().equals(GameRecord.FINISHED)) {
            throw Refusal.invalidField("status is 'active' or 'finished', not '" + status.get() + "'.");
        }
        if (limit < 1 || limit > MAX_LIST) {
            throw Refusal.invalidField("limit is 1 to " + MAX_LIST + ".");
        }
        if (offset < 0) {
            throw Refusal.invalidField("offset is 0 or more.");
        }
        List<GameRecord> records = repository.list(status, limit, offset);
        List<OpeningName> openings = openingNames.of(records, repository::moves);
        List<GameSummary> games = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            games.add(summary(records.get(i), openings.get(i)));
        }
        return new GameList(games, repository.count(status));
    }

    private static GameSummary summary(GameRecord record, OpeningName opening) {
        Map<String, String> tags = storedTags(record);
        Map<String, Player> players = new LinkedHashMap<>();
        for (Color color : Color.values()) {
            players.put(color.id(), summaryPlayer(color == Color.WHITE ? record.whitePlayer() : record.blackPlayer(),
                    record.computerLevel(), PlayerNames.of(tags, color).orElse(null)));
        }
        boolean imported = GameMode.fromId(record.mode()).map(mode -> PlayerNames.imported(mode, tags)).orElse(false);
        return new GameSummary(record.id(), record.mode(), record.status(), record.result(), record.termination(),
                record.ply(), record.fen(), record.timeControl(), players, opening, record.createdAt(),
                record.updatedAt(), ActionRules.canAbort(!record.status().equals(GameRecord.ACTIVE), record.ply()),
                imported);
    }

    private static Player summaryPlayer(String kind, Integer level, String name) {
        return PlayerKind.fromId(kind) == PlayerKind.COMPUTER ? new Player("computer", level, name)
                : new Player("human", null, name);
    }

    /** A listed game's tags; none if they cannot be read (the list still shows the game; opening it tells more). */
    private static Map<String, String> storedTags(GameRecord record) {
        try {
            return SessionRecords.tagsOf(record.tags());
        } catch (RuntimeException e) {
            return Map.of();
        }
    }

    /** The games set aside because they cannot be replayed, each with its moves as far as they are legal. */
    public ApiTypes.DamagedGames damaged() {
        return new ApiTypes.DamagedGames(sessions.damaged().stream().map(game -> new ApiTypes.DamagedGame(
                game.record().id(), game.record().mode(), game.record().ply(), game.damage(), game.pgn(),
                game.record().updatedAt())).toList());
    }

    // ---- playing ----

    /**
     * Runs a move or an action ({@link MoveRequest#command()}, {@link ActionRequest#command()}) for the holder of
     * {@code token}; the caller's view after it.
     */
    public GameState play(String gameId, Optional<String> token, GameCommand command) {
        return commands.run(gameId, Caller.token(token), command, change -> states.build(change.session(),
                change.seats(), now()));
    }

    /**
     * Deletes a game for the holder of {@code token}: a finished one, or an unfinished one before both sides have
     * moved (an abort). A finished game may also be deleted with no token: deleting is this computer's alone (the
     * network gate refuses it to other devices), and a game played in another browser of this computer is its
     * owner's too. Its sockets are told the game is gone and closed.
     */
    public void delete(String gameId, Optional<String> token) {
        commands.run(gameId, Caller.token(token), new GameCommand.Delete());
    }

    /** A hint for the side to move, against the computer or on one device (never in a network game). */
    public ApiTypes.HintAnswer hint(String gameId, Optional<String> token, ApiTypes.HintRequest request) {
        return hints.hint(gameId, token, request);
    }

    /** Gives the free seat of a LAN game to a second device. */
    public SeatGranted takeSeat(String gameId, SeatRequest request) {
        Optional<Color> wanted = Optional.ofNullable(request.color()).map(MoveInput::color);
        return commands.run(gameId, NOBODY, new GameCommand.TakeSeat(wanted, Optional.empty(),
                Optional.ofNullable(request.name())), change -> {
            Change.SeatTaken taken = change.event(Change.SeatTaken.class).orElseThrow();
            return new SeatGranted(taken.color().id(), taken.token(), states.build(change.session(),
                    change.seats(), now()));
        });
    }

    // ---- LAN ----

    /**
     * Gives the free seat of the LAN game with join code {@code typedCode} to the caller, once, with the caller's
     * {@code name} if given; a caller presenting the token of a seat of that game gets that seat again (a reconnecting
     * guest; the name is not changed then). The answer's {@code created} says whether a seat was given out now.
     */
    public JoinResult join(String typedCode, Optional<String> token, String name) {
        String gameId = commands.lanSeats().gameFor(typedCode);
        return commands.run(gameId, NOBODY, new GameCommand.TakeSeat(Optional.empty(), token,
                Optional.ofNullable(name)), change -> {
            Optional<Change.SeatTaken> taken = change.event(Change.SeatTaken.class);
            Color color = taken.map(Change.SeatTaken::color).orElseGet(() -> change.seats().iterator().next());
            String seatToken = taken.map(Change.SeatTaken::token).orElseGet(token::get);
            GameState state = states.build(change.session(), EnumSet.of(color), now());
            return new JoinResult(new CreatedGame(gameId, Map.of(color.id(), seatToken), state), taken.isPresent());
        });
    }

    /** The answer to a join, and whether it gave out a seat (else the caller had one already). */
    public record JoinResult(CreatedGame game, boolean created) {
    }

    /** The seats of LAN games as the host's screen and the network gate see them (join codes, counts, views). */
    public LanSeats lanSeats() {
        return commands.lanSeats();
    }

    // ---- analysis ----

    /**
     * The game as its analysis needs it (a fallen flag first ends the game). Its PGN carries no hints: the annotated
     * PGN replaces the game's comments, so reading them here, under the game's lock, would be wasted.
     */
    public org.escaque.server.analysis.AnalysisService.Snapshot analysisSnapshot(String gameId) {
        return commands.run(gameId, NOBODY, LOOK, change -> {
            GameSession session = change.session();
            return new org.escaque.server.analysis.AnalysisService.Snapshot(session.id(),
                    session.mode() == GameMode.LAN && !session.isFinished(), session.start(), session.moves(),
                    PgnExport.of(session, List.of()));
        });
    }

    /** Pushes the game's analysis to its sockets. */
    public void pushAnalysis(String gameId, Object analysis) {
        hub.sendAll(gameId, json.write(new ApiTypes.AnalysisPush("analysis", analysis)));
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
        hints.close();
        commands.close();
        try {
            commands.saveRunningClocks();
        } catch (RuntimeException e) {
            LOG.warn("could not store the running clocks at shutdown: {}", e.getMessage());
        }
    }

    private Moment now() {
        return clock.now();
    }

    /** The action a request names. */
    static ActionType actionType(ActionRequest request) {
        String typeId = required(request.type(), "type", "the action, such as resign or claim-draw");
        return ActionType.fromId(typeId).orElseThrow(() -> Refusal.invalidField(
                "Unknown action '" + typeId + "'. Actions: claim-draw, agree-draw, offer-draw, accept-draw, "
                        + "decline-draw, resign, takeback, accept-takeback, decline-takeback, claim-abandonment-win, "
                        + "claim-abandonment-draw, rematch."));
    }

    /** A field the request must have. */
    static <T> T required(T value, String field, String what) {
        if (value == null) {
            throw Refusal.missingField(field, what);
        }
        return value;
    }
}
