package org.escaque.server.lan;

import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

/**
 * How the app opens to the local network.
 *
 * @param listening when it listens beyond this computer
 * @param addresses the network addresses to listen on and to put in join links, asked each time (they change when
 *     the computer changes networks); the real app's are {@link LanAddresses#scan()}
 * @param discovery whether to announce hosted games and look for others over mDNS (Zeroconf)
 * @param linger how long the app keeps listening after its last LAN game ended (so both players see the result
 *     and may ask for a rematch)
 */
public record LanConfig(Listening listening, Supplier<List<InetAddress>> addresses, boolean discovery,
        Duration linger) {

    /** How long the real app keeps listening after its last LAN game ended. */
    public static final Duration DEFAULT_LINGER = Duration.ofMinutes(2);

    /** When the app listens on the network. */
    public enum Listening {
        /** While a LAN game is unfinished (and {@link #linger} after the last one ended). */
        ON_DEMAND,
        /** Always ({@code --lan}). */
        ALWAYS,
        /** Never ({@code --no-lan}): LAN games can only be played from this computer. */
        NEVER
    }

    /** The real app's: the computer's own network addresses, mDNS unless it never listens. */
    public static LanConfig of(Listening listening, Duration linger) {
        return new LanConfig(listening, LanAddresses::scan, listening != Listening.NEVER, linger);
    }

    /** Never opens to the network, announces nothing, looks for nothing (tests that do not test the network). */
    public static LanConfig offline() {
        return new LanConfig(Listening.NEVER, List::of, false, Duration.ZERO);
    }
}
