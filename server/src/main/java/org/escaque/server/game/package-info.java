/**
 * The games feature, in four packages by role. {@code play}: the host's sessions (the play module's
 * {@code GameSession}: core's {@code Game} plus seats, clocks, offers and presence) and the commands that change
 * them, run one at a time per game; it decides no rule of chess itself. {@code store}: games and moves in SQLite. {@code computer}: the engine as a player. {@code transport}:
 * HTTP and WebSocket, the wire types, and the views a caller sees. Dependencies point one way: transport to play,
 * play to store and computer.
 */
package org.escaque.server.game;
