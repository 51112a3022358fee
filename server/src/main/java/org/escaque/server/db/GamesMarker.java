package org.escaque.server.db;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A file beside the database, {@code escaque.kept}, written once a game was stored there: it says that this folder
 * held games, so a missing or empty database is a loss (to be restored), not a first start, even when no backup and
 * no write-ahead log say so (the backups moved away, the log folded into the database by a clean stop). It is written
 * once and never removed by the app; the file itself says what it is for.
 */
public final class GamesMarker {

    /** The marker's name inside the data folder. */
    public static final String FILE = "escaque.kept";

    private static final String TEXT = """
            Games have been stored in this folder's escaque.db. While this file is here, Escaque does not start on a
            missing or empty escaque.db (a new empty one would hide the games): 'escaque restore' lists the backups
            and puts one back. To start with no games instead, move this file away.
            """;

    private GamesMarker() {
    }

    /** The marker beside {@code database}. */
    public static Path of(Path database) {
        return database.toAbsolutePath().resolveSibling(FILE);
    }

    /** Writes the marker beside {@code database} unless it is there already. */
    public static void write(Path database) throws IOException {
        Path marker = of(database);
        if (!Files.exists(marker)) {
            Files.writeString(marker, TEXT, StandardCharsets.UTF_8);
        }
    }
}
