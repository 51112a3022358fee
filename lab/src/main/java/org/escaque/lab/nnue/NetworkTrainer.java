package org.escaque.lab.nnue;

import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.escaque.engine.eval.network.Network;

/**
 * Trains the learned evaluation ({@code org.escaque.engine.eval.network.Network}) on positions from
 * {@link SelfPlayPositions} and writes the engine's network file.
 *
 * <p>The fit: first the scale S, the centipawns per logit at which the search's scores, as
 * {@code 1 / (1 + e^(-score / S))}, best predict the games' results; then each position's target, a win probability
 * for the side to move, {@code lambda x result + (1 - lambda) x 1 / (1 + e^(-score / S))}; then mini-batch Adam on
 * the mean squared error between the network's {@code 1 / (1 + e^-output)} and the target, the step size falling
 * from {@code rate} to a twentieth of it along a half cosine over the epochs, the weights decayed by
 * {@code --decay} (0 by default; see {@link Adam}); with {@code --mirror true} (the default) each position is seen,
 * at random each epoch, as it is or mirrored from the a-file to the h-file. The last twentieth of each file (whole
 * games but the first) is held out and its error reported after every epoch; the positions are shuffled each epoch
 * from {@code (seed, epoch)}, so a run is reproducible, and after every epoch the state is kept in
 * {@code <output>.checkpoint} (a stopped run started again with the same arguments resumes there) and the network
 * so far written to {@code <output>}, its output scaled to centipawns by S.
 *
 * <p>A position without a result ({@link DistilledPositions}) has its score alone as its target. {@code --scale S}
 * sets the scale instead of fitting it (needed when no position has a result); {@code --init <file>} starts from
 * another run's network instead of random weights: its checkpoint (the optimiser state left behind) or a network
 * file such as the engine's built-in network (its integer weights turned back into floating point).
 *
 * {@code --buckets B} gives the output B buckets by the number of pieces on the board ({@link Network#bucket}); a
 * network of one output given to {@code --init} then has its output copied to each bucket, so training starts from
 * the same evaluation and lets the buckets part. {@code --activation squared} squares each clipped activation
 * ({@link Network.Activation}); a clipped network given to {@code --init} then starts it with its own weights.
 *
 * <p>Usage: {@code NetworkTrainer <output> <data file>... [--hidden H] [--epochs N] [--batch B] [--rate R]
 * [--lambda L] [--seed S] [--threads T] [--mirror true|false] [--decay D] [--scale S] [--buckets B]
 * [--init CHECKPOINT|NETWORK] [--activation clipped|squared]}.
 */
public final class NetworkTrainer {

    /** A checkpoint of a network of one output: magic, hidden neurons, epochs, then the state. */
    private static final int CHECKPOINT_MAGIC = 0x4553514B;
    /** A checkpoint with output buckets: magic, hidden neurons, buckets, epochs, then the state. */
    private static final int CHECKPOINT_MAGIC_BUCKETS = 0x4553514C;
    /**
     * A checkpoint of a network that is not clipped: magic, hidden neurons, buckets, activation (the network file's
     * code), epochs, then the state.
     */
    private static final int CHECKPOINT_MAGIC_ACTIVATION = 0x4553514D;
    /** The trainer holds out the last 1 / HELD_OUT of each data file. */
    static final int HELD_OUT = 20;

    private final TrainingSettings settings;
    private final TrainingPositions train = new TrainingPositions();
    private final TrainingPositions validation = new TrainingPositions();
    private final List<String> validationLines = new ArrayList<>();
    private final List<BatchWorker> workers = new ArrayList<>();
    private final ExecutorService threads;
    private final PrintStream out;

    private NetworkTrainer(TrainingSettings settings, PrintStream out) {
        this.settings = settings;
        this.out = out;
        this.threads = Executors.newFixedThreadPool(settings.threads(), runnable -> {
            Thread thread = new Thread(runnable, "trainer");
            thread.setDaemon(true);
            return thread;
        });
        for (int i = 0; i < settings.threads(); i++) {
            workers.add(new BatchWorker(settings.hidden(), settings.buckets()));
        }
    }

