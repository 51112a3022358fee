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
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The app's SQLite database: one file, one connection for the app's work, used by one thread at a time, and one
 * that only checkpoints (below). Opening it applies the pending {@link Migrations}.
 *
 * <p>Settings, and why: {@code journal_mode=WAL} so a commit appends to the write-ahead log instead of rewriting
 * pages, and readers never block the writer; {@code synchronous=NORMAL}, which in WAL mode makes every committed
 * transaction survive a crash of this process (SIGKILL included: the commit has reached the operating system
 * before {@link #transaction} returns) and leaves the file consistent after a power loss, which may undo only
 * the last transactions. {@code FULL} would add an fsync to every move: about 5 ms on the machine this was
 * measured on, which caps a single writer near 200 moves a second.
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

    private Database(Connection connection, Connection checkpointConnection, Path file) {
        this.connection = connection;
        this.checkpointConnection = checkpointConnection;
        this.file = file;
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
                statement.execute("PRAGMA synchronous=NORMAL");
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
            database.transaction(Migrations::apply);
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
     * Runs {@code work} in one transaction and commits it; when it throws, rolls back and rethrows (an
     * {@link SQLException} wrapped in a {@link DatabaseException}). When this returns, the change is durable.
     */
    public <T> T transaction(Work<T> work) {
        lock.lock();
        try {
            connection.setAutoCommit(false);
        } catch (SQLException e) {
            lock.unlock();
            throw new DatabaseException("database error: " + e.getMessage(), e);
        }
        try {
            T result = work.run(connection);
            connection.commit();
            restoreAutoCommit(null);
            return result;
        } catch (SQLException | RuntimeException e) {
            // The first failure is the one to report (a full disk, say): what fails while cleaning up after it
            // ("no transaction is active") is only added to it.
            rollbackQuietly(e);
            restoreAutoCommit(e);
            throw e instanceof RuntimeException runtime ? runtime
                    : new DatabaseException("database error: " + e.getMessage(), e);
        } finally {
            lock.unlock();
        }
    }

    /** Back to auto-commit; a failure is added to {@code cause} when there is one, else thrown. */
    private void restoreAutoCommit(Exception cause) {
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

    private void rollbackQuietly(Exception cause) {
        try {
            connection.rollback();
        } catch (SQLException rollbackFailure) {
            cause.addSuppressed(rollbackFailure);
        }
    }

    /**
     * What SQLite's {@code quick_check} finds wrong with the file (its first lines), or empty when it finds nothing.
     * It reads every page once: a fraction of a second for a database of thousands of games.
     */
    public Optional<String> integrityProblem() {
        return read(connection -> {
            List<String> problems = new ArrayList<>();
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery("PRAGMA quick_check(5)")) {
                while (rows.next()) {
                    problems.add(rows.getString(1));
                }
            }
            return problems.equals(List.of("ok")) ? Optional.empty() : Optional.of(String.join("; ", problems));
        });
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
