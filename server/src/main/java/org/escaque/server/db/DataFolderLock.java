package org.escaque.server.db;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One app per data folder: a lock on {@code escaque.lock} in the folder, taken before the database is opened and
 * held until the app stops. The operating system releases it when the process ends, however it ends (SIGKILL
 * too), so a crash never leaves the folder locked. The file's text says who holds it (process id and address), for
 * the message a second start gives; the lock itself is on a byte far past that text, so the text stays readable on
 * every system.
 */
public final class DataFolderLock implements AutoCloseable {

    /** The lock file's name inside the data folder. */
    public static final String FILE = "escaque.lock";

    private static final long LOCKED_BYTE = 1L << 30;

    private final FileChannel channel;
    private final FileLock lock;

    private DataFolderLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the folder's lock (creating the folder when missing) and notes this process as its holder.
     *
     * @throws DatabaseException when another app holds it (the message says which process, at which address) or
     *     the folder cannot be used
     */
    public static DataFolderLock take(Path folder) {
        Path file = folder.resolve(FILE);
        FileChannel channel = null;
        try {
            Files.createDirectories(folder);
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock(LOCKED_BYTE, 1, false);
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) {
                String holder = Files.readString(file, StandardCharsets.UTF_8).strip();
                channel.close();
                throw new DatabaseException("another Escaque is using the data folder " + folder.toAbsolutePath()
                        + " (" + (holder.isEmpty() ? "a process that is starting" : holder) + "); stop it first, or "
                        + "choose another folder with --data-dir");
            }
            DataFolderLock taken = new DataFolderLock(channel, lock);
            taken.describe("starting");
            return taken;
        } catch (IOException e) {
            closeQuietly(channel);
            throw new DatabaseException("cannot lock the data folder " + folder.toAbsolutePath() + ": "
                    + e.getMessage(), e);
        }
    }

    /** Notes what this app is doing, e.g. the address it listens at, beside its process id. */
    public void describe(String where) {
        String text = "process " + ProcessHandle.current().pid() + ", " + where + "\n";
        try {
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)), 0);
            channel.force(false);
        } catch (IOException e) {
            throw new DatabaseException("cannot write the lock file: " + e.getMessage(), e);
        }
    }

    /** Releases the lock (the file stays: removing it could race with another start). */
    @Override
    public void close() {
        try {
            channel.truncate(0);
            lock.release();
        } catch (IOException e) {
            // The process is ending; the system releases the lock with it.
        } finally {
            closeQuietly(channel);
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel == null) {
            return;
        }
        try {
            channel.close();
        } catch (IOException e) {
            // Nothing more to do with it.
        }
    }
}
