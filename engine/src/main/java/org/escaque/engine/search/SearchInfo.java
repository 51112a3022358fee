package org.escaque.engine.search;

import java.util.List;
import org.escaque.core.Move;

/**
 * A progress report of a running search: one line of the principal variation after an iteration.
 *
 * @param depth nominal depth completed, in plies
 * @param selectiveDepth deepest ply reached
 * @param multiPv the line's rank, 1 for the best
 * @param score the line's score for the side to move
 * @param nodes nodes searched so far
 * @param nodesPerSecond search speed
 * @param timeMillis time since the search started
 * @param hashFull transposition-table use in per mille
 * @param principalVariation the expected line, first move first
 */
public record SearchInfo(int depth, int selectiveDepth, int multiPv, Score score, long nodes, long nodesPerSecond,
        long timeMillis, int hashFull, List<Move> principalVariation) {

    public SearchInfo {
        principalVariation = List.copyOf(principalVariation);
    }
}
