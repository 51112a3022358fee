package org.escaque.lab.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.escaque.core.Position;
import org.escaque.engine.eval.network.NetworkEvaluation;
import org.escaque.engine.eval.network.Network.Activation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The trainer's arithmetic: its gradient against finite differences, and its integer network against its own. */
class BatchWorkerTest {

    private static final List<String> LINES = List.of(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1;1/2-1/2;-20",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4;1-0;35",
            "8/5pk1/6p1/8/3R4/6P1/5PK1/8 w - - 0 40;1-0;310",
            "8/8/4k3/8/2q5/8/3K4/8 b - - 0 60;0-1;-900",
            "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 b - - 3 10;0-1;-45");

    @ParameterizedTest
    @CsvSource({"1, CLIPPED", "8, CLIPPED", "1, SQUARED", "8, SQUARED"})
    void gradientMatchesFiniteDifferences(int buckets, Activation activation) {
        // The positions have 32, 32, 10, 3 and 26 pieces: with 8 buckets, four of them.
        TrainingPositions positions = positions();
        int hidden = 6;
        FloatNetwork network = FloatNetwork.random(hidden, buckets, activation, new SplittableRandom(11));
        float[] targets = {0.5f, 0.7f, 0.9f, 0.1f, 0.3f};
        int[] order = {0, 1, 2, 3, ~4};
        BatchWorker worker = new BatchWorker(hidden, buckets);
        worker.reset();
        worker.run(network, positions, targets, order, 0, order.length, 1);
        List<float[]> values = network.parameters();
        // A copy: measuring the loss below resets the worker's own gradient.
        List<float[]> gradients = worker.gradient().parameters().stream().map(float[]::clone).toList();
        SplittableRandom random = new SplittableRandom(12);
        int checked = 0;
        for (int p = 0; p < values.size(); p++) {
            float[] value = values.get(p);
            for (int k = 0; k < 200 && k < value.length; k++) {
                int i = value.length > 200 ? random.nextInt(value.length) : k;
                if (p == 0 && k < 100) {
                    // Mostly inputs that are on in some position: the others' gradient is 0 either way.
                    i = activeInputWeight(positions, hidden, random);
                }
                float saved = value[i];
                double step = 1e-3;
                value[i] = (float) (saved + step);
                double above = loss(worker, network, positions, targets, order);
                value[i] = (float) (saved - step);
                double below = loss(worker, network, positions, targets, order);
                value[i] = saved;
                double numeric = (above - below) / (2 * step);
                double analytic = gradients.get(p)[i];
                assertEquals(numeric, analytic, 2e-3 + 0.05 * Math.abs(numeric),
                        "parameter array " + p + " index " + i);
                checked += Math.abs(numeric) > 1e-3 ? 1 : 0;
            }
        }
        assertTrue(checked > 50, "gradients that are not 0: " + checked);
    }

    @ParameterizedTest
    @CsvSource({"1, CLIPPED", "8, CLIPPED", "1, SQUARED", "8, SQUARED"})
    void theEnginesIntegerNetworkFollowsTheFloatingPointOne(int buckets, Activation activation) {
        TrainingPositions positions = positions();
        int hidden = 32;
        FloatNetwork network = FloatNetwork.random(hidden, buckets, activation, new SplittableRandom(13));
        int scale = 300;
        NetworkEvaluation engine = new NetworkEvaluation(network.quantise(scale), 1);
        // The other activation's output differs, so following the float network is not a coincidence of the two.
        FloatNetwork other = network.withActivation(activation == Activation.CLIPPED ? Activation.SQUARED
                : Activation.CLIPPED);
        int differ = 0;
        BatchWorker worker = new BatchWorker(hidden, buckets);
        for (int i = 0; i < LINES.size(); i++) {
            var board = Position.fromFen(LINES.get(i).split(";")[0]).board();
            engine.start(board);
            double floating = worker.forward(network, positions, i, false) * scale;
            assertEquals(floating, engine.networkScore(board, 0), 3 + 0.02 * Math.abs(floating), LINES.get(i));
            double otherFloating = worker.forward(other, positions, i, false) * scale;
            differ += Math.abs(otherFloating - floating) > 10 + 0.05 * Math.abs(floating) ? 1 : 0;
        }
        assertTrue(differ >= 3, "the two activations score " + (LINES.size() - differ) + " of " + LINES.size()
                + " positions alike");
    }

    private static double loss(BatchWorker worker, FloatNetwork network, TrainingPositions positions, float[] targets,
            int[] order) {
        worker.reset();
        worker.run(network, positions, targets, order, 0, order.length, 0);
        return worker.loss();
    }

    private static int activeInputWeight(TrainingPositions positions, int hidden, SplittableRandom random) {
        int index = random.nextInt(positions.size());
        int k = positions.start(index) + random.nextInt(positions.end(index) - positions.start(index));
        int feature = positions.features()[k];
        int piece = feature >>> 6;
        int square = feature & 63;
        int perspective = random.nextInt(2);
        return org.escaque.engine.eval.network.Network.feature(perspective, piece, square) * hidden
                + random.nextInt(hidden);
    }

    private static TrainingPositions positions() {
        TrainingPositions positions = new TrainingPositions();
        for (String line : LINES) {
            positions.add(line);
        }
        return positions;
    }
}
