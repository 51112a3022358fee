package org.escaque.server.game.play;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.game.ClaimNotOpenException;
import org.escaque.core.game.Decision;
import org.escaque.core.game.Game;
import org.escaque.play.ActionRules;
import org.escaque.play.ActionType;
import org.escaque.play.ClockState;
import org.escaque.play.GameMode;
import org.escaque.play.GameRecord;
import org.escaque.play.GameSession;
import org.escaque.play.Moment;
import org.escaque.play.MoveInput;
import org.escaque.play.NewGame;
import org.escaque.play.PgnImport;
import org.escaque.play.Seat;
import org.escaque.play.SeatTokens;
import org.escaque.play.SessionRecords;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.game.computer.ComputerPlayer;
import org.escaque.server.game.computer.ComputerTurns;
import org.escaque.server.game.store.GameRepository;
import org.escaque.server.support.HostClock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Everything that changes a game: creating and importing it, moves, actions, seats, the computer's moves and fallen
 * flags. A command on an existing game takes the session and is called inside that game's {@link Sessions#run}: check,
 * change in memory, store (rolling the memory back if storing fails), then tell the listener, set the flag timer and
 * call the computer when it is its turn. Refusals are thrown as {@link Refusal}s before anything changes.
 */
public final class GameCommands implements AutoCloseable {

    /** Told after every change to a game (and after each game restored at start), inside the game's run. */
    @FunctionalInterface
    public interface Listener {
        void changed(GameSession session, Moment now);
    }

    /** A change to a session; a move in it may be refused by core. */
    @FunctionalInterface
    interface Change {
        void apply() throws IllegalMoveException;
    }

    /** A new game and the tokens of the seats its creator holds. */
    public record Created(GameSession session, Map<Color, String> tokens) {
    }

    private static final Logger LOG = LoggerFactory.getLogger(GameCommands.class);

    private final Sessions sessions;
    private final HostClock clock;
    private final FlagWatch flags;
    private final ComputerTurns computer;
    private final Actions actions = new Actions(this);
    private final Rematches rematches;
    private final LanSeats lanSeats;
    private final SeatTokens tokens = new SeatTokens();
    private final RandomGenerator colorChooser;
    private final Listener listener;

    /**
     * Commands over the games stored in {@code repository}.
     *
     * @param clock the host's clocks: flags fall by the steady one (tests pass ones they move by hand)
     * @param player the computer opponent
     * @param colorChooser where a "random" colour choice comes from
     * @param listener told of every change
     */
    public GameCommands(GameRepository repository, HostClock clock, ComputerPlayer player, RandomGenerator colorChooser,
            Listener listener) {
        this.sessions = new Sessions(repository, clock);
        this.clock = clock;
        this.colorChooser = colorChooser;
        this.listener = listener;
        this.rematches = new Rematches(sessions, tokens);
        this.lanSeats = new LanSeats(this, tokens);
        this.flags = new FlagWatch(this::checkFlag);
        this.computer = new ComputerTurns(player, this::applyComputerMove);
    }

    /** The sessions, through which every command on a game runs. */
    public Sessions sessions() {
        return sessions;
    }

    GameRepository repository() {
        return sessions.repository();
    }

    public Moment now() {
        return clock.now();
    }

    /** Loads every unfinished game and settles each (flag timers, the computer's turn, the listener); how many. */
    public int restore() {
        List<GameSession> restored = sessions.restoreActive();
        for (GameSession session : restored) {
            Sessions.runOn(session, s -> {
                settled(s);
                return null;
            });
        }
        return restored.size();
    }

    // ---- creating ----

