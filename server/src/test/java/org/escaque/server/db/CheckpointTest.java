package org.escaque.server.db;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The write-ahead log is copied into the database in the background and still starts again from its beginning
 * under a writer that never stops, so it does not grow with every change ever made.
 */
final class CheckpointTest {

    @TempDir
    Path folder;

    /** The log's salt-1: SQLite changes it each time it starts the log again from its beginning. */
    private static int salt(Path log) throws IOException {
        if (!Files.exists(log) || Files.size(log) < 32) {
            return 0;
        }
        try (RandomAccessFile file = new RandomAccessFile(log.toFile(), "r")) {
            file.seek(16);
            return file.readInt();
        }
    }

    @Test
    void theLogStartsAgainUnderAWriterThatNeverStops() throws Exception {
        Path file = folder.resolve("escaque.db");
        Path log = folder.resolve("escaque.db-wal");
        try (Database database = Database.open(file)) {
            database.transaction(connection -> {
                try (Statement statement = connection.createStatement()) {
                    statement.execute("CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT)");
                }
                return null;
            });
            int restarts = 0;
            int salt = salt(log);
            long written = 0;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            // Rows are written back to back, one transaction each, as moves under load are.
            for (int row = 0; restarts < 3 && System.nanoTime() < deadline; row++) {
                int id = row % 2000;
                database.transaction(connection -> {
                    try (PreparedStatement insert = connection.prepareStatement(
                            "INSERT OR REPLACE INTO filler (id, text) VALUES (?, hex(randomblob(1500)))")) {
                        insert.setInt(1, id);
                        insert.executeUpdate();
                    }
                    return null;
                });
                written++;
                int now = salt(log);
                if (now != salt) {
                    restarts++;
                    salt = now;
                }
            }
            assertTrue(restarts >= 3, "the log started again " + restarts + " times in " + written
                    + " transactions; it has " + Files.size(log) + " bytes");
        }
    }
}
