package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Token buckets per address: bursts up to the capacity, then the refill rate; addresses apart. */
final class RateLimiterTest {

    private static final long MINUTE = 60_000_000_000L;

    private final AtomicLong now = new AtomicLong(5_000_000_000L);

    private static InetAddress address(String text) throws UnknownHostException {
        return InetAddress.getByName(text);
    }

    @Test
    void tenJoinsAMinuteThenOneEverySixSeconds() throws UnknownHostException {
        RateLimiter joins = new RateLimiter(10, MINUTE, now::get);
        InetAddress guest = address("198.18.0.2");
        for (int i = 0; i < 10; i++) {
            assertTrue(joins.tryAcquire(guest), "attempt " + (i + 1));
        }
        assertFalse(joins.tryAcquire(guest));
        assertEquals(6, joins.retryAfterSeconds(guest));
        now.addAndGet(5_900_000_000L);
        assertFalse(joins.tryAcquire(guest), "not yet a whole attempt back");
        now.addAndGet(200_000_000L);
        assertTrue(joins.tryAcquire(guest));
        assertFalse(joins.tryAcquire(guest));
        assertTrue(joins.tryAcquire(address("198.18.0.3")), "another address has its own bucket");
        now.addAndGet(10 * MINUTE);
        for (int i = 0; i < 10; i++) {
            assertTrue(joins.tryAcquire(guest), "a long pause refills the bucket to its capacity, no more");
        }
        assertFalse(joins.tryAcquire(guest));
    }

    @Test
    void fiftyRequestsASecond() throws UnknownHostException {
        RateLimiter requests = new RateLimiter(50, 1_000_000_000L, now::get);
        InetAddress guest = address("198.18.0.2");
        int allowed = 0;
        for (int i = 0; i < 200; i++) {
            allowed += requests.tryAcquire(guest) ? 1 : 0;
        }
        assertEquals(50, allowed);
        now.addAndGet(100_000_000L);
        allowed = 0;
        for (int i = 0; i < 200; i++) {
            allowed += requests.tryAcquire(guest) ? 1 : 0;
        }
        assertEquals(5, allowed, "a tenth of a second brings back five");
    }

    @Test
    void anIpv6DeviceCannotDodgeTheLimitByChangingItsAddress() throws UnknownHostException {
        RateLimiter joins = new RateLimiter(2, MINUTE, now::get);
        assertTrue(joins.tryAcquire(address("2001:db8:1:2::10")));
        assertTrue(joins.tryAcquire(address("2001:db8:1:2::11")));
        assertFalse(joins.tryAcquire(address("2001:db8:1:2:aaaa::99")), "one /64, one bucket");
        assertTrue(joins.tryAcquire(address("2001:db8:1:3::10")));
    }

    @Test
    void forgottenBucketsKeepTheMemoryBounded() throws UnknownHostException {
        RateLimiter requests = new RateLimiter(1, 1_000_000_000L, now::get);
        for (int i = 0; i < RateLimiter.MAX_TRACKED + 10; i++) {
            assertTrue(requests.tryAcquire(address("198.18." + (i / 256) + "." + (i % 256))));
        }
        assertTrue(requests.tracked() <= RateLimiter.MAX_TRACKED, "tracked: " + requests.tracked());
        now.addAndGet(2_000_000_000L);
        assertTrue(requests.tryAcquire(address("198.19.0.2")));
        assertFalse(requests.tryAcquire(address("198.19.0.2")), "a new bucket works as any other");
    }
}
