package org.escaque.server.db;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * A small versioned-migration runner over numbered SQL files in {@code src/main/resources/db/migration}
 * ({@code V<n>__<what>.sql}, listed in {@link #FILES} in order). Each applied version is recorded with the
 * SHA-256 of its text in {@code schema_version}; a changed file or a database from a newer app is refused.
 *
 * <p>Why not Flyway: flyway-core 10+ does support SQLite, but it brings Jackson's TOML module and a plugin
 * scan to start-up for what is here a handful of statements; a start within 2 seconds and a small resident
 * memory matter more to a desktop app, and this runner is one page that a reader can check.
 */
public final class Migrations {

    /** The migration files, oldest first; add new ones at the end, never edit an applied one. */
    static final List<String> FILES = List.of("V1__games_and_moves.sql", "V2__lan_play.sql",
            "V3__damaged_games.sql", "V4__hints.sql", "V5__analysis.sql");

    private Migrations() {
    }

    /** Applies every migration not yet recorded, inside the caller's transaction; returns how many ran. */
    static int apply(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, "
                    + "name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at INTEGER NOT NULL)");
        }
        List<String> checksums = appliedChecksums(connection);
        if (checksums.size() > FILES.size()) {
            throw new DatabaseException("the database has schema version " + checksums.size()
                    + ", newer than this app knows (" + FILES.size() + "); use a newer Escaque");
        }
        int ran = 0;
        for (int index = 0; index < FILES.size(); index++) {
            String name = FILES.get(index);
            String text = load(name);
            String checksum = sha256(text);
            if (index < checksums.size()) {
                if (!checksums.get(index).equals(checksum)) {
                    throw DatabaseException.damage("migration " + name + " changed after it was applied");
                }
                continue;
            }
            execute(connection, text);
            record(connection, index + 1, name, checksum);
            ran++;
        }
        return ran;
    }

    private static List<String> appliedChecksums(Connection connection) throws SQLException {
        List<String> checksums = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT version, checksum FROM schema_version ORDER BY version")) {
            while (rows.next()) {
                if (rows.getInt(1) != checksums.size() + 1) {
                    throw DatabaseException.damage("schema_version has a gap before version " + rows.getInt(1));
                }
                checksums.add(rows.getString(2));
            }
        }
        return checksums;
    }

    private static void execute(Connection connection, String text) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String sql : statements(text)) {
                statement.execute(sql);
            }
        }
    }

    /** Splits a file into statements at semicolons that end a line; {@code --} comment lines are dropped. */
    static List<String> statements(String text) {
        List<String> statements = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.split("\n")) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("--")) {
                continue;
            }
            current.append(line).append('\n');
            if (trimmed.endsWith(";")) {
                statements.add(current.toString().strip());
                current.setLength(0);
            }
        }
        if (!current.toString().isBlank()) {
            statements.add(current.toString().strip());
        }
        return statements;
    }

    private static void record(Connection connection, int version, String name, String checksum)
            throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO schema_version (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)")) {
            insert.setInt(1, version);
            insert.setString(2, name);
            insert.setString(3, checksum);
            insert.setLong(4, System.currentTimeMillis());
            insert.executeUpdate();
        }
    }

    private static String load(String name) {
        String path = "/db/migration/" + name;
        try (InputStream in = Migrations.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new DatabaseException("migration " + path + " is missing from the app");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new DatabaseException("cannot read migration " + path, e);
        }
    }

    private static String sha256(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
