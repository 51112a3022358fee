package org.escaque.lab.cli;

import java.util.concurrent.Callable;
import org.escaque.lab.tools.DeadPositionBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code escaque-lab dead-position-bench}: how long the app's dead-position check takes after every move, and the
 * check made when a flag falls ({@link DeadPositionBench}).
 */
@Command(name = "dead-position-bench", mixinStandardHelpOptions = true,
        description = "Time the dead-position check made after every move (and the one made when a flag falls) over "
            + "the positions of random games and of locked pawn chains, and print p50/p99/max.")
final class DeadPositionBenchCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--games", description = "Random games to play (default: ${DEFAULT-VALUE}).")
    private int games = 3000;

    @Option(names = "--seed", description = "Seed of the random games and positions (default: ${DEFAULT-VALUE}).")
    private long seed = 20240616L;

    @Override
    public Integer call() {
        if (games < 1 || games > 1_000_000) {
            throw new UsageException("--games must be between 1 and 1000000, not " + games);
        }
        DeadPositionBench.run(spec.commandLine().getOut(), games, seed);
        return 0;
    }
}
