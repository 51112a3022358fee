package org.escaque.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writes waiting together are committed in one transaction, and a write that fails in such a group fails alone:
 * the others are committed as if each had had its own transaction.
 */
final class GroupCommitTest {

    @TempDir
    Path folder;

    private static void insert(Database database, int value) {
        database.transaction(connection -> {
            try (Statement statement = connection.createStatement()) {
                statement.execute("INSERT INTO numbers VALUES (" + value + ")");
            }
            return null;
        });
    }

    private static List<Integer> numbers(Database database) {
        return database.read(connection -> {
            List<Integer> values = new ArrayList<>();
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery("SELECT value FROM numbers ORDER BY value")) {
                while (rows.next()) {
                    values.add(rows.getInt(1));
                }
            }
            return values;
        });
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) throws InterruptedException {
        for (int i = 0; i < 1000 && !condition.getAsBoolean(); i++) {
            Thread.sleep(10);
        }
        assertTrue(condition.getAsBoolean(), "the writes never got where the test needs them");
    }

    @Test
    void writesThatWaitTogetherAreCommittedTogetherAndAFailureStaysWithItsWrite() throws Exception {
        ExecutorService callers = Executors.newFixedThreadPool(12);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch release2 = new CountDownLatch(1);
        try (Database database = Database.open(folder.resolve("escaque.db"))) {
          try {
            database.transaction(connection -> {
                connection.createStatement().execute("CREATE TABLE numbers (value INTEGER NOT NULL)");
                return null;
            });
            long before = database.commits();
            // A reader holds the connection, so the writer takes the first write and waits; the next ones queue.
            CountDownLatch reading = new CountDownLatch(1);
            Future<?> reader = callers.submit(() -> database.read(connection -> {
                reading.countDown();
                awaitQuietly(release);
                return null;
            }));
            reading.await();
            long handed = database.submittedWrites();
            Future<?> first = callers.submit(() -> insert(database, 1));
            waitFor(() -> database.submittedWrites() == handed + 1 && database.waitingWrites() == 0);
            List<Future<?>> group = new ArrayList<>();
            for (int value = 2; value <= 9; value++) {
                int number = value;
                group.add(callers.submit(() -> insert(database, number)));
            }
            Future<?> failing = callers.submit(() -> database.transaction(connection -> {
                try (Statement statement = connection.createStatement()) {
                    statement.execute("INSERT INTO numbers VALUES (100)");
                    statement.execute("INSERT INTO no_such_table VALUES (1)");
                }
                return null;
            }));
            waitFor(() -> database.waitingWrites() == 9);
            release.countDown();
            reader.get(10, TimeUnit.SECONDS);
            first.get(10, TimeUnit.SECONDS);
            for (Future<?> write : group) {
                write.get(10, TimeUnit.SECONDS);
            }
            ExecutionException failure = assertThrows(ExecutionException.class, () -> failing.get(10, TimeUnit.SECONDS));
            assertTrue(failure.getCause() instanceof DatabaseException, failure.getCause().toString());
            assertTrue(failure.getCause().getMessage().contains("no_such_table"), failure.getCause().getMessage());
            assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9), numbers(database), "the failed write's first row is undone");
            // The first write alone; the group of nine failed as a whole, then each ran alone: 8 commits.
            assertEquals(1 + 8, database.commits() - before);

            // Without a failure, a group of writes is one commit.
            CountDownLatch reading2 = new CountDownLatch(1);
            Future<?> reader2 = callers.submit(() -> database.read(connection -> {
                reading2.countDown();
                awaitQuietly(release2);
                return null;
            }));
            reading2.await();
            long start = database.commits();
            long handed2 = database.submittedWrites();
            Future<?> alone = callers.submit(() -> insert(database, 10));
            waitFor(() -> database.submittedWrites() == handed2 + 1 && database.waitingWrites() == 0);
            List<Future<?>> together = new ArrayList<>();
            for (int value = 11; value <= 20; value++) {
                int number = value;
                together.add(callers.submit(() -> insert(database, number)));
            }
            waitFor(() -> database.waitingWrites() == 10);
            release2.countDown();
            reader2.get(10, TimeUnit.SECONDS);
            alone.get(10, TimeUnit.SECONDS);
            for (Future<?> write : together) {
                write.get(10, TimeUnit.SECONDS);
            }
            assertEquals(2, database.commits() - start, "one commit for the first write, one for the ten after it");
            assertEquals(20, numbers(database).size());
          } finally {
            // Whatever failed, the reader lets go of the connection, so that closing does not wait for it.
            release.countDown();
            release2.countDown();
          }
        } finally {
            callers.shutdownNow();
        }
    }

    @Test
    void aTransactionInsideAReadIsRefusedInsteadOfWaitingForever() {
        try (Database database = Database.open(folder.resolve("nested.db"))) {
            IllegalStateException nested = assertThrows(IllegalStateException.class, () -> database.read(
                    connection -> database.transaction(inner -> null)));
            assertTrue(nested.getMessage().contains("inside"), nested.getMessage());
            assertEquals(Integer.valueOf(1), database.transaction(connection -> 1), "and the writer goes on");
        }
    }

    @Test
    void aWriteAfterCloseIsRefusedAndNobodyWaitsForever() {
        Database database = Database.open(folder.resolve("closed.db"));
        database.close();
        DatabaseException closed = assertThrows(DatabaseException.class, () -> database.transaction(connection -> null));
        assertTrue(closed.getMessage().contains("closed"), closed.getMessage());
    }
}
