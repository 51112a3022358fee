/**
 * The computer as a player: the {@link org.escaque.server.game.computer.ComputerPlayer} interface, the engine
 * behind it, and the worker that asks it for moves away from request threads. It knows positions and clocks, not
 * sessions.
 */
package org.escaque.server.game.computer;
