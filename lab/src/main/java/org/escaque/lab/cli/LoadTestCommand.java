package org.escaque.lab.cli;

import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.escaque.lab.loadtest.LoadTest;
import org.escaque.lab.loadtest.LoadTestOptions;
import org.escaque.lab.loadtest.ProcessMemory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code escaque-lab loadtest}: a benchmark against a server already running on this machine. Plays many games at
 * once over WebSockets and prints moves/s, round-trip percentiles and the server's resident memory.
 */
@Command(name = "loadtest", mixinStandardHelpOptions = true, description = "Benchmark a running Escaque server on this machine (loopback only).")
final class LoadTestCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--url", description = "The server (default: ${DEFAULT-VALUE}); loopback addresses only.")
    private String url = "http://127.0.0.1:8080";

    @Option(names = "--games", description = "Games played at once (default: ${DEFAULT-VALUE}, at most 5000).")
    private int games = 1000;

    @Option(names = "--plies", description = "Half-moves per game measured after the warm-up, before it resigns "
            + "(default: ${DEFAULT-VALUE}).")
    private int plies = 40;

    @Option(names = "--warmup-plies", description = "Half-moves per game played first and reported apart, while the "
            + "server's code is compiled (default: ${DEFAULT-VALUE}).")
    private int warmupPlies = 10;

    @Option(names = "--think-ms", description = "Mean pause before each move (default: ${DEFAULT-VALUE}; 0 plays "
            + "flat out).")
    private long thinkMillis = 1000;

    @Option(names = "--duration", description = "Longest run in seconds (default: ${DEFAULT-VALUE}, at most 600).")
    private long durationSeconds = 120;

    @Option(names = "--pid", description = "The server's process id, for memory readings (default: found by port).")
    private Optional<Long> pid;

    @Override
    public Integer call() throws Exception {
        LoadTestOptions options;
        try {
            URI server = URI.create(url);
            long serverPid = pid.orElseGet(() -> ProcessMemory.listeningOn(server.getPort() > 0 ? server.getPort()
                    : 80).orElse(0L));
            options = new LoadTestOptions(server, games, warmupPlies, plies, Duration.ofMillis(thinkMillis),
                    Duration.ofSeconds(durationSeconds), serverPid);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        return new LoadTest(options, spec.commandLine().getOut()).run();
    }
}
