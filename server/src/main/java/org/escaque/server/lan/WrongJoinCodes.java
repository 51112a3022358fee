package org.escaque.server.lan;

import java.net.InetAddress;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wrong join codes from every other device together: a device that changes its address (or ten devices of one
 * guest) meets this limit where the limit per address lets it guess on. While it is spent, no other device may try a
 * code; the host is told in the log, once each time it is spent.
 */
final class WrongJoinCodes {

    private static final Logger LOG = LoggerFactory.getLogger(WrongJoinCodes.class);
    /** The one bucket's key: the whole network's guesses are counted together. */
    private static final InetAddress WHOLE_NETWORK = InetAddress.getLoopbackAddress();

    private final int capacity;
    private final long periodNanos;
    private final RateLimiter bucket;
    private boolean reported;

    /** At most {@code capacity} wrong codes per {@code periodNanos} from all other devices ({@code nanoTime}'s). */
    WrongJoinCodes(int capacity, long periodNanos, LongSupplier nanoTime) {
        this.capacity = capacity;
        this.periodNanos = periodNanos;
        this.bucket = new RateLimiter(capacity, periodNanos, nanoTime);
    }

    /** Whether another device may try a code now. */
    synchronized boolean mayTry() {
        boolean may = bucket.hasToken(WHOLE_NETWORK);
        if (may) {
            reported = false;
        }
        return may;
    }

    /** How many whole seconds until one more code may be tried. */
    synchronized long retryAfterSeconds() {
        return bucket.retryAfterSeconds(WHOLE_NETWORK);
    }

    /** Counts a wrong code (or one that cannot be a code) tried from {@code remote}. */
    synchronized void wrong(InetAddress remote) {
        bucket.tryAcquire(WHOLE_NETWORK);
        if (!bucket.hasToken(WHOLE_NETWORK) && !reported) {
            reported = true;
            LOG.warn("{} wrong join codes were tried from the network within {} minutes (the last from {}): joining "
                    + "from another device is paused for {} s. A guest types the code on this screen; if no guest "
                    + "is trying to join, someone on the network is guessing codes.", capacity,
                    periodNanos / 60_000_000_000L, remote.getHostAddress(), retryAfterSeconds());
        }
    }
}
