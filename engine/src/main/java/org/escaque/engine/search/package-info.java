/**
 * Search: iterative deepening ({@link org.escaque.engine.search.Searcher}) over an alpha-beta tree search,
 * the transposition table, move ordering and its histories, static exchange evaluation, and the clock.
 */
package org.escaque.engine.search;