    public static void main(String[] arguments) throws Exception {
        TrainingSettings settings;
        try {
            settings = TrainingSettings.parse(arguments);
        } catch (IllegalArgumentException bad) {
            System.err.println(bad.getMessage());
            System.err.println("usage: NetworkTrainer <output> <data file>... [--hidden H] [--epochs N] [--batch B] "
                    + "[--rate R] [--lambda L] [--seed S] [--threads T] [--mirror true|false] [--decay D] [--scale S] "
                    + "[--buckets B] [--init CHECKPOINT|NETWORK] [--activation clipped|squared]");
            System.exit(2);
            return;
        }
        try {
            train(settings, System.out);
        } catch (IllegalArgumentException bad) {
            System.err.println(bad.getMessage());
            System.exit(2);
        }
    }

    /**
     * Runs the training {@code settings} ask for, its report to {@code out} (as {@link #main} does, without leaving
     * the JVM: the pipeline, {@link NetworkPipeline}, trains in its own process).
     *
     * @throws IllegalArgumentException when a file named is missing or of another shape, or no position has a
     *     result to fit the scale to and none is given
     */
    static void train(TrainingSettings settings, PrintStream out) throws Exception {
        String problem = problem(settings);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        NetworkTrainer trainer = new NetworkTrainer(settings, out);
        try {
            trainer.read();
            if (settings.scale() == 0 && !trainer.train.anyResult()) {
                throw new IllegalArgumentException(
                        "no training position has a game's result to fit the scale to: give --scale");
            }
            trainer.fit();
        } finally {
            trainer.threads.shutdown();
        }
    }

    /** What is wrong with the files named, or null: a missing data file, or a starting network of another shape. */
    static String problem(TrainingSettings settings) throws IOException {
        for (Path file : settings.data()) {
            if (!Files.isRegularFile(file)) {
                return "no data file " + file;
            }
        }
        if (settings.init() == null) {
            return null;
        }
        if (!Files.isRegularFile(settings.init())) {
            return "no checkpoint or network " + settings.init() + " to start from";
        }
        int hidden;
        int buckets;
        if (!isCheckpoint(settings.init())) {
            Network network;
            try {
                network = Network.read(settings.init());
            } catch (IOException | IllegalArgumentException unreadable) {
                return settings.init() + " is neither a checkpoint nor a network file (" + unreadable.getMessage()
                        + ")";
            }
            hidden = network.hidden();
            buckets = network.buckets();
        } else {
            try (DataInputStream in = new DataInputStream(Files.newInputStream(settings.init()))) {
                int magic = in.readInt();
                hidden = in.readInt();
                buckets = magic == CHECKPOINT_MAGIC ? 1 : in.readInt();
            }
        }
        if (hidden != settings.hidden()) {
            return settings.init() + " holds a network with " + hidden + " hidden neurons, not " + settings.hidden()
                    + " (--hidden)";
        }
        if (buckets != settings.buckets() && buckets != 1) {
            return settings.init() + " holds a network with " + buckets + " output buckets, not "
                    + settings.buckets() + " (--buckets; a network of one output may be given any number)";
        }
        return null;
    }

    /** Whether {@code file} starts as a checkpoint does (otherwise it may be a network file). */
    private static boolean isCheckpoint(Path file) throws IOException {
        try (DataInputStream in = new DataInputStream(Files.newInputStream(file))) {
            if (Files.size(file) < 8) {
                return false;
            }
            int magic = in.readInt();
            return magic == CHECKPOINT_MAGIC || magic == CHECKPOINT_MAGIC_BUCKETS
                    || magic == CHECKPOINT_MAGIC_ACTIVATION;
        }
    }

    private void read() throws IOException {
        for (Path file : settings.data()) {
            long lines = TrainingPositions.lines(file);
            long held = lines / HELD_OUT;
            train.read(file, 0, lines - held);
            validation.read(file, lines - held, held);
            validationLines.addAll(Files.readAllLines(file).subList((int) (lines - held), (int) lines));
            out.printf("%s: %d positions%n", file, lines);
        }
        out.printf("training %d positions, holding out %d%n", train.size(), validation.size());
    }

