package org.escaque.lab.loadtest;

import java.net.URI;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;

/**
 * What a load test does, checked: a server on this machine's loopback only, bounded in games, moves and time.
 *
 * @param server the server's base URL, e.g. {@code http://127.0.0.1:8080}
 * @param games how many games to play at once (1 to {@link #MAX_GAMES})
 * @param warmupPlies how many half-moves each game plays first, timed apart as the warm-up (0 to 500)
 * @param pliesPerGame how many half-moves each game plays after its warm-up before resigning (1 to 500)
 * @param thinkTime the pause before each move, like a person's (zero plays flat out)
 * @param duration the longest the test runs (at most {@link #MAX_DURATION})
 * @param serverPid the server's process id for memory readings, if known
 */
public record LoadTestOptions(URI server, int games, int warmupPlies, int pliesPerGame, Duration thinkTime, Duration duration,
        long serverPid) {

    /** The most games one run may play. */
    public static final int MAX_GAMES = 5000;
    /** The longest a run may last. */
    public static final Duration MAX_DURATION = Duration.ofMinutes(10);

    /** Checks the bounds, and that the server is on a loopback address. */
    public LoadTestOptions {
        if (games < 1 || games > MAX_GAMES) {
            throw new IllegalArgumentException("--games must be 1 to " + MAX_GAMES);
        }
        if (warmupPlies < 0 || warmupPlies > 500) {
            throw new IllegalArgumentException("--warmup-plies must be 0 to 500");
        }
        if (pliesPerGame < 1 || pliesPerGame > 500) {
            throw new IllegalArgumentException("--plies must be 1 to 500");
        }
        if (thinkTime.isNegative() || thinkTime.compareTo(Duration.ofMinutes(1)) > 0) {
            throw new IllegalArgumentException("--think-ms must be 0 to 60000");
        }
        if (duration.isNegative() || duration.isZero() || duration.compareTo(MAX_DURATION) > 0) {
            throw new IllegalArgumentException("--duration must be 1 to " + MAX_DURATION.toSeconds() + " seconds");
        }
        requireLoopback(server);
    }

    private static void requireLoopback(URI server) {
        if (!"http".equals(server.getScheme()) || server.getHost() == null) {
            throw new IllegalArgumentException("--url must be an http:// URL such as http://127.0.0.1:8080");
        }
        try {
            for (InetAddress address : InetAddress.getAllByName(server.getHost())) {
                if (!address.isLoopbackAddress()) {
                    throw new IllegalArgumentException("the load test only targets a server on this machine's "
                            + "loopback address (127.0.0.1, ::1, localhost), not " + server.getHost());
                }
            }
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("unknown host " + server.getHost());
        }
    }

    /** The port the server listens on. */
    public int port() {
        return server.getPort() > 0 ? server.getPort() : 80;
    }
}
