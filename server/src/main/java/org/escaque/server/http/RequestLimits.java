package org.escaque.server.http;

import java.time.Duration;

/**
 * How much a request may take from the server, so that slow or greedy clients cannot starve it. A request's body
 * must arrive within {@code readDeadline} in all, and no wait for its next bytes may last longer than half of it; a
 * body coming slower than {@code minDataRate} bytes a second is cut sooner (Jetty measures it). Other devices may
 * hold {@code connectionsPerAddress} connections each and {@code remoteConnections} together, and at most
 * {@code remoteRequestsInFlight} of their requests are handled at once: the rest of the server's threads are kept
 * for this computer's own requests.
 *
 * @param readDeadline the longest a request body may take to arrive
 * @param minDataRate the slowest a body may arrive, in bytes a second
 * @param connectionsPerAddress the most connections one other device may hold open
 * @param remoteConnections the most connections all other devices together may hold open
 * @param remoteRequestsInFlight the most requests from other devices handled at once
 */
public record RequestLimits(Duration readDeadline, long minDataRate, int connectionsPerAddress,
        int remoteConnections, int remoteRequestsInFlight) {

    /** The most bytes a request body may have (a PGN import is the largest). */
    public static final long MAX_REQUEST_BYTES = 2 * 1024 * 1024;

    /**
     * The app's limits: a move or a join is a few dozen bytes, a PGN import (from this computer) up to 2 MB. The
     * minimum rate is low enough for a phone on a poor Wi-Fi (128 bytes a second) and still ends a body sent a byte
     * at a time within a second or two; 16 connections a device is more than a browser opens to one site.
     */
    public static final RequestLimits DEFAULT = new RequestLimits(Duration.ofSeconds(10), 128, 16, 64, 16);

    public RequestLimits {
        if (readDeadline.isNegative() || readDeadline.isZero() || minDataRate < 0 || connectionsPerAddress < 1
                || remoteConnections < connectionsPerAddress || remoteRequestsInFlight < 1) {
            throw new IllegalArgumentException("impossible request limits: " + readDeadline + ", " + minDataRate
                    + ", " + connectionsPerAddress + ", " + remoteConnections + ", " + remoteRequestsInFlight);
        }
    }

    /** These limits with another read deadline (tests use a short one). */
    public RequestLimits withReadDeadline(Duration deadline) {
        return new RequestLimits(deadline, minDataRate, connectionsPerAddress, remoteConnections,
                remoteRequestsInFlight);
    }

    /** The longest one blocking read may wait for more bytes. */
    public Duration blockingReadTimeout() {
        return readDeadline.dividedBy(2);
    }
}