    private void fit() throws Exception {
        out.printf("settings: hidden %d, %s, epochs %d, batch %d, rate %s, lambda %s, seed %d, threads %d,"
                + " mirror %s, decay %s, init %s, activation %s%n", settings.hidden(), settings.buckets() == 1
                ? "one output" : settings.buckets() + " output buckets", settings.epochs(), settings.batch(),
                settings.rate(), settings.lambda(), settings.seed(), settings.threads(), settings.mirror(),
                settings.decay(), settings.init() == null ? "random" : settings.init(),
                settings.activation().name().toLowerCase(java.util.Locale.ROOT));
        double scale;
        if (settings.scale() > 0) {
            scale = settings.scale();
            out.printf("scale: %.1f centipawns per logit (given)%n", scale);
        } else {
            scale = WinProbability.fitScale(train);
            out.printf("scale: %.1f centipawns per logit (search scores against results)%n", scale);
        }
        float[] trainTargets = WinProbability.targets(train, scale, settings.lambda());
        float[] validationTargets = WinProbability.targets(validation, scale, settings.lambda());
        FloatNetwork network = FloatNetwork.random(settings.hidden(), settings.buckets(), settings.activation(),
                new SplittableRandom(settings.seed()));
        Adam adam = new Adam(settings.hidden(), settings.buckets());
        Path checkpoint = Path.of(settings.output() + ".checkpoint");
        if (settings.init() != null && !Files.exists(checkpoint)) {
            FloatNetwork start;
            if (isCheckpoint(settings.init())) {
                start = readCheckpoint(settings.init()).network();
            } else {
                start = FloatNetwork.dequantise(Network.read(settings.init()));
            }
            network = start.withBuckets(settings.buckets()).withActivation(settings.activation());
            out.printf("starting from the network in %s%s%s%n", settings.init(), start.buckets == network.buckets
                    ? "" : ", its output copied to each of " + network.buckets + " buckets",
                    start.activation == network.activation ? "" : ", its activation now "
                    + network.activation.name().toLowerCase(java.util.Locale.ROOT));
        }
        int firstEpoch = 0;
        if (Files.exists(checkpoint)) {
            Checkpoint saved = readCheckpoint(checkpoint);
            if (saved.network().hidden != network.hidden || saved.network().buckets != network.buckets
                    || saved.network().activation != network.activation) {
                throw new IOException(checkpoint + " is not a checkpoint of this network's size");
            }
            network = saved.network();
            adam = saved.adam();
            firstEpoch = saved.epochs();
            out.printf("resuming after epoch %d from %s%n", firstEpoch, checkpoint);
            // The network of the epoch kept: a run stopped between the checkpoint and the network file leaves the
            // file an epoch behind, and a finished run started again writes the same bytes.
            write(network.quantise((int) Math.round(scale)));
        }
        int[] order = new int[train.size()];
        int[] validationOrder = new int[validation.size()];
        for (int i = 0; i < validationOrder.length; i++) {
            validationOrder[i] = i;
        }
        out.printf("held-out error before: %.6f%n", error(network, validation, validationTargets,
                validationOrder));
        for (int epoch = firstEpoch; epoch < settings.epochs(); epoch++) {
            long started = System.nanoTime();
            double rate = settings.rate() * (0.05 + 0.95 * 0.5 * (1 + Math.cos(Math.PI * epoch / settings.epochs())));
            shuffle(order, new SplittableRandom(settings.seed() * 1_000_003L + epoch), settings.mirror());
            double trainError = 0;
            for (int from = 0; from < order.length; from += settings.batch()) {
                int to = Math.min(order.length, from + settings.batch());
                trainError += batch(network, train, trainTargets, order, from, to, 1f / (to - from));
                adam.step(network, workers.get(0).gradient(), rate, settings.decay());
            }
            double held = error(network, validation, validationTargets, validationOrder);
            out.printf("epoch %3d  rate %.5f  training error %.6f  held-out error %.6f  %.0f s%n", epoch + 1,
                    rate, trainError / order.length, held, (System.nanoTime() - started) / 1e9);
            save(checkpoint, network, adam, epoch + 1);
            write(network.quantise((int) Math.round(scale)));
        }
        new TrainingReport(network, (int) Math.round(scale), validation, validationLines, workers.get(0))
                .print(out);
    }

