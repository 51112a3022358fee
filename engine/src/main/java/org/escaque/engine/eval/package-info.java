/**
 * Static evaluation ({@link org.escaque.engine.eval.Evaluator}) with all of its weights in
 * {@link org.escaque.engine.eval.Weights}.
 */
package org.escaque.engine.eval;
