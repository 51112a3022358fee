package org.escaque.lab.nnue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.escaque.engine.Engine;
import org.escaque.engine.eval.network.Network;
import org.escaque.lab.tuning.SelfPlayGame;

/**
 * The network from nothing, in one run ({@code escaque-lab network}): generation 0 plays itself with the
 * hand-crafted evaluation ({@link SelfPlayPositions}' games), distils a prior from those positions
 * ({@link DistilledPositions}) and trains a network from it on the games ({@link NetworkTrainer}); each next
 * generation plays itself with the previous generation's network and trains that network further on its own games.
 * Every random choice derives from the recipe's seed (see {@link #seed}), so the same recipe, thread count included,
 * gives the same bytes.
 *
 * <p>The run's directory holds {@code settings.txt} (the recipe, which a run started again must match but for its
 * generations), {@code network.log} (one line a step), {@code gen-N/} (a generation's games, {@code positions.txt};
 * its prior; its training's output and log) and {@code generation-N.nnue}, each generation's network, written when the
 * generation is done. A stopped run started again resumes: finished generations are kept, the games from the next one
 * not written ({@code positions.txt.next} holds its index and the file's length then), the distillation is redone
 * unless finished, the training resumes from its checkpoint; the bytes are those of a run never stopped. Started again
 * with more generations, the run goes on from its last one, to the bytes of a run asked for them all at once.
 */
public final class NetworkPipeline {

    /**
     * The settings of a run: the games, the prior, the two trainings (the first generation's and the next ones'),
     * where the games start ({@link Starts}) and what the chain starts from: nothing ({@link #FROM_NOTHING}: the
     * hand-crafted evaluation's games, a prior) or a network ({@code builtin} or a file), which then plays
     * generation 0's games and is trained further on them as every next generation's network is.
     */
    public record Recipe(long seed, int generations, int firstGames, int games, int nodes, int hidden, int variants,
            int priorEpochs, int firstEpochs, double firstRate, int epochs, double rate, double decay, double lambda,
            int batch, int threads, Starts starts, String from) {

        /** {@link #from} of a chain from nothing. */
        public static final String FROM_NOTHING = "nothing";

        /** The chain from nothing, the games from the bundled openings (as the built-in network's were played). */
        public Recipe(long seed, int generations, int firstGames, int games, int nodes, int hidden, int variants,
                int priorEpochs, int firstEpochs, double firstRate, int epochs, double rate, double decay,
                double lambda, int batch, int threads) {
            this(seed, generations, firstGames, games, nodes, hidden, variants, priorEpochs, firstEpochs, firstRate,
                    epochs, rate, decay, lambda, batch, threads, Starts.BUNDLED, FROM_NOTHING);
        }

        /**
         * Defaults at full scale: the built-in network's lineage (docs/engine.md, "How a network is made"), its games
         * from random starts.
         */
        public static Recipe fullScale() {
            return new Recipe(1, 3, 40_000, 20_000, 5000, 256, 8, 20, 10, 0.001, 4, 0.0003, 0.2, 0.3, 16_384,
                    Runtime.getRuntime().availableProcessors(), Starts.RANDOM, FROM_NOTHING);
        }

        /** The same recipe with {@code count} generations. */
        Recipe withGenerations(int count) {
            return new Recipe(seed, count, firstGames, games, nodes, hidden, variants, priorEpochs, firstEpochs,
                    firstRate, epochs, rate, decay, lambda, batch, threads, starts, from);
        }

        /** Whether the chain starts from a network rather than from nothing. */
        boolean fromNetwork() {
            return !from.equals(FROM_NOTHING);
        }

        /** @throws IllegalArgumentException naming the first setting out of range */
        void check() {
            require(generations >= 1, "--generations must be 1 or more");
            require(firstGames >= 2 && games >= 2, "--first-games and --games must be 2 or more");
            require(nodes >= 1, "--nodes must be 1 or more");
            require(hidden >= 1, "--hidden must be 1 or more");
            require(variants >= 0, "--variants must be 0 (no prior) or more");
            require(priorEpochs >= 1 && firstEpochs >= 1 && epochs >= 1, "epochs must be 1 or more");
            require(firstRate >= 0 && rate >= 0 && decay >= 0, "rates and decay cannot be negative");
            require(lambda >= 0 && lambda <= 1, "--lambda is between 0 and 1");
            require(batch >= 1, "--batch must be 1 or more");
            require(threads >= 1, "--threads must be 1 or more");
            require(starts != null, "--starts is bundled or random");
            require(from != null && !from.isBlank(), "--from is nothing, builtin or a network file");
        }

        private static void require(boolean holds, String otherwise) {
            if (!holds) {
                throw new IllegalArgumentException(otherwise);
            }
        }

        /** The recipe in one line, as {@code settings.txt} keeps it. */
        String describe() {
            return String.format(Locale.ROOT, "seed %d, generations %d, first games %d, games %d, nodes %d, hidden %d,"
                    + " variants %d, prior epochs %d, first epochs %d, first rate %s, epochs %d, rate %s, decay %s,"
                    + " lambda %s, batch %d, threads %d", seed, generations, firstGames, games, nodes, hidden, variants,
                    priorEpochs, firstEpochs, plain(firstRate), epochs, plain(rate), plain(decay), plain(lambda), batch,
                    threads)
                    // A run of the first recipes (bundled openings, from nothing) is described as it was then.
                    + (starts == Starts.BUNDLED ? "" : ", starts " + starts.argument())
                    + (fromNetwork() ? ", from " + from : "");
        }
    }

