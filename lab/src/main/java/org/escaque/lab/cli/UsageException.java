package org.escaque.lab.cli;

/** Bad arguments or input discovered while a command runs: reported in one line, exit code 2. */
final class UsageException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
