package org.escaque.server.game;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.escaque.core.Move;
import org.escaque.core.Position;

/**
 * PLACEHOLDER, NOT THE ENGINE: plays a uniformly random legal move after a short delay, whatever the level. It
 * stands in for the real computer opponent until the engine module's facade is ready; the game state marks games
 * against it with {@code "placeholder": true}. Replace it by passing another {@link ComputerPlayer} to the app.
 */
public final class PlaceholderRandomComputerPlayer implements ComputerPlayer {

    private final ScheduledExecutorService timer;
    private final Duration delay;
    private final RandomGenerator random;

    /**
     * A placeholder that answers after {@code delay}.
     *
     * @param delay how long to "think" (zero answers at once, for tests)
     * @param random where the random choices come from
     */
    public PlaceholderRandomComputerPlayer(Duration delay, RandomGenerator random) {
        this.delay = delay;
        this.random = random;
        this.timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "placeholder-computer");
            thread.setDaemon(true);
            return thread;
        });
    }

    @Override
    public CompletableFuture<Move> chooseMove(String gameId, Position start, List<Move> history, Position position,
            int level, Optional<ClockInfo> clock) {
        CompletableFuture<Move> choice = new CompletableFuture<>();
        timer.schedule(() -> {
            List<Move> moves = position.legalMoves();
            if (moves.isEmpty()) {
                choice.completeExceptionally(new IllegalStateException("no legal move in " + position.fen()));
            } else {
                choice.complete(moves.get(random.nextInt(moves.size())));
            }
        }, delay.toMillis(), TimeUnit.MILLISECONDS);
        return choice;
    }

    @Override
    public boolean isPlaceholder() {
        return true;
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
