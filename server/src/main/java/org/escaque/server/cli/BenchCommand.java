package org.escaque.server.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.escaque.engine.Bench;
import org.escaque.engine.eval.network.Network;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code escaque bench}: searches a fixed set of positions to a fixed depth and prints the node count (a
 * signature that changes only when search behaviour changes) and the speed.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Engine benchmark: fixed-depth node-count signature and nodes/s.")
final class BenchCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--depth", description = "Search depth per position (default: ${DEFAULT-VALUE}).")
    private int depth = 12;

    @Option(names = "--evalfile", paramLabel = "FILE",
            description = "Evaluate with this network file instead of the built-in network.")
    private Path evalFile;

    @Option(names = "--classic", description = "Evaluate with the hand-crafted evaluation instead of the built-in network.")
    private boolean classic;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 30) {
            throw new UsageException("--depth must be between 1 and 30, not " + depth);
        }
        if (classic && evalFile != null) {
            throw new UsageException("--classic and --evalfile exclude each other");
        }
        Optional<Network> network = classic ? Optional.empty() : Optional.of(Network.builtIn());
        if (evalFile != null) {
            try {
                network = Optional.of(Network.read(evalFile));
            } catch (IOException unreadable) {
                throw new UsageException("cannot use the network " + evalFile + ": " + unreadable.getMessage());
            }
        }
        Bench.run(spec.commandLine().getOut(), depth, network);
        return 0;
    }
}
