package org.escaque.lab.nnue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * The Adam optimiser over a {@link FloatNetwork}'s parameters: a moving mean and mean square of each gradient; with
 * a decay above 0, the weights (not the biases) also shrink towards 0 by {@code rate x decay} of themselves each step,
 * apart from the gradient's step (decoupled weight decay, "AdamW").
 */
final class Adam {

    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final double EPSILON = 1e-8;

    private final FloatNetwork mean;
    private final FloatNetwork meanSquare;
    private long steps;

    Adam(int hidden, int buckets) {
        this.mean = new FloatNetwork(hidden, buckets);
        this.meanSquare = new FloatNetwork(hidden, buckets);
    }

    /** Moves {@code network} one step of size {@code rate} against {@code gradient}, its weights decayed. */
    void step(FloatNetwork network, FloatNetwork gradient, double rate, double decay) {
        steps++;
        double correction1 = 1 - Math.pow(BETA1, steps);
        double correction2 = 1 - Math.pow(BETA2, steps);
        float stepSize = (float) (rate * Math.sqrt(correction2) / correction1);
        List<float[]> values = network.parameters();
        List<float[]> gradients = gradient.parameters();
        List<float[]> means = mean.parameters();
        List<float[]> squares = meanSquare.parameters();
        float shrink = (float) (1 - rate * decay);
        for (int p = 0; p < values.size(); p++) {
            if (decay > 0 && (values.get(p) == network.inputWeights || values.get(p) == network.outputWeights)) {
                float[] weights = values.get(p);
                for (int i = 0; i < weights.length; i++) {
                    weights[i] *= shrink;
                }
            }
            update(values.get(p), gradients.get(p), means.get(p), squares.get(p), stepSize);
        }
        network.clip();
    }

    private static void update(float[] value, float[] gradient, float[] mean, float[] square, float stepSize) {
        float beta1 = (float) BETA1;
        float beta2 = (float) BETA2;
        float epsilon = (float) EPSILON;
        for (int i = 0; i < value.length; i++) {
            float g = gradient[i];
            mean[i] = beta1 * mean[i] + (1 - beta1) * g;
            square[i] = beta2 * square[i] + (1 - beta2) * g * g;
            value[i] -= stepSize * mean[i] / ((float) Math.sqrt(square[i]) + epsilon);
        }
    }

    void write(DataOutputStream out) throws IOException {
        out.writeLong(steps);
        mean.write(out);
        meanSquare.write(out);
    }

    void read(DataInputStream in) throws IOException {
        steps = in.readLong();
        mean.read(in);
        meanSquare.read(in);
    }
}
