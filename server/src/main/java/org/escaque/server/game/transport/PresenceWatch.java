package org.escaque.server.game.transport;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.escaque.play.ActionRules;
import org.escaque.play.SeatPresence;

/**
 * The timers behind the seats' connection states: a LAN game's state is pushed again when an away seat turns from
 * reconnecting to disconnected and when the game becomes claimable for abandonment (nothing else happens at those
 * moments to push it); sockets from other devices that do not prove a seat in time are cut; and every
 * {@link #SWEEP_MILLIS} ms silent sockets are looked for.
 */
final class PresenceWatch implements AutoCloseable {

    /** A socket that keeps a heartbeat and is silent this long is taken to be gone (its network dropped). */
    static final long HEARTBEAT_TIMEOUT_MILLIS = 15_000;
    /** How long a socket from another device may wait before its {@code hello} proves a seat. */
    static final long HELLO_WAIT_MILLIS = 10_000;
    /** How often silent sockets are looked for. */
    static final long SWEEP_MILLIS = 2_000;

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "presence-watch");
        thread.setDaemon(true);
        return thread;
    });
    private final Consumer<String> republish;

    /**
     * A watch that calls {@code republish} with a game id when its state should be pushed again, and
     * {@code sweep} every {@link #SWEEP_MILLIS} ms.
     */
    PresenceWatch(Consumer<String> republish, Runnable sweep) {
        this.republish = republish;
        timer.scheduleWithFixedDelay(sweep, SWEEP_MILLIS, SWEEP_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** A seat of the game has just lost its last socket: push the state when its status or the claims change. */
    void seatWentAway(String gameId) {
        for (long delay : new long[] {SeatPresence.RECONNECTING_MILLIS, ActionRules.ABANDONMENT_MILLIS}) {
            timer.schedule(() -> republish.accept(gameId), delay + 50, TimeUnit.MILLISECONDS);
        }
    }

    /** Cuts {@code connection} if it has not been admitted within {@link #HELLO_WAIT_MILLIS}. */
    void expectHello(SocketConnection connection) {
        timer.schedule(() -> {
            if (!connection.isAdmitted()) {
                connection.close(4401, "seat-token-required");
            }
        }, HELLO_WAIT_MILLIS, TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
