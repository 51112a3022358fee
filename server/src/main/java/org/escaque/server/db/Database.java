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
import java.util.concurrent.locks.ReentrantLock;

/**
 * The app's SQLite database: one file, one connection, used by one thread at a time. Opening it applies the
 * pending {@link Migrations}.
 *
 * <p>Settings, and why: {@code journal_mode=WAL} so a commit appends to the write-ahead log instead of rewriting
 * pages, and readers never block the writer; {@code synchronous=NORMAL}, which in WAL mode makes every committed
 * transaction survive a crash of this process (SIGKILL included: the commit has reached the operating system
 * before {@link #transaction} returns) and leaves the file consistent after a power loss, which may undo only
 * the last transactions. {@code FULL} would add an fsync to every move: about 5 ms on the machine this was
 * measured on, which caps a single writer near 200 moves a second.
 */
public final class Database implements AutoCloseable {

    /** Work done with the connection; may throw {@link SQLException}. */
    @FunctionalInterface
    public interface Work<T> {
        /** Does the work and returns its result. */
        T run(Connection connection) throws SQLException;
    }

    private final Connection connection;
    private final ReentrantLock lock = new ReentrantLock();
    private final Path file;

    private Database(Connection connection, Path file) {
        this.connection = connection;
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
        try {
            Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
            try (Statement statement = connection.createStatement()) {
                statement.execute("PRAGMA journal_mode=WAL");
                statement.execute("PRAGMA synchronous=NORMAL");
                statement.execute("PRAGMA foreign_keys=ON");
                statement.execute("PRAGMA busy_timeout=5000");
            }
            Database database = new Database(connection, file);
            database.transaction(Migrations::apply);
            return database;
        } catch (SQLException e) {
            throw new DatabaseException("cannot open the database " + file + ": " + e.getMessage(), e);
        }
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

    /** Closes the connection (a clean close also checkpoints the write-ahead log into the main file). */
    @Override
    public void close() {
        lock.lock();
        try {
            connection.close();
        } catch (SQLException e) {
            throw new DatabaseException("cannot close the database: " + e.getMessage(), e);
        } finally {
            lock.unlock();
        }
    }
}
