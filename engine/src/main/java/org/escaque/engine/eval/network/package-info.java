/**
 * The learned evaluation: a network of one hidden layer over piece-square inputs from both sides' perspectives
 * ({@link org.escaque.engine.eval.network.Network}), its first layer updated move by move in the search
 * ({@link org.escaque.engine.eval.network.NetworkEvaluation}). The weights are trained by the lab
 * ({@code org.escaque.lab.nnue}) on the engine's own games.
 */
package org.escaque.engine.eval.network;
