package org.escaque.server.http;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.BadMessageException;
import org.escaque.play.refusal.Refusal;
import org.junit.jupiter.api.Test;

/** What a request's body reads as under the limits, whatever Jetty does after the body is over. */
final class BoundedBodyTest {

    /**
     * Jetty's input as it behaves after a pause of the server: the bytes sent, then, on any further read, the 408 of
     * its minimum data rate (the pause counted as the client's slowness). {@code end} is whether it gives the end of
     * the body instead.
     */
    private static final class Input extends ServletInputStream {

        private final byte[] body;
        private final boolean end;
        private int position;
        private int readsAfterTheBody;

        Input(byte[] body, boolean end) {
            this.body = body;
            this.end = end;
        }

        @Override
        public int read() {
            throw new UnsupportedOperationException("read in blocks");
        }

        @Override
        public int read(byte[] buffer, int offset, int length) {
            if (position == body.length) {
                readsAfterTheBody++;
                if (end) {
                    return -1;
                }
                throw new BadMessageException(408, "Request content data rate < 128 B/s");
            }
            int count = Math.min(length, body.length - position);
            System.arraycopy(body, position, buffer, offset, count);
            position += count;
            return count;
        }

        @Override
        public boolean isFinished() {
            return position == body.length && end;
        }

        @Override
        public boolean isReady() {
            return true;
        }

        @Override
        public void setReadListener(ReadListener listener) {
        }
    }

    private static HttpServletRequest request(long contentLength, ServletInputStream input) {
        return (HttpServletRequest) Proxy.newProxyInstance(BoundedBodyTest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, call, arguments) -> switch (call.getName()) {
                    case "getContentLengthLong" -> contentLength;
                    case "getContentLength" -> (int) contentLength;
                    case "getInputStream" -> input;
                    default -> null;
                });
    }

    private static BoundedBody bounded(long contentLength, Input input, long maxBytes) {
        return new BoundedBody(request(contentLength, input), maxBytes, TimeUnit.SECONDS.toNanos(10));
    }

    @Test
    void aBodyWhoseLengthHasComeIsOverWithoutAskingJettyAgain() throws IOException {
        byte[] move = "{\"uci\":\"e2e4\",\"ply\":0}".getBytes(StandardCharsets.UTF_8);
        Input input = new Input(move, false);
        BoundedBody body = bounded(move.length, input, 16 * 1024);
        assertArrayEquals(move, body.getInputStream().readAllBytes());
        assertTrue(body.getInputStream().isFinished());
        assertEquals(0, input.readsAfterTheBody, "the body's end is known from its length");
        assertEquals(-1, body.getInputStream().read());
    }

    @Test
    void anEmptyBodyIsNotReadAtAll() throws IOException {
        Input input = new Input(new byte[0], false);
        assertEquals(-1, bounded(0, input, 100).getInputStream().read(new byte[8]));
        assertEquals(0, input.readsAfterTheBody);
    }

    @Test
    void aBodyWithoutALengthIsReadToItsEndAndATooSlowOneIsATimeout() throws IOException {
        byte[] chunked = "{\"pgn\":\"1. e4 *\"}".getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(chunked, bounded(-1, new Input(chunked, true), 100).getInputStream().readAllBytes());
        Refusal slow = assertThrows(Refusal.class, () -> bounded(-1, new Input(chunked, false), 100)
                .getInputStream().readAllBytes());
        assertEquals(Refusal.Code.REQUEST_TIMEOUT, slow.code());
    }

    @Test
    void bodiesOverTheLimitAreRefusedWhateverTheyDeclare() {
        byte[] large = new byte[200];
        Refusal declared = assertThrows(Refusal.class, () -> bounded(200, new Input(large, true), 100)
                .getInputStream().readAllBytes());
        assertEquals(Refusal.Code.PAYLOAD_TOO_LARGE, declared.code());
        Refusal chunked = assertThrows(Refusal.class, () -> bounded(-1, new Input(large, true), 100)
                .getInputStream().readAllBytes());
        assertEquals(Refusal.Code.PAYLOAD_TOO_LARGE, chunked.code());
    }
}
