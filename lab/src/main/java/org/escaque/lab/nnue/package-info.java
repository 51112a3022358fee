/**
 * The learned evaluation's pipeline: positions from the engine's own games labelled with its search scores and the
 * games' results ({@link org.escaque.lab.nnue.SelfPlayPositions}).
 */
package org.escaque.lab.nnue;
