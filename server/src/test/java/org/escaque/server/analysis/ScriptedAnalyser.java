package org.escaque.server.analysis;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Piece;
import org.escaque.core.Position;
import org.escaque.core.Square;
import org.escaque.core.notation.UciMove;
import org.escaque.play.analysis.Budget;
import org.escaque.play.analysis.Eval;
import org.escaque.play.analysis.PositionEval;

/**
 * A stand-in for the engine in API tests: a position's evaluation is its material (pawn 100, knight and bishop 300,
 * rook 500, queen 900, White's point of view), its best move the first legal one in UCI order. It can be made to
 * wait before each position ({@link #hold}) until {@link #release}d or stopped, and it counts its calls.
 */
public final class ScriptedAnalyser implements PositionAnalyser {

    private final AtomicInteger calls = new AtomicInteger();
    private volatile Semaphore gate;

    /** From now on, each position waits for a permit ({@link #release}) before it is evaluated. */
    public void hold() {
        gate = new Semaphore(0);
    }

    /** Lets {@code positions} more positions through. */
    public void release(int positions) {
        gate.release(positions);
    }

    /** Lets every position through from now on. */
    public void open() {
        Semaphore held = gate;
        gate = null;
        if (held != null) {
            held.release(10_000);
        }
    }

    /** How many positions were evaluated. */
    public int calls() {
        return calls.get();
    }

    @Override
    public Optional<PositionEval> analyse(Position start, List<Move> history, Budget budget,
            BooleanSupplier stopped) {
        Semaphore held = gate;
        if (held != null) {
            try {
                while (!held.tryAcquire(20, TimeUnit.MILLISECONDS)) {
                    if (stopped.getAsBoolean()) {
                        return Optional.empty();
                    }
                }
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            }
        }
        Position position = start;
        try {
            for (Move move : history) {
                position = position.play(move);
            }
        } catch (IllegalMoveException e) {
            throw new IllegalArgumentException(e);
        }
        if (stopped.getAsBoolean()) {
            return Optional.empty();
        }
        calls.incrementAndGet();
        if (position.isCheckmate()) {
            return Optional.of(new PositionEval(history.size(), position.fen(), Eval.checkmated(position.turn()), null,
                    List.of(), 0, 0));
        }
        Optional<Move> first = position.legalMoves().stream().min(Comparator.comparing(UciMove::format));
        String best = first.map(UciMove::format).orElse(null);
        return Optional.of(new PositionEval(history.size(), position.fen(), Eval.cp(material(position)), best,
                best == null ? List.of() : List.of(best), 1, 1));
    }

    static int material(Position position) {
        int total = 0;
        for (Square square : Square.values()) {
            Optional<Piece> piece = position.pieceAt(square);
            if (piece.isPresent()) {
                int value = switch (piece.get().type()) {
                    case PAWN -> 100;
                    case KNIGHT, BISHOP -> 300;
                    case ROOK -> 500;
                    case QUEEN -> 900;
                    case KING -> 0;
                };
                total += piece.get().color() == Color.WHITE ? value : -value;
            }
        }
        return total;
    }

    @Override
    public void stop() {
        // Waiting positions look at their own stop condition every 20 ms.
    }
}
