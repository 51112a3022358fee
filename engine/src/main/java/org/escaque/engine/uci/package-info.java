/** The Universal Chess Interface over the engine facade: {@link org.escaque.engine.uci.UciProtocol}. */
package org.escaque.engine.uci;
