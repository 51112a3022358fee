package org.escaque.engine;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import org.escaque.core.Board;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.engine.eval.ClassicEvaluation;
import org.escaque.engine.eval.Evaluation;
import org.escaque.engine.eval.network.Network;
import org.escaque.engine.eval.network.NetworkEvaluation;
import org.escaque.engine.search.SearchControl;
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;
import org.escaque.engine.search.SearchOutcome;
import org.escaque.engine.search.Searcher;
import org.escaque.engine.search.TranspositionTable;

/**
 * A fixed-depth search of a fixed set of positions, each with a fresh table and fresh histories. The total
 * node count is a signature of the search's behaviour: it changes when, and only when, what the search does
 * changes (a pure speed-up keeps it). Nodes per second measures speed on this machine.
 */
public final class Bench {

    /** Default depth of {@link #run(PrintWriter, int)} callers that have no preference. */
    public static final int DEFAULT_DEPTH = 12;

    private static final List<String> POSITIONS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "rnbqkb1r/pp3ppp/4pn2/2pp4/2PP4/2N1PN2/PP3PPP/R1BQKB1R b KQkq - 0 5",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1BBPPP/R2QK2R w KQ - 3 9",
            "2r2rk1/1b2qppp/p3pn2/1p6/3N4/P1B1P3/1P2BPPP/2RQ1RK1 w - - 0 18",
            "6k1/5pp1/p3p2p/3bP3/1p1P4/1P3BP1/P4P1P/6K1 w - - 0 32",
            "8/8/4kpp1/3p1b2/p6P/2B5/6P1/6K1 b - - 0 47",
            "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
            "r3r1k1/2p2ppp/p1p1bn2/8/1q2P3/2NPQN2/PPP3PP/R4RK1 b - - 2 15",
            "8/1p4pk/p1p4p/2P1p3/1P2P1P1/P4K1P/8/8 w - - 0 40",
            "5k2/7R/4P2p/5K2/p1r2P1p/8/8/8 b - - 0 1",
            "6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1",
            "3rr1k1/pp3pp1/1qn2np1/8/3p4/PP1R1P2/2P1NQPP/R1B3K1 b - - 0 1");

    private Bench() {
    }

    /**
     * Searches every bench position to {@code depth} with the engine's default evaluation (the built-in network) and
     * prints per-position and total nodes, time and speed.
     */
    public static long run(PrintWriter out, int depth) {
        return run(out, depth, Optional.of(Network.builtIn()));
    }

    /**
     * As {@link #run(PrintWriter, int)}, evaluating with {@code network}, or with the hand-crafted evaluation when it
     * is empty.
     */
    public static long run(PrintWriter out, int depth, Optional<Network> network) {
        IntFunction<Evaluation> evaluations = network.isPresent()
                ? plies -> new NetworkEvaluation(network.get(), plies) : plies -> new ClassicEvaluation();
        long totalNodes = 0;
        long startNanos = System.nanoTime();
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long startCpu = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < POSITIONS.size(); i++) {
            Result result = search(i, depth, evaluations);
            totalNodes += result.nodes();
            out.printf("Position %2d/%d: %-6s %10d nodes  %s%n", i + 1, POSITIONS.size(),
                    result.bestMove(), result.nodes(), POSITIONS.get(i));
        }
        long millis = Math.max(1, (System.nanoTime() - startNanos) / 1_000_000);
        long cpuMillis = Math.max(1, (threads.getCurrentThreadCpuTime() - startCpu) / 1_000_000);
        out.println();
        out.println("Total time (ms) : " + millis);
        out.println("Nodes searched  : " + totalNodes);
        out.println("Nodes/second    : " + totalNodes * 1000 / millis);
        // CPU time of this thread: a steadier speed measure on a shared machine than wall time.
        out.println("Nodes/CPU-second: " + totalNodes * 1000 / cpuMillis);
        out.flush();
        return totalNodes;
    }

    /** One bench position's search: the move found and the nodes it took. */
    public record Result(Move bestMove, long nodes) {
    }

    /** How many positions the bench searches. */
    public static int size() {
        return POSITIONS.size();
    }

    /** Bench position {@code index} (0 to {@link #size()} - 1), as FEN. */
    public static String position(int index) {
        return POSITIONS.get(index);
    }

    /**
     * Searches bench position {@code index} (0 to {@link #size()} - 1) to {@code depth} with the built-in network, as
     * {@link #run(PrintWriter, int)} does, with nothing timed: what the browser's WebAssembly build runs to show that its
     * search is the JVM's (the same nodes) and how fast it is there.
     */
    public static Result search(int index, int depth) {
        Network network = Network.builtIn();
        return search(index, depth, plies -> new NetworkEvaluation(network, plies));
    }

    private static Result search(int index, int depth, IntFunction<Evaluation> evaluations) {
        SearchListener silent = new SearchListener() {
            @Override
            public void info(SearchInfo info) {
            }

            @Override
            public void bestMove(Move move, Optional<Move> ponder) {
            }
        };
        Searcher searcher = new Searcher(new TranspositionTable(16), evaluations);
        Board board = Position.fromFen(POSITIONS.get(index)).board();
        SearchControl control = new SearchControl(SearchLimits.fixedDepth(depth), board.sideToMove(), 0);
        SearchOutcome outcome = searcher.search(board, control, 1, silent);
        return new Result(Move.decode(outcome.bestMove()), searcher.nodes());
    }

    /** Command line: {@code Bench [depth]}. */
    public static void main(String[] arguments) {
        PrintWriter out = new PrintWriter(System.out, true, java.nio.charset.StandardCharsets.UTF_8);
        run(out, arguments.length > 0 ? Integer.parseInt(arguments[0]) : DEFAULT_DEPTH);
        out.flush();
    }
}
