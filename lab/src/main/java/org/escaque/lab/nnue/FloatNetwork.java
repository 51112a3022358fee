package org.escaque.lab.nnue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.SplittableRandom;
import org.escaque.engine.eval.network.Network;

/**
 * The network in floating point, as it is trained: the engine's architecture ({@link Network}) with activations
 * clipped to [0, 1] (or those squared: {@link Network.Activation}) and the output a logit. Its parameters are four arrays, in {@link #parameters()} order: input
 * weights (768 x H, feature-major), hidden biases (H), output weights (B x 2H: for each output bucket, the side to
 * move's half first) and the output biases (B). {@link #quantise} turns it into the engine's integer network.
 */
final class FloatNetwork {

    /**
     * Bound on the first layer's weights and biases: with at most 32 pieces and a bias, a hidden sum stays within
     * 33 x 3.8 = 125.4 activations, which at {@link Network#QA} per activation fits a {@code short}.
     */
    static final float INPUT_LIMIT = 3.8f;
    /** Bound on the output weights: 4 x {@link Network#QB} fits a {@code short}, and the output sum an {@code int}. */
    static final float OUTPUT_LIMIT = 4.0f;

    final int hidden;
    final int buckets;
    final Network.Activation activation;
    final float[] inputWeights;
    final float[] hiddenBiases;
    final float[] outputWeights;
    final float[] outputBias;

    /**
     * A network of {@code hidden} neurons and {@code buckets} output buckets with all parameters 0 (a shape for
     * gradients and optimiser moments), clipped.
     */
    FloatNetwork(int hidden, int buckets) {
        this(hidden, buckets, Network.Activation.CLIPPED);
    }

    /** The same with the given activation. */
    FloatNetwork(int hidden, int buckets, Network.Activation activation) {
        this.hidden = hidden;
        this.buckets = buckets;
        this.activation = activation;
        this.inputWeights = new float[Network.INPUTS * hidden];
        this.hiddenBiases = new float[hidden];
        this.outputWeights = new float[buckets * 2 * hidden];
        this.outputBias = new float[buckets];
    }

    /** A network with random first weights drawn from {@code random}: small, so no neuron starts saturated. */
    static FloatNetwork random(int hidden, int buckets, SplittableRandom random) {
        return random(hidden, buckets, Network.Activation.CLIPPED, random);
    }

    /** The same with the given activation. */
    static FloatNetwork random(int hidden, int buckets, Network.Activation activation, SplittableRandom random) {
        FloatNetwork network = new FloatNetwork(hidden, buckets, activation);
        for (int i = 0; i < network.inputWeights.length; i++) {
            network.inputWeights[i] = (float) ((random.nextDouble() * 2 - 1) * 0.15);
        }
        for (int i = 0; i < hidden; i++) {
            network.hiddenBiases[i] = (float) (random.nextDouble() * 0.5);
        }
        double outputRange = 1 / Math.sqrt(2.0 * hidden);
        for (int i = 0; i < network.outputWeights.length; i++) {
            network.outputWeights[i] = (float) ((random.nextDouble() * 2 - 1) * outputRange);
        }
        return network;
    }

    /** The floating-point network that {@link #quantise} would turn into {@code network} (to train it further). */
    static FloatNetwork dequantise(Network network) {
        FloatNetwork result = new FloatNetwork(network.hidden(), network.buckets(), network.activation());
        unscale(network.inputWeights(), Network.QA, result.inputWeights);
        unscale(network.hiddenBiases(), Network.QA, result.hiddenBiases);
        unscale(network.outputWeights(), Network.QB, result.outputWeights);
        int[] biases = network.outputBiases();
        for (int bucket = 0; bucket < biases.length; bucket++) {
            result.outputBias[bucket] = (float) (biases[bucket] / ((double) Network.QA * Network.QB));
        }
        return result;
    }

    /**
     * This network of one output with {@code buckets} output buckets instead, each a copy of the one output: the
     * same function of the position, from which training lets the buckets part.
     */
    FloatNetwork withBuckets(int buckets) {
        if (buckets == this.buckets) {
            return this;
        }
        if (this.buckets != 1) {
            throw new IllegalArgumentException("a network of " + this.buckets + " output buckets cannot become one of "
                    + buckets);
        }
        FloatNetwork result = new FloatNetwork(hidden, buckets, activation);
        System.arraycopy(inputWeights, 0, result.inputWeights, 0, inputWeights.length);
        System.arraycopy(hiddenBiases, 0, result.hiddenBiases, 0, hidden);
        for (int bucket = 0; bucket < buckets; bucket++) {
            System.arraycopy(outputWeights, 0, result.outputWeights, bucket * 2 * hidden, 2 * hidden);
            result.outputBias[bucket] = outputBias[0];
        }
        return result;
    }

