/**
 * Opening names: the ECO code and English name of a position, from a table of named lines (the lichess-org
 * chess-openings data set, CC0, kept in this package's resources with its licence). Not a rule of chess: the rules
 * packages never use it. It lives in core because it needs nothing but positions and SAN, so the server, the
 * command line and the engine tools can all name an opening the same way.
 */
package org.escaque.core.openings;
