package org.escaque.server.game.computer;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Asks the {@link ComputerPlayer} for its moves on a worker thread, never on a request thread, and hands each
 * chosen move back with the game's revision it was chosen at, so a move that comes after a take-back or a
 * resignation is dropped.
 */
public final class ComputerTurns implements AutoCloseable {

    /** Receives a chosen move. */
    @FunctionalInterface
    public interface MoveSink {
        /** The computer chose {@code move} for game {@code gameId} as it stood at {@code revision}. */
        void accept(String gameId, long revision, Move move);
    }

    /**
     * What the computer is asked: the game as it stands at {@code revision}.
     *
     * @param history the moves from {@code start} to {@code position}
     */
    public record Turn(String gameId, long revision, Position start, List<Move> history, Position position,
            int level, Optional<ComputerPlayer.ClockInfo> clock) {

        public Turn {
            history = List.copyOf(history);
        }
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

    public ComputerTurns(ComputerPlayer player, MoveSink sink) {
        this.player = player;
        this.sink = sink;
    }

    /** Asks for the computer's move in {@code turn} (once per game and revision). */
    public void request(Turn turn) {
        Long previous = requested.put(turn.gameId(), turn.revision());
        if (previous != null && previous == turn.revision()) {
            return;
        }
        worker.execute(() -> choose(turn));
    }

    /** Forgets a game whose turn it is not (or no longer) the computer's. */
    public void notDue(String gameId) {
        requested.remove(gameId);
    }

    private void choose(Turn turn) {
        try {
            player.chooseMove(turn.gameId(), turn.start(), turn.history(), turn.position(), turn.level(),
                    turn.clock()).whenCompleteAsync((move, error) -> {
                        if (error != null) {
                            LOG.error("the computer could not choose a move in game {}", turn.gameId(), error);
                            requested.remove(turn.gameId(), turn.revision());
                        } else {
                            sink.accept(turn.gameId(), turn.revision(), move);
                        }
                    }, worker);
        } catch (RuntimeException e) {
            LOG.error("the computer could not start choosing a move in game {}", turn.gameId(), e);
            requested.remove(turn.gameId(), turn.revision());
        }
    }

    @Override
    public void close() {
        worker.shutdownNow();
        player.close();
    }
}
