package org.escaque.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class MigrationsTest {

    @TempDir
    Path folder;

    @Test
    void migrationsRunOnceAndTheDatabaseUsesTheWriteAheadLog() {
        Path file = folder.resolve("sub/escaque.db");
        try (Database database = Database.open(file)) {
            assertEquals("wal", database.read(connection -> text(connection.createStatement(),
                    "PRAGMA journal_mode")));
            assertEquals("2", database.read(connection -> text(connection.createStatement(),
                    "PRAGMA synchronous")), "FULL: every acknowledged commit is on the disk, power cut or not");
        }
        try (Database database = Database.open(file)) {
            assertEquals(Integer.toString(Migrations.FILES.size()), database.read(connection ->
                    text(connection.createStatement(), "SELECT count(*) FROM schema_version")));
            assertEquals(0, database.transaction(Migrations::apply));
        }
    }

    @Test
    void aDatabaseFromANewerAppIsRefused() {
        Path file = folder.resolve("escaque.db");
        try (Database database = Database.open(file)) {
            database.transaction(connection -> connection.createStatement().executeUpdate(
                    "INSERT INTO schema_version VALUES (99, 'V99__future.sql', 'x', 0)"));
        }
        assertThrows(DatabaseException.class, () -> Database.open(file));
    }

    @Test
    void statementsSplitAtSemicolonsEndingALine() {
        assertEquals(List.of("CREATE TABLE a (x TEXT);", "CREATE INDEX b ON a (x);"),
                Migrations.statements("-- a comment\nCREATE TABLE a (x TEXT);\n\nCREATE INDEX b ON a (x);\n"));
    }

    private static String text(Statement statement, String sql) throws java.sql.SQLException {
        try (statement; ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getString(1);
        }
    }
}