    /** A number as written by hand: 0.0003, not 3.0E-4. */
    static String plain(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /** What a seed is drawn for: a generation's games, its distillation, its prior's training, its training. */
    enum Use {
        GAMES, DISTILLATION, PRIOR, TRAINING
    }

    /** The prior's training: the trainer's default rate, no decay (as the second run's prior was trained). */
    static final double PRIOR_RATE = 0.002;

    private final Recipe recipe;
    private final Path directory;
    private final PrintStream out;
    private final PrintStream log;

    /** The bytes of the network a chain starts from, or null for a chain from nothing. */
    private final byte[] startBytes;

    private NetworkPipeline(Recipe recipe, Path directory, PrintStream out, PrintStream log, byte[] startBytes) {
        this.recipe = recipe;
        this.directory = directory;
        this.out = out;
        this.log = log;
        this.startBytes = startBytes;
    }

    /**
     * Runs {@code recipe} in {@code directory} (made if missing; a stopped run there is resumed), its steps told to
     * {@code out}; returns the last generation's network.
     *
     * @throws IllegalArgumentException when a setting is out of range or the directory holds a run of another recipe
     */
    public static Path run(Recipe recipe, Path directory, PrintStream out) throws Exception {
        recipe.check();
        byte[] start = recipe.fromNetwork() ? startBytes(recipe) : null;
        Files.createDirectories(directory);
        Path settings = directory.resolve("settings.txt");
        String described = recipe.describe() + "\n";
        if (Files.exists(settings)) {
            String kept = Files.readString(settings, StandardCharsets.UTF_8);
            if (!kept.equals(described)) {
                // The same chain with more (or fewer) generations goes on from what is done: a generation's seeds
                // depend only on the run's seed and its own number, so its bytes are those of a run asked for as
                // many generations from the start.
                Matcher count = KEPT_GENERATIONS.matcher(kept);
                if (!count.find() || !(recipe.withGenerations(Integer.parseInt(count.group(1))).describe() + "\n")
                        .equals(kept)) {
                    throw new IllegalArgumentException(directory + " holds a run of another recipe (" + kept.strip()
                            + "): give another --out, or remove it to start again");
                }
                Files.writeString(settings, described, StandardCharsets.UTF_8);
            }
        } else {
            Files.writeString(settings, described, StandardCharsets.UTF_8);
        }
        try (OutputStream file = Files.newOutputStream(directory.resolve("network.log"), StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
                PrintStream log = new PrintStream(file, true, StandardCharsets.UTF_8)) {
            return new NetworkPipeline(recipe, directory, out, log, start).run();
        }
    }

    /** The number of generations in a kept recipe's line. */
    private static final Pattern KEPT_GENERATIONS = Pattern.compile("^seed -?\\d+, generations (\\d+),");

    /** The seed of {@code use} in {@code generation} of a run with {@code seed}. */
    static long seed(long seed, int generation, Use use) {
        return new SplittableRandom(seed * 0x9E3779B97F4A7C15L + generation * 4L + use.ordinal()).nextLong();
    }

    /** The file a generation's network is kept in once the generation is done. */
    static Path network(Path directory, int generation) {
        return directory.resolve("generation-" + generation + ".nnue");
    }

    /** The sha256 of a file, in hexadecimal. */
    public static String sha256(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    private Path run() throws Exception {
        step("run: %s", recipe.describe());
        Path previous = recipe.fromNetwork() ? startNetwork() : null;
        for (int generation = 0; generation < recipe.generations(); generation++) {
            Path done = network(directory, generation);
            if (Files.exists(done)) {
                step("generation %d: done before, %s sha256 %s", generation, done.getFileName(), sha256(done));
                previous = done;
                continue;
            }
            Path folder = directory.resolve("gen-" + generation);
            Files.createDirectories(folder);
            Path positions = folder.resolve("positions.txt");
            boolean first = previous == null;
            int games = first ? recipe.firstGames() : recipe.games();
            long gamesSeed = seed(recipe.seed(), generation, Use.GAMES);
            Optional<Network> player = previous == null ? Optional.empty() : Optional.of(Network.read(previous));
            step("generation %d: self-play, %d games at %d nodes, seed %d, evaluation %s", generation, games,
                    recipe.nodes(), gamesSeed, previous == null ? "classic"
                            : previous.getFileName() + " sha256 " + sha256(previous));
            selfPlay(positions, recipe.starts(), games, recipe.nodes(), gamesSeed, player, recipe.threads(), out);
            step("generation %d: %d positions, sha256 %s", generation, TrainingPositions.lines(positions),
                    sha256(positions));
            Path output = folder.resolve("network.nnue");
            TrainingSettings training;
            if (first) {
                Path init = null;
                if (recipe.variants() > 0) {
                    init = prior(folder, positions, generation);
                }
                training = settings(output, positions, recipe.firstEpochs(), recipe.firstRate(), recipe.decay(),
                        seed(recipe.seed(), generation, Use.TRAINING), 0, init);
            } else {
                training = settings(output, positions, recipe.epochs(), recipe.rate(), recipe.decay(),
                        seed(recipe.seed(), generation, Use.TRAINING), 0, previous);
            }
            step("generation %d: training %d epochs at rate %s from %s", generation, training.epochs(),
                    plain(training.rate()), training.init() == null ? "random weights" : training.init().getFileName()
                            + " sha256 " + sha256(training.init()));
            train(training, folder.resolve("network.log"));
            Network.read(output);
            Path temporary = Path.of(done + ".tmp");
            Files.copy(output, temporary, StandardCopyOption.REPLACE_EXISTING);
            Files.move(temporary, done, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            step("generation %d: done, %s sha256 %s", generation, done.getFileName(), sha256(done));
            previous = done;
        }
        step("network: %s sha256 %s", previous, sha256(previous));
        return previous;
    }

    /**
     * The bytes of the network {@code recipe} starts from, read before anything is written.
     *
     * @throws IllegalArgumentException when there is no such network or it is not of the recipe's shape
     */
    private static byte[] startBytes(Recipe recipe) throws IOException {
        byte[] bytes;
        if (recipe.from().equals("builtin")) {
            try (var in = Network.class.getResourceAsStream("escaque.nnue")) {
                if (in == null) {
                    throw new IllegalStateException("no network is built into this engine");
                }
                bytes = in.readAllBytes();
            }
        } else {
            Path file = Path.of(recipe.from());
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException("there is no network file " + file + " to start from (--from)");
            }
            bytes = Files.readAllBytes(file);
        }
        Network network;
        try {
            network = Network.read(new ByteArrayInputStream(bytes));
        } catch (IOException unreadable) {
            throw new IllegalArgumentException("cannot start from " + recipe.from() + ": " + unreadable.getMessage());
        }
        if (network.hidden() != recipe.hidden()) {
            throw new IllegalArgumentException("the network to start from has " + network.hidden()
                    + " hidden neurons, the recipe " + recipe.hidden() + " (--hidden)");
        }
        return bytes;
    }

    /**
     * The network a chain from a network starts from, copied into the run's directory as {@code start.nnue} (the
     * same bytes a resumed run must find there), its sha256 logged.
     *
     * @throws IllegalArgumentException when a stopped run in the directory started from another network
     */
    private Path startNetwork() throws IOException {
        byte[] bytes = startBytes;
        Path start = directory.resolve("start.nnue");
        if (Files.exists(start)) {
            if (!Arrays.equals(Files.readAllBytes(start), bytes)) {
                throw new IllegalArgumentException(directory + " holds a run started from another network than "
                        + recipe.from() + ": give another --out, or remove it to start again");
            }
        } else {
            Path temporary = directory.resolve("start.nnue.tmp");
            Files.write(temporary, bytes);
            Files.move(temporary, start, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }
        step("start: %s, %s sha256 %s", recipe.from(), start.getFileName(), sha256(start));
        return start;
    }

    /** Generation 0's prior: its games distilled, trained at the scale the games fit; returns its checkpoint. */
    private Path prior(Path folder, Path positions, int generation) throws Exception {
        Path distilled = folder.resolve("distilled.txt");
        if (!Files.exists(distilled)) {
            Path temporary = folder.resolve("distilled.txt.tmp");
            long seed = seed(recipe.seed(), generation, Use.DISTILLATION);
            step("generation %d: distilling %d variants of each position, seed %d", generation, recipe.variants(),
                    seed);
            DistilledPositions.write(temporary, positions, recipe.variants(), seed, out);
            Files.move(temporary, distilled, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }
        TrainingPositions games = new TrainingPositions();
        long lines = TrainingPositions.lines(positions);
        games.read(positions, 0, lines - lines / NetworkTrainer.HELD_OUT);
        long scale = Math.round(WinProbability.fitScale(games));
        Path prior = folder.resolve("prior.nnue");
        TrainingSettings training = settings(prior, distilled, recipe.priorEpochs(), PRIOR_RATE, 0,
                seed(recipe.seed(), generation, Use.PRIOR), scale, null);
        step("generation %d: prior, %d distilled positions, %d epochs at scale %d", generation,
                TrainingPositions.lines(distilled), recipe.priorEpochs(), scale);
        train(training, folder.resolve("prior.log"));
        return Path.of(prior + ".checkpoint");
    }

    private TrainingSettings settings(Path output, Path data, int epochs, double rate, double decay, long seed,
            double scale, Path init) {
        return new TrainingSettings(output, List.of(data), recipe.hidden(), epochs, recipe.batch(), rate,
                recipe.lambda(), seed, recipe.threads(), true, decay, scale, 1, init, Network.Activation.CLIPPED);
    }

    /** A training run, its report appended to {@code report}. */
    private void train(TrainingSettings settings, Path report) throws Exception {
        try (OutputStream file = Files.newOutputStream(report, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                PrintStream stream = new PrintStream(file, true, StandardCharsets.UTF_8)) {
            NetworkTrainer.train(settings, stream);
        }
    }

    private void step(String format, Object... arguments) {
        String line = String.format(Locale.ROOT, format, arguments);
        out.println(line);
        log.println(line);
    }

    /**
     * Games {@code 0} to {@code games - 1} of a run with {@code seed} ({@link SelfPlayPositions#game}), played by
     * {@code threads} engines at once and written in order to {@code output}, as one process of
     * {@link SelfPlayPositions} would write them; {@code output.next} keeps the next game and the file's length then,
     * so that a stopped run resumes with the same bytes.
     */
    static void selfPlay(Path output, Starts starts, int games, int nodes, long seed, Optional<Network> network,
            int threads, PrintStream out) throws Exception {
        Path progress = Path.of(output + ".next");
        int from = 0;
        long length = 0;
        if (Files.exists(progress)) {
            String[] kept = Files.readString(progress, StandardCharsets.UTF_8).strip().split(" ");
            from = Integer.parseInt(kept[0]);
            length = Long.parseLong(kept[1]);
        }
        if (from >= games) {
            return;
        }
        try (RandomAccessFile file = new RandomAccessFile(output.toFile(), "rw")) {
            file.setLength(length); // what a stopped run wrote after its last recorded game
        }
        List<Engine> engines = new ArrayList<>();
        ThreadLocal<Engine> engine = ThreadLocal.withInitial(() -> {
            Engine made = new Engine();
            made.setNetwork(network);
            made.setOpeningVariety(true);
            synchronized (engines) {
                engines.add(made);
            }
            return made;
        });
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "self-play");
            thread.setDaemon(true);
            return thread;
        });
        long started = System.nanoTime();
        try (OutputStream append = Files.newOutputStream(output, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            // A game is started once the game 2 x threads before it is written: the games' lines wait in order.
            List<Future<String>> pending = new ArrayList<>();
            int next = from;
            for (; next < games && next < from + 2 * threads; next++) {
                pending.add(submit(pool, engine, starts, next, nodes, seed));
            }
            long positions = 0;
            for (int index = from; index < games; index++) {
                String lines = pending.remove(0).get();
                if (next < games) {
                    pending.add(submit(pool, engine, starts, next++, nodes, seed));
                }
                byte[] bytes = lines.getBytes(StandardCharsets.UTF_8);
                append.write(bytes);
                append.flush();
                length += bytes.length;
                positions += lines.chars().filter(c -> c == '\n').count();
                Files.writeString(progress, (index + 1) + " " + length + "\n", StandardCharsets.UTF_8);
                if ((index - from + 1) % 100 == 0) {
                    out.printf(Locale.ROOT, "%d games (next %d), %d positions, %.0f s%n", index - from + 1,
                            index + 1, positions, (System.nanoTime() - started) / 1e9);
                }
            }
        } finally {
            pool.shutdownNow();
            synchronized (engines) {
                for (Engine made : engines) {
                    made.close();
                }
            }
        }
    }

    private static Future<String> submit(ExecutorService pool, ThreadLocal<Engine> engine, Starts starts, int index,
            int nodes, long seed) {
        return pool.submit(() -> SelfPlayPositions.lines(SelfPlayPositions.game(engine.get(), starts, index, nodes,
                seed)));
    }
}
