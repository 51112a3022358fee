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
 * move; a clipped ReLU ({@code min(max(x, 0), QA)}) on each; and one output neuron over both halves, the side to
 * move's first. In the trainer's floating-point units an activation runs from 0 to 1 and the output is a logit,
 * a win probability through {@code 1 / (1 + e^-output)}; here the first layer is scaled by {@link #QA} and the
 * output weights by {@link #QB}, and the output becomes centipawns by the file's {@code scale} (the centipawns of
 * one logit, fitted to the engine's own scores when the network was trained).
 *
 * <p>The file, here and only here (big-endian, as {@link DataOutputStream} writes):
 * <pre>
 *   int    magic 0x4553514E ("ESQN")
 *   int    version 1
 *   int    inputs per perspective (768)
 *   int    hidden neurons H
 *   int    QA, then QB, then scale (centipawns per logit)
 *   short  input weights, 768 x H, feature-major: the H weights of feature f at f x H
 *   short  hidden biases, H
 *   short  output weights, 2 x H: the side to move's half, then the other side's
 *   int    output bias (scaled by QA x QB)
 * </pre>
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

    private static final int MAGIC = 0x4553514E;
    private static final int VERSION = 1;
    private static final String BUILT_IN = "escaque.nnue";

    final int hidden;
    final int scale;
    final short[] inputWeights;
    final short[] hiddenBiases;
    final short[] outputWeights;
    final int outputBias;

    // The same weights as the search reads them: widened to ints, each feature's row and each output half an array
    // of its own. The loops over them then have one element type and arrays that start aligned, the form the JIT
    // turns into vector instructions (over slices of one short[], at offsets, it kept them scalar: about 6 times
    // slower).
    /** [feature][hidden neuron]. */
    final int[][] inputRows;
    final int[] biases;
    /** The side to move's half of the output weights, then the other side's. */
    final int[] outputOurs;
    final int[] outputTheirs;

    /**
     * A network from its quantised weights (the arrays are copied).
     *
     * @throws IllegalArgumentException when the sizes do not fit {@code hidden} or the scale is not positive
     */
    public Network(int hidden, int scale, short[] inputWeights, short[] hiddenBiases, short[] outputWeights,
            int outputBias) {
        if (hidden < 1 || hidden > MAX_HIDDEN) {
            throw new IllegalArgumentException("hidden neurons must be 1 to " + MAX_HIDDEN + ", not " + hidden);
        }
        if (inputWeights.length != INPUTS * hidden || hiddenBiases.length != hidden
                || outputWeights.length != 2 * hidden) {
            throw new IllegalArgumentException("weight arrays do not match " + hidden + " hidden neurons");
        }
        if (scale < 1) {
            throw new IllegalArgumentException("the scale must be positive, not " + scale);
        }
        this.hidden = hidden;
        this.scale = scale;
        this.inputWeights = inputWeights.clone();
        this.hiddenBiases = hiddenBiases.clone();
        this.outputWeights = outputWeights.clone();
        this.outputBias = outputBias;
        this.inputRows = new int[INPUTS][hidden];
        for (int feature = 0; feature < INPUTS; feature++) {
            for (int i = 0; i < hidden; i++) {
                inputRows[feature][i] = inputWeights[feature * hidden + i];
            }
        }
        this.biases = new int[hidden];
        this.outputOurs = new int[hidden];
        this.outputTheirs = new int[hidden];
        for (int i = 0; i < hidden; i++) {
            biases[i] = hiddenBiases[i];
            outputOurs[i] = outputWeights[i];
            outputTheirs[i] = outputWeights[hidden + i];
        }
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

    /** A copy of the output weights, the side to move's half first, scaled by {@link #QB}. */
    public short[] outputWeights() {
        return outputWeights.clone();
    }

    /** The output's bias, scaled by {@link #QA} x {@link #QB}. */
    public int outputBias() {
        return outputBias;
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
            if (version != VERSION) {
                throw new IOException("network file version " + version + ", this engine reads " + VERSION);
            }
            int inputs = in.readInt();
            int hidden = in.readInt();
            int qa = in.readInt();
            int qb = in.readInt();
            int scale = in.readInt();
            if (inputs != INPUTS || qa != QA || qb != QB || hidden < 1 || hidden > MAX_HIDDEN) {
                throw new IOException("unsupported network: " + inputs + " inputs, " + hidden + " hidden, QA " + qa
                        + ", QB " + qb);
            }
            short[] inputWeights = readShorts(in, INPUTS * hidden);
            short[] hiddenBiases = readShorts(in, hidden);
            short[] outputWeights = readShorts(in, 2 * hidden);
            int outputBias = in.readInt();
            if (in.read() != -1) {
                throw new IOException("the network file goes on after its last weight");
            }
            return new Network(hidden, scale, inputWeights, hiddenBiases, outputWeights, outputBias);
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
        out.writeInt(VERSION);
        out.writeInt(INPUTS);
        out.writeInt(hidden);
        out.writeInt(QA);
        out.writeInt(QB);
        out.writeInt(scale);
        writeShorts(out, inputWeights);
        writeShorts(out, hiddenBiases);
        writeShorts(out, outputWeights);
        out.writeInt(outputBias);
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
