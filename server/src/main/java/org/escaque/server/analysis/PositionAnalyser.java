package org.escaque.server.analysis;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.play.analysis.Budget;
import org.escaque.play.analysis.PositionEval;

/**
 * Evaluates one position of a game: the engine in the app ({@link EngineAnalyser}), a cheaper stand-in in tests.
 * Called from one thread at a time; {@link #stop} may come from another.
 */
public interface PositionAnalyser extends AutoCloseable {

    /**
     * The evaluation of the position reached by {@code history} from {@code start} (the moves before it count for
     * repetitions), searched at {@code budget}; empty when it was stopped: {@code stopped} said so before it began or
     * after it ended, or {@link #stop} cut it short.
     */
    Optional<PositionEval> analyse(Position start, List<Move> history, Budget budget, BooleanSupplier stopped);

    /** Cuts the running evaluation short, if any (whoever calls it has made {@code stopped} true first). */
    void stop();

    @Override
    default void close() {
    }
}
