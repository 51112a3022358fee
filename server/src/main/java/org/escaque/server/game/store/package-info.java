/**
 * Storage of games in SQLite: a row per game ({@link org.escaque.play.GameRecord}) and its moves in UCI,
 * each write one transaction that has committed when the method returns. It knows rows, not sessions.
 */
package org.escaque.server.game.store;
