package org.escaque.engine.search;

import java.util.Optional;
import org.escaque.core.Move;

/**
 * Receives what a search running on the engine's worker thread reports. Calls come from that thread, in
 * order: any number of {@link #info}, then exactly one of {@link #bestMove} or {@link #noLegalMove}.
 */
public interface SearchListener {

    /** A completed iteration's line (one call per line with MultiPV). */
    void info(SearchInfo info);

    /** The search's answer: always a legal move of the searched position, with the expected reply if known. */
    void bestMove(Move move, Optional<Move> ponder);

    /** The position has no legal move (checkmate or stalemate), so there is nothing to play. */
    default void noLegalMove() {
    }
}
