package org.escaque.server.support;

import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.db.DatabaseException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a client is told when the database fails, and what the log says, the same over HTTP and over a game's
 * WebSocket: a full disk is {@code 507 storage-full} with one line in the log (it is the host's problem to fix, not a
 * bug: no stack trace); any other failure is {@code internal-error}, logged with its stack trace.
 */
public final class DatabaseFailures {

    private static final Logger LOG = LoggerFactory.getLogger(DatabaseFailures.class);

    private DatabaseFailures() {
    }

    /** Logs {@code failure}, met while doing {@code what} (a request, a socket's message), and says what to answer. */
    public static Refusal answer(DatabaseException failure, String what) {
        if (failure.isStorageFull()) {
            LOG.error("the disk holding the database is full; {} was not done: {}", what, failure.getMessage());
            return ErrorResponses.storageFull();
        }
        LOG.error("database failure on {}", what, failure);
        return ErrorResponses.internalError();
    }
}
