package org.escaque.server.db;

/** The database could not do what was asked (disk full, file locked, a schema newer than this app...). */
public final class DatabaseException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public DatabaseException(String message, Throwable cause) {
        super(message, cause);
    }

    public DatabaseException(String message) {
        super(message);
    }
}
