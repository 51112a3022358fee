/**
 * After the game: the engine's evaluation of every position of a game at a chosen budget, each move judged by the
 * winning chances it gave away (see docs/analysis.md), the results kept in SQLite, the annotated PGN, and the worker
 * that runs analyses one at a time, away from the computer opponent.
 */
package org.escaque.server.analysis;
