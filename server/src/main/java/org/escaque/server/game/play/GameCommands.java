package org.escaque.server.game.play;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
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
import org.escaque.play.PlayerNames;
import org.escaque.play.SeatTokens;
import org.escaque.play.SessionActions;
import org.escaque.play.SessionRecords;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.game.computer.ComputerPlayer;
import org.escaque.server.game.computer.ComputerTurns;
import org.escaque.server.game.store.GameRepository;
import org.escaque.server.support.HostClock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Everything that changes a game, in one path: creating and importing a game, and {@link #run}, which runs a
 * {@link GameCommand} (a move, an action, a seat taken, a deletion, a look, the computer's move, the flag timer) alone
 * on its game. Each command checks the caller's seats, then checks and changes the session in memory and stores it
 * (rolling the memory back if storing fails); refusals are thrown as {@link Refusal}s before anything changes. What
 * changed comes back as a {@link Change}, and leaves in one place, {@link #told}: the publisher is told it (once,
 * inside the game's run, after it is stored), then the flag timer is set and the computer called when it is its turn.
 */
public final class GameCommands implements AutoCloseable {

    /** Told each change to a game (and each game restored at start) once, inside the game's run, after storing. */
    @FunctionalInterface
    public interface Publisher {
        void publish(Change change, Moment now);
    }

    /** A change to a session in memory; a move in it may be refused by core. */
    @FunctionalInterface
    interface Mutation {
        void apply() throws IllegalMoveException;
    }

    private static final Logger LOG = LoggerFactory.getLogger(GameCommands.class);

    private final Sessions sessions;
    private final HostClock clock;
    private final FlagWatch flags;
    private final ComputerTurns computer;
    private final Rematches rematches;
    private final LanSeats lanSeats;
    private final SeatTokens tokens = new SeatTokens();
    private final Publisher publisher;

    /**
     * Commands over the games stored in {@code repository}.
     *
     * @param clock the host's clocks: flags fall by the steady one (tests pass ones they move by hand)
     * @param player the computer opponent
     * @param publisher told of every change
     */
    public GameCommands(GameRepository repository, HostClock clock, ComputerPlayer player, Publisher publisher) {
        this.sessions = new Sessions(repository, clock);
        this.clock = clock;
        this.publisher = publisher;
        this.rematches = new Rematches(sessions, tokens);
        this.lanSeats = new LanSeats(this);
        this.flags = new FlagWatch(gameId -> runOnTimer(gameId, new GameCommand.FlagDue()));
        this.computer = new ComputerTurns(player, (gameId, revision, move) ->
                runOnTimer(gameId, new GameCommand.ComputerMove(revision, move)));
    }

    /** The sessions, through which every command on a game runs. */
    public Sessions sessions() {
        return sessions;
    }

    GameRepository repository() {
        return sessions.repository();
    }

    Moment now() {
        return clock.now();
    }

    /** Loads every unfinished game and settles each (the publisher, flag timers, the computer's turn); how many. */
    public int restore() {
        List<GameSession> restored = sessions.restoreActive();
        for (GameSession session : restored) {
            Sessions.runOn(session, s -> {
                told(new Change(s, Set.of(), List.of(new Change.Restored())));
                return null;
            });
        }
        return restored.size();
    }

    // ---- creating ----

    /**
     * Creates a game as planned; the change names the tokens of the seats the caller holds, and {@code reply} is
     * made from it inside the new game's run.
     */
    public <T> T create(NewGame plan, Function<Change, T> reply) {
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
                plan.timeControl(), plan.nameTags(), now, lan);
        return insert(session, issued, reply);
    }

    /** Imports one PGN game as a hotseat game (both tokens to the caller), finished or not; as {@link #create}. */
    public <T> T importPgn(String text, Function<Change, T> reply) {
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
        return insert(session, issued, reply);
    }

    private <T> T insert(GameSession session, Map<Color, String> issued, Function<Change, T> reply) {
        return Sessions.runOn(session, s -> {
            List<String> moves = s.moves().stream().map(Move::toString).toList();
            repository().insert(SessionRecords.toRecord(s), moves);
            sessions.add(s);
            Change change = new Change(s, issued.keySet(), List.of(new Change.Created(issued)));
            told(change);
            return reply.apply(change);
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

    // ---- the one path of a command ----

    /** Runs {@code command} for {@code caller} alone on the game (loaded if need be); what it changed. */
    public Change run(String gameId, Caller caller, GameCommand command) {
        return run(gameId, caller, command, Function.identity());
    }

    /**
     * Runs {@code command} for {@code caller} alone on the game (loaded if need be; a 404 refusal if there is none),
     * and makes {@code reply} from what it changed in the same run, so the answer shows the game as the command left
     * it. A refusal is thrown before anything changes, but for a flag found fallen first, which is stored and
     * published all the same. May be called inside the game's own run (the lock is the session's, and reentrant).
     */
    public <T> T run(String gameId, Caller caller, GameCommand command, Function<Change, T> reply) {
        return sessions.run(gameId, session -> reply.apply(execute(session, caller, command)));
    }

    /** A command from a timer or the computer's worker: run if the game is still in memory; failures logged. */
    private void runOnTimer(String gameId, GameCommand command) {
        try {
            sessions.runIfLoaded(gameId, session -> execute(session, Caller.token(Optional.empty()), command));
        } catch (RuntimeException e) {
            LOG.error("could not carry out {} in game {}", command, gameId, e);
        }
    }

    private Change execute(GameSession session, Caller caller, GameCommand command) {
        List<Change.Event> events = new ArrayList<>();
        boolean wasFinished = session.isFinished();
        Set<Color> seats = Set.of();
        try {
            seats = perform(session, caller, command, events);
        } catch (RuntimeException e) {
            settle(session, seats, events, wasFinished);
            throw e;
        }
        return settle(session, seats, events, wasFinished);
    }

    /** Carries out the command, adding what happened to {@code events}; the seats the caller holds after it. */
    private Set<Color> perform(GameSession session, Caller caller, GameCommand command, List<Change.Event> events) {
        Moment now = now();
        if (command instanceof GameCommand.Move move) {
            Set<Color> seats = seats(session, caller, true);
            move(session, seats, move, now, events);
            return seats;
        }
        if (command instanceof GameCommand.Act act) {
            Set<Color> seats = seats(session, caller, true);
            act(session, seats, act, now, events);
            return seats;
        }
        if (command instanceof GameCommand.TakeSeat take) {
            return takeSeat(session, take, now, events);
        }
        if (command instanceof GameCommand.Delete) {
            Set<Color> seats = seats(session, caller, false);
            delete(session, seats, now, events);
            return seats;
        }
        if (command instanceof GameCommand.Look look) {
            Set<Color> seats = seats(session, caller, look.seatRequired());
            expireFlag(session, now, events);
            return seats;
        }
        if (command instanceof GameCommand.ComputerMove computerMove) {
            computerMove(session, computerMove, now, events);
            return Set.of();
        }
        if (command instanceof GameCommand.FlagDue) {
            if (!expireFlag(session, now, events)) {
                flags.watch(session, now);
            }
            return Set.of();
        }
        throw new IllegalArgumentException("unknown command " + command);
    }

    // ---- moves ----

    private void move(GameSession session, Set<Color> seats, GameCommand.Move command, Moment now,
            List<Change.Event> events) {
        int ply = command.ply();
        MoveInput.requirePly(ply);
        expireFlag(session, now, events);
        if (!command.san() && ply < session.ply() && session.moves().get(ply).toString().equals(command.text())) {
            return;
        }
        MoveInput.requireTurn(session, seats, ply);
        Move move = MoveInput.parse(session.position(), command.text(), command.san());
        String played = move.toString();
        try {
            commit(session, () -> session.play(move, command.claimDraw(), now),
                    record -> repository().saveMove(record, ply, played));
        } catch (ClaimNotOpenException e) {
            throw MoveInput.claimNotOpened(move);
        }
        events.add(new Change.Moved(ply, played, false));
    }

    /** Plays the computer's move if the game still stands where it was asked; runs for the computer's worker. */
    private void computerMove(GameSession session, GameCommand.ComputerMove command, Moment now,
            List<Change.Event> events) {
        expireFlag(session, now, events);
        if (session.isFinished() || session.revision() != command.revision()) {
            return;
        }
        Move move = command.move();
        if (!session.position().isLegal(move)) {
            LOG.error("the computer chose the illegal move {} in game {} ({})", move, session.id(),
                    session.position().fen());
            return;
        }
        int ply = session.ply();
        commit(session, () -> session.play(move, false, now),
                record -> repository().saveMove(record, ply, move.toString()));
        events.add(new Change.Moved(ply, move.toString(), true));
    }

    // ---- actions ----

    private void act(GameSession session, Set<Color> seats, GameCommand.Act command, Moment now,
            List<Change.Event> events) {
        ActionType type = command.type();
        Optional<Color> named = command.named();
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
        expireFlag(session, now, events);
        Color actor = ActionRules.actingSeat(session, seats, named);
        if (type == ActionType.REMATCH) {
            GameSession rematch = rematches.make(session, actor, this, now);
            events.add(new Change.Acted(type, actor));
            events.add(new Change.RematchMade(rematch));
            return;
        }
        MoveInput.requireActive(session);
        SessionActions.requireAvailable(session, type, actor, now);
        int plies = SessionActions.pliesTakenBack(session, type, actor);
        int fromPly = session.ply() - plies;
        commit(session, () -> SessionActions.apply(session, type, actor, now),
                plies > 0 ? record -> repository().saveTakeBack(record, fromPly) : repository()::save);
        events.add(new Change.Acted(type, actor));
    }

    // ---- seats ----

    private Set<Color> takeSeat(GameSession session, GameCommand.TakeSeat command, Moment now,
            List<Change.Event> events) {
        Set<Color> held = command.presented().filter(text -> !text.isBlank()).map(session::seatsHeldBy)
                .orElse(Set.of());
        if (!held.isEmpty()) {
            return held;
        }
        if (session.mode() != GameMode.LAN) {
            throw new Refusal(Refusal.Code.SEAT_NOT_AVAILABLE, "Only LAN games have a seat to take; this is a "
                    + session.mode().id() + " game.");
        }
        Optional<String> name = PlayerNames.checked("name", command.name().orElse(null));
        expireFlag(session, now, events);
        MoveInput.requireActive(session);
        Color color = LanSeats.freeSeat(session, command.wanted());
        String token = tokens.newToken();
        commit(session, () -> session.takeSeat(color, SeatTokens.hash(token), name, now), repository()::save);
        events.add(new Change.SeatTaken(color, token));
        return EnumSet.of(color);
    }

    // ---- deleting ----

    /**
     * Deletes the game (see {@link GameCommand.Delete}). An unfinished game further on than the first moves is refused
     * (it ends by the rules, a resignation or an agreed draw first). The game is gone from memory and storage when
     * this returns; the computer's move and flag timer pending for it find nothing.
     */
    private void delete(GameSession session, Set<Color> seats, Moment now, List<Change.Event> events) {
        expireFlag(session, now, events);
        if (seats.isEmpty() && !session.isFinished()) {
            throw new Refusal(Refusal.Code.SEAT_TOKEN_REQUIRED, "Aborting a game needs a seat's token in the "
                    + "X-Seat-Token header (a finished game can be deleted without one).");
        }
        boolean aborted = !session.isFinished();
        ActionRules.requireDeletable(session);
        repository().delete(session.id());
        sessions.remove(session);
        computer.notDue(session.id());
        events.add(new Change.Deleted(aborted));
    }

    // ---- flags ----

    /** Ends the game on time if a flag has fallen (FIDE 6.9, applied by core); whether it did. */
    private boolean expireFlag(GameSession session, Moment now, List<Change.Event> events) {
        Optional<Color> flagged = session.flagFallen(now);
        if (flagged.isEmpty()) {
            return false;
        }
        commit(session, () -> session.decide(new Decision.FlagFall(flagged.get()), now), repository()::save);
        events.add(new Change.FlagFell(flagged.get()));
        return true;
    }

    // ---- storing and telling ----

    /**
     * Applies {@code mutation} to the session and stores the result with {@code persist}. If storing fails the session
     * is put back as it was and the failure propagates: the game has not changed.
     */
    void commit(GameSession session, Mutation mutation, Consumer<GameRecord> persist) {
        GameSession.Snapshot before = session.snapshot();
        try {
            mutation.apply();
            persist.accept(SessionRecords.toRecord(session));
        } catch (IllegalMoveException e) {
            session.rollBack(before);
            throw new IllegalStateException("a checked move was refused", e);
        } catch (RuntimeException e) {
            session.rollBack(before);
            throw e;
        }
    }

    /** The change a command made, told if it made one. */
    private Change settle(GameSession session, Set<Color> seats, List<Change.Event> events, boolean wasFinished) {
        if (!events.isEmpty() && !wasFinished && session.isFinished()
                && events.stream().noneMatch(Change.Deleted.class::isInstance)) {
            events.add(new Change.Ended());
        }
        Change change = new Change(session, seats, events);
        if (change.changed()) {
            told(change);
        }
        return change;
    }

    /**
     * The one place a change leaves a game's run: the publisher is told, then (unless the game is gone) its flag timer
     * is set and the computer called if it is its turn; a rematch made is settled in its own run the same way.
     */
    private void told(Change change) {
        GameSession session = change.session();
        Moment now = now();
        publisher.publish(change, now);
        if (change.event(Change.Deleted.class).isPresent()) {
            return;
        }
        flags.watch(session, now);
        requestComputerIfDue(session, now);
        change.event(Change.RematchMade.class).ifPresent(made -> Sessions.runOn(made.rematch(), rematch -> {
            told(new Change(rematch, Set.of(), List.of(new Change.Created(Map.of()))));
            return null;
        }));
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

    // ---- the host's housekeeping ----

    /** Seats of LAN games: which game a join code names, what the host's screen and the network gate see. */
    public LanSeats lanSeats() {
        return lanSeats;
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
    private static Set<Color> seats(GameSession session, Caller caller, boolean required) {
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

    @Override
    public void close() {
        flags.close();
        computer.close();
    }
}
