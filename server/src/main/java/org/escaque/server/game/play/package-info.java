/**
 * Playing games: a {@link org.escaque.play.GameSession} is core's {@code Game} (the one record of the
 * moves and of every rule) plus seats, clocks, offers and presence; {@link org.escaque.server.game.play.GameCommands}
 * changes sessions, each change run alone on its game through {@link org.escaque.server.game.play.Sessions#run},
 * stored before anyone is told, and rolled back if storing fails. Refusals are
 * {@link org.escaque.play.refusal.Refusal}s; the transport turns them into answers.
 */
package org.escaque.server.game.play;
