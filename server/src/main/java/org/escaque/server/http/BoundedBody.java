package org.escaque.server.http;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.BadMessageException;
import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;

/**
 * A request whose body is read under the app's limits, however it is framed: at most {@code maxBytes} (a chunked
 * body counts as much as one with a {@code Content-Length}), within the read deadline from the moment the request
 * came in. A body that breaks them, or cannot be read at all (a bad chunk, a connection that ends early, a client
 * too slow for Jetty's minimum data rate), is a {@link Refusal}, so it answers as JSON like any other: 413
 * {@code payload-too-large}, 408 {@code request-timeout} or 400 {@code bad-request}.
 */
public final class BoundedBody extends HttpServletRequestWrapper {

    private final long maxBytes;
    private final long deadlineNanos;
    private ServletInputStream stream;
    private BufferedReader reader;

    /**
     * @param maxBytes the largest body allowed
     * @param readDeadlineNanos how long the body may take, in nanoseconds from now
     */
    public BoundedBody(HttpServletRequest request, long maxBytes, long readDeadlineNanos) {
        super(request);
        this.maxBytes = maxBytes;
        this.deadlineNanos = System.nanoTime() + readDeadlineNanos;
    }

    @Override
    public ServletInputStream getInputStream() throws IOException {
        if (stream == null) {
            stream = new Counted(super.getInputStream());
        }
        return stream;
    }

    @Override
    public BufferedReader getReader() throws IOException {
        if (reader == null) {
            String encoding = getCharacterEncoding();
            Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
            reader = new BufferedReader(new InputStreamReader(getInputStream(), charset));
        }
        return reader;
    }

    /**
     * The body as read: at most its declared length, when it has one. Once that many bytes have come the body is
     * over, and Jetty is not asked for its end: Jetty checks its minimum data rate on every read, over the time since
     * the body's first byte, so a pause of this process between two reads (a garbage collection, a busy machine)
     * would count against a client that sent its whole body at once.
     */
    private final class Counted extends ServletInputStream {

        private final ServletInputStream in;
        private final long declared = getContentLengthLong();
        private long read;

        Counted(ServletInputStream in) {
            this.in = in;
        }

        private boolean complete() {
            return declared >= 0 && read >= declared;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int count = read(one, 0, 1);
            return count < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (complete()) {
                return -1;
            }
            if (length == 0) {
                return 0;
            }
            if (System.nanoTime() - deadlineNanos > 0) {
                throw ErrorResponses.timedOut();
            }
            long wanted = Math.min(length, maxBytes - read + 1);
            if (declared >= 0) {
                wanted = Math.min(wanted, declared - read);
            }
            int count;
            try {
                count = in.read(buffer, offset, (int) wanted);
            } catch (BadMessageException e) {
                throw e.getCode() == 408 ? ErrorResponses.timedOut() : unreadable();
            } catch (IOException e) {
                throw isTimeout(e) ? ErrorResponses.timedOut() : unreadable();
            }
            if (count > 0) {
                read += count;
                if (read > maxBytes) {
                    throw new Refusal(Refusal.Code.PAYLOAD_TOO_LARGE, "The request body is too large (at most "
                            + maxBytes + " bytes).");
                }
            }
            return count;
        }

        @Override
        public boolean isFinished() {
            return complete() || in.isFinished();
        }

        @Override
        public boolean isReady() {
            return complete() || in.isReady();
        }

        @Override
        public void setReadListener(ReadListener listener) {
            in.setReadListener(listener);
        }
    }

    private static boolean isTimeout(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof java.util.concurrent.TimeoutException) {
                return true;
            }
        }
        return false;
    }

    private static Refusal unreadable() {
        return new Refusal(Refusal.Code.BAD_REQUEST, "The request body cannot be read as sent: it ended before its "
                + "length, or its chunks are malformed.");
    }
}
