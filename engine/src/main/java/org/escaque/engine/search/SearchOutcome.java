package org.escaque.engine.search;

/**
 * What a finished search decided, as packed moves ({@link org.escaque.core.Move#NONE} when absent).
 *
 * @param bestMove the move to play; NONE only when the root has no legal move
 * @param ponderMove the expected reply, or NONE
 * @param score the best move's score in centipawns (mate scores as in {@link Scores})
 */
public record SearchOutcome(int bestMove, int ponderMove, int score) {
}