    /**
     * This network with {@code next} as its activation, every parameter the same: a clipped network's first layer as
     * the start of a squared one (its output is then smaller, at most as large, until training adapts it).
     */
    FloatNetwork withActivation(Network.Activation next) {
        if (next == activation) {
            return this;
        }
        FloatNetwork result = new FloatNetwork(hidden, buckets, next);
        List<float[]> from = parameters();
        List<float[]> to = result.parameters();
        for (int p = 0; p < from.size(); p++) {
            System.arraycopy(from.get(p), 0, to.get(p), 0, from.get(p).length);
        }
        return result;
    }

    /** The activation of one hidden sum, in these units (1.0 at most). */
    float activate(float sum) {
        float clipped = Math.max(0, Math.min(1, sum));
        return activation == Network.Activation.SQUARED ? clipped * clipped : clipped;
    }

    /** The derivative of {@link #activate} at {@code sum} (0 where the clip holds it). */
    float slope(float sum) {
        if (sum <= 0 || sum >= 1) {
            return 0;
        }
        return activation == Network.Activation.SQUARED ? 2 * sum : 1;
    }

    /** The parameter arrays, in the order of the class comment. */
    List<float[]> parameters() {
        return List.of(inputWeights, hiddenBiases, outputWeights, outputBias);
    }

    /** Keeps each parameter within the bounds that its quantised form must fit. */
    void clip() {
        clip(inputWeights, INPUT_LIMIT);
        clip(hiddenBiases, INPUT_LIMIT);
        clip(outputWeights, OUTPUT_LIMIT);
    }

    /** Sets every parameter to 0. */
    void zero() {
        for (float[] parameter : parameters()) {
            java.util.Arrays.fill(parameter, 0);
        }
    }

    /** Adds {@code other}'s parameters to this one's. */
    void add(FloatNetwork other) {
        List<float[]> mine = parameters();
        List<float[]> theirs = other.parameters();
        for (int p = 0; p < mine.size(); p++) {
            float[] to = mine.get(p);
            float[] from = theirs.get(p);
            for (int i = 0; i < to.length; i++) {
                to[i] += from[i];
            }
        }
    }

    /** The engine's integer network, its output in centipawns at {@code scale} per logit. */
    Network quantise(int scale) {
        short[] inputs = new short[inputWeights.length];
        for (int i = 0; i < inputs.length; i++) {
            inputs[i] = toShort(inputWeights[i] * Network.QA);
        }
        short[] biases = new short[hidden];
        for (int i = 0; i < hidden; i++) {
            biases[i] = toShort(hiddenBiases[i] * Network.QA);
        }
        short[] outputs = new short[outputWeights.length];
        for (int i = 0; i < outputs.length; i++) {
            outputs[i] = toShort(outputWeights[i] * Network.QB);
        }
        int[] outputBiases = new int[buckets];
        for (int bucket = 0; bucket < buckets; bucket++) {
            outputBiases[bucket] = Math.round(outputBias[bucket] * Network.QA * Network.QB);
        }
        return new Network(hidden, scale, inputs, biases, outputs, outputBiases, activation);
    }

    /** Writes every parameter (for checkpoints). */
    void write(DataOutputStream out) throws IOException {
        for (float[] parameter : parameters()) {
            for (float value : parameter) {
                out.writeFloat(value);
            }
        }
    }

    /** Reads every parameter as {@link #write} wrote them. */
    void read(DataInputStream in) throws IOException {
        for (float[] parameter : parameters()) {
            for (int i = 0; i < parameter.length; i++) {
                parameter[i] = in.readFloat();
            }
        }
    }

    private static void unscale(short[] quantised, int scale, float[] into) {
        for (int i = 0; i < quantised.length; i++) {
            into[i] = quantised[i] / (float) scale;
        }
    }

    private static short toShort(float value) {
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(value)));
    }

    private static void clip(float[] values, float limit) {
        for (int i = 0; i < values.length; i++) {
            values[i] = Math.max(-limit, Math.min(limit, values[i]));
        }
    }
}
