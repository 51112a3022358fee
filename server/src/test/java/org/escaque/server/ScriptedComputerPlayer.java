package org.escaque.server;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.Game;
import org.escaque.core.notation.UciMove;
import org.escaque.server.game.computer.ComputerPlayer;

/** A computer that plays the moves a test gives it, in order (the first legal move once they run out). */
public final class ScriptedComputerPlayer implements ComputerPlayer {

    private final Deque<String> script = new ArrayDeque<>();
    private final List<String> threads = new CopyOnWriteArrayList<>();

    /** The moves to play next, replacing any left. */
    public synchronized void script(List<String> moves) {
        script.clear();
        script.addAll(moves);
    }

    /** The names of the threads it was asked on. */
    public List<String> threads() {
        return threads;
    }

    @Override
    public synchronized CompletableFuture<Move> chooseMove(String gameId, Position start, List<Move> history,
            Position position, int level, Optional<ClockInfo> clock) {
        threads.add(Thread.currentThread().getName());
        try {
            // The server must hand over the whole game: the history leads from the start to the position.
            if (!Game.replay(start, history).position().equals(position)) {
                return CompletableFuture.failedFuture(new AssertionError("history does not lead to the position"));
            }
        } catch (IllegalMoveException e) {
            return CompletableFuture.failedFuture(new AssertionError("history is not legal from the start", e));
        }
        String next = script.poll();
        if (next != null) {
            try {
                return CompletableFuture.completedFuture(UciMove.parse(position, next));
            } catch (IllegalMoveException e) {
                return CompletableFuture.failedFuture(e);
            }
        }
        return CompletableFuture.completedFuture(position.legalMoves().get(0));
    }
}
