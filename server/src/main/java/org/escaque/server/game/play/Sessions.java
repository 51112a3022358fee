package org.escaque.server.game.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.escaque.play.ClockState;
import org.escaque.play.DamagedGameException;
import org.escaque.play.GameMode;
import org.escaque.play.GameSession;
import org.escaque.play.Moment;
import org.escaque.play.SessionRecords;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.game.store.GameRepository;
import org.escaque.server.support.HostClock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The sessions in memory, and the one way to act on one: {@link #run}, which runs a command alone on its game.
 * Commands on one game run one at a time, in the order they come; commands on different games run side by side.
 * Unfinished games are in memory from the start (restored) and while anything waits on them; finished and
 * dormant ones while someone looks at them or for a while after their last change; others are loaded from the
 * database when asked for.
 */
public final class Sessions {

    /** How long a finished game with no socket stays in memory after its last change. */
    static final long FINISHED_KEPT_MILLIS = 60_000;
    /**
     * How long an unfinished game that nothing waits on (no socket, no running clock, not the computer's turn, not a
     * LAN game) stays in memory after its last change; it is loaded again when asked for.
     */
    static final long DORMANT_KEPT_MILLIS = 10 * 60_000;

    private static final Pattern ID = Pattern.compile("[a-z0-9]{1,32}");
    private static final Logger LOG = LoggerFactory.getLogger(Sessions.class);

    private final ConcurrentHashMap<String, GameSession> sessions = new ConcurrentHashMap<>();
    private final GameRepository repository;
    private final HostClock clock;

    /** Sessions over {@code repository}; a game loaded from it resumes its running clock at {@code clock}'s now. */
    Sessions(GameRepository repository, HostClock clock) {
        this.repository = repository;
        this.clock = clock;
    }

    GameRepository repository() {
        return repository;
    }

    /**
     * Runs {@code command} alone on the game with this id (loaded from the database if need be) and returns what it
     * returns; a 404 refusal when there is no such game.
     */
    public <T> T run(String gameId, Function<GameSession, T> command) {
        while (true) {
            GameSession session = find(gameId);
            synchronized (session) {
                // A session evicted between the look-up and the lock is not the game any more: look again.
                if (sessions.get(gameId) == session) {
                    return command.apply(session);
                }
            }
        }
    }

    /** Runs {@code command} alone on the game if it is in memory; empty (and nothing run) if it is not. */
    public <T> Optional<T> runIfLoaded(String gameId, Function<GameSession, T> command) {
        GameSession session = sessions.get(gameId);
        if (session == null) {
            return Optional.empty();
        }
        synchronized (session) {
            return sessions.get(gameId) == session ? Optional.ofNullable(command.apply(session)) : Optional.empty();
        }
    }

    /** Whether the game is in memory now. */
    public boolean isLoaded(String gameId) {
        return sessions.containsKey(gameId);
    }

    /** How many games are in memory now. */
    public int loaded() {
        return sessions.size();
    }

    /** Runs {@code command} alone on each game in memory, one after another; what each returns, in no order. */
    public <T> List<T> runOnEach(Function<GameSession, T> command) {
        List<T> results = new ArrayList<>();
        for (GameSession session : List.copyOf(sessions.values())) {
            T result = runOn(session, command);
            if (result != null) {
                results.add(result);
            }
        }
        return results;
    }

    /** The one place a session is locked: every command on a game runs here. */
    static <T> T runOn(GameSession session, Function<GameSession, T> command) {
        synchronized (session) {
            return command.apply(session);
        }
    }

    /** Whether a game with this id exists, in memory or stored. */
    public boolean exists(String gameId) {
        try {
            find(gameId);
            return true;
        } catch (Refusal noSuchGame) {
            return false;
        }
    }

    private GameSession find(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw Refusal.notFound("There is no game with id '" + id + "'.");
        }
        GameSession session = sessions.computeIfAbsent(id, key -> load(key).orElse(null));
        if (session == null) {
            throw Refusal.notFound("There is no game with id '" + id + "'.");
        }
        return session;
    }

    /** Forgets a deleted game; called inside its run. */
    void remove(GameSession session) {
        sessions.remove(session.id(), session);
    }

    void add(GameSession session) {
        sessions.put(session.id(), session);
    }

    /**
     * Loads every unfinished game into memory; returns them. A game that cannot be replayed is set aside (marked
     * damaged in the database, named in the log) and the others load. A game a request has loaded meanwhile (the
     * app answers while it restores) is kept as it is.
     */
    List<GameSession> restoreActive() {
        repository.setAsideInvalidRows().forEach((id, why) -> LOG.error("game {} is set aside as damaged: {}. The "
                + "other games go on; its moves, as far as they are legal, are listed on the home page.", id, why));
        List<GameSession> restored = new ArrayList<>();
        for (GameRepository.StoredGame stored : repository.loadActive()) {
            GameSession session;
            try {
                session = SessionRecords.restore(stored.record(), stored.moves(), clock.now());
            } catch (DamagedGameException e) {
                setAside(stored.record().id(), e.getMessage());
                continue;
            }
            GameSession present = sessions.putIfAbsent(session.id(), session);
            restored.add(present == null ? session : present);
        }
        return restored;
    }

    /** The damaged games, each with its moves as far as they are legal in PGN, the most recently changed first. */
    public List<Damaged> damaged() {
        return repository.damaged().stream().map(game -> new Damaged(game.game().record(), game.damage(),
                SessionRecords.pgnAsFarAsLegal(game.game().record(), game.game().moves()))).toList();
    }

    /** A game set aside: its stored row, why it cannot be replayed, and its moves as far as they are legal. */
    public record Damaged(org.escaque.play.GameRecord record, String damage, String pgn) {
    }

    private void setAside(String id, String why) {
        LOG.error("game {} cannot be replayed and is set aside as damaged: {}. The other games go on; its moves, as "
                + "far as they are legal, are listed on the home page.", id, why);
        repository.markDamaged(id, why);
    }

    private static Refusal damagedGame(String id) {
        return new Refusal(Refusal.Code.GAME_DAMAGED, "Game " + id + " is damaged in storage and cannot be played; "
                + "its moves, as far as they are legal, are listed on the home page.");
    }

    /**
     * Drops the games nobody follows ({@code followed} says) that have not changed for a while: finished ones after
     * {@link #FINISHED_KEPT_MILLIS}, dormant unfinished ones after {@link #DORMANT_KEPT_MILLIS}. So memory does not
     * grow with abandoned games; each comes back from the database when asked for.
     */
    void evictIdle(Moment now, Predicate<String> followed) {
        sessions.values().removeIf(session -> runOn(session, s -> !followed.test(s.id()) && (s.isFinished()
                ? now.wallMillis() - s.updatedAt() > FINISHED_KEPT_MILLIS
                : isDormant(s) && now.wallMillis() - s.updatedAt() > DORMANT_KEPT_MILLIS)));
    }

    /** An unfinished game nothing in the server waits on: no running clock, not the computer's turn, not LAN. */
    private static boolean isDormant(GameSession session) {
        return session.mode() != GameMode.LAN && session.clock().flatMap(ClockState::running).isEmpty()
                && session.computerColor().filter(color -> color == session.turn()).isEmpty();
    }

    private Optional<GameSession> load(String id) {
        Optional<GameRepository.StoredGame> stored = repository.load(id);
        if (stored.isEmpty()) {
            if (repository.damage(id).isPresent()) {
                throw damagedGame(id);
            }
            return Optional.empty();
        }
        try {
            return Optional.of(SessionRecords.restore(stored.get().record(), stored.get().moves(), clock.now()));
        } catch (DamagedGameException e) {
            setAside(id, e.getMessage());
            throw damagedGame(id);
        }
    }
}
