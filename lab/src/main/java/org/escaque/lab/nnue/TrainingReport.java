package org.escaque.lab.nnue;

import java.io.PrintStream;
import java.util.List;
import org.escaque.core.Board;
import org.escaque.core.Position;
import org.escaque.engine.eval.Evaluator;
import org.escaque.engine.eval.network.Network;
import org.escaque.engine.eval.network.NetworkEvaluation;

/**
 * How well the trained network predicts the held-out games' results, beside the hand-crafted evaluation and the
 * search's own scores (each as a win probability at its own best-fitting scale, in mean squared error), and how far
 * the engine's integer network strays from the floating-point one it was made from.
 */
final class TrainingReport {

    private final FloatNetwork network;
    private final int scale;
    private final TrainingPositions positions;
    private final List<String> lines;
    private final BatchWorker worker;

    TrainingReport(FloatNetwork network, int scale, TrainingPositions positions, List<String> lines,
            BatchWorker worker) {
        this.network = network;
        this.scale = scale;
        this.positions = positions;
        this.lines = lines;
        this.worker = worker;
    }

    void print(PrintStream out) {
        int count = positions.size();
        int withResults = 0;
        for (int i = 0; i < count; i++) {
            withResults += positions.hasResult(i) ? 1 : 0;
        }
        int[] search = new int[withResults];
        int[] classic = new int[withResults];
        int[] floating = new int[withResults];
        int[] integer = new int[withResults];
        double[] results = new double[withResults];
        Evaluator evaluator = new Evaluator();
        NetworkEvaluation engine = new NetworkEvaluation(network.quantise(scale), 1);
        double difference = 0;
        double fromLabels = 0;
        int compared = 0;
        for (int i = 0, k = 0; i < count; i++) {
            Board board = Position.fromFen(lines.get(i).split(";")[0]).board();
            int sign = board.sideToMove() == 0 ? 1 : -1;
            engine.start(board);
            // The network as the engine computes it, without what the engine adds in play (NetworkEvaluation).
            int inEngine = Evaluator.scoresAsMaterialDraw(board) ? 0 : sign * engine.networkScore(board, 0);
            int inFloat = (int) Math.round(sign * worker.forward(network, positions, i, false) * scale);
            fromLabels += Math.abs(inEngine - positions.whiteScore(i));
            if (!Evaluator.scoresAsMaterialDraw(board)) {
                difference += Math.abs(inEngine - inFloat);
                compared++;
            }
            if (positions.hasResult(i)) {
                results[k] = positions.whiteResult(i);
                search[k] = positions.whiteScore(i);
                classic[k] = sign * evaluator.evaluate(board);
                integer[k] = inEngine;
                floating[k++] = inFloat;
            }
        }
        if (withResults > 0) {
            out.printf("held-out positions with results: %d; error against their games' results, each at its best"
                    + " scale:%n", withResults);
            line(out, "search scores (the labels)", search, results);
            line(out, "hand-crafted evaluation", classic, results);
            line(out, "network (floating point)", floating, results);
            line(out, "network (engine, integers)", integer, results);
        }
        out.printf("network against the labels, %d held-out positions: %.1f cp mean absolute difference%n", count,
                fromLabels / Math.max(1, count));
        out.printf("integer network against floating point: %.2f cp mean absolute difference%n",
                difference / Math.max(1, compared));
        out.printf("network: %d hidden neurons, %d output bucket%s, %d centipawns per logit, QA %d, QB %d%n",
                network.hidden, network.buckets, network.buckets == 1 ? "" : "s", scale, Network.QA, Network.QB);
    }

    private static void line(PrintStream out, String name, int[] scores, double[] results) {
        double scale = WinProbability.fitScale(scores, results);
        out.printf("  %-28s %.6f (scale %.0f)%n", name, WinProbability.error(scores, results, scale), scale);
    }
}
