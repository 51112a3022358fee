package org.escaque.engine.eval.network;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The weights of the learned evaluation, quantised to integers. Immutable once read, so every search thread shares
 * one.
 *
 * <p>The architecture: {@value #INPUTS} inputs per side's perspective (one per piece of either colour, relative to
 * that side, on a square, seen from that side: see {@link #feature}); one hidden layer of {@code hidden} neurons
 * with weights and biases shared by both perspectives, whose sums (the accumulators) are kept up to date move by
 * move; an activation on each ({@link Activation}: a clipped ReLU, {@code min(max(x, 0), QA)}, or its square); and
 * one output neuron over both halves, the side to
 * move's first, whose weights and bias may depend on how many pieces are on the board (output buckets: with B of
 * them, bucket {@code (pieces - 1) x B / 32}, so with 8 a bucket for each four pieces). In the trainer's
 * floating-point units an activation runs from 0 to 1 and the output is a logit,
 * a win probability through {@code 1 / (1 + e^-output)}; here the first layer is scaled by {@link #QA} and the
 * output weights by {@link #QB}, and the output becomes centipawns by the file's {@code scale} (the centipawns of
 * one logit, fitted to the engine's own scores when the network was trained).
 *
 * <p>The file, here and only here (big-endian, as {@link DataOutputStream} writes):
 * <pre>
 *   int    magic 0x4553514E ("ESQN")
 *   int    version: 1 (one output), 2 (output buckets) or 3 (output buckets and an activation)
 *   int    inputs per perspective (768)
 *   int    hidden neurons H
 *   int    QA, then QB, then scale (centipawns per logit)
 *   int    output buckets B (versions 2 and 3; version 1 has one)
 *   int    activation: 0 clipped, 1 squared clipped (version 3 only; versions 1 and 2 are clipped)
 *   short  input weights, 768 x H, feature-major: the H weights of feature f at f x H
 *   short  hidden biases, H
 *   short  output weights, B x 2 x H: for each bucket, the side to move's half, then the other side's
 *   int    output biases, B (scaled by QA x QB)
 * </pre>
 * A network is written in the lowest version that holds it (one output and clipped: 1; clipped: 2), so such a file
 * reads the same in engines before buckets or activations.
 */
public final class Network {

    /** Inputs per perspective: 2 colours x 6 piece types x 64 squares. */
    public static final int INPUTS = 768;
    /** The first layer's scale: an activation of 1.0 is {@code QA}. */
    public static final int QA = 255;
    /** The output weights' scale. */
    public static final int QB = 512;
    /** The largest hidden layer a file may declare. */
    public static final int MAX_HIDDEN = 2048;
    /** The most output buckets a file may declare (one for each number of pieces). */
    public static final int MAX_BUCKETS = 32;

    private static final int MAGIC = 0x4553514E;
    private static final int VERSION_ONE_OUTPUT = 1;
    private static final int VERSION_BUCKETS = 2;
    private static final int VERSION_ACTIVATION = 3;
    private static final String BUILT_IN = "escaque.nnue";

    /**
     * What each hidden neuron passes on, in the trainer's units where its sum {@code x} is 1.0 at {@link #QA}.
     */
    public enum Activation {
        /** {@code min(max(x, 0), 1)}: the clipped ReLU. */
        CLIPPED,
        /**
         * {@code min(max(x, 0), 1)} squared: the same range, but a neuron's effect grows with its sum. In integers
         * {@code (c x c + 128) >> 8} for the clipped sum {@code c}, so that the output stays within an {@code int} as
         * the clipped one does; the output is then scaled by {@code 256 / QA} back to the clipped network's units.
         */
        SQUARED;

        /** Its code in the file format. */
        public int code() {
            return ordinal();
        }

        /** The activation of a file's code, or null for an unknown one. */
        public static Activation ofCode(int code) {
            return code >= 0 && code < values().length ? values()[code] : null;
        }
    }

    final int hidden;
    final int scale;
    final int buckets;
    final Activation activation;
    final short[] inputWeights;
    final short[] hiddenBiases;
    final short[] outputWeights;
    final int[] outputBiases;

    // The same weights as the search reads them: widened to ints, each feature's row and each output half an array
    // of its own. The loops over them then have one element type and arrays that start aligned, the form the JIT
    // turns into vector instructions (over slices of one short[], at offsets, it kept them scalar: about 6 times
    // slower).
    /** [feature][hidden neuron]. */
    final int[][] inputRows;
    final int[] biases;
    /** Per bucket: the side to move's half of the output weights, then the other side's. */
    final int[][] outputOurs;
    final int[][] outputTheirs;

    /**
     * A network of one output from its quantised weights (the arrays are copied).
     *
     * @throws IllegalArgumentException when the sizes do not fit {@code hidden} or the scale is not positive
     */
    public Network(int hidden, int scale, short[] inputWeights, short[] hiddenBiases, short[] outputWeights,
            int outputBias) {
        this(hidden, scale, inputWeights, hiddenBiases, outputWeights, new int[] {outputBias});
    }

    /**
     * A network from its quantised weights (the arrays are copied), with as many output buckets as
     * {@code outputBiases} has biases.
     *
     * @throws IllegalArgumentException when the sizes do not fit {@code hidden} and the buckets, or the scale is not
     *     positive
     */
    public Network(int hidden, int scale, short[] inputWeights, short[] hiddenBiases, short[] outputWeights,
            int[] outputBiases) {
        this(hidden, scale, inputWeights, hiddenBiases, outputWeights, outputBiases, Activation.CLIPPED);
    }

    /**
     * A network from its quantised weights (the arrays are copied), with as many output buckets as
     * {@code outputBiases} has biases and the given activation.
     *
     * @throws IllegalArgumentException when the sizes do not fit {@code hidden} and the buckets, or the scale is not
     *     positive
     */
    public Network(int hidden, int scale, short[] inputWeights, short[] hiddenBiases, short[] outputWeights,
            int[] outputBiases, Activation activation) {
        if (hidden < 1 || hidden > MAX_HIDDEN) {
            throw new IllegalArgumentException("hidden neurons must be 1 to " + MAX_HIDDEN + ", not " + hidden);
        }
        int buckets = outputBiases.length;
        if (buckets < 1 || buckets > MAX_BUCKETS) {
            throw new IllegalArgumentException("output buckets must be 1 to " + MAX_BUCKETS + ", not " + buckets);
        }
        if (inputWeights.length != INPUTS * hidden || hiddenBiases.length != hidden
                || outputWeights.length != buckets * 2 * hidden) {
            throw new IllegalArgumentException("weight arrays do not match " + hidden + " hidden neurons and "
                    + buckets + " output buckets");
        }
        if (scale < 1) {
            throw new IllegalArgumentException("the scale must be positive, not " + scale);
        }
        this.hidden = hidden;
        this.scale = scale;
        this.buckets = buckets;
        this.activation = java.util.Objects.requireNonNull(activation);
        this.inputWeights = inputWeights.clone();
        this.hiddenBiases = hiddenBiases.clone();
        this.outputWeights = outputWeights.clone();
        this.outputBiases = outputBiases.clone();
        this.inputRows = new int[INPUTS][hidden];
        for (int feature = 0; feature < INPUTS; feature++) {
            for (int i = 0; i < hidden; i++) {
                inputRows[feature][i] = inputWeights[feature * hidden + i];
            }
        }
        this.biases = new int[hidden];
        for (int i = 0; i < hidden; i++) {
            biases[i] = hiddenBiases[i];
        }
        this.outputOurs = new int[buckets][hidden];
        this.outputTheirs = new int[buckets][hidden];
        for (int bucket = 0; bucket < buckets; bucket++) {
            for (int i = 0; i < hidden; i++) {
                outputOurs[bucket][i] = outputWeights[bucket * 2 * hidden + i];
                outputTheirs[bucket][i] = outputWeights[bucket * 2 * hidden + hidden + i];
            }
        }
    }

    /** The output bucket of a position with {@code pieces} pieces (kings included) among {@code buckets}. */
    public static int bucket(int pieces, int buckets) {
        return Math.min(buckets - 1, Math.max(0, pieces - 1) * buckets / 32);
    }

    /**
     * The input index of a piece for one side's perspective: pieces of that side count as "ours" (types 0-5),
     * the other side's as "theirs" (6-11), and black sees the board mirrored top to bottom, so both sides see their
     * own pieces start on ranks 1 and 2.
     *
     * @param perspective 0 white, 1 black
     * @param piece colour x 6 + type (0 pawn .. 5 king), as core's board numbers pieces
     * @param square 0 (a1) to 63 (h8)
     */
    public static int feature(int perspective, int piece, int square) {
        int color = piece >= 6 ? 1 : 0;
        int type = piece - 6 * color;
        int relative = color == perspective ? type : type + 6;
        return relative * 64 + (perspective == 0 ? square : square ^ 56);
    }

    /** Hidden neurons. */
    public int hidden() {
        return hidden;
    }

    /** Output buckets (1 when the output does not depend on the number of pieces). */
    public int buckets() {
        return buckets;
    }

    /** What each hidden neuron passes on to the output. */
    public Activation activation() {
        return activation;
    }

    /** Centipawns per logit of output. */
    public int scale() {
        return scale;
    }

    /** A copy of the first layer's weights as the file stores them: feature-major, scaled by {@link #QA}. */
    public short[] inputWeights() {
        return inputWeights.clone();
    }

    /** A copy of the hidden neurons' biases, scaled by {@link #QA}. */
    public short[] hiddenBiases() {
        return hiddenBiases.clone();
    }

    /** A copy of the output weights, bucket by bucket, the side to move's half first, scaled by {@link #QB}. */
    public short[] outputWeights() {
        return outputWeights.clone();
    }

    /** A copy of the output's biases, one a bucket, scaled by {@link #QA} x {@link #QB}. */
    public int[] outputBiases() {
        return outputBiases.clone();
    }

    /**
     * The network shipped with the engine, read once and shared (a network is never changed after it is made, so
     * every engine and search thread may evaluate with the same one).
     */
    public static Network builtIn() {
        Network read = builtIn;
        if (read == null) {
            synchronized (Network.class) {
                read = builtIn;
                if (read == null) {
                    read = readBuiltIn();
                    builtIn = read;
                }
            }
        }
        return read;
    }

    private static volatile Network builtIn;

    private static Network readBuiltIn() {
        try (InputStream in = Network.class.getResourceAsStream(BUILT_IN)) {
            if (in == null) {
                throw new IllegalStateException("no network is built into this engine; set EvalFile to a network file");
            }
            return read(in);
        } catch (IOException failure) {
            throw new IllegalStateException("cannot read the built-in network: " + failure.getMessage(), failure);
        }
    }

    /** Reads a network file (format in the class comment). */
    public static Network read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        }
    }

    /**
     * Reads a network (format in the class comment).
     *
     * @throws IOException when the stream is not a network file, is of another version, or ends early or late
     */
    public static Network read(InputStream stream) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(stream));
        try {
            if (in.readInt() != MAGIC) {
                throw new IOException("not an Escaque network file");
            }
            int version = in.readInt();
            if (version != VERSION_ONE_OUTPUT && version != VERSION_BUCKETS && version != VERSION_ACTIVATION) {
                throw new IOException("network file version " + version + ", this engine reads " + VERSION_ONE_OUTPUT
                        + " to " + VERSION_ACTIVATION);
            }
            int inputs = in.readInt();
            int hidden = in.readInt();
            int qa = in.readInt();
            int qb = in.readInt();
            int scale = in.readInt();
            int buckets = version == VERSION_ONE_OUTPUT ? 1 : in.readInt();
            int activationCode = version == VERSION_ACTIVATION ? in.readInt() : Activation.CLIPPED.code();
            Activation activation = Activation.ofCode(activationCode);
            if (activation == null) {
                throw new IOException("unknown activation " + activationCode + " in the network file");
            }
            if (inputs != INPUTS || qa != QA || qb != QB || hidden < 1 || hidden > MAX_HIDDEN || buckets < 1
                    || buckets > MAX_BUCKETS) {
                throw new IOException("unsupported network: " + inputs + " inputs, " + hidden + " hidden, QA " + qa
                        + ", QB " + qb + ", " + buckets + " output buckets");
            }
            short[] inputWeights = readShorts(in, INPUTS * hidden);
            short[] hiddenBiases = readShorts(in, hidden);
            short[] outputWeights = readShorts(in, buckets * 2 * hidden);
            int[] outputBiases = new int[buckets];
            for (int bucket = 0; bucket < buckets; bucket++) {
                outputBiases[bucket] = in.readInt();
            }
            if (in.read() != -1) {
                throw new IOException("the network file goes on after its last weight");
            }
            return new Network(hidden, scale, inputWeights, hiddenBiases, outputWeights, outputBiases, activation);
        } catch (EOFException early) {
            throw new IOException("the network file ends early", early);
        } catch (IllegalArgumentException invalid) {
            throw new IOException("invalid network: " + invalid.getMessage(), invalid);
        }
    }

    /** Writes this network in the file format of the class comment. */
    public void write(OutputStream stream) throws IOException {
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(stream));
        out.writeInt(MAGIC);
        int version = activation != Activation.CLIPPED ? VERSION_ACTIVATION
                : buckets > 1 ? VERSION_BUCKETS : VERSION_ONE_OUTPUT;
        out.writeInt(version);
        out.writeInt(INPUTS);
        out.writeInt(hidden);
        out.writeInt(QA);
        out.writeInt(QB);
        out.writeInt(scale);
        if (version != VERSION_ONE_OUTPUT) {
            out.writeInt(buckets);
        }
        if (version == VERSION_ACTIVATION) {
            out.writeInt(activation.code());
        }
        writeShorts(out, inputWeights);
        writeShorts(out, hiddenBiases);
        writeShorts(out, outputWeights);
        for (int bias : outputBiases) {
            out.writeInt(bias);
        }
        out.flush();
    }

    private static short[] readShorts(DataInputStream in, int count) throws IOException {
        short[] values = new short[count];
        for (int i = 0; i < count; i++) {
            values[i] = in.readShort();
        }
        return values;
    }

    private static void writeShorts(DataOutputStream out, short[] values) throws IOException {
        for (short value : values) {
            out.writeShort(value);
        }
    }
}
