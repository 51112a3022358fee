package org.escaque.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Telling a damaged write-ahead log from the normal end of one whose writer was killed. */
final class WriteAheadLogTest {

    @TempDir
    Path folder;

    /** A log frame: a 24-byte header and a page of SQLite's default size. */
    private static final int FRAME_BYTES = 24 + 4096;

    /** A database whose log holds {@code changes} committed transactions (copied while its writer is open). */
    private Path logged(int changes) throws Exception {
        return logged(changes, 3000);
    }

    /**
     * A database whose log holds {@code changes} committed transactions, each adding a row of {@code rowBytes}
     * characters (copied while its writer is open).
     */
    private Path logged(int changes, int rowBytes) throws Exception {
        Path live = folder.resolve("live.db");
        Path copy = folder.resolve("copy.db");
        try (Connection raw = DriverManager.getConnection("jdbc:sqlite:" + live);
             Statement statement = raw.createStatement()) {
            statement.execute("PRAGMA journal_mode=WAL");
            statement.execute("PRAGMA wal_autocheckpoint=0");
            statement.execute("CREATE TABLE t (text TEXT)");
            for (int i = 0; i < changes; i++) {
                statement.execute("INSERT INTO t VALUES (hex(randomblob(" + rowBytes / 2 + ")))");
            }
            Files.copy(live, copy);
            Files.copy(Path.of(live + "-wal"), Path.of(copy + "-wal"));
        }
        return copy;
    }

    private static void scribble(Path file, long offset, int length) throws Exception {
        try (RandomAccessFile out = new RandomAccessFile(file.toFile(), "rw")) {
            out.seek(offset);
            out.write(new byte[length]);
        }
    }

    @Test
    void aSoundLogAndNoLogAreNotDamage() throws Exception {
        assertEquals(Optional.empty(), WriteAheadLog.damage(logged(30)));
        assertEquals(Optional.empty(), WriteAheadLog.damage(folder.resolve("none.db")));
    }

    @Test
    void aTornLastFrameIsTheNormalEndOfAKilledWriter() throws Exception {
        Path database = logged(30);
        Path log = Path.of(database + "-wal");
        scribble(log, Files.size(log) - 2000, 1000);
        assertEquals(Optional.empty(), WriteAheadLog.damage(database));
    }

    @Test
    void aBreakWithSoundFramesAfterItIsDamage() throws Exception {
        Path database = logged(30);
        Path log = Path.of(database + "-wal");
        scribble(log, Files.size(log) / 2, 4096);
        assertTrue(WriteAheadLog.damage(database).orElseThrow().contains("cannot be read"));
    }

    @Test
    void aBreakWithOnlyAnUnfinishedTransactionAfterItIsNotDamage() throws Exception {
        // The last transaction spans several frames (a row of about five pages); without its commit frame it is a
        // transaction a killed writer never finished, and a break inside it loses nothing that was committed.
        Path database = logged(4, 20_000);
        Path log = Path.of(database + "-wal");
        try (RandomAccessFile file = new RandomAccessFile(log.toFile(), "rw")) {
            file.setLength(file.length() - FRAME_BYTES);
        }
        scribble(log, Files.size(log) - 3L * FRAME_BYTES + 100, 1000);
        assertEquals(Optional.empty(), WriteAheadLog.damage(database));
    }

    @Test
    void aBreakBeforeTheLastCommitIsDamage() throws Exception {
        Path database = logged(4, 20_000);
        Path log = Path.of(database + "-wal");
        scribble(log, Files.size(log) - 3L * FRAME_BYTES + 100, 1000);
        assertTrue(WriteAheadLog.damage(database).orElseThrow().contains("1 committed transaction(s)"),
                WriteAheadLog.damage(database).toString());
    }

    @Test
    void aHeaderThatIsNotOneIsDamage() throws Exception {
        Path database = logged(3);
        scribble(Path.of(database + "-wal"), 0, 32);
        assertTrue(WriteAheadLog.damage(database).isPresent());
    }
}
