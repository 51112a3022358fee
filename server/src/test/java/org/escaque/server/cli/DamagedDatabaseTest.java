package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.escaque.server.TestApp;
import org.escaque.server.db.Backups;
import org.escaque.server.db.Database;
import org.escaque.server.db.WriteAheadLog;
import org.escaque.server.game.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damage in the database or its write-ahead log is found at start and reported with the way back, never passed
 * over: the app exits 2 and changes nothing; {@code escaque restore} then keeps what can be read or puts a backup
 * back.
 */
final class DamagedDatabaseTest {

    @TempDir
    Path folder;

    private static void play(TestApp app, int games) {
        for (int i = 0; i < games; i++) {
            Table.create(app, "hotseat", "", List.of()).play(List.of("e2e4", "e7e5", "g1f3", "b8c6"));
        }
    }

    private static long count(Path data, String table) {
        try (Database database = Database.open(data.resolve("escaque.db"))) {
            return database.read(connection -> {
                try (ResultSet rows = connection.createStatement().executeQuery("SELECT count(*) FROM " + table)) {
                    return rows.getLong(1);
                }
            });
        }
    }

    private static void scribble(Path file, long offset, int length) throws Exception {
        byte[] garbage = new byte[length];
        new Random(17).nextBytes(garbage);
        try (RandomAccessFile out = new RandomAccessFile(file.toFile(), "rw")) {
            out.seek(offset);
            out.write(garbage);
        }
    }

    /**
     * What a SIGKILL leaves: the database and a log holding the last changes, none of them checkpointed yet (a
     * connection that never checkpoints makes them, and the files are copied while it is open). Change {@code n}
     * (from 1) sets the first game's {@code updated_at} to {@code n}, so the value read back says how many of them
     * were kept.
     */
    static Path crashedCopy(Path live, Path crashed, int changes) throws Exception {
        Files.createDirectories(crashed);
        try (Connection raw = DriverManager.getConnection("jdbc:sqlite:" + live.resolve("escaque.db"));
             Statement statement = raw.createStatement()) {
            statement.execute("PRAGMA journal_mode=WAL");
            statement.execute("PRAGMA wal_autocheckpoint=0");
            for (int change = 1; change <= changes; change++) {
                statement.execute("UPDATE games SET updated_at = " + change + " WHERE id = (SELECT min(id) FROM "
                        + "games)");
            }
            Files.copy(live.resolve("escaque.db"), crashed.resolve("escaque.db"));
            Files.copy(live.resolve("escaque.db-wal"), crashed.resolve("escaque.db-wal"));
        }
        return crashed;
    }

    private static long firstGameUpdatedAt(Path data) {
        try (Database database = Database.open(data.resolve("escaque.db"))) {
            return database.read(connection -> {
                try (ResultSet rows = connection.createStatement().executeQuery(
                        "SELECT updated_at FROM games WHERE id = (SELECT min(id) FROM games)")) {
                    return rows.getLong(1);
                }
            });
        }
    }

    @Test
    void aDamagedLogStopsTheStartWithTheWayBackAndWhatCanBeReadIsKept() throws Exception {
        Path live = folder.resolve("live");
        try (TestApp app = new TestApp(live)) {
            play(app, 2);
        }
        Path crashed = crashedCopy(live, folder.resolve("crashed"), 40);
        assertEquals(java.util.Optional.empty(), WriteAheadLog.damage(crashed.resolve("escaque.db")), "sound before");
        Path log = crashed.resolve("escaque.db-wal");
        scribble(log, Files.size(log) / 2, 4096);

        BriefRun serve = BriefRun.of("serve", "--port", "0", "--no-browser", "--data-dir", crashed.toString());
        assertEquals(2, serve.code(), serve.err());
        assertTrue(serve.err().contains("write-ahead log") && serve.err().contains("escaque restore --readable"),
                serve.err());
        assertFalse(serve.err().contains("Exception"), serve.err());

        BriefRun readable = BriefRun.of("restore", "--readable", "--data-dir", crashed.toString());
        assertEquals(0, readable.code(), readable.err());
        try (Stream<Path> kept = Files.list(crashed)) {
            Path aside = kept.filter(path -> path.getFileName().toString().startsWith("damaged-")).findFirst()
                    .orElseThrow();
            assertTrue(Files.exists(aside.resolve("escaque.db-wal")), "the damaged log is kept");
        }
        assertEquals(java.util.Optional.empty(), WriteAheadLog.damage(crashed.resolve("escaque.db")));
        long kept = firstGameUpdatedAt(crashed);
        assertTrue(kept >= 1 && kept < 40, "what came before the damage is kept, what came after is gone: " + kept
                + " of 40 changes");
        assertEquals(8, count(crashed, "moves"), "the moves, all stored before the changes, are all there");
    }

    @Test
    void aDamagedDatabaseStopsTheStartAndABackupIsPutBack() throws Exception {
        Path data = folder.resolve("data");
        try (TestApp app = new TestApp(data)) {
            play(app, 30);
            Backups.take(app.database(), data);
            play(app, 1);
        }
        assertEquals(124, count(data, "moves"));
        Path file = data.resolve("escaque.db");
        scribble(file, 4096, (int) Math.min(16_384, Files.size(file) - 8192));

        BriefRun serve = BriefRun.of("serve", "--port", "0", "--no-browser", "--data-dir", data.toString());
        assertEquals(2, serve.code(), serve.err());
        assertTrue(serve.err().contains("is damaged") && serve.err().contains("escaque restore"), serve.err());

        BriefRun list = BriefRun.of("restore", "--data-dir", data.toString());
        assertEquals(0, list.code(), list.err());
        String name = Backups.list(data).get(0).name();
        assertTrue(list.out().contains(name), list.out());

        BriefRun back = BriefRun.of("restore", "latest", "--data-dir", data.toString());
        assertEquals(0, back.code(), back.err());
        assertTrue(back.out().contains(name), back.out());
        assertEquals(120, count(data, "moves"), "the games as the backup had them");
    }
}
