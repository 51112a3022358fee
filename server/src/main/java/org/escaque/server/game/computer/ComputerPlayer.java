package org.escaque.server.game.computer;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.escaque.core.Move;
import org.escaque.core.Position;

/**
 * The computer opponent as the game server sees it: given a position, the moves that led to it, a level and the
 * clocks, it eventually chooses a legal move. The server always calls it from a worker thread, never from a
 * request thread, and ignores a move that arrives after the game has moved on (a take-back, a resignation).
 * Levels run from {@link org.escaque.engine.Level#MIN} to {@link org.escaque.engine.Level#MAX}.
 */
public interface ComputerPlayer {

    /**
     * The clocks when the computer is asked to move.
     *
     * @param ownMillis the computer's remaining time
     * @param opponentMillis the opponent's remaining time
     * @param incrementMillis the time added after each move
     */
    record ClockInfo(long ownMillis, long opponentMillis, long incrementMillis) {
    }

    /**
     * Chooses a move for the side to move in {@code position}.
     *
     * @param gameId the game's identifier: the same in every call for one game (the weaker levels' form of the
     *     day is drawn from it, so it stays the same for the whole game, across restarts too)
     * @param start the game's start position
     * @param history the moves played from {@code start} to {@code position} (so repetitions can be seen)
     * @param position the position to move in (the game is not over)
     * @param level the difficulty, {@link org.escaque.engine.Level#MIN} to {@link org.escaque.engine.Level#MAX}
     * @param clock the clocks, when the game has a time control
     * @return a future completed with a legal move in {@code position}, or completed exceptionally
     */
    CompletableFuture<Move> chooseMove(String gameId, Position start, List<Move> history, Position position,
            int level, Optional<ClockInfo> clock);

    /** Stops any work in progress and releases threads; the server calls it on shutdown. */
    default void close() {
    }
}
