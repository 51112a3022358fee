package org.escaque.server.cli;

import java.util.concurrent.Callable;
import org.escaque.core.Fen;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code escaque perft}: counts move sequences to a depth, printed as Stockfish's {@code go perft} does
 * (see {@link PerftRequest}). Plain invocations skip this class: {@link PerftArguments} reads them first.
 */
@Command(name = "perft", mixinStandardHelpOptions = true, description = "Count the legal move sequences of a given length.")
final class PerftCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--depth", required = true, description = "Number of half-moves (1 to 20).")
    private int depth;

    @Option(names = "--fen", description = "Start position as FEN (default: the initial position).")
    private String fen = Fen.INITIAL;

    @Option(names = "--divide", description = "Also print the count below each legal first move.")
    private boolean divide;

    @Option(names = "--threads", description = "Threads sharing the first moves (default: 1, as Stockfish's perft).")
    private int threads = 1;

    @Override
    public Integer call() {
        return PerftRequest.of(depth, fen, divide, threads).run(spec.commandLine().getOut(),
                spec.commandLine().getErr());
    }
}