    /** Creates a game as planned; the caller gets the tokens of the seats it holds. */
    public Created create(NewGame plan) {
        Moment now = now();
        Map<Color, Seat> seats = new EnumMap<>(Color.class);
        Map<Color, String> issued = new EnumMap<>(Color.class);
        for (Color color : Color.values()) {
            if (plan.computerColor().equals(Optional.of(color))) {
                seats.put(color, Seat.computer(plan.level()));
            } else if (plan.tokenFor(color)) {
                String token = tokens.newToken();
                issued.put(color, token);
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
        return insert(session, issued);
    }

    /** Imports one PGN game as a hotseat game (both tokens to the caller), finished or not. */
    public Created importPgn(String text) {
        PgnImport.Imported imported = PgnImport.read(text);
        Moment now = now();
        Map<Color, Seat> seats = new EnumMap<>(Color.class);
        Map<Color, String> issued = new EnumMap<>(Color.class);
        for (Color color : Color.values()) {
            String token = tokens.newToken();
            issued.put(color, token);
            seats.put(color, Seat.human(SeatTokens.hash(token)));
        }
        Game game = imported.game();
        GameSession session = new GameSession(tokens.newGameId(), GameMode.HOTSEAT, game.start(), seats,
                Optional.empty(), imported.tags(), now, GameSession.LanSettings.NONE);
        session.adopt(game);
        return insert(session, issued);
    }

    private Created insert(GameSession session, Map<Color, String> issued) {
        return Sessions.runOn(session, s -> {
            List<String> moves = s.moves().stream().map(Move::toString).toList();
            repository().insert(SessionRecords.toRecord(s), moves);
            sessions.add(s);
            settled(s);
            return new Created(s, issued);
        });
    }

    /** A join code no unfinished game has (codes of finished games may come again: they join nothing). */
    private String unusedJoinCode() {
        while (true) {
            String code = tokens.newJoinCode();
            if (lanSeats.unfinishedGame(code).isEmpty()) {
                return code;
            }
        }
    }

    // ---- moves ----

    /**
     * Plays a move for the caller holding {@code seats}; a retry of the move already played at that ply changes
     * nothing. Whether the game changed (the listener was told if it did).
     *
     * @param ply the number of half-moves played before this one, as the caller saw the game
     */
    public boolean move(GameSession session, Set<Color> seats, String uci, int ply, boolean claimDraw) {
        return move(session, seats, uci, false, ply, claimDraw);
    }

    /**
     * As {@link #move(GameSession, Set, String, int, boolean)}, with the move in UCI or, when {@code san}, in SAN
     * read leniently by core ({@code San.parseLenient}: {@code Pe4}, {@code NF3}); a retry is recognised for UCI only.
     */
    public boolean move(GameSession session, Set<Color> seats, String text, boolean san, int ply, boolean claimDraw) {
        MoveInput.requirePly(ply);
        Moment now = now();
        boolean flagFell = expireFlag(session, now);
        if (!san && ply < session.ply() && session.moves().get(ply).toString().equals(text)) {
            return flagFell;
        }
        MoveInput.requireTurn(session, seats, ply);
        Move move = MoveInput.parse(session.position(), text, san);
        String played = move.toString();
        try {
            commit(session, () -> session.play(move, claimDraw, now),
                    record -> repository().saveMove(record, ply, played));
        } catch (ClaimNotOpenException e) {
            throw MoveInput.claimNotOpened(move);
        }
        return true;
    }

    /** Plays the computer's move if the game still stands where it was asked; runs on the computer's worker. */
    private void applyComputerMove(String gameId, long revision, Move move) {
        sessions.runIfLoaded(gameId, session -> {
            Moment now = now();
            expireFlag(session, now);
            if (session.isFinished() || session.revision() != revision) {
                return null;
            }
            if (!session.position().isLegal(move)) {
                LOG.error("the computer chose the illegal move {} in game {} ({})", move, gameId,
                        session.position().fen());
                return null;
            }
            int ply = session.ply();
            try {
                commit(session, () -> session.play(move, false, now),
                        record -> repository().saveMove(record, ply, move.toString()));
            } catch (RuntimeException e) {
                LOG.error("could not store the computer's move in game {}", gameId, e);
            }
            return null;
        });
    }

    // ---- actions ----

    /** Performs an action for the caller holding {@code seats}, acting for {@code named} if given. */
    public void act(GameSession session, Set<Color> seats, ActionType type, Optional<Color> named) {
        if (type == ActionType.MOVE) {
            throw Refusal.invalidField("Moves are sent to /api/games/{id}/moves, not as actions.");
        }
        if (type == ActionType.ABORT) {
            throw Refusal.invalidField("A game is aborted with DELETE /api/games/{id}, not as an action.");
        }
        if (named.isPresent() && !seats.contains(named.get())) {
            throw new Refusal(Refusal.Code.SEAT_TOKEN_INVALID, "Your token does not hold the " + named.get().id()
                    + " seat.");
        }
        Moment now = now();
        expireFlag(session, now);
        Color actor = ActionRules.actingSeat(session, seats, named);
        if (type == ActionType.REMATCH) {
            rematches.make(session, actor, this, now);
            return;
        }
        requireActive(session);
        actions.perform(session, type, actor, now);
    }

    // ---- deleting ----

    /**
     * Deletes the game for a caller holding {@code seats} (none: this computer's owner, for a finished game): a
     * finished one, or an unfinished one before both sides have made their first move (an abort: the game leaves no result). An unfinished game further on is refused
     * (it ends by the rules, a resignation or an agreed draw first). The game is gone from memory and storage when
     * this returns; the computer's move and flag timer pending for it find nothing.
     *
     * @return whether the game was unfinished (aborted) rather than finished
     */
    public boolean delete(GameSession session, Set<Color> seats) {
        Moment now = now();
        expireFlag(session, now);
        if (seats.isEmpty() && !session.isFinished()) {
            throw new Refusal(Refusal.Code.SEAT_TOKEN_REQUIRED, "Aborting a game needs a seat's token in the "
                    + "X-Seat-Token header (a finished game can be deleted without one).");
        }
        boolean aborted = !session.isFinished();
        ActionRules.requireDeletable(session);
        repository().delete(session.id());
        sessions.remove(session);
        computer.notDue(session.id());
        return aborted;
    }

    /** Seats of LAN games: taking the free one, joining by code, what the host's screen and the network see. */
    public LanSeats lanSeats() {
        return lanSeats;
    }

    /** Game rows, the most recently changed first ({@code offset} skipped), optionally only those {@code "active"} or {@code "finished"}. */
    public List<GameRecord> list(Optional<String> status, int limit, int offset) {
        return repository().list(status, limit, offset);
    }

    /** How many games are stored, optionally only those {@code "active"} or {@code "finished"}. */
    public int count(Optional<String> status) {
        return repository().count(status);
    }

    /** The stored moves (UCI) of each of these games. */
    public Map<String, List<String>> storedMoves(List<String> ids) {
        return repository().moves(ids);
    }

    // ---- flags ----

    /** Ends the game on time if a flag has fallen (FIDE 6.9, applied by core); whether it did. */
    public boolean expireFlag(GameSession session, Moment now) {
        Optional<Color> flagged = session.flagFallen(now);
        if (flagged.isEmpty()) {
            return false;
        }
        commit(session, () -> session.decide(new Decision.FlagFall(flagged.get()), now), repository()::save);
        return true;
    }

    private void checkFlag(String gameId) {
        sessions.runIfLoaded(gameId, session -> {
            try {
                if (!expireFlag(session, now())) {
                    flags.watch(session, now());
                }
            } catch (RuntimeException e) {
                LOG.error("could not end game {} on time", gameId, e);
            }
            return null;
        });
    }

    // ---- the common path ----

    /**
     * Applies {@code change} to the session, stores the result with {@code persist}, and tells everyone. If storing
     * fails the session is put back as it was and the failure propagates: the game has not changed.
     */
    void commit(GameSession session, Change change, Consumer<GameRecord> persist) {
        GameSession.Snapshot before = session.snapshot();
        try {
            change.apply();
            persist.accept(SessionRecords.toRecord(session));
        } catch (IllegalMoveException e) {
            session.rollBack(before);
            throw new IllegalStateException("a checked move was refused", e);
        } catch (RuntimeException e) {
            session.rollBack(before);
            throw e;
        }
        settled(session);
    }

    /** After a change (or a restore): tell the listener, set the flag timer, call the computer if due. */
    void settled(GameSession session) {
        Moment now = now();
        listener.changed(session, now);
        flags.watch(session, now);
        requestComputerIfDue(session, now);
    }

    private void requestComputerIfDue(GameSession session, Moment now) {
        Optional<Color> side = session.computerColor();
        if (session.isFinished() || side.isEmpty() || side.get() != session.turn()) {
            computer.notDue(session.id());
            return;
        }
        Color own = side.get();
        computer.request(new ComputerTurns.Turn(session.id(), session.revision(), session.start(), session.moves(),
                session.position(), session.seat(own).level().orElse(NewGame.DEFAULT_LEVEL),
                session.clock().map(state -> new ComputerPlayer.ClockInfo(state.remaining(own, now.steadyMillis()),
                        state.remaining(own.opponent(), now.steadyMillis()),
                        session.timeControl().orElseThrow().incrementMillis()))));
    }

    /** Stores every running clock as it stands now, so a clean shutdown keeps the time used since the last move. */
    public int saveRunningClocks() {
        Moment now = now();
        return sessions.runOnEach(session -> {
            if (session.isFinished() || session.clock().flatMap(ClockState::running).isEmpty()) {
                return null;
            }
            session.chargeClock(now);
            repository().save(SessionRecords.toRecord(session));
            return session;
        }).size();
    }

    /** Drops finished games that {@code followed} says nobody follows and that have not changed for a while. */
    public void evictIdle(java.util.function.Predicate<String> followed) {
        sessions.evictIdle(now(), followed);
    }

    /** The seats the caller holds in this game; a token that holds none is refused. */
    public Set<Color> seats(GameSession session, Caller caller, boolean required) {
        if (caller instanceof Caller.WithSeats withSeats) {
            if (required && withSeats.seats().isEmpty()) {
                throw new Refusal(Refusal.Code.SEAT_TOKEN_REQUIRED, "This socket holds no seat: send a hello "
                        + "message with your seat token first.");
            }
            return withSeats.seats();
        }
        Optional<String> token = ((Caller.WithToken) caller).token().filter(text -> !text.isBlank());
        if (token.isEmpty()) {
            if (required) {
                throw new Refusal(Refusal.Code.SEAT_TOKEN_REQUIRED, "This needs your seat's token in the "
                        + "X-Seat-Token header.");
            }
            return EnumSet.noneOf(Color.class);
        }
        Set<Color> held = session.seatsHeldBy(token.get());
        if (held.isEmpty()) {
            throw new Refusal(Refusal.Code.SEAT_TOKEN_INVALID, "This seat token does not belong to game "
                    + session.id() + ".");
        }
        return held;
    }

    /** Refuses with {@code game-finished} once the game is over. */
    public static void requireActive(GameSession session) {
        MoveInput.requireActive(session);
    }

    /** A colour named in a request. */
    public static Color color(String id) {
        return MoveInput.color(id);
    }

    /** Tokens keyed by colour id ({@code "white"}, {@code "black"}), white first. */
    public static Map<String, String> byId(Map<Color, String> tokens) {
        Map<String, String> byId = new LinkedHashMap<>();
        tokens.forEach((color, token) -> byId.put(color.id(), token));
        return byId;
    }

    @Override
    public void close() {
        flags.close();
        computer.close();
    }
}
