package org.escaque.core.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.Objects;

/**
 * Decodes bytes as UTF-8 where they are valid UTF-8 and as Latin-1 (ISO 8859-1) byte by byte where they are
 * not, so that PGN files in either encoding, or a mix of both, read without error. A UTF-8 byte order mark at
 * the start is skipped.
 */
public final class LenientUtf8Reader extends Reader {

    private final InputStream in;
    private final byte[] bytes = new byte[8192];
    private int position;
    private int limit;
    private boolean exhausted;
    private boolean started;
    /** The low surrogate of a pair whose high half went out in the last read; -1 when none. */
    private int pendingLowSurrogate = -1;

    /** A reader of the bytes of {@code in}, which {@link #close()} closes. */
    public LenientUtf8Reader(InputStream in) {
        this.in = Objects.requireNonNull(in, "in");
    }

    @Override
    public int read(char[] target, int offset, int length) throws IOException {
        Objects.checkFromIndexSize(offset, length, target.length);
        if (length == 0) {
            return 0;
        }
        int count = 0;
        if (pendingLowSurrogate >= 0) {
            target[offset + count++] = (char) pendingLowSurrogate;
            pendingLowSurrogate = -1;
        }
        skipByteOrderMark();
        while (count < length && (position < limit || (count == 0 && available(1) > 0))) {
            int codePoint = decode();
            if (Character.isBmpCodePoint(codePoint)) {
                target[offset + count++] = (char) codePoint;
            } else {
                target[offset + count++] = Character.highSurrogate(codePoint);
                if (count < length) {
                    target[offset + count++] = Character.lowSurrogate(codePoint);
                } else {
                    pendingLowSurrogate = Character.lowSurrogate(codePoint);
                }
            }
        }
        return count == 0 ? -1 : count;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    private void skipByteOrderMark() throws IOException {
        if (!started) {
            started = true;
            if (available(3) >= 3 && (bytes[position] & 0xFF) == 0xEF && (bytes[position + 1] & 0xFF) == 0xBB
                    && (bytes[position + 2] & 0xFF) == 0xBF) {
                position += 3;
            }
        }
    }

    /** Decodes one code point from at least one buffered byte. */
    private int decode() throws IOException {
        int first = bytes[position] & 0xFF;
        int extra = first >= 0xC2 && first <= 0xDF ? 1 : first >= 0xE0 && first <= 0xEF ? 2
                : first >= 0xF0 && first <= 0xF4 ? 3 : 0;
        if (extra == 0 || available(extra + 1) < extra + 1) {
            position++;
            return first;
        }
        int second = bytes[position + 1] & 0xFF;
        int low = first == 0xE0 ? 0xA0 : first == 0xF0 ? 0x90 : 0x80;
        int high = first == 0xED ? 0x9F : first == 0xF4 ? 0x8F : 0xBF;
        if (second < low || second > high) {
            position++;
            return first;
        }
        int codePoint = first & (0x3F >> extra);
        for (int i = 1; i <= extra; i++) {
            int next = bytes[position + i] & 0xFF;
            if ((next & 0xC0) != 0x80) {
                position++;
                return first;
            }
            codePoint = codePoint << 6 | (next & 0x3F);
        }
        position += extra + 1;
        return codePoint;
    }

    /** Reads until {@code wanted} bytes are buffered or the input ends; returns how many are buffered. */
    private int available(int wanted) throws IOException {
        if (limit - position >= wanted || exhausted) {
            return limit - position;
        }
        System.arraycopy(bytes, position, bytes, 0, limit - position);
        limit -= position;
        position = 0;
        while (limit < wanted && !exhausted) {
            int count = in.read(bytes, limit, bytes.length - limit);
            if (count < 0) {
                exhausted = true;
            } else {
                limit += count;
            }
        }
        return limit;
    }
}
