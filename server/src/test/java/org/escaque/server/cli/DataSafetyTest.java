package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.server.TestApp;
import org.escaque.server.db.Backups;
import org.escaque.server.db.Database;
import org.escaque.server.db.GamesMarker;
import org.escaque.server.game.Table;
import org.escaque.server.game.store.GameRepository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The app knows its data: a lost database where games were kept (a marker, a backup or a log says so) is refused with
 * the way back, the last backup of the games is never rotated out, one bad row is set aside while the others start,
 * and schema damage names the way back.
 */
final class DataSafetyTest {

    @TempDir
    Path folder;

    private static void play(TestApp app, int games) {
        for (int i = 0; i < games; i++) {
            Table.create(app, "hotseat", "", List.of()).play(List.of("e2e4", "e7e5", "g1f3", "b8c6"));
        }
    }

    private static void sql(Path data, String... statements) throws Exception {
        try (Connection raw = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("escaque.db"));
             Statement statement = raw.createStatement()) {
            statement.execute("PRAGMA ignore_check_constraints = 1");
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }

    private static long games(Path data) throws Exception {
        try (Connection raw = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("escaque.db"));
             ResultSet rows = raw.createStatement().executeQuery("SELECT count(*) FROM games")) {
            return rows.getLong(1);
        }
    }

    @Test
    void aMissingDatabaseWhereABackupHoldsGamesIsRefusedNamingRestore() throws Exception {
        Path data = folder.resolve("data");
        try (TestApp app = new TestApp(data)) {
            play(app, 3);
            Backups.take(app.database(), data);
        }
        Files.delete(data.resolve("escaque.db"));

        BriefRun serve = BriefRun.of("serve", "--port", "0", "--no-browser", "--data-dir", data.toString());
        assertEquals(2, serve.code(), serve.err());
        assertTrue(serve.err().contains("is missing") && serve.err().contains("holds 3 game(s)")
                && serve.err().contains("escaque restore latest"), serve.err());
        assertFalse(Files.exists(data.resolve("escaque.db")), "nothing changed: no empty database made");
        assertEquals(1, Backups.list(data).size(), "no backup of nothing taken");

        BriefRun back = BriefRun.of("restore", "latest", "--data-dir", data.toString());
        assertEquals(0, back.code(), back.err());
        assertEquals(3, games(data));
    }

    @Test
    void aMissingDatabaseWhereOnlyTheMarkerSaysGamesWereKeptIsRefused() throws Exception {
        Path data = folder.resolve("data");
        try (TestApp app = new TestApp(data)) {
            play(app, 2);
        }
        Files.delete(data.resolve("escaque.db"));
        assertFalse(Files.exists(data.resolve("escaque.db-wal")), "a clean stop folded the log into the database");
        assertTrue(Backups.list(data).isEmpty(), "no backup says games were kept");
        assertTrue(Files.exists(data.resolve(GamesMarker.FILE)));

        BriefRun serve = BriefRun.of("serve", "--port", "0", "--no-browser", "--data-dir", data.toString());
        assertEquals(2, serve.code(), serve.err());
        assertTrue(serve.err().contains("is missing") && serve.err().contains(GamesMarker.FILE + " says games were "
                + "stored here") && serve.err().contains("escaque restore"), serve.err());
        assertFalse(Files.exists(data.resolve("escaque.db")), "nothing changed: no empty database made");

        Files.write(data.resolve("escaque.db"), new byte[0]);
        BriefRun empty = BriefRun.of("serve", "--port", "0", "--no-browser", "--data-dir", data.toString());
        assertEquals(2, empty.code(), empty.err());
        assertTrue(empty.err().contains("is empty (0 bytes)"), empty.err());

        // Moved away, as the message says, the marker no longer stands in the way of a start with no games.
        Files.move(data.resolve(GamesMarker.FILE), folder.resolve(GamesMarker.FILE));
        try (Database database = ServeCommand.openChecked(data)) {
            assertEquals(0, new GameRepository(database).count(Optional.empty()));
        }
    }

    @Test
    void theMarkerIsWrittenWithTheFirstGameAndBesideADatabaseThatHoldsGamesWithoutIt() throws Exception {
        Path data = folder.resolve("data");
        Path marker = data.resolve(GamesMarker.FILE);
        try (TestApp app = new TestApp(data)) {
            assertFalse(Files.exists(marker), "no game yet");
            play(app, 1);
            assertTrue(Files.exists(marker), "written with the first game");
            assertTrue(Files.readString(marker).contains("escaque restore"), "the file says what it is for");
        }
        try (Database database = ServeCommand.openChecked(data)) {
            assertTrue(Files.exists(marker));
        }
        Files.delete(marker);
        try (Database database = ServeCommand.openChecked(data)) {
            assertTrue(Files.exists(marker), "a database that holds games gets the marker when it is opened");
        }

        Path fresh = folder.resolve("fresh");
        try (Database database = ServeCommand.openChecked(fresh)) {
            assertFalse(Files.exists(fresh.resolve(GamesMarker.FILE)), "a database with no games has none");
        }
    }

    @Test
    void anEmptyDatabaseBesideItsWriteAheadLogIsRefusedAndTheLogKept() throws Exception {
        Path live = folder.resolve("live");
        try (TestApp app = new TestApp(live)) {
            play(app, 2);
        }
        Path crashed = DamagedDatabaseTest.crashedCopy(live, folder.resolve("crashed"), 20);
        Files.write(crashed.resolve("escaque.db"), new byte[0]);
        long logSize = Files.size(crashed.resolve("escaque.db-wal"));

        BriefRun serve = BriefRun.of("serve", "--port", "0", "--no-browser", "--data-dir", crashed.toString());
        assertEquals(2, serve.code(), serve.err());
        assertTrue(serve.err().contains("is empty") && serve.err().contains("write-ahead log")
                && serve.err().contains("escaque restore"), serve.err());
        assertEquals(0, Files.size(crashed.resolve("escaque.db")), "nothing changed");
        assertEquals(logSize, Files.size(crashed.resolve("escaque.db-wal")), "the log is kept as it was");
    }

    @Test
    void rotationNeverRemovesTheLastBackupThatHoldsGames() throws Exception {
        Path data = folder.resolve("data");
        try (TestApp app = new TestApp(data)) {
            play(app, 3);
            Path withGames = Backups.take(app.database(), data).file();
            Files.setLastModifiedTime(withGames, FileTime.from(Instant.now().minusSeconds(3600)));
            app.database().transaction(connection -> {
                connection.createStatement().execute("DELETE FROM games");
                return null;
            });
            for (int i = 0; i < Backups.KEEP + 2; i++) {
                Backups.take(app.database(), data);
            }
            List<Backups.Backup> kept = Backups.list(data);
            assertEquals(Backups.KEEP + 1, kept.size(), kept.toString());
            assertTrue(Files.exists(withGames), "the last copy of the games is kept: " + kept);
            assertEquals(3L, Backups.games(withGames).orElseThrow());
        }
    }

    @Test
    void badRowsAreSetAsideAndTheOtherGamesStart() throws Exception {
        Path data = folder.resolve("data");
        Map<String, String> tampered = new HashMap<>();
        String sound;
        try (TestApp app = new TestApp(data)) {
            for (String how : List.of("status", "clock-text", "clock-huge", "level", "mated")) {
                String extra = how.equals("level") ? "\"level\":3" : "\"timeControl\":\"5+0\"";
                Table table = Table.create(app, how.equals("level") ? "computer" : "hotseat", extra,
                        how.equals("level") ? List.of("e2e4", "c7c5") : List.of());
                JsonNode last = table.play(how.equals("mated") ? List.of("f2f3", "e7e5", "g2g4", "d8h4")
                        : how.equals("level") ? List.of("e2e4", "c7c5") : List.of("e2e4", "e7e5"));
                assertEquals(how.equals("mated") ? "finished" : "active", last.get("status").asText());
                tampered.put(how, table.id());
            }
            Table good = Table.create(app, "hotseat", "\"timeControl\":\"5+0\"", List.of());
            good.play(List.of("d2d4", "d7d5"));
            sound = good.id();
        }
        sql(data, "UPDATE games SET status = 'paused' WHERE id = '" + tampered.get("status") + "'",
                "UPDATE games SET white_ms = 'abc' WHERE id = '" + tampered.get("clock-text") + "'",
                "UPDATE games SET black_ms = 9223372036854775807 WHERE id = '" + tampered.get("clock-huge") + "'",
                "UPDATE games SET computer_level = 99 WHERE id = '" + tampered.get("level") + "'",
                "UPDATE games SET status = 'active', result = NULL, termination = NULL WHERE id = '"
                        + tampered.get("mated") + "'");

        try (Database checked = ServeCommand.openChecked(data)) {
            assertTrue(checked.file().endsWith("escaque.db"), "a row breaking a CHECK constraint stops nothing");
        }
        try (TestApp app = new TestApp(data)) {
            JsonNode listed = app.get("/api/games?limit=100").json().get("games");
            assertEquals(1, listed.size(), listed.toString());
            assertEquals(sound, listed.get(0).get("id").asText());
            JsonNode damaged = app.get("/api/games/damaged").json().get("games");
            Map<String, String> why = new HashMap<>();
            damaged.forEach(game -> why.put(game.get("id").asText(), game.get("damage").asText()));
            assertEquals(5, why.size(), damaged.toString());
            assertTrue(why.get(tampered.get("status")).contains("status 'paused'"), why.toString());
            assertTrue(why.get(tampered.get("clock-text")).contains("white clock is stored as text"), why.toString());
            assertTrue(why.get(tampered.get("clock-huge")).contains("black clock holds 9223372036854775807"),
                    why.toString());
            assertTrue(why.get(tampered.get("level")).contains("computer level is 99"), why.toString());
            assertTrue(why.get(tampered.get("mated")).contains("stored as unfinished, but its moves end it"),
                    why.toString());
            JsonNode state = app.get("/api/games/" + sound).json();
            assertEquals(300_000, state.get("clocks").get("black").asLong(), "the sound game plays on");
        }
    }

    @Test
    void aGapInTheSchemaVersionsNamesTheWayBack() throws Exception {
        Path data = folder.resolve("data");
        try (TestApp app = new TestApp(data)) {
            play(app, 1);
        }
        sql(data, "DELETE FROM schema_version WHERE version = 2");
        BriefRun serve = BriefRun.of("serve", "--port", "0", "--no-browser", "--data-dir", data.toString());
        assertEquals(2, serve.code(), serve.err());
        assertTrue(serve.err().contains("schema_version has a gap before version 3")
                && serve.err().contains("escaque restore"), serve.err());
    }
}
