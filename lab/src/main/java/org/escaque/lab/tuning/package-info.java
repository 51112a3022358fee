/**
 * Tuning the evaluation's weights by Texel's method, in three steps: positions from self-play with the game's result
 * ({@link org.escaque.lab.tuning.SelfPlayData}), another engine's score added to each
 * ({@link org.escaque.lab.tuning.ScoreLabels}), and the fit ({@link org.escaque.lab.tuning.Tuner}), which reads the
 * engine's evaluation through its public terms ({@code org.escaque.engine.eval.EvalTerms}) and writes a new
 * {@code weights.txt}.
 */
package org.escaque.lab.tuning;
