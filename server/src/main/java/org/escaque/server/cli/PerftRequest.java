package org.escaque.server.cli;

import java.io.PrintWriter;
import java.util.Map;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.Perft;
import org.escaque.core.Position;
import org.escaque.core.Fen;

/**
 * A checked {@code escaque perft} request and its printing: counts as Stockfish's {@code go perft} prints them
 * ({@code <uci>: <count>} per root move with divide, a blank line, {@code Nodes searched: <n>}), time and
 * speed on stderr.
 */
record PerftRequest(Position position, int depth, boolean divide, int threads) {

    /** The request, or {@link UsageException} naming the argument at fault. */
    static PerftRequest of(int depth, String fen, boolean divide, int threads) {
        if (depth < 1 || depth > 20) {
            throw new UsageException("--depth must be between 1 and 20, not " + depth);
        }
        if (threads < 1 || threads > 256) {
            throw new UsageException("--threads must be between 1 and 256, not " + threads);
        }
        try {
            return new PerftRequest(Fen.parse(fen), depth, divide, threads);
        } catch (InvalidPositionException e) {
            throw new UsageException("bad --fen: " + e.getMessage());
        }
    }

    /** Counts and prints; returns the exit code. */
    int run(PrintWriter out, PrintWriter err) {
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
        out.print("Nodes searched: ");
        out.println(total);
        out.flush();
        double seconds = (System.nanoTime() - start) / 1e9;
        err.print("Time: ");
        err.print(decimal(seconds, 3));
        err.print(" s, ");
        err.print(decimal(total / seconds / 1e6, 1));
        err.println(" Mnodes/s");
        err.flush();
        return 0;
    }

    /**
     * A non-negative number with {@code places} decimals, as {@code %.3f} prints it. Written by hand, like the
     * lines above without {@code +} on strings: the JDK builds the code behind a process's first format or
     * string concatenation at run time, which would cost perft's start-up more than counting a small tree.
     */
    static String decimal(double value, int places) {
        long scale = 1;
        for (int i = 0; i < places; i++) {
            scale *= 10;
        }
        long scaled = Math.round(value * scale);
        String fraction = Long.toString(scale + scaled % scale).substring(1);
        return new StringBuilder().append(scaled / scale).append('.').append(fraction).toString();
    }
}
