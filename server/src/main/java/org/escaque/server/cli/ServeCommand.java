package org.escaque.server.cli;

import io.javalin.Javalin;
import io.javalin.util.JavalinLogger;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.escaque.server.App;
import org.escaque.server.AppDependencies;
import org.escaque.server.db.Backups;
import org.escaque.server.db.DataFolderLock;
import org.escaque.server.db.GamesMarker;
import org.escaque.server.db.WriteAheadLog;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.escaque.server.db.Database;
import org.escaque.server.db.DatabaseException;
import org.escaque.server.game.store.GameRepository;
import org.escaque.server.http.RequestLimits;
import org.escaque.server.lan.LanConfig;
import org.escaque.server.lan.RequestOrigin;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code escaque serve} (and {@code escaque} alone): takes the data folder's lock (one app per folder: a second
 * start says which process holds it and exits 2), starts the app, restores unfinished games from the data folder
 * once it listens, opens the browser unless told not to, and runs until stopped. It listens on {@code --host} (loopback)
 * always, and on the local network while a LAN game is hosted ({@code --lan}: always; {@code --no-lan}: never) (Ctrl+C or SIGTERM, which close the
 * database cleanly; a SIGKILL loses nothing acknowledged either).
 */
@Command(name = "serve", mixinStandardHelpOptions = true, description = "Start the app and open it in the browser.")
final class ServeCommand implements Callable<Integer> {

    /** The name of the database file inside the data folder. */
    static final String DATABASE_FILE = "escaque.db";

    private static final Logger LOG = LoggerFactory.getLogger(ServeCommand.class);

    @Spec
    private CommandSpec spec;

