package org.escaque.server.game;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.escaque.core.Color;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Asks the {@link ComputerPlayer} for its moves on a worker thread, never on a request thread, and hands each
 * chosen move back with the session revision it was chosen at, so a move that comes after a take-back or a
 * resignation is dropped.
 */
final class ComputerTurns implements AutoCloseable {

    /** Receives a chosen move. */
    @FunctionalInterface
    interface MoveSink {
        /** The computer chose {@code move} for game {@code gameId} as it stood at {@code revision}. */
        void accept(String gameId, long revision, Move move);
    }

    private static final Logger LOG = LoggerFactory.getLogger(ComputerTurns.class);

    private final ComputerPlayer player;
    private final MoveSink sink;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "computer-turns");
        thread.setDaemon(true);
        return thread;
    });
    private final ConcurrentHashMap<String, Long> requested = new ConcurrentHashMap<>();

    ComputerTurns(ComputerPlayer player, MoveSink sink) {
        this.player = player;
        this.sink = sink;
    }

    /** Whether the game's moves come from a placeholder. */
    boolean isPlaceholder() {
        return player.isPlaceholder();
    }

    /** If it is the computer's turn, asks for its move (once per revision); called with the monitor held. */
    void requestIfDue(GameSession session, long now) {
        Optional<Color> computer = session.computerColor();
        if (session.isFinished() || computer.isEmpty() || computer.get() != session.turn()) {
            requested.remove(session.id());
            return;
        }
        long revision = session.revision();
        Long previous = requested.put(session.id(), revision);
        if (previous != null && previous == revision) {
            return;
        }
        String gameId = session.id();
        Position start = session.start();
        Position position = session.position();
        List<Move> history = List.copyOf(session.moves());
        int level = session.seat(computer.get()).level().orElse(ComputerPlayer.MIN_LEVEL);
        Optional<ComputerPlayer.ClockInfo> clock = session.clock().map(state -> new ComputerPlayer.ClockInfo(
                state.remaining(computer.get(), now), state.remaining(computer.get().opponent(), now),
                session.timeControl().orElseThrow().incrementMillis()));
        worker.execute(() -> choose(gameId, revision, start, history, position, level, clock));
    }

    private void choose(String gameId, long revision, Position start, List<Move> history, Position position,
            int level, Optional<ComputerPlayer.ClockInfo> clock) {
        try {
            player.chooseMove(gameId, start, history, position, level, clock).whenCompleteAsync((move, error) -> {
                if (error != null) {
                    LOG.error("the computer could not choose a move in game {}", gameId, error);
                    requested.remove(gameId, revision);
                } else {
                    sink.accept(gameId, revision, move);
                }
            }, worker);
        } catch (RuntimeException e) {
            LOG.error("the computer could not start choosing a move in game {}", gameId, e);
            requested.remove(gameId, revision);
        }
    }

    @Override
    public void close() {
        worker.shutdownNow();
        player.close();
    }
}
