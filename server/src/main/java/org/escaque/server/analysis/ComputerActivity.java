package org.escaque.server.analysis;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.server.game.computer.ComputerPlayer;

/**
 * The computer opponent as the games use it, counting the moves it is choosing now, so that an analysis can step
 * aside while any is: the opponent's search then has the processor to itself.
 */
public final class ComputerActivity implements ComputerPlayer {

    private final ComputerPlayer player;
    private final AtomicInteger choosing = new AtomicInteger();

    public ComputerActivity(ComputerPlayer player) {
        this.player = player;
    }

    /** Whether the computer is choosing a move in any game now. */
    public boolean isThinking() {
        return choosing.get() > 0;
    }

    @Override
    public CompletableFuture<Move> chooseMove(String gameId, Position start, List<Move> history, Position position,
            int level, Optional<ClockInfo> clock) {
        choosing.incrementAndGet();
        CompletableFuture<Move> choice;
        try {
            choice = player.chooseMove(gameId, start, history, position, level, clock);
        } catch (RuntimeException e) {
            choosing.decrementAndGet();
            throw e;
        }
        return choice.whenComplete((move, error) -> choosing.decrementAndGet());
    }

    @Override
    public void close() {
        player.close();
    }
}
