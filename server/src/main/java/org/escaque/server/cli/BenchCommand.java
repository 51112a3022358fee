package org.escaque.server.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.escaque.engine.Bench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code escaque bench}: searches a fixed set of positions to a fixed depth and prints the node count (a
 * signature that changes only when search behaviour changes) and the speed.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Engine benchmark: fixed-depth node-count signature and nodes/s.")
final class BenchCommand implements Callable<Integer> {

    @Option(names = "--depth", description = "Search depth per position (default: ${DEFAULT-VALUE}).")
    private int depth = 12;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 30) {
            throw new UsageException("--depth must be between 1 and 30, not " + depth);
        }
        Bench.run(new PrintStream(System.out, true, StandardCharsets.UTF_8), depth);
        return 0;
    }
}
