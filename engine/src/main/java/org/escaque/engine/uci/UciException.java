package org.escaque.engine.uci;

/** A command the protocol cannot carry out; its message is sent back as {@code info string}. */
final class UciException extends RuntimeException {

    UciException(String message) {
        super(message);
    }
}
