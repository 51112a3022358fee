package org.escaque.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.escaque.server.game.SocketClient;
import org.escaque.server.game.Table;
import org.escaque.core.Color;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A full disk, made by capping the database's size ({@code PRAGMA max_page_count}), which fails a write with the
 * same {@code SQLITE_FULL}: its true cause is what the app reports, the client gets a clear 507, and nothing is
 * half-applied.
 */
final class FullDiskTest {

    @TempDir
    Path folder;

    private static void fill(Database database) {
        database.read(connection -> {
            try (Statement statement = connection.createStatement();
                 ResultSet pages = statement.executeQuery("PRAGMA page_count")) {
                pages.next();
                statement.execute("PRAGMA max_page_count = " + pages.getLong(1));
            }
            return null;
        });
    }

    @Test
    void aFullDiskIsReportedAsItselfNotAsTheCleanUpThatFollows() {
        try (Database database = Database.open(folder.resolve("escaque.db"))) {
            database.transaction(connection -> {
                connection.createStatement().execute("CREATE TABLE filler (text TEXT)");
                return null;
            });
            fill(database);
            DatabaseException full = assertThrows(DatabaseException.class, () -> database.transaction(connection -> {
                try (Statement statement = connection.createStatement()) {
                    statement.execute("INSERT INTO filler VALUES (hex(randomblob(100000)))");
                }
                return null;
            }));
            assertTrue(full.isStorageFull(), full.getMessage());
            assertTrue(full.getMessage().contains("full"), full.getMessage());
            assertEquals(0L, (long) database.read(connection -> {
                try (ResultSet rows = connection.createStatement().executeQuery("SELECT count(*) FROM filler")) {
                    return rows.getLong(1);
                }
            }), "nothing half-written");
            database.transaction(connection -> {
                connection.createStatement().execute("SELECT 1");
                return null;
            });
        }
    }

    @Test
    void aMoveThatCannotBeStoredIs507AndTheGameStaysAsItWas() {
        try (TestApp app = new TestApp(folder)) {
            List<Table> tables = new ArrayList<>();
            for (int i = 0; i < 150; i++) {
                tables.add(Table.create(app, "hotseat", "", List.of()));
            }
            fill(app.database());
            String[] moves = {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5"};
            Response refused = null;
            Table refusedIn = null;
            int plyThere = 0;
            for (int ply = 0; ply < moves.length && refused == null; ply++) {
                for (Table table : tables) {
                    Response answer = table.move(ply % 2 == 0 ? Color.WHITE : Color.BLACK, moves[ply], ply, false);
                    if (answer.status() != 200) {
                        refused = answer;
                        refusedIn = table;
                        plyThere = ply;
                        break;
                    }
                }
            }
            assertTrue(refused != null, "the capped database filled up");
            assertEquals(507, refused.status(), refused.text());
            assertEquals("storage-full", refused.json().get("error").asText());
            assertEquals(plyThere, refusedIn.state().get("ply").asInt(), "the refused move is not there");
            app.restart();
            assertEquals(plyThere, refusedIn.state().get("ply").asInt(), "nor in storage");
        }
    }

    @Test
    void aMoveOverTheSocketThatCannotBeStoredIsStorageFullAsOverHttpWithNoStackTrace() {
        try (TestApp app = new TestApp(folder)) {
            List<Table> tables = new ArrayList<>();
            for (int i = 0; i < 150; i++) {
                tables.add(Table.create(app, "hotseat", "", List.of()));
            }
            fill(app.database());
            String[] moves = {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5"};
            Table refusedIn = null;
            int plyThere = 0;
            for (int ply = 0; ply < moves.length && refusedIn == null; ply++) {
                for (Table table : tables) {
                    if (table.move(ply % 2 == 0 ? Color.WHITE : Color.BLACK, moves[ply], ply, false).status() != 200) {
                        refusedIn = table;
                        plyThere = ply;
                        break;
                    }
                }
            }
            assertTrue(refusedIn != null, "the capped database filled up");
            PrintStream standardError = System.err;
            ByteArrayOutputStream logged = new ByteArrayOutputStream();
            JsonNode answer;
            try (SocketClient socket = SocketClient.open(app.port(), refusedIn.id(),
                    "?token=" + refusedIn.token(plyThere % 2 == 0 ? Color.WHITE : Color.BLACK))) {
                assertEquals("state", socket.next().get("kind").asText());
                System.setErr(new PrintStream(logged, true, StandardCharsets.UTF_8));
                try {
                    socket.send("{\"kind\":\"move\",\"uci\":\"" + moves[plyThere] + "\",\"ply\":" + plyThere + "}");
                    answer = socket.await(message -> message.path("kind").asText().equals("error"), 5);
                } finally {
                    System.setErr(standardError);
                }
            }
            String log = logged.toString(StandardCharsets.UTF_8);
            standardError.print(log);
            assertEquals("storage-full", answer.get("error").get("error").asText(), answer.toString());
            assertTrue(answer.get("error").get("message").asText().contains("disk"), answer.toString());
            assertTrue(log.contains("the disk holding the database is full"), log);
            assertTrue(!log.contains("\tat ") && !log.contains("no transaction is active"), "no stack trace: " + log);
            assertEquals(plyThere, refusedIn.state().get("ply").asInt(), "the refused move is not there");
        }
    }
}