    /** Loss of one batch, its gradient (times {@code weight}) summed into the first worker's. */
    private double batch(FloatNetwork network, TrainingPositions positions, float[] targets, int[] order, int from,
            int to, float weight) throws InterruptedException, ExecutionException {
        List<Callable<Void>> shares = new ArrayList<>();
        int share = (to - from + workers.size() - 1) / workers.size();
        for (int w = 0; w < workers.size(); w++) {
            BatchWorker worker = workers.get(w);
            int start = Math.min(to, from + w * share);
            int end = Math.min(to, start + share);
            shares.add(() -> {
                worker.reset();
                worker.run(network, positions, targets, order, start, end, weight);
                return null;
            });
        }
        for (Future<Void> done : threads.invokeAll(shares)) {
            done.get();
        }
        double loss = 0;
        for (int w = 0; w < workers.size(); w++) {
            loss += workers.get(w).loss();
            if (w > 0 && weight != 0) {
                workers.get(0).gradient().add(workers.get(w).gradient());
            }
        }
        return loss;
    }

    private double error(FloatNetwork network, TrainingPositions positions, float[] targets, int[] order)
            throws InterruptedException, ExecutionException {
        double loss = 0;
        for (int from = 0; from < order.length; from += settings.batch()) {
            loss += batch(network, positions, targets, order, from, Math.min(order.length, from + settings.batch()), 0);
        }
        return loss / Math.max(1, order.length);
    }

    /** A random order of all positions, each mirrored (see {@link BatchWorker#run}) at random when asked. */
    private static void shuffle(int[] order, SplittableRandom random, boolean mirror) {
        for (int i = 0; i < order.length; i++) {
            order[i] = mirror && random.nextBoolean() ? ~i : i;
        }
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
    }

    /** What a checkpoint holds. */
    private record Checkpoint(FloatNetwork network, Adam adam, int epochs) {
    }

    /** Reads a checkpoint, of one output or with buckets. */
    private static Checkpoint readCheckpoint(Path checkpoint) throws IOException {
        try (DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(
                Files.newInputStream(checkpoint)))) {
            int magic = in.readInt();
            if (magic != CHECKPOINT_MAGIC && magic != CHECKPOINT_MAGIC_BUCKETS && magic != CHECKPOINT_MAGIC_ACTIVATION) {
                throw new IOException(checkpoint + " is not a checkpoint");
            }
            int hidden = in.readInt();
            int buckets = magic == CHECKPOINT_MAGIC ? 1 : in.readInt();
            Network.Activation activation = Network.Activation.CLIPPED;
            if (magic == CHECKPOINT_MAGIC_ACTIVATION) {
                int code = in.readInt();
                activation = Network.Activation.ofCode(code);
                if (activation == null) {
                    throw new IOException(checkpoint + ": unknown activation " + code);
                }
            }
            int epochs = in.readInt();
            FloatNetwork network = new FloatNetwork(hidden, buckets, activation);
            Adam adam = new Adam(hidden, buckets);
            network.read(in);
            adam.read(in);
            return new Checkpoint(network, adam, epochs);
        }
    }

    private static void save(Path checkpoint, FloatNetwork network, Adam adam, int epochs) throws IOException {
        Path temporary = Path.of(checkpoint + ".tmp");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temporary)))) {
            if (network.activation != Network.Activation.CLIPPED) {
                out.writeInt(CHECKPOINT_MAGIC_ACTIVATION);
                out.writeInt(network.hidden);
                out.writeInt(network.buckets);
                out.writeInt(network.activation.code());
            } else if (network.buckets == 1) {
                out.writeInt(CHECKPOINT_MAGIC);
                out.writeInt(network.hidden);
            } else {
                out.writeInt(CHECKPOINT_MAGIC_BUCKETS);
                out.writeInt(network.hidden);
                out.writeInt(network.buckets);
            }
            out.writeInt(epochs);
            network.write(out);
            adam.write(out);
        }
        Files.move(temporary, checkpoint, StandardCopyOption.REPLACE_EXISTING);
    }

    private void write(Network network) throws IOException {
        Path temporary = Path.of(settings.output() + ".tmp");
        try (OutputStream out = Files.newOutputStream(temporary)) {
            network.write(out);
        }
        Files.move(temporary, settings.output(), StandardCopyOption.REPLACE_EXISTING);
    }
}
