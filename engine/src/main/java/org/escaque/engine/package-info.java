/**
 * The computer opponent. {@link org.escaque.engine.Engine} is the facade the app and the UCI adapter use:
 * set a position, {@code go} with {@link org.escaque.engine.search.SearchLimits}, receive
 * {@link org.escaque.engine.search.SearchInfo} reports and a best move on a {@link org.escaque.engine.search.SearchListener}.
 * {@link org.escaque.engine.Bench} prints the node-count signature of the search.
 */
package org.escaque.engine;

import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;
