package org.escaque.lab.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.escaque.core.Board;
import org.escaque.core.Position;
import org.escaque.engine.Engine;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.eval.network.Network;
import org.escaque.engine.eval.network.NetworkEvaluation;
import org.escaque.lab.cli.Main;
import org.escaque.lab.tools.BlockingSearch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code escaque-lab network} on a small scale: the whole pipeline (self-play with the hand-crafted evaluation, a
 * distilled prior, a network trained from it, a second generation playing with that network and trained further)
 * run twice with one seed and once with another, and once stopped and started again.
 */
class NetworkRebuildTest {

    private static final String[] SMALL = {"--generations", "2", "--first-games", "2", "--games", "2", "--nodes",
        "400", "--hidden", "8", "--variants", "2", "--prior-epochs", "1", "--first-epochs", "1", "--epochs", "1",
        "--first-rate", "0.01", "--rate", "0.01", "--batch", "64", "--threads", "1"};

    @TempDir
    Path directory;

    @Test
    void oneCommandRebuildsTheNetworkTheSameWayEachTime() throws Exception {
        Path first = directory.resolve("first");
        String printed = command(first, 7);
        Path last = NetworkPipeline.network(first, 1);
        Path zeroth = NetworkPipeline.network(first, 0);
        String sha = NetworkPipeline.sha256(last);
        assertEquals(sha + "  " + last, printed.strip().lines().reduce((a, b) -> b).orElseThrow(),
                "the last line is the last network's sha256");
        assertEquals(64, sha.length());

        // The engine evaluates and searches with the file.
        Network network = Network.read(last);
        assertEquals(8, network.hidden());
        assertTrue(network.scale() >= 30 && network.scale() <= 3000, "scale " + network.scale());
        NetworkEvaluation evaluation = new NetworkEvaluation(network, 1);
        Board board = Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").board();
        evaluation.start(board);
        evaluation.evaluate(board, 0);
        try (Engine engine = new Engine()) {
            engine.setNetwork(Optional.of(network));
            engine.setPosition(Position.initial(), List.of());
            assertTrue(BlockingSearch.run(engine, SearchLimits.fixedNodes(2000)).move() != null);
        }

        // Generation 1 played with generation 0's network: the log names its sha256, and its games are those that
        // network plays from generation 1's seed, not those of the hand-crafted evaluation.
        String log = Files.readString(first.resolve("network.log"), StandardCharsets.UTF_8);
        assertTrue(log.contains("generation 0: self-play, 2 games at 400 nodes, seed "
                + NetworkPipeline.seed(7, 0, NetworkPipeline.Use.GAMES) + ", evaluation classic"), log);
        assertTrue(log.contains("generation 1: self-play, 2 games at 400 nodes, seed "
                + NetworkPipeline.seed(7, 1, NetworkPipeline.Use.GAMES) + ", evaluation generation-0.nnue sha256 "
                + NetworkPipeline.sha256(zeroth)), log);
        assertTrue(log.contains("generation 1: training 1 epochs at rate 0.01 from generation-0.nnue sha256 "
                + NetworkPipeline.sha256(zeroth)), log);
        assertTrue(log.contains("generation 0: prior, "), log);
        byte[] played = Files.readAllBytes(first.resolve("gen-1/positions.txt"));
        long seed = NetworkPipeline.seed(7, 1, NetworkPipeline.Use.GAMES);
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        Path byNetwork = directory.resolve("by-network.txt");
        // Two engines at once, and stopped after the first game with half a line written: the same bytes.
        NetworkPipeline.selfPlay(byNetwork, Starts.RANDOM, 1, 400, seed, Optional.of(Network.read(zeroth)), 2, quiet);
        long firstGame = Files.size(byNetwork);
        Files.writeString(byNetwork, "r1bqkbnr/pppp1ppp/2n5/4p3;1-", StandardOpenOption.APPEND);
        NetworkPipeline.selfPlay(byNetwork, Starts.RANDOM, 2, 400, seed, Optional.of(Network.read(zeroth)), 2, quiet);
        assertArrayEquals(played, Files.readAllBytes(byNetwork), "generation 0's network replays generation 1");
        Path byClassic = directory.resolve("by-classic.txt");
        NetworkPipeline.selfPlay(byClassic, Starts.RANDOM, 2, 400, seed, Optional.empty(), 1, quiet);
        assertFalse(new String(played, StandardCharsets.UTF_8).equals(Files.readString(byClassic)),
                "generation 1 played as the hand-crafted evaluation does");
        assertNotEquals(NetworkPipeline.sha256(zeroth), sha, "generation 1's training changed nothing");

        // The same seed, the same bytes; a run stopped in generation 1's games resumes to them too.
        Path second = directory.resolve("second");
        assertEquals(sha, NetworkPipeline.sha256(NetworkPipeline.run(recipe(7), second, quiet)));
        assertArrayEquals(Files.readAllBytes(zeroth), Files.readAllBytes(NetworkPipeline.network(second, 0)));
        Path games = second.resolve("gen-1/positions.txt");
        Files.delete(NetworkPipeline.network(second, 1));
        for (String name : List.of("network.nnue", "network.nnue.checkpoint", "network.log")) {
            Files.delete(second.resolve("gen-1").resolve(name));
        }
        Files.writeString(second.resolve("gen-1/positions.txt.next"), "1 " + firstGame + "\n");
        Files.write(games, Arrays.copyOf(played, (int) firstGame + 10));
        assertEquals(sha, NetworkPipeline.sha256(NetworkPipeline.run(recipe(7), second, quiet)));
        assertArrayEquals(played, Files.readAllBytes(games));

        // A run of one generation started again with two goes on to the bytes of the run asked for two at once.
        Path grown = directory.resolve("grown");
        assertArrayEquals(Files.readAllBytes(zeroth),
                Files.readAllBytes(NetworkPipeline.run(recipe(7).withGenerations(1), grown, quiet)));
        assertEquals(sha, NetworkPipeline.sha256(NetworkPipeline.run(recipe(7), grown, quiet)));
        assertEquals(recipe(7).describe() + "\n", Files.readString(grown.resolve("settings.txt")));

        // Generation 0's network alone, copied into an empty directory (as when a machine is lost with the run's
        // games, its networks kept elsewhere): the same command goes on from it to the same bytes.
        Path moved = directory.resolve("moved");
        Files.createDirectories(moved);
        Files.copy(zeroth, NetworkPipeline.network(moved, 0));
        assertEquals(sha, NetworkPipeline.sha256(NetworkPipeline.run(recipe(7), moved, quiet)));
        assertTrue(Files.notExists(moved.resolve("gen-0")), "generation 0 was played again");

        // Another seed, another network; another recipe in a run's directory is refused.
        Path other = directory.resolve("other");
        NetworkPipeline.Recipe one = new NetworkPipeline.Recipe(8, 1, 2, 2, 400, 8, 2, 1, 1, 0.01, 1, 0.01, 0.2, 0.3,
                64, 1);
        assertNotEquals(NetworkPipeline.sha256(zeroth), NetworkPipeline.sha256(NetworkPipeline.run(one, other, quiet)));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> NetworkPipeline.run(recipe(7), other, quiet));
        assertTrue(refused.getMessage().startsWith(other + " holds a run of another recipe"), refused.getMessage());
    }

    /** Runs the command line with the small recipe and {@code seed}; returns what it printed. */
    private static String command(Path out, long seed) {
        StringWriter printed = new StringWriter();
        StringWriter errors = new StringWriter();
        String[] arguments = new String[SMALL.length + 5];
        arguments[0] = "network";
        System.arraycopy(SMALL, 0, arguments, 1, SMALL.length);
        arguments[SMALL.length + 1] = "--seed";
        arguments[SMALL.length + 2] = Long.toString(seed);
        arguments[SMALL.length + 3] = "--out";
        arguments[SMALL.length + 4] = out.toString();
        int code = Main.execute(arguments, new PrintWriter(printed, true), new PrintWriter(errors, true));
        assertEquals(0, code, errors.toString());
        return printed.toString();
    }

    @Test
    void aChainMayStartFromANetworkItTrainsFurther() throws Exception {
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        Path made = NetworkPipeline.run(new NetworkPipeline.Recipe(3, 1, 2, 2, 400, 8, 2, 1, 1, 0.01, 1, 0.01, 0.2,
                0.3, 64, 1), directory.resolve("made"), quiet);
        Path given = directory.resolve("given.nnue");
        Files.copy(made, given);
        String givenSha = NetworkPipeline.sha256(given);

        Path run = directory.resolve("from");
        NetworkPipeline.Recipe recipe = fromNetwork(given.toString(), 8);
        Path last = NetworkPipeline.run(recipe, run, quiet);
        assertArrayEquals(Files.readAllBytes(given), Files.readAllBytes(run.resolve("start.nnue")));
        String log = Files.readString(run.resolve("network.log"), StandardCharsets.UTF_8);
        long seed = NetworkPipeline.seed(5, 0, NetworkPipeline.Use.GAMES);
        assertTrue(log.contains("start: " + given + ", start.nnue sha256 " + givenSha), log);
        assertTrue(log.contains("generation 0: self-play, 2 games at 400 nodes, seed " + seed
                + ", evaluation start.nnue sha256 " + givenSha), log);
        assertTrue(log.contains("generation 0: training 1 epochs at rate 0.01 from start.nnue sha256 " + givenSha),
                log);
        assertFalse(log.contains("distilling") || log.contains(": prior,"),
                "a chain from a network has no prior: " + log);
        assertTrue(Files.readString(run.resolve("settings.txt")).strip().endsWith(", starts random, from " + given));

        // Its games are those the given network plays from random starts; its network is that one trained further.
        Path replayed = directory.resolve("replayed.txt");
        NetworkPipeline.selfPlay(replayed, Starts.RANDOM, 2, 400, seed, Optional.of(Network.read(given)), 1, quiet);
        assertArrayEquals(Files.readAllBytes(replayed), Files.readAllBytes(run.resolve("gen-0/positions.txt")));
        String sha = NetworkPipeline.sha256(last);
        assertNotEquals(givenSha, sha, "the training changed nothing");
        assertEquals(sha, NetworkPipeline.sha256(NetworkPipeline.run(recipe, directory.resolve("again"), quiet)));

        // A run started from another network (the same name, other bytes) is refused, as is one of another shape.
        Files.copy(last, given, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
                () -> NetworkPipeline.run(recipe, run, quiet));
        assertTrue(other.getMessage().contains("started from another network"), other.getMessage());
        IllegalArgumentException shape = assertThrows(IllegalArgumentException.class,
                () -> NetworkPipeline.run(fromNetwork(given.toString(), 16), directory.resolve("shape"), quiet));
        assertEquals("the network to start from has 8 hidden neurons, the recipe 16 (--hidden)", shape.getMessage());
        assertFalse(Files.exists(directory.resolve("shape")), "a refused run writes nothing");
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> NetworkPipeline.run(fromNetwork("no-such.nnue", 8), directory.resolve("missing"), quiet));
        assertEquals("there is no network file no-such.nnue to start from (--from)", missing.getMessage());

        // On the command line, starts it does not know are refused with exit code 2, nothing written.
        StringWriter errors = new StringWriter();
        Path refused = directory.resolve("refused");
        assertEquals(2, Main.execute(new String[] {"network", "--out", refused.toString(), "--starts", "sideways"},
                new PrintWriter(new StringWriter(), true), new PrintWriter(errors, true)));
        assertTrue(errors.toString().contains("the starts are bundled or random, not 'sideways'"), errors.toString());
        assertFalse(Files.exists(refused));
    }

    /** A one-generation chain of two games from the network {@code from}, random starts. */
    private static NetworkPipeline.Recipe fromNetwork(String from, int hidden) {
        return new NetworkPipeline.Recipe(5, 1, 2, 2, 400, hidden, 2, 1, 1, 0.01, 1, 0.01, 0.2, 0.3, 64, 1,
                Starts.RANDOM, from);
    }

    /** The small recipe the command line above gives (random starts, from nothing: the defaults). */
    private static NetworkPipeline.Recipe recipe(long seed) {
        return new NetworkPipeline.Recipe(seed, 2, 2, 2, 400, 8, 2, 1, 1, 0.01, 1, 0.01, 0.2, 0.3, 64, 1,
                Starts.RANDOM, NetworkPipeline.Recipe.FROM_NOTHING);
    }
}
