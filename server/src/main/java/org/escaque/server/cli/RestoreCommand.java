package org.escaque.server.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.escaque.server.db.Backups;
import org.escaque.server.db.DataFolderLock;
import org.escaque.server.db.Database;
import org.escaque.server.db.DatabaseException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code escaque restore}: the way back from a damaged database. Without arguments it lists the backups; with a
 * backup's name (or {@code latest}) it puts that copy in place; with {@code --readable} it keeps what a damaged
 * write-ahead log still holds. Either way the files it replaces are first kept in {@code damaged-<time>/} in the
 * data folder, and it runs only while no app uses the folder.
 */
@Command(name = "restore", mixinStandardHelpOptions = true, description = "List the database's backups, put one "
        + "back, or keep what a damaged database still holds.")
final class RestoreCommand implements Callable<Integer> {

    private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
            .withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter FOLDER_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    @Spec
    private CommandSpec spec;

    @Option(names = "--data-dir", description = "The data folder (default: the user's data folder, e.g. "
            + "~/.local/share/escaque).")
    private Path dataDirectory;

    @Option(names = "--readable", description = "Keep what can still be read of a damaged write-ahead log (the "
            + "changes after the damage are lost) instead of putting a backup back.")
    private boolean readable;

    @Parameters(arity = "0..1", paramLabel = "BACKUP", description = "The backup to put back: a name from the list, "
            + "or 'latest'.")
    private String backup;

    @Override
    public Integer call() {
        if (readable && backup != null) {
            throw new UsageException("give either a BACKUP or --readable, not both");
        }
        Path folder = dataDirectory != null ? dataDirectory : DataDirectory.defaultPath();
        PrintWriter out = spec.commandLine().getOut();
        if (!readable && backup == null) {
            list(folder, out);
            return 0;
        }
        try (DataFolderLock lock = lockFor(folder)) {
            lock.describe("restoring the database");
            return readable ? keepReadable(folder, out) : putBack(folder, out);
        }
    }

    private static DataFolderLock lockFor(Path folder) {
        try {
            return DataFolderLock.take(folder);
        } catch (DatabaseException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static void list(Path folder, PrintWriter out) {
        List<Backups.Backup> backups = Backups.list(folder);
        if (backups.isEmpty()) {
            out.println("No backups in " + folder.resolve(Backups.FOLDER) + " (the app makes one at every start "
                    + "and one a day).");
            return;
        }
        out.println("Backups of " + folder.resolve(ServeCommand.DATABASE_FILE) + ", newest first:");
        for (Backups.Backup copy : backups) {
            out.printf("  %s  made %s  %,d bytes%n", copy.name(), SHOWN.format(copy.madeAt()), copy.bytes());
        }
        out.println("Put one back with: escaque restore NAME (or 'latest'); the database it replaces is kept.");
    }

    private int putBack(Path folder, PrintWriter out) {
        List<Backups.Backup> backups = Backups.list(folder);
        Optional<Backups.Backup> chosen = backup.equals("latest") ? backups.stream().findFirst()
                : backups.stream().filter(copy -> copy.name().equals(backup)).findFirst();
        if (chosen.isEmpty()) {
            throw new UsageException(backups.isEmpty() ? "there are no backups in " + folder.resolve(Backups.FOLDER)
                    : "no backup named '" + backup + "'; 'escaque restore' lists them");
        }
        Path kept = setAside(folder, true);
        Path file = folder.resolve(ServeCommand.DATABASE_FILE);
        try {
            Files.copy(chosen.get().file(), file, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UsageException("cannot copy " + chosen.get().file() + ": " + e.getMessage());
        }
        try (Database database = Database.open(file)) {
            Optional<String> problem = database.integrityProblem();
            if (problem.isPresent()) {
                throw new UsageException("the backup " + chosen.get().name() + " is damaged too (" + problem.get()
                        + "); try an older one");
            }
        }
        out.println("Put back " + chosen.get().name() + " (made " + SHOWN.format(chosen.get().madeAt())
                + "). The database it replaced is kept in " + kept + ".");
        return 0;
    }

    private static int keepReadable(Path folder, PrintWriter out) {
        Path kept = setAside(folder, false);
        Path file = folder.resolve(ServeCommand.DATABASE_FILE);
        try (Database database = Database.open(file)) {
            database.checkpoint();
            Optional<String> problem = database.integrityProblem();
            if (problem.isPresent()) {
                throw new UsageException("the database itself is damaged (" + problem.get() + "); put a backup back "
                        + "instead ('escaque restore' lists them)");
            }
        } catch (DatabaseException e) {
            throw new UsageException("the database cannot be read (" + e.getMessage() + "); put a backup back "
                    + "instead ('escaque restore' lists them)");
        }
        out.println("Kept what the database and its log could still hold; changes after the damage are lost. The "
                + "damaged files are kept in " + kept + ".");
        return 0;
    }

    /** Copies (or moves) the database and its log files into a new {@code damaged-<time>/} folder; returns it. */
    private static Path setAside(Path folder, boolean move) {
        Path target = folder.resolve("damaged-" + FOLDER_TIME.format(Instant.now()));
        try {
            for (int n = 2; Files.exists(target); n++) {
                target = folder.resolve("damaged-" + FOLDER_TIME.format(Instant.now()) + "-" + n);
            }
            Files.createDirectories(target);
            for (String suffix : new String[] {"", "-wal", "-shm"}) {
                Path file = folder.resolve(ServeCommand.DATABASE_FILE + suffix);
                if (Files.exists(file)) {
                    Path copy = target.resolve(file.getFileName());
                    if (move) {
                        Files.move(file, copy);
                    } else {
                        Files.copy(file, copy);
                    }
                }
            }
        } catch (IOException e) {
            throw new UsageException("cannot keep the current database in " + target + ": " + e.getMessage());
        }
        return target;
    }
}
