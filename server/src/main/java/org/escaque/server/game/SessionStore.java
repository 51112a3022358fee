package org.escaque.server.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.escaque.server.ApiException;

/**
 * The sessions in memory: every unfinished game (restored at start), and finished ones while someone looks at
 * them; others are loaded from the database when asked for.
 */
final class SessionStore {

    /** How long a finished game with no socket stays in memory after its last change. */
    static final long FINISHED_KEPT_MILLIS = 60_000;

    private static final Pattern ID = Pattern.compile("[a-z0-9]{1,32}");

    private final ConcurrentHashMap<String, GameSession> sessions = new ConcurrentHashMap<>();
    private final GameRepository repository;

    SessionStore(GameRepository repository) {
        this.repository = repository;
    }

    GameRepository repository() {
        return repository;
    }

    /** The game with this id, or a 404 saying there is none. */
    GameSession get(String id, long now) {
        if (id == null || !ID.matcher(id).matches()) {
            throw ApiException.notFound("There is no game with id '" + id + "'.");
        }
        GameSession session = sessions.computeIfAbsent(id, key -> load(key, now).orElse(null));
        if (session == null) {
            throw ApiException.notFound("There is no game with id '" + id + "'.");
        }
        return session;
    }

    /** The game with this id if it is in memory (no database look-up). */
    Optional<GameSession> inMemory(String id) {
        return Optional.ofNullable(sessions.get(id));
    }

    /** Every session in memory now (a snapshot of the collection; lock each before reading it). */
    List<GameSession> allInMemory() {
        return List.copyOf(sessions.values());
    }

    void add(GameSession session) {
        sessions.put(session.id(), session);
    }

    /** Loads every unfinished game into memory; returns them. */
    List<GameSession> restoreActive(long now) {
        List<GameSession> restored = new ArrayList<>();
        for (GameRepository.StoredGame stored : repository.loadActive()) {
            GameSession session = GameRecords.restore(stored, now);
            sessions.put(session.id(), session);
            restored.add(session);
        }
        return restored;
    }

    /** Drops finished games nobody follows that have not changed for a while. */
    void evictIdle(long now) {
        sessions.values().removeIf(session -> {
            synchronized (session) {
                return session.isFinished() && session.connections().isEmpty()
                        && now - session.updatedAt() > FINISHED_KEPT_MILLIS;
            }
        });
    }

    /**
     * Stores every running clock as it stands at {@code now}, so a clean shutdown keeps the time used since the
     * last move; returns how many were stored.
     */
    int saveRunningClocks(long now) {
        int saved = 0;
        for (GameSession session : sessions.values()) {
            synchronized (session) {
                if (!session.isFinished() && session.clock().flatMap(ClockState::running).isPresent()) {
                    session.chargeClock(now);
                    repository.save(GameRecords.toRecord(session));
                    saved++;
                }
            }
        }
        return saved;
    }

    private Optional<GameSession> load(String id, long now) {
        return repository.load(id).map(stored -> GameRecords.restore(stored, now));
    }
}
