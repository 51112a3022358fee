package org.escaque.server.game.play;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.escaque.play.ClockState;
import org.escaque.play.GameSession;
import org.escaque.play.Moment;

/**
 * Makes flags fall on the server's clock: for each game whose clock runs, one timer set for the moment it shows
 * zero, which then asks for the game to be checked ({@code onDue}). Clients are never needed for a flag to fall;
 * every request also checks the flag first, so a test clock moved forward is seen at once.
 */
final class FlagWatch implements AutoCloseable {

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "flag-watch");
        thread.setDaemon(true);
        return thread;
    });
    private final ConcurrentHashMap<String, ScheduledFuture<?>> timers = new ConcurrentHashMap<>();
    private final Consumer<String> onDue;

    /** A watch that calls {@code onDue} with a game id when that game's running clock should show zero. */
    FlagWatch(Consumer<String> onDue) {
        this.onDue = onDue;
    }

    /** Sets (or clears) the game's timer after a change; called inside the game's run. */
    void watch(GameSession session, Moment now) {
        Optional<Long> fallsAt = session.isFinished() ? Optional.empty()
                : session.clock().flatMap(ClockState::flagFallsAt);
        ScheduledFuture<?> previous;
        if (fallsAt.isPresent()) {
            long delay = Math.max(0, fallsAt.get() - now.steadyMillis()) + 1;
            previous = timers.put(session.id(), timer.schedule(() -> due(session.id()), delay, TimeUnit.MILLISECONDS));
        } else {
            previous = timers.remove(session.id());
        }
        if (previous != null) {
            previous.cancel(false);
        }
    }

    private void due(String gameId) {
        timers.remove(gameId);
        onDue.accept(gameId);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
