package org.escaque.engine.eval.network;

import java.util.SplittableRandom;

/** Networks for tests: random weights, no training. */
public final class TestNetworks {

    private TestNetworks() {
    }

    /** A network of random weights, small enough that no sum leaves a {@code short}; 400 centipawns per logit. */
    public static Network random(int hidden, long seed) {
        return random(hidden, 1, seed);
    }

    /** The same with {@code buckets} output buckets, each with weights of its own. */
    public static Network random(int hidden, int buckets, long seed) {
        return random(hidden, buckets, seed, Network.Activation.CLIPPED);
    }

    /** The same with the given activation. */
    public static Network random(int hidden, int buckets, long seed, Network.Activation activation) {
        SplittableRandom random = new SplittableRandom(seed);
        short[] inputs = new short[Network.INPUTS * hidden];
        for (int i = 0; i < inputs.length; i++) {
            inputs[i] = (short) random.nextInt(-300, 301);
        }
        short[] biases = new short[hidden];
        for (int i = 0; i < hidden; i++) {
            biases[i] = (short) random.nextInt(-100, 400);
        }
        short[] outputs = new short[buckets * 2 * hidden];
        for (int i = 0; i < outputs.length; i++) {
            outputs[i] = (short) random.nextInt(-100, 101);
        }
        int[] outputBiases = new int[buckets];
        for (int i = 0; i < buckets; i++) {
            outputBiases[i] = random.nextInt(-50_000, 50_001);
        }
        return new Network(hidden, 400, inputs, biases, outputs, outputBiases, activation);
    }
}
