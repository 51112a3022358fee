package org.escaque.server.db;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * Reads SQLite's write-ahead log ({@code escaque.db-wal}) before the database is opened, to tell damage from the
 * normal leftovers of a crash. SQLite itself stops reading the log at the first frame whose checksum fails and
 * silently drops the rest, so a few damaged bytes would lose every later move without a word.
 *
 * <p>The format (sqlite.org/fileformat2.html, "WAL File Format"): a 32-byte header (magic {@code 0x377f0682} or
 * {@code 0x377f0683}, whose last bit gives the checksums' byte order; version; page size; checkpoint sequence;
 * salt-1; salt-2; a checksum of the first 24 bytes), then frames of a 24-byte header (page number; database size
 * after a commit, or 0; the header's two salts; a checksum) and one page. Each frame's checksum continues the one
 * before it over the frame header's first 8 bytes and the page. A frame belongs to the log's current generation when
 * its salts are the header's; each reset of the log adds one to salt-1, so leftover frames of earlier generations
 * have a salt-1 a little below the header's.
 *
 * <p>Damage is: a header that is not one, or, after the first frame whose checksum fails, a commit frame (one that
 * gives the database size) of the current generation: a committed transaction stands behind the break, and SQLite
 * would drop it with every frame after the break. A broken frame with no commit of the current generation after it
 * is the normal end of a log whose writer was killed while writing a transaction (SQLite writes a frame's header and
 * its page apart, and the commit frame last), and that transaction was never acknowledged. Leftover frames of
 * earlier generations (a log is written again from its start after each checkpoint that copied all of it) are not
 * read: how far behind their salt is says nothing, since a busy app starts its log again every second or so.
 *
 * <p>Bytes that destroy only the last transactions, with nothing of the current generation after them, look like
 * such a killed writer and are not found.
 */
public final class WriteAheadLog {

    private static final int HEADER_BYTES = 32;
    private static final int FRAME_HEADER_BYTES = 24;

    private WriteAheadLog() {
    }

    /** What is wrong with the log of {@code database}, or empty when it is sound or absent. */
    public static Optional<String> damage(Path database) {
        Path log = database.resolveSibling(database.getFileName() + "-wal");
        if (!Files.exists(log)) {
            return Optional.empty();
        }
        try (FileChannel channel = FileChannel.open(log, StandardOpenOption.READ)) {
            long size = channel.size();
            if (size == 0) {
                return Optional.empty();
            }
            if (size < HEADER_BYTES) {
                return Optional.of("its header is cut short (" + size + " bytes)");
            }
            ByteBuffer header = read(channel, 0, HEADER_BYTES);
            int magic = header.getInt(0);
            if ((magic & ~1) != 0x377f0682) {
                return Optional.of("its header is not one SQLite wrote");
            }
            ByteOrder order = (magic & 1) == 1 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
            int pageSize = header.getInt(8);
            long[] sum = checksum(header, 0, 24, order, new long[2]);
            if (pageSize < 512 || pageSize > 65536 || Integer.bitCount(pageSize) != 1
                    || (int) sum[0] != header.getInt(24) || (int) sum[1] != header.getInt(28)) {
                return Optional.of("its header's checksum does not hold");
            }
            return frames(channel, size, header.getInt(16), header.getInt(20), pageSize, order, sum);
        } catch (IOException e) {
            return Optional.of("it cannot be read (" + e.getMessage() + ")");
        }
    }

    private static Optional<String> frames(FileChannel channel, long size, int salt1, int salt2, int pageSize,
            ByteOrder order, long[] sum) throws IOException {
        long frameBytes = FRAME_HEADER_BYTES + (long) pageSize;
        long frames = (size - HEADER_BYTES) / frameBytes;
        long valid = 0;
        long broken = -1;
        long lostCommits = 0;
        for (long index = 0; index < frames; index++) {
            boolean chainHolds = broken < 0;
            // After the break only a frame's header matters: is it a commit of the current generation?
            ByteBuffer frame = read(channel, HEADER_BYTES + index * frameBytes,
                    chainHolds ? (int) frameBytes : FRAME_HEADER_BYTES);
            boolean current = frame.getInt(8) == salt1 && frame.getInt(12) == salt2;
            if (chainHolds && current) {
                checksum(frame, 0, 8, order, sum);
                checksum(frame, FRAME_HEADER_BYTES, pageSize, order, sum);
                if ((int) sum[0] == frame.getInt(16) && (int) sum[1] == frame.getInt(20)) {
                    valid++;
                    continue;
                }
            }
            if (chainHolds) {
                broken = index;
            } else if (current && frame.getInt(4) != 0) {
                lostCommits++;
            }
        }
        if (lostCommits > 0) {
            return Optional.of("frame " + (broken + 1) + " of " + frames + " cannot be read after " + valid
                    + " sound ones, and " + lostCommits + " committed transaction(s) after it would be lost");
        }
        return Optional.empty();
    }

    private static ByteBuffer read(FileChannel channel, long position, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length).order(ByteOrder.BIG_ENDIAN);
        while (buffer.hasRemaining()) {
            if (channel.read(buffer, position + buffer.position()) < 0) {
                break;
            }
        }
        return buffer;
    }

    /** SQLite's WAL checksum over {@code length} bytes (a multiple of 8) from {@code offset}, continuing {@code sum}. */
    private static long[] checksum(ByteBuffer bytes, int offset, int length, ByteOrder order, long[] sum) {
        ByteBuffer words = bytes.duplicate().order(order);
        long s0 = sum[0];
        long s1 = sum[1];
        for (int i = offset; i < offset + length; i += 8) {
            s0 = (s0 + Integer.toUnsignedLong(words.getInt(i)) + s1) & 0xFFFFFFFFL;
            s1 = (s1 + Integer.toUnsignedLong(words.getInt(i + 4)) + s0) & 0xFFFFFFFFL;
        }
        sum[0] = s0;
        sum[1] = s1;
        return sum;
    }
}
