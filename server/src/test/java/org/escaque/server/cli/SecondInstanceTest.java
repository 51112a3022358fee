package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.escaque.server.TestApp;
import org.escaque.server.db.Database;
import org.escaque.server.game.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One server per data folder: a second start on the same folder says which process and address hold it and exits
 * 2 without opening the database; a start on a port in use fails before it restores (or sets aside) any game.
 */
final class SecondInstanceTest {

    @TempDir
    Path folder;

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static Process startServer(Path data, int port) throws Exception {
        Path log = data.resolveSibling(data.getFileName() + ".log");
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                "org.escaque.server.cli.Main", "serve", "--port", Integer.toString(port), "--data-dir", data.toString(),
                "--no-browser").redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("the first server exited: " + Files.readString(log));
            }
            if (Files.exists(log) && Files.readString(log).contains("Escaque is running")) {
                return process;
            }
            Thread.sleep(50);
        }
        process.destroyForcibly();
        throw new AssertionError("the first server did not start: " + Files.readString(log));
    }

    private static int serve(String... arguments) throws Exception {
        BriefRun run = BriefRun.of(arguments);
        lastError = run.err();
        return run.code();
    }

    private static String lastError;

    /**
     * The file's modification time once the first server has stopped writing it: its start's changes reach the main
     * file at the checkpoint that follows them (one a second), which a loaded machine may run a little later.
     */
    private static long settledModifiedTime(Path file) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        long seen = Files.getLastModifiedTime(file).toMillis();
        long since = System.nanoTime();
        while (System.nanoTime() < deadline) {
            Thread.sleep(100);
            long now = Files.getLastModifiedTime(file).toMillis();
            if (now != seen) {
                seen = now;
                since = System.nanoTime();
            } else if (System.nanoTime() - since > TimeUnit.MILLISECONDS.toNanos(2500)) {
                return seen;
            }
        }
        throw new AssertionError(file + " is still being written after 30 s");
    }

    @Test
    void aSecondServerOnTheSameFolderSaysWhoHoldsItAndExits2() throws Exception {
        Path data = folder.resolve("data");
        int port = freePort();
        Process first = startServer(data, port);
        try {
            assertEquals(1, org.escaque.server.db.Backups.list(data).size(), "a backup at start");
            long before = settledModifiedTime(data.resolve("escaque.db"));
            assertEquals(2, serve("serve", "--port", Integer.toString(freePort()), "--data-dir", data.toString(),
                    "--no-browser"), lastError);
            assertTrue(lastError.contains("another Escaque is using the data folder"), lastError);
            assertTrue(lastError.contains("process " + first.pid()), lastError);
            assertTrue(lastError.contains("127.0.0.1:" + port), lastError);
            assertFalse(lastError.contains("Exception"), lastError);
            assertEquals(before, Files.getLastModifiedTime(data.resolve("escaque.db")).toMillis(),
                    "the database was not touched");
        } finally {
            first.destroyForcibly().waitFor();
        }
        Process again = startServer(data, port);
        again.destroyForcibly().waitFor();
    }

    @Test
    void aStartOnAPortInUseTouchesNoStoredGame() throws Exception {
        Path other = folder.resolve("other");
        String broken;
        try (TestApp app = new TestApp(other)) {
            Table table = Table.create(app, "hotseat", "", List.of());
            table.play(List.of("e2e4", "e7e5"));
            broken = table.id();
            org.escaque.server.game.DamagedGameTest.tamper(app.database(),
                    "UPDATE moves SET uci = 'e1e8' WHERE game_id = ? AND ply = 1", broken);
        }
        try (ServerSocket busy = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress())) {
            assertEquals(2, serve("serve", "--port", Integer.toString(busy.getLocalPort()), "--data-dir",
                    other.toString(), "--no-browser"), lastError);
            assertTrue(lastError.contains("cannot listen"), lastError);
        }
        try (Database database = Database.open(other.resolve("escaque.db"))) {
            String damage = database.read(connection -> {
                try (ResultSet rows = connection.createStatement().executeQuery("SELECT damage FROM games")) {
                    rows.next();
                    return rows.getString(1);
                }
            });
            assertEquals(null, damage, "no game was restored, so none was set aside");
        }
    }

    @Test
    void aBusyPortSaysOnlyTheFriendlyMessage() throws Exception {
        Path data = folder.resolve("busy-port");
        try (ServerSocket busy = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress())) {
            Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp",
                    System.getProperty("java.class.path"), "org.escaque.server.cli.Main", "serve", "--port",
                    Integer.toString(busy.getLocalPort()), "--data-dir", data.toString(), "--no-browser")
                    .redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), output);
            assertEquals(2, process.exitValue(), output);
            assertTrue(output.contains("escaque: cannot listen on 127.0.0.1:" + busy.getLocalPort()), output);
            // Javalin's own "ERROR Javalin - Failed to start Javalin" (and any other logged error) is not shown.
            assertFalse(output.contains("ERROR") || output.contains("Failed to start"), output);
        }
    }
}
