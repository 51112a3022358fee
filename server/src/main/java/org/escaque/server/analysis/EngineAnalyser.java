package org.escaque.server.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.UciMove;
import org.escaque.engine.Engine;
import org.escaque.engine.SearchInfo;
import org.escaque.engine.SearchLimits;
import org.escaque.engine.SearchListener;

/**
 * The engine at full strength, without book or variety, on a search thread of its own at the lowest priority (it
 * shares nothing with the computer opponent's engine). Every position starts from an empty hash table and fresh
 * histories, so a position's evaluation at a budget is the same whatever was analysed before it, across restarts too.
 */
public final class EngineAnalyser implements PositionAnalyser {

    /** The hash table of the analysis engine, in MiB. */
    public static final int HASH_MEGABYTES = 16;

    private final Map<Budget, Long> nodes;
    private Engine engine;

    /** Searches each budget's {@link Budget#nodes()}. */
    public EngineAnalyser() {
        this(Map.of(Budget.QUICK, Budget.QUICK.nodes(), Budget.DEEP, Budget.DEEP.nodes()));
    }

    /** Searches {@code nodes.get(budget)} nodes a position (tests use small budgets). */
    public EngineAnalyser(Map<Budget, Long> nodes) {
        this.nodes = Map.copyOf(nodes);
    }

    @Override
    public Optional<PositionEval> analyse(Position start, List<Move> history, Budget budget,
            BooleanSupplier stopped) {
        Position position = start;
        for (Move move : history) {
            position = play(position, move);
        }
        int ply = history.size();
        if (position.isCheckmate()) {
            return Optional.of(new PositionEval(ply, position.fen(), Eval.checkmated(position.turn()), null, List.of(),
                    0, 0));
        }
        if (position.isStalemate()) {
            return Optional.of(new PositionEval(ply, position.fen(), Eval.cp(0), null, List.of(), 0, 0));
        }
        Engine searcher = engine();
        AtomicReference<SearchInfo> last = new AtomicReference<>();
        AtomicReference<Move> best = new AtomicReference<>();
        synchronized (this) {
            if (stopped.getAsBoolean()) {
                return Optional.empty();
            }
            searcher.newGame();
            try {
                searcher.setPosition(start, history);
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("an illegal move in the game analysed", e);
            }
            searcher.go(SearchLimits.fixedNodes(nodes.get(budget)), new SearchListener() {
                @Override
                public void info(SearchInfo info) {
                    if (info.multiPv() == 1) {
                        last.set(info);
                    }
                }

                @Override
                public void bestMove(Move move, Optional<Move> ponder) {
                    best.set(move);
                }
            });
        }
        searcher.awaitCompletion();
        SearchInfo info = last.get();
        if (stopped.getAsBoolean() || info == null || best.get() == null) {
            return Optional.empty();
        }
        String bestUci = UciMove.format(best.get());
        List<String> line = new ArrayList<>();
        for (Move move : info.principalVariation()) {
            line.add(UciMove.format(move));
        }
        if (line.isEmpty() || !line.get(0).equals(bestUci)) {
            line = List.of(bestUci);
        }
        return Optional.of(new PositionEval(ply, position.fen(), Eval.fromSideToMove(position.turn(),
                info.score().isMate(), info.score().value()), bestUci, line, info.depth(), info.nodes()));
    }

    private synchronized Engine engine() {
        if (engine == null) {
            engine = new Engine(Thread.MIN_PRIORITY);
            engine.setHashMegabytes(HASH_MEGABYTES);
        }
        return engine;
    }

    @Override
    public synchronized void stop() {
        if (engine != null) {
            engine.stop();
        }
    }

    @Override
    public synchronized void close() {
        if (engine != null) {
            engine.close();
            engine = null;
        }
    }

    private static Position play(Position position, Move move) {
        try {
            return position.play(move);
        } catch (IllegalMoveException e) {
            throw new IllegalArgumentException("an illegal move in the game analysed", e);
        }
    }
}
