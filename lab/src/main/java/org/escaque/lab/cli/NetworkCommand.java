package org.escaque.lab.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.escaque.lab.nnue.NetworkPipeline;
import org.escaque.lab.nnue.Starts;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code escaque-lab network}: the learned evaluation's network rebuilt from nothing, self-play to the last
 * generation's file, in one command ({@link NetworkPipeline}). The defaults are the full-scale recipe.
 */
@Command(name = "network", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Rebuild the network from self-play it plays itself: generation 0 plays with the hand-crafted "
            + "evaluation, distils a prior and trains a network from it; each next generation plays with the "
            + "previous network and trains it further. Every random choice derives from --seed: the same arguments "
            + "(--threads too) give the same bytes. Writes OUT/generation-N.nnue, OUT/network.log and prints the "
            + "last network's sha256; a stopped run started again with the same arguments resumes.",
            "The defaults are the full-scale recipe (hours on two cores; give it a large heap, "
                + "ESCAQUE_LAB_JAVA_OPTS=-Xmx12g, or use bench/nnue-network)."})
final class NetworkCommand implements Callable<Integer> {

    private static final NetworkPipeline.Recipe FULL = NetworkPipeline.Recipe.fullScale();

    @Spec
    private CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "The run's directory.")
    private Path out;

    @Option(names = "--seed", description = "Seed of every random choice (default: ${DEFAULT-VALUE}).")
    private long seed = FULL.seed();

    @Option(names = "--generations", description = "Networks in the chain (default: ${DEFAULT-VALUE}).")
    private int generations = FULL.generations();

    @Option(names = "--first-games", description = "Generation 0's games, hand-crafted evaluation "
            + "(default: ${DEFAULT-VALUE}).")
    private int firstGames = FULL.firstGames();

    @Option(names = "--games", description = "Each next generation's games (default: ${DEFAULT-VALUE}).")
    private int games = FULL.games();

    @Option(names = "--nodes", description = "Nodes a move, each move's budget drawn between half and 1.5 times it "
            + "(default: ${DEFAULT-VALUE}).")
    private int nodes = FULL.nodes();

    @Option(names = "--hidden", description = "Hidden neurons (default: ${DEFAULT-VALUE}).")
    private int hidden = FULL.hidden();

    @Option(names = "--variants", description = "Distilled variants of each of generation 0's positions for its "
            + "prior; 0: no prior, random first weights (default: ${DEFAULT-VALUE}).")
    private int variants = FULL.variants();

    @Option(names = "--prior-epochs", description = "Epochs of the prior (default: ${DEFAULT-VALUE}).")
    private int priorEpochs = FULL.priorEpochs();

    @Option(names = "--first-epochs", description = "Epochs of generation 0's training (default: ${DEFAULT-VALUE}).")
    private int firstEpochs = FULL.firstEpochs();

    @Option(names = "--first-rate", description = "Rate of generation 0's training (default: ${DEFAULT-VALUE}).")
    private double firstRate = FULL.firstRate();

    @Option(names = "--epochs", description = "Epochs of each next generation's training (default: ${DEFAULT-VALUE}).")
    private int epochs = FULL.epochs();

    @Option(names = "--rate", description = "Rate of each next generation's training (default: ${DEFAULT-VALUE}).")
    private double rate = FULL.rate();

    @Option(names = "--decay", description = "Weight decay of the games' trainings (default: ${DEFAULT-VALUE}).")
    private double decay = FULL.decay();

    @Option(names = "--lambda", description = "Weight of the game's result in each target (default: "
            + "${DEFAULT-VALUE}).")
    private double lambda = FULL.lambda();

    @Option(names = "--batch", description = "Positions a training batch (default: ${DEFAULT-VALUE}).")
    private int batch = FULL.batch();

    @Option(names = "--threads", description = "Self-play engines and training threads; part of the recipe, as the "
            + "trainer's sums depend on it (default: all cores, ${DEFAULT-VALUE} here).")
    private int threads = FULL.threads();

    @Option(names = "--starts", paramLabel = "bundled|random", description = "Where the games start: random, "
            + "4 to 9 random plies kept within 1.5 pawns by the engine's own search and never a position of the "
            + "bundled or the fresh openings; bundled, the 400 openings the SPRTs play (default: ${DEFAULT-VALUE}).")
    private String starts = FULL.starts().argument();

    @Option(names = "--from", paramLabel = "nothing|builtin|FILE", description = "What the chain starts from: "
            + "nothing (generation 0 plays with the hand-crafted evaluation, with a prior), or a network (builtin or a "
            + "file) that plays generation 0's --games and is trained further on them as --epochs and --rate say "
            + "(default: ${DEFAULT-VALUE}).")
    private String from = FULL.from();

    @Override
    public Integer call() throws Exception {
        NetworkPipeline.Recipe recipe = new NetworkPipeline.Recipe(seed, generations, firstGames, games, nodes, hidden,
                variants, priorEpochs, firstEpochs, firstRate, epochs, rate, decay, lambda, batch, threads,
                Starts.parse(starts), from);
        PrintStream stream = new PrintStream(new WriterStream(spec), true, StandardCharsets.UTF_8);
        Path network = NetworkPipeline.run(recipe, out, stream);
        stream.flush();
        spec.commandLine().getOut().println(NetworkPipeline.sha256(network) + "  " + network);
        spec.commandLine().getOut().flush();
        return 0;
    }

    /** The command's output as a stream: each line passed on to picocli's writer as it ends. */
    private static final class WriterStream extends java.io.OutputStream {

        private final CommandSpec spec;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        WriterStream(CommandSpec spec) {
            this.spec = spec;
        }

        @Override
        public synchronized void write(int b) {
            line.write(b);
            if (b == '\n') {
                flush();
            }
        }

        @Override
        public synchronized void flush() {
            if (line.size() > 0) {
                spec.commandLine().getOut().print(line.toString(StandardCharsets.UTF_8));
                spec.commandLine().getOut().flush();
                line.reset();
            }
        }
    }
}
