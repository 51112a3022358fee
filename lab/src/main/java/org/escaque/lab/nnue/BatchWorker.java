package org.escaque.lab.nnue;

import org.escaque.engine.eval.network.Network;

/**
 * One thread's share of a mini-batch: the network's output for each of its positions, the squared error of the win
 * probability against the position's target, and, when training, the error's gradient added to a gradient of its
 * own. Not thread-safe: each thread has one.
 */
final class BatchWorker {

    private final int hidden;
    private final int buckets;
    private final FloatNetwork gradient;
    private final float[] ours;
    private final float[] theirs;
    private final float[] ourError;
    private final float[] theirError;
    private final int[] ourInputs = new int[32];
    private final int[] theirInputs = new int[32];
    /** Where the output bucket of the last position forwarded starts in the output weights. */
    private int outputOffset;
    private int bucket;
    private double loss;

    BatchWorker(int hidden, int buckets) {
        this.hidden = hidden;
        this.buckets = buckets;
        this.gradient = new FloatNetwork(hidden, buckets);
        this.ours = new float[hidden];
        this.theirs = new float[hidden];
        this.ourError = new float[hidden];
        this.theirError = new float[hidden];
    }

    /** The gradient summed since the last {@link #reset()}. */
    FloatNetwork gradient() {
        return gradient;
    }

    /** The squared error summed since the last {@link #reset()}. */
    double loss() {
        return loss;
    }

    void reset() {
        gradient.zero();
        loss = 0;
    }

    /**
     * Adds the error of positions {@code order[from..to)} of {@code positions} against {@code targets} (win
     * probabilities for the side to move) and, when {@code weight} is not 0, their gradient times {@code weight}. An
     * entry {@code ~i} (negative) stands for position {@code i} mirrored from the a-file to the h-file, which chess
     * scores alike but for castling rights, which the network does not see.
     */
    void run(FloatNetwork network, TrainingPositions positions, float[] targets, int[] order, int from, int to,
            float weight) {
        for (int k = from; k < to; k++) {
            boolean mirrored = order[k] < 0;
            int index = mirrored ? ~order[k] : order[k];
            float output = forward(network, positions, index, mirrored);
            float probability = (float) (1 / (1 + Math.exp(-output)));
            float error = probability - targets[index];
            loss += error * error;
            if (weight != 0) {
                backward(network, weight * 2 * error * probability * (1 - probability), positions.end(index)
                        - positions.start(index));
            }
        }
    }

    /**
     * The logit for {@code index} (mirrored from the a-file to the h-file when asked), from the output bucket of its
     * number of pieces; the hidden sums left in {@link #ours} and {@link #theirs}, the bucket in {@link #bucket}.
     */
    float forward(FloatNetwork network, TrainingPositions positions, int index, boolean mirrored) {
        int flip = mirrored ? 7 : 0;
        int side = positions.sideToMove(index);
        short[] features = positions.features();
        int count = 0;
        System.arraycopy(network.hiddenBiases, 0, ours, 0, hidden);
        System.arraycopy(network.hiddenBiases, 0, theirs, 0, hidden);
        for (int k = positions.start(index); k < positions.end(index); k++) {
            int piece = features[k] >>> 6;
            int square = (features[k] & 63) ^ flip;
            ourInputs[count] = Network.feature(side, piece, square) * hidden;
            theirInputs[count] = Network.feature(side ^ 1, piece, square) * hidden;
            addRow(ours, network.inputWeights, ourInputs[count]);
            addRow(theirs, network.inputWeights, theirInputs[count]);
            count++;
        }
        bucket = Network.bucket(count, buckets);
        outputOffset = bucket * 2 * hidden;
        float output = network.outputBias[bucket];
        float[] weights = network.outputWeights;
        for (int j = 0; j < hidden; j++) {
            output += network.activate(ours[j]) * weights[outputOffset + j]
                    + network.activate(theirs[j]) * weights[outputOffset + hidden + j];
        }
        return output;
    }

    private void backward(FloatNetwork network, float outputGradient, int count) {
        float[] weights = network.outputWeights;
        float[] outputWeights = gradient.outputWeights;
        float[] biases = gradient.hiddenBiases;
        int ourOffset = outputOffset;
        int theirOffset = outputOffset + hidden;
        gradient.outputBias[bucket] += outputGradient;
        for (int j = 0; j < hidden; j++) {
            float our = ours[j];
            float their = theirs[j];
            outputWeights[ourOffset + j] += outputGradient * network.activate(our);
            outputWeights[theirOffset + j] += outputGradient * network.activate(their);
            ourError[j] = outputGradient * weights[ourOffset + j] * network.slope(our);
            theirError[j] = outputGradient * weights[theirOffset + j] * network.slope(their);
            biases[j] += ourError[j] + theirError[j];
        }
        float[] inputs = gradient.inputWeights;
        for (int k = 0; k < count; k++) {
            addRow(inputs, ourInputs[k], ourError);
            addRow(inputs, theirInputs[k], theirError);
        }
    }

    private void addRow(float[] sums, float[] weights, int offset) {
        for (int j = 0; j < hidden; j++) {
            sums[j] += weights[offset + j];
        }
    }

    private void addRow(float[] weights, int offset, float[] values) {
        for (int j = 0; j < hidden; j++) {
            weights[offset + j] += values[j];
        }
    }
}
