/**
 * Playing games: a {@link org.escaque.play.GameSession} is core's {@code Game} (the one record of the
 * moves and of every rule) plus seats, clocks, offers and presence. Every change to a game is a
 * {@link org.escaque.server.game.play.GameCommand} run by {@link org.escaque.server.game.play.GameCommands#run} alone
 * on its game (through {@link org.escaque.server.game.play.Sessions#run}), stored before anyone is told, rolled back if
 * storing fails, and returned as a {@link org.escaque.server.game.play.Change} that is published once. Refusals are
 * {@link org.escaque.play.refusal.Refusal}s; the transport turns them into answers.
 */
package org.escaque.server.game.play;
