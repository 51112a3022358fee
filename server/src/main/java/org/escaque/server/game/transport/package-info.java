/**
 * The games API over HTTP and WebSocket: requests read into commands of the play package, sessions shown as the wire
 * types of {@link org.escaque.server.game.transport.ApiTypes} (each caller's view), states pushed to sockets after
 * every change, and PGN written out.
 */
package org.escaque.server.game.transport;
