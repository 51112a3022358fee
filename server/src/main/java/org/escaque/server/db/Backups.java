package org.escaque.server.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.sqlite.SQLiteConfig;

/**
 * Rotating copies of the database in the data folder's {@code backups/}: one at every start and one a day while the
 * app runs, each a consistent copy made by SQLite ({@code VACUUM INTO}) while games go on; the newest
 * {@link #KEEP} are kept, and beside them the newest copy that holds games, if it is older. {@code escaque restore}
 * lists them and puts one back.
 */
public final class Backups {

    /** The folder of the copies, inside the data folder. */
    public static final String FOLDER = "backups";
    /** How many copies are kept. */
    public static final int KEEP = 5;

    private static final DateTimeFormatter NAME_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);
    private static final Pattern NAME = Pattern.compile("escaque-\\d{8}-\\d{6}(-\\d+)?\\.db");

    /** A copy: its file and when it was made. */
    public record Backup(Path file, Instant madeAt, long bytes) {

        /** The copy's file name, by which {@code escaque restore} takes it. */
        public String name() {
            return file.getFileName().toString();
        }
    }

    private Backups() {
    }

    /** Makes a copy of {@code database} now and removes the oldest beyond {@link #KEEP}; returns the new copy. */
    public static Backup take(Database database, Path dataFolder) {
        Path folder = dataFolder.resolve(FOLDER);
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new DatabaseException("cannot create " + folder + ": " + e.getMessage(), e);
        }
        String stem = "escaque-" + NAME_TIME.format(Instant.now());
        Path target = folder.resolve(stem + ".db");
        for (int n = 2; Files.exists(target); n++) {
            target = folder.resolve(stem + "-" + n + ".db");
        }
        database.copyTo(target);
        List<Backup> all = list(dataFolder);
        // The newest copy that holds games is never rotated out: after starts on an empty database (a lost file, a
        // wrong data folder) the copies of nothing would otherwise push out the last copy of the games.
        Optional<Backup> lastWithGames = all.stream().filter(backup -> games(backup.file()).orElse(0L) > 0)
                .findFirst();
        for (Backup old : all.subList(Math.min(KEEP, all.size()), all.size())) {
            if (lastWithGames.equals(Optional.of(old))) {
                continue;
            }
            try {
                Files.deleteIfExists(old.file());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot remove the old backup " + old.file(), e);
            }
        }
        return describe(target);
    }

    /** The copies in the data folder, newest first. */
    public static List<Backup> list(Path dataFolder) {
        Path folder = dataFolder.resolve(FOLDER);
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<Backup> backups = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            files.filter(file -> NAME.matcher(file.getFileName().toString()).matches())
                    .forEach(file -> backups.add(describe(file)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
        backups.sort(Comparator.comparing(Backup::madeAt).thenComparing(Backup::name).reversed());
        return backups;
    }

    /** How many games the copy {@code file} holds; empty when it cannot be read as one of the app's databases. */
    public static Optional<Long> games(Path file) {
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath(),
                config.toProperties());
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT count(*) FROM games")) {
            return Optional.of(rows.getLong(1));
        } catch (SQLException e) {
            return Optional.empty();
        }
    }

    /** The newest copy that holds games, with how many. */
    public static Optional<Map.Entry<Backup, Long>> newestWithGames(Path dataFolder) {
        for (Backup backup : list(dataFolder)) {
            long games = games(backup.file()).orElse(0L);
            if (games > 0) {
                return Optional.of(Map.entry(backup, games));
            }
        }
        return Optional.empty();
    }

    private static Backup describe(Path file) {
        try {
            return new Backup(file, Files.getLastModifiedTime(file).toInstant(), Files.size(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
