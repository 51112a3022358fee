package org.escaque.server.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.Perft;
import org.escaque.core.Position;
import org.escaque.core.notation.Fen;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code escaque perft}: counts move sequences to a depth, printed as Stockfish's {@code go perft} does
 * ({@code <uci>: <count>} per root move with {@code --divide}, a blank line, {@code Nodes searched: <n>});
 * time and speed go to stderr.
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
        if (depth < 1 || depth > 20) {
            throw new UsageException("--depth must be between 1 and 20, not " + depth);
        }
        if (threads < 1 || threads > 256) {
            throw new UsageException("--threads must be between 1 and 256, not " + threads);
        }
        Position position;
        try {
            position = Fen.parse(fen);
        } catch (InvalidPositionException e) {
            throw new UsageException("bad --fen: " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        long total;
        if (divide) {
            total = 0;
            Map<String, Long> counts = Perft.divide(position, depth, threads);
            StringBuilder text = new StringBuilder();
            for (Map.Entry<String, Long> entry : counts.entrySet()) {
                text.append(entry.getKey()).append(": ").append(entry.getValue()).append('\n');
                total += entry.getValue();
            }
            out.print(text.append('\n'));
        } else {
            total = Perft.count(position, depth, threads);
        }
        out.println("Nodes searched: " + total);
        out.flush();
        double seconds = (System.nanoTime() - start) / 1e9;
        spec.commandLine().getErr().printf(Locale.ROOT, "Time: %.3f s, %.1f Mnodes/s%n", seconds,
                total / seconds / 1e6);
        return 0;
    }
}
