package org.escaque.server.analysis;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.engine.Engine;
import org.escaque.play.analysis.Budget;
import org.escaque.play.analysis.PositionEval;
import org.escaque.play.analysis.PositionSearch;

/**
 * The engine at full strength, without book or variety, on a search thread of its own at the lowest priority (it
 * shares nothing with the computer opponent's engine). Each position is evaluated as {@link PositionSearch} says, the
 * same as in the browser's WebAssembly build.
 */
public final class EngineAnalyser implements PositionAnalyser {

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
        Optional<PositionEval> onTheBoard = PositionSearch.onTheBoard(PositionSearch.reached(start, history),
                history.size());
        if (onTheBoard.isPresent()) {
            return onTheBoard;
        }
        Engine searcher = engine();
        PositionSearch search;
        synchronized (this) {
            if (stopped.getAsBoolean()) {
                return Optional.empty();
            }
            search = PositionSearch.start(searcher, start, history, nodes.get(budget));
        }
        searcher.awaitCompletion();
        if (stopped.getAsBoolean()) {
            return Optional.empty();
        }
        return search.result();
    }

    private synchronized Engine engine() {
        if (engine == null) {
            engine = PositionSearch.configure(new Engine(Thread.MIN_PRIORITY));
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
}
