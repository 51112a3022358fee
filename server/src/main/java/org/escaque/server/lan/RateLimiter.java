package org.escaque.server.lan;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * A token bucket per network address: each holds up to {@code capacity} requests and refills at
 * {@code capacity / periodNanos}; a request takes one, and is refused when the bucket is empty. IPv6 addresses
 * share a bucket per /64 (one device may use many addresses of its network). Buckets that are full again are
 * forgotten when there are too many, so the memory stays bounded.
 */
public final class RateLimiter {

    /** The most addresses tracked at once. */
    static final int MAX_TRACKED = 4096;

    private final double capacity;
    private final double perNano;
    private final LongSupplier nanoTime;
    private final Map<String, Bucket> buckets = new HashMap<>();

    private static final class Bucket {
        double tokens;
        long refilledAt;

        Bucket(double tokens, long refilledAt) {
            this.tokens = tokens;
            this.refilledAt = refilledAt;
        }
    }

    /**
     * A limiter of {@code capacity} requests per {@code periodNanos} per address, bursts of up to {@code capacity}.
     *
     * @param nanoTime the time source ({@code System::nanoTime}; tests pass their own)
     */
    public RateLimiter(int capacity, long periodNanos, LongSupplier nanoTime) {
        this.capacity = capacity;
        this.perNano = capacity / (double) periodNanos;
        this.nanoTime = nanoTime;
    }

    /** Takes one request from the address's bucket; whether there was one. */
    public synchronized boolean tryAcquire(InetAddress address) {
        long now = nanoTime.getAsLong();
        Bucket bucket = buckets.get(key(address));
        if (bucket == null) {
            if (buckets.size() >= MAX_TRACKED) {
                forgetFullBuckets(now);
            }
            bucket = new Bucket(capacity, now);
            buckets.put(key(address), bucket);
        }
        refill(bucket, now);
        if (bucket.tokens < 1) {
            return false;
        }
        bucket.tokens -= 1;
        return true;
    }

    /** Whether the address's bucket holds a request now (none is taken). */
    public synchronized boolean hasToken(InetAddress address) {
        Bucket bucket = buckets.get(key(address));
        if (bucket == null) {
            return true;
        }
        refill(bucket, nanoTime.getAsLong());
        return bucket.tokens >= 1;
    }

    /** How many whole seconds until the address may make one more request (at least 1). */
    public synchronized long retryAfterSeconds(InetAddress address) {
        Bucket bucket = buckets.get(key(address));
        if (bucket == null) {
            return 1;
        }
        refill(bucket, nanoTime.getAsLong());
        double missingNanos = Math.max(0, 1 - bucket.tokens) / perNano;
        return Math.max(1, (long) Math.ceil(missingNanos / 1e9));
    }

    /** How many buckets are kept now. */
    synchronized int tracked() {
        return buckets.size();
    }

    private void refill(Bucket bucket, long now) {
        bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.refilledAt) * perNano);
        bucket.refilledAt = now;
    }

    private void forgetFullBuckets(long now) {
        buckets.values().removeIf(bucket -> {
            refill(bucket, now);
            return bucket.tokens >= capacity;
        });
        if (buckets.size() >= MAX_TRACKED) {
            buckets.clear();
        }
    }

    /** The bucket key: the IPv4 address, or the /64 network of an IPv6 address. */
    static String key(InetAddress address) {
        byte[] bytes = address.getAddress();
        if (address instanceof Inet6Address) {
            bytes = Arrays.copyOf(bytes, 8);
        }
        return Arrays.toString(bytes);
    }
}
