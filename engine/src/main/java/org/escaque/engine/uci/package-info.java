/**
 * The Universal Chess Interface over the engine facade: {@link org.escaque.engine.uci.UciProtocol}, and
 * {@link org.escaque.engine.uci.UciMain}, the engine's standalone entry point.
 */
package org.escaque.engine.uci;