    @Option(names = "--port", description = "TCP port to listen on (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    private int port = 8080;

    @Option(names = "--host", description = "Address to listen on (default: ${DEFAULT-VALUE}, this computer only).")
    private String host = "127.0.0.1";

    @Option(names = "--data-dir", description = "Folder for the games database (default: the user's data folder, "
            + "e.g. ~/.local/share/escaque).")
    private Path dataDirectory;

    @Option(names = "--no-browser", description = "Do not open the browser.")
    private boolean noBrowser;

    @Option(names = "--lan", description = "Listen on the local network from the start (normally only while a LAN "
            + "game is being hosted).")
    private boolean lan;

    @Option(names = "--no-lan", description = "Never listen on the local network nor use mDNS; LAN games can then "
            + "only be played from this computer.")
    private boolean noLan;

    @Option(names = "--lan-linger", hidden = true, description = "Seconds to keep listening on the network after the "
            + "last LAN game ended (default: 120).")
    private long lanLingerSeconds = LanConfig.DEFAULT_LINGER.toSeconds();

    @Option(names = "--read-deadline", hidden = true, description = "Seconds a request's body may take to arrive "
            + "(default: 10).")
    private double readDeadlineSeconds = RequestLimits.DEFAULT.readDeadline().toMillis() / 1000.0;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new UsageException("--port must be 0 to 65535, not " + port);
        }
        if (lan && noLan) {
            throw new UsageException("--lan and --no-lan cannot be used together");
        }
        if (!RequestOrigin.knownHost(host.contains(":") ? "[" + host + "]" : host)) {
            throw new UsageException("--host must be localhost or an IP address of this computer, not '" + host
                    + "' (the app answers only at such addresses)");
        }
        if (!(readDeadlineSeconds >= 0.1 && readDeadlineSeconds <= 3600)) {
            throw new UsageException("--read-deadline must be 0.1 to 3600 seconds, not " + readDeadlineSeconds);
        }
        if (lanLingerSeconds < 0) {
            throw new UsageException("--lan-linger must be 0 or more seconds, not " + lanLingerSeconds);
        }
        Path folder = dataDirectory != null ? dataDirectory : DataDirectory.defaultPath();
        DataFolderLock lock;
        try {
            lock = DataFolderLock.take(folder);
        } catch (DatabaseException e) {
            throw new UsageException(e.getMessage());
        }
        Database database;
        try {
            database = openChecked(folder);
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
        ScheduledExecutorService backups = backUp(database, folder);
        Javalin app;
        try {
            app = start(database);
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
        String url = "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + app.port() + "/";
        lock.describe("serving " + url);
        PrintWriter out = spec.commandLine().getOut();
        out.println("Escaque is running at " + url + " (games in " + folder.toAbsolutePath() + "). Ctrl+C stops it.");
        out.flush();
        if (!noBrowser && !BrowserLauncher.open(url)) {
            out.println("Open " + url + " in your browser.");
            out.flush();
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            backups.shutdownNow();
            app.stop();
            database.close();
            lock.close();
            stopped.countDown();
        }, "shutdown"));
        stopped.await();
        return 0;
    }

    /**
     * The database, opened only when nothing is wrong with it or its write-ahead log: damage is reported, never
     * passed over (SQLite would drop a damaged log's later changes without a word), with the way back.
     */
    static Database openChecked(Path folder) {
        Path file = folder.resolve(DATABASE_FILE);
        refuseLostDatabase(folder, file);
        Optional<String> logDamage = WriteAheadLog.damage(file);
        if (logDamage.isPresent()) {
            throw new UsageException("the database's write-ahead log " + file + "-wal is damaged: " + logDamage.get()
                    + ". Nothing has been changed. To go on with what can still be read, run 'escaque restore "
                    + "--readable" + dataDirectoryOption(folder) + "'; to go back to a backup, 'escaque restore"
                    + dataDirectoryOption(folder) + "' lists them");
        }
        Database database;
        try {
            database = Database.open(file);
        } catch (DatabaseException e) {
            if (e.isDamage()) {
                throw damaged(folder, e.getMessage());
            }
            throw new UsageException("cannot use the data folder " + folder + ": " + e.getMessage());
        }
        Optional<String> problem;
        try {
            problem = database.integrityProblem();
        } catch (DatabaseException e) {
            problem = Optional.of(e.getMessage());
        }
        if (problem.isPresent()) {
            database.close();
            throw damaged(folder, problem.get());
        }
        markKeptGames(database);
        return database;
    }

    /**
     * Writes the {@link GamesMarker} beside a database that holds games but has no marker (its games were stored
     * before the marker existed, or the marker was moved away); a marker that cannot be written is reported and the
     * app starts all the same.
     */
    private static void markKeptGames(Database database) {
        try {
            boolean marked = Files.exists(GamesMarker.of(database.file()));
            if (!marked && new GameRepository(database).count(Optional.empty()) > 0) {
                GamesMarker.write(database.file());
            }
        } catch (IOException | RuntimeException e) {
            LOG.warn("the marker {} could not be written: {}", GamesMarker.of(database.file()), e.getMessage());
        }
    }

    /**
     * Refuses to start on a missing or empty database where games were kept (the {@link GamesMarker} is there, a
     * backup holds games, or a write-ahead log is left beside it): a fresh empty database there would hide them, and
     * its start-up backups would push the copies of the games out. Nothing is changed; the message names the way
     * back.
     */
    private static void refuseLostDatabase(Path folder, Path file) {
        long size;
        try {
            size = Files.exists(file) ? Files.size(file) : -1;
        } catch (IOException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        }
        if (size > 0) {
            return;
        }
        String state = size < 0 ? "is missing" : "is empty (0 bytes)";
        Path log = folder.resolve(DATABASE_FILE + "-wal");
        long logSize;
        try {
            logSize = Files.exists(log) ? Files.size(log) : 0;
        } catch (IOException e) {
            throw new UsageException("cannot read " + log + ": " + e.getMessage());
        }
        Optional<Map.Entry<Backups.Backup, Long>> backup = Backups.newestWithGames(folder);
        boolean marked = Files.exists(GamesMarker.of(file));
        if (logSize == 0 && backup.isEmpty() && !marked) {
            return;
        }
        List<String> kept = new ArrayList<>();
        if (marked) {
            kept.add("the file " + GamesMarker.FILE + " says games were stored here");
        }
        backup.ifPresent(found -> kept.add("the backup " + found.getKey().name() + " holds " + found.getValue()
                + " game(s)"));
        if (logSize > 0) {
            kept.add("its write-ahead log " + log.getFileName() + " holds " + logSize + " bytes of changes");
        }
        throw new UsageException("the database " + file + " " + state + ", but games were kept in this data folder: "
                + String.join(", and ", kept) + ". Nothing has been changed. 'escaque restore"
                + dataDirectoryOption(folder) + "' lists the backups, and 'escaque restore latest"
                + dataDirectoryOption(folder) + "' puts the newest back; to start with no games instead, move the "
                + "folder " + folder.resolve(Backups.FOLDER) + ", " + log.getFileName() + " and " + GamesMarker.FILE
                + " away first");
    }

    private static UsageException damaged(Path folder, String problem) {
        return new UsageException("the database " + folder.resolve(DATABASE_FILE) + " is damaged (" + problem
                + "). Nothing has been changed. 'escaque restore" + dataDirectoryOption(folder) + "' lists the "
                + "backups, and 'escaque restore latest" + dataDirectoryOption(folder) + "' puts the newest back");
    }

    private static String dataDirectoryOption(Path folder) {
        return folder.equals(DataDirectory.defaultPath()) ? "" : " --data-dir " + folder;
    }

    /** A backup now and one a day while the app runs; a failed backup is reported and the app goes on. */
    private ScheduledExecutorService backUp(Database database, Path folder) {
        Runnable backUp = () -> {
            try {
                Backups.take(database, folder);
            } catch (RuntimeException e) {
                spec.commandLine().getErr().println("escaque: the database could not be backed up: " + e.getMessage());
            }
        };
        backUp.run();
        ScheduledExecutorService daily = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "backups");
            thread.setDaemon(true);
            return thread;
        });
        daily.scheduleWithFixedDelay(backUp, 1, 1, TimeUnit.DAYS);
        return daily;
    }

    private Javalin start(Database database) {
        // Javalin logs "Failed to start Javalin" (an ERROR line) before it throws; the failure is said here instead:
        // a port in use as one line that says what to do, anything else by Main as an internal error.
        JavalinLogger.enabled = false;
        try {
            LanConfig.Listening listening = lan ? LanConfig.Listening.ALWAYS
                    : noLan ? LanConfig.Listening.NEVER : LanConfig.Listening.ON_DEMAND;
            RequestLimits limits = RequestLimits.DEFAULT.withReadDeadline(
                    Duration.ofMillis(Math.round(readDeadlineSeconds * 1000)));
            return App.create(AppDependencies.production(database, LanConfig.of(listening,
                    Duration.ofSeconds(lanLingerSeconds)), limits)).start(host, port);
        } catch (RuntimeException e) {
            database.close();
            if (hasCause(e, BindException.class)) {
                throw new UsageException("cannot listen on " + host + ":" + port + " (in use, or not an address of "
                        + "this computer); choose another with --port");
            }
            throw e;
        } finally {
            JavalinLogger.enabled = true;
        }
    }

    private static boolean hasCause(Throwable error, Class<? extends Throwable> type) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return true;
            }
        }
        return false;
    }
}
