/**
 * The match runner behind {@code escaque-lab match}: two UCI engine processes ({@link org.escaque.lab.match.UciClient})
 * play from balanced openings on a clock kept here, core's {@code Game} ends each game, and
 * {@link org.escaque.lab.match.EloEstimate} turns the score into an Elo difference with its 95% interval.
 */
package org.escaque.lab.match;
