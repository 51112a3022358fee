package org.escaque.server.db;

import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/** The database could not do what was asked (disk full, file locked, a schema newer than this app...). */
public final class DatabaseException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final boolean damage;

    public DatabaseException(String message, Throwable cause) {
        super(message, cause);
        this.damage = false;
    }

    public DatabaseException(String message) {
        super(message);
        this.damage = false;
    }

    private DatabaseException(String message, boolean damage) {
        super(message);
        this.damage = damage;
    }

    /** Damage the app itself found in the file (its schema's records), as opposed to SQLite's codes. */
    public static DatabaseException damage(String message) {
        return new DatabaseException(message, true);
    }

    /**
     * Whether the file is damaged: found so by the app ({@link #damage}) or by SQLite, damaged or not a database at
     * all ({@code SQLITE_CORRUPT}, {@code SQLITE_NOTADB}).
     */
    public boolean isDamage() {
        for (Throwable cause = this; cause != null; cause = cause.getCause()) {
            if (cause instanceof DatabaseException found && found.damage) {
                return true;
            }
            if (cause instanceof SQLiteException sqlite) {
                int code = sqlite.getResultCode().code & 0xFF;
                if (code == SQLiteErrorCode.SQLITE_CORRUPT.code || code == SQLiteErrorCode.SQLITE_NOTADB.code) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether SQLite said the disk (or the database's size limit) is full: {@code SQLITE_FULL}. */
    public boolean isStorageFull() {
        for (Throwable cause = this; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLiteException sqlite && (sqlite.getResultCode().code & 0xFF) == SQLiteErrorCode.SQLITE_FULL.code) {
                return true;
            }
        }
        return false;
    }
}
