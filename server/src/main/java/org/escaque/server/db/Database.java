package org.escaque.server.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The app's SQLite database: one file, one connection for the app's work, used by one thread at a time (writes by
 * the database's writer thread, which commits them in groups: {@link #transaction}), and one that only checkpoints
 * (below). Opening it applies the pending {@link Migrations}.
 *
 * <p>Settings, and why: {@code journal_mode=WAL} so a commit appends to the write-ahead log instead of rewriting
 * pages, and readers never block the writer; {@code synchronous=FULL}, which in WAL mode syncs the log to the disk
 * at every commit, before {@link #transaction} returns: a move acknowledged to a player survives a crash of this
 * process and also a power cut or a kernel panic ({@code NORMAL} survives only the former: the last commits before a
 * power cut could roll back). The group commit amortises the sync: one commit, so one sync, carries every write
 * waiting at that moment (docs/measurements/host-load for its cost under a thousand games).
 *
 * <p>Checkpoints (copying the log into the main file, the one step that waits for the disk) run on a connection of
 * their own, once a second, never in a commit: SQLite's automatic checkpoint would run inside whichever commit
 * filled the log, and every move waiting on the database would wait for that disk flush too. A passive checkpoint
 * waits for no writer, and a writer never waits for it. But SQLite starts the log again from its beginning only
 * when a commit finds all of it copied, which under writes that never pause does not happen: so when the log has
 * {@link #RESTART_FRAMES} frames or more, two more passive checkpoints follow, the last while commits wait: it copies
 * only the frames written during the one before (a few milliseconds' worth), and the next commit starts the log
 * again. (Measured with a writer that never stops: the log started again about once a second, where without that
 * last step it never did and grew past a gigabyte in two minutes.)
 */
public final class Database implements AutoCloseable {

    /** Work done with the connection; may throw {@link SQLException}. */
    @FunctionalInterface
    public interface Work<T> {
        /** Does the work and returns its result. */
        T run(Connection connection) throws SQLException;
    }

    /** How often the write-ahead log is checkpointed into the main file. */
    static final long CHECKPOINT_MILLIS = 1_000;
    /** A log this long (about 4 MB, SQLite's own automatic checkpoint) is made to start again. */
    static final int RESTART_FRAMES = 1_000;
    /** The most writes committed in one transaction. */
    static final int MAX_BATCH = 256;
    private static final PendingWrite<?> STOP = new PendingWrite<>(connection -> null);
    /** The size a log file is cut back to once it starts again, after a burst of writes made it larger. */
    static final long LOG_SIZE_LIMIT = 64L * 1024 * 1024;

    private static final Logger LOG = LoggerFactory.getLogger(Database.class);

    private final Connection connection;
    private final ReentrantLock lock = new ReentrantLock();
    private final Path file;
    private final Connection checkpointConnection;
    private final ScheduledExecutorService checkpoints = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "database-checkpoints");
        thread.setDaemon(true);
        return thread;
    });
    private volatile boolean checkpointFailed;
    private final BlockingQueue<PendingWrite<?>> writes = new LinkedBlockingQueue<>();
    private final Thread writer = new Thread(this::writeLoop, "database-writer");
    private volatile boolean writerStopped;
    private final AtomicLong commits = new AtomicLong();
    private final AtomicLong submitted = new AtomicLong();

    private Database(Connection connection, Connection checkpointConnection, Path file) {
        this.connection = connection;
        this.checkpointConnection = checkpointConnection;
        this.file = file;
        writer.setDaemon(true);
        writer.start();
    }

    /** Opens (creating when missing) the database file and its folder, and brings the schema up to date. */
    public static Database open(Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
        } catch (IOException e) {
            throw new DatabaseException("cannot create the folder for " + file + ": " + e.getMessage(), e);
        }
        List<Connection> opened = new ArrayList<>();
        try {
            Connection connection = connect(file, opened);
            try (Statement statement = connection.createStatement()) {
                statement.execute("PRAGMA journal_mode=WAL");
                statement.execute("PRAGMA synchronous=FULL");
                statement.execute("PRAGMA foreign_keys=ON");
                statement.execute("PRAGMA busy_timeout=5000");
                statement.execute("PRAGMA wal_autocheckpoint=0");
                statement.execute("PRAGMA journal_size_limit=" + LOG_SIZE_LIMIT);
            }
            Connection checkpointConnection = connect(file, opened);
            try (Statement statement = checkpointConnection.createStatement()) {
                statement.execute("PRAGMA busy_timeout=5000");
            }
            Database database = new Database(connection, checkpointConnection, file);
            try {
                database.transaction(Migrations::apply);
            } catch (RuntimeException e) {
                database.writes.add(STOP);
                throw e;
            }
            database.checkpoints.scheduleWithFixedDelay(database::checkpointInBackground, CHECKPOINT_MILLIS,
                    CHECKPOINT_MILLIS, TimeUnit.MILLISECONDS);
            return database;
        } catch (SQLException | RuntimeException e) {
            for (Connection connection : opened) {
                try {
                    connection.close();
                } catch (SQLException closeFailure) {
                    e.addSuppressed(closeFailure);
                }
            }
            if (e instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new DatabaseException("cannot open the database " + file + ": " + e.getMessage(), e);
        }
    }

    private static Connection connect(Path file, List<Connection> opened) throws SQLException {
        Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
        opened.add(connection);
        return connection;
    }

    /** The database file. */
    public Path file() {
        return file;
    }

    /**
     * Runs {@code work} in a transaction and commits it; when it throws, its changes are rolled back and the failure
     * rethrown (an {@link SQLException} wrapped in a {@link DatabaseException}). When this returns, the change is
     * durable.
     *
     * <p>Writes are group-committed: the caller hands {@code work} to the database's writer thread and waits; the
     * writer runs every write waiting at that moment (up to {@link #MAX_BATCH}) in one transaction and commits them
     * together, then wakes their callers. Under load this replaces a convoy of threads handing one lock to each
     * other (each hand-over waiting for a free processor) with one thread that commits a backlog in a single go.
     * When anything in a batch fails, the batch is rolled back and each of its writes is run again alone, so a write
     * fails only for what it did itself, as if it had had its own transaction.
     */
    public <T> T transaction(Work<T> work) {
        if (Thread.currentThread() == writer || lock.isHeldByCurrentThread()) {
            // The writer would wait for this thread's lock, and this thread for the writer.
            throw new IllegalStateException("a transaction cannot start inside another one or inside a read");
        }
        PendingWrite<T> pending = new PendingWrite<>(work);
        writes.add(pending);
        submitted.incrementAndGet();
        if (writerStopped && writes.remove(pending)) {
            throw new DatabaseException("the database is closed");
        }
        return pending.await();
    }

    /** One write handed to the writer thread, and what became of it. */
    private static final class PendingWrite<T> {
        private final Work<T> work;
        private final CompletableFuture<T> outcome = new CompletableFuture<>();
        private T result;

        PendingWrite(Work<T> work) {
            this.work = work;
        }

        void run(Connection connection) throws SQLException {
            result = work.run(connection);
        }

        void succeed() {
            outcome.complete(result);
        }

        void fail(Throwable failure) {
            outcome.completeExceptionally(failure);
        }

        T await() {
            try {
                return outcome.join();
            } catch (CompletionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof DatabaseException database) {
                    // A new exception here, so that its stack shows the caller as well as the writer.
                    throw new DatabaseException(database.getMessage(), database);
                }
                if (cause instanceof RuntimeException runtime) {
                    throw runtime;
                }
                if (cause instanceof Error error) {
                    throw error;
                }
                throw new DatabaseException("database error: " + cause.getMessage(), cause);
            }
        }
    }

    private void writeLoop() {
        List<PendingWrite<?>> batch = new ArrayList<>();
        try {
            while (true) {
                PendingWrite<?> first = writes.take();
                if (first == STOP) {
                    return;
                }
                batch.add(first);
                writes.drainTo(batch, MAX_BATCH - 1);
                boolean stop = batch.remove(STOP);
                lock.lock();
                try {
                    commit(batch);
                } finally {
                    lock.unlock();
                }
                batch.clear();
                if (stop) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            writerStopped = true;
            batch.addAll(writes);
            writes.clear();
            batch.forEach(pending -> pending.fail(new DatabaseException("the database is closed")));
        }
    }

    /** Commits the writes of {@code batch} together, or, when anything fails, each alone. */
    private void commit(List<PendingWrite<?>> batch) {
        if (batch.size() > 1) {
            boolean committed = false;
            try {
                connection.setAutoCommit(false);
                for (PendingWrite<?> pending : batch) {
                    pending.run(connection);
                }
                connection.commit();
                committed = true;
                commits.incrementAndGet();
                restoreAutoCommit(null);
            } catch (SQLException | RuntimeException | Error e) {
                if (!committed) {
                    rollbackQuietly(e);
                    restoreAutoCommit(e);
                } else {
                    LOG.warn("the database connection did not return to auto-commit after a commit: {}",
                            e.getMessage());
                }
            }
            if (committed) {
                batch.forEach(PendingWrite::succeed);
                return;
            }
        }
        batch.forEach(this::commitAlone);
    }

    private void commitAlone(PendingWrite<?> pending) {
        try {
            connection.setAutoCommit(false);
            pending.run(connection);
            connection.commit();
            commits.incrementAndGet();
            restoreAutoCommit(null);
            pending.succeed();
        } catch (SQLException | RuntimeException | Error e) {
            // The first failure is the one to report (a full disk, say): what fails while cleaning up after it
            // ("no transaction is active") is only added to it.
            rollbackQuietly(e);
            restoreAutoCommit(e);
            pending.fail(e instanceof SQLException ? new DatabaseException("database error: " + e.getMessage(), e)
                    : e);
        }
    }

    /** How many transactions have been committed (for tests). */
    long commits() {
        return commits.get();
    }

    /** How many writes have been handed to the writer thread (for tests). */
    long submittedWrites() {
        return submitted.get();
    }

    /** How many writes wait for the writer thread (for tests). */
    int waitingWrites() {
        return writes.size();
    }

    /** Back to auto-commit; a failure is added to {@code cause} when there is one, else thrown. */
    private void restoreAutoCommit(Throwable cause) {
        try {
            connection.setAutoCommit(true);
        } catch (SQLException e) {
            if (cause == null) {
                throw new DatabaseException("database error: " + e.getMessage(), e);
            }
            cause.addSuppressed(e);
        }
    }

    /** Runs read-only {@code work} outside any explicit transaction. */
    public <T> T read(Work<T> work) {
        lock.lock();
        try {
            return work.run(connection);
        } catch (SQLException e) {
            throw new DatabaseException("database error: " + e.getMessage(), e);
        } finally {
            lock.unlock();
        }
    }

    private void rollbackQuietly(Throwable cause) {
        try {
            connection.rollback();
        } catch (SQLException rollbackFailure) {
            cause.addSuppressed(rollbackFailure);
        }
    }

    /**
     * What SQLite's {@code quick_check} finds wrong with the file (its first lines), or empty when it finds nothing.
     * It reads every page once: a fraction of a second for a database of thousands of games. A row whose values
     * break the table's constraints ({@code CHECK}, {@code NOT NULL}) is not damage of the file: it stays with its
     * game, which is set aside when its row is read ({@code GameRepository.setAsideInvalidRows}), and the other games
     * go on.
     */
    public Optional<String> integrityProblem() {
        return read(connection -> {
            List<String> problems = new ArrayList<>();
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery("PRAGMA quick_check(100)")) {
                while (rows.next()) {
                    String line = rows.getString(1);
                    if (!line.equals("ok") && !isRowConstraint(line) && problems.size() < 5) {
                        problems.add(line);
                    }
                }
            }
            return problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems));
        });
    }

    private static boolean isRowConstraint(String line) {
        return line.startsWith("CHECK constraint failed in ") || line.startsWith("NULL value in ");
    }

    /** Writes a consistent copy of the database, as it is now, to {@code target} (which must not exist). */
    public void copyTo(Path target) {
        read(connection -> {
            try (Statement statement = connection.createStatement()) {
                statement.execute("VACUUM INTO '" + target.toAbsolutePath().toString().replace("'", "''") + "'");
            }
            return null;
        });
    }

    /** Moves every change in the write-ahead log into the main file and empties the log. */
    public void checkpoint() {
        read(connection -> {
            try (Statement statement = connection.createStatement()) {
                statement.execute("PRAGMA wal_checkpoint(TRUNCATE)");
            }
            return null;
        });
    }

    private void checkpointInBackground() {
        try {
            long[] frames = passiveCheckpoint();
            if (frames[0] >= RESTART_FRAMES) {
                // A second pass copies what was written during the first, and the one while commits wait (none runs
                // meanwhile, so it copies the whole log) only what was written during the second.
                passiveCheckpoint();
                lock.lock();
                try {
                    passiveCheckpoint();
                } finally {
                    lock.unlock();
                }
            }
            checkpointFailed = false;
        } catch (SQLException e) {
            if (!checkpointFailed) {
                LOG.warn("the write-ahead log could not be checkpointed (it is tried again every second): {}",
                        e.getMessage());
            }
            checkpointFailed = true;
        }
    }

    /** A passive checkpoint on the checkpoint connection: the frames in the log, and how many of them are copied. */
    private long[] passiveCheckpoint() throws SQLException {
        try (Statement statement = checkpointConnection.createStatement();
             ResultSet result = statement.executeQuery("PRAGMA wal_checkpoint(PASSIVE)")) {
            return result.next() ? new long[] {result.getLong(2), result.getLong(3)} : new long[] {0, 0};
        }
    }

    /** Closes the connections (a clean close also checkpoints the write-ahead log into the main file). */
    @Override
    public void close() {
        writes.add(STOP);
        try {
            writer.join(TimeUnit.SECONDS.toMillis(10));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        checkpoints.shutdownNow();
        try {
            checkpoints.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        lock.lock();
        try {
            checkpointConnection.close();
            connection.close();
        } catch (SQLException e) {
            throw new DatabaseException("cannot close the database: " + e.getMessage(), e);
        } finally {
            lock.unlock();
        }
    }
}
