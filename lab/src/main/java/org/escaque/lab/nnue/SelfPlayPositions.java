package org.escaque.lab.nnue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.SplittableRandom;
import org.escaque.core.Position;
import org.escaque.engine.Engine;
import org.escaque.engine.eval.network.Network;
import org.escaque.lab.tuning.SelfPlayGame;

/**
 * Training positions for the network (the network trainer): the full engine, with the hand-crafted evaluation
 * (or a network: the sixth argument, {@code classic}, {@code builtin} or a network file), plays itself from the
 * bundled balanced openings (the first moves varied among near-equal ones) at a fixed node budget, and each quiet
 * position is written with the game's result and the search's own score, one line each:
 * {@code <FEN>;<result>;<score>}, the result {@code 1-0}, {@code 1/2-1/2} or {@code 0-1}, the score in centipawns
 * from white's side. How a game is played and ended: {@link SelfPlayGame}.
 *
 * <p>Game {@code i} starts from bundled opening {@code (i / 2) mod 400} and draws its randomness from
 * {@code (seed, i)} alone, so any range of games can be played in any order or process and gives the same lines.
 * Lines are appended game by game and the next game's index is kept in {@code <output>.next}: a stopped run
 * started again with the same arguments carries on where it stopped.
 *
 * <p>Usage: {@code SelfPlayPositions <output> <games> [first game] [nodes] [seed] [evaluation]} (defaults 0, 5000, 1,
 * classic).
 */
public final class SelfPlayPositions {

    private SelfPlayPositions() {
    }

    public static void main(String[] arguments) throws Exception {
        if (arguments.length < 2 || arguments.length > 6) {
            System.err.println("usage: SelfPlayPositions <output> <games> [first game] [nodes] [seed] "
                    + "[classic | builtin | network file]");
            System.exit(2);
        }
        Path output = Path.of(arguments[0]);
        int games;
        int firstGame;
        int nodes;
        long seed;
        Optional<Network> network;
        try {
            games = Integer.parseInt(arguments[1]);
            firstGame = arguments.length > 2 ? Integer.parseInt(arguments[2]) : 0;
            nodes = arguments.length > 3 ? Integer.parseInt(arguments[3]) : 5000;
            seed = arguments.length > 4 ? Long.parseLong(arguments[4]) : 1;
            if (games < 0 || firstGame < 0 || nodes < 1) {
                throw new IllegalArgumentException("games and the first game cannot be negative, nor nodes below 1");
            }
            network = EvaluationArgument.parse(arguments.length > 5 ? arguments[5] : "classic");
        } catch (IllegalArgumentException bad) {
            // NumberFormatException is one too: its message names the text that is not a number.
            System.err.println("SelfPlayPositions: " + bad.getMessage());
            System.exit(2);
            return;
        }
        Path progress = Path.of(output + ".next");
        int from = Files.exists(progress) ? Integer.parseInt(Files.readString(progress).strip()) : firstGame;
        long positions = 0;
        long started = System.nanoTime();
        try (Engine engine = new Engine()) {
            // By default the hand-crafted evaluation's games, as the recorded data sets were made (docs/engine.md).
            engine.setNetwork(network);
            engine.setOpeningVariety(true);
            for (int index = from; index < firstGame + games; index++) {
                SelfPlayGame.Played game = game(engine, index, nodes, seed);
                append(output, game);
                Files.writeString(progress, (index + 1) + "\n", StandardCharsets.UTF_8);
                positions += game.samples().size();
                if ((index - from + 1) % 20 == 0) {
                    System.out.printf("%d games (next %d), %d positions, %.0f s%n", index - from + 1, index + 1,
                            positions, (System.nanoTime() - started) / 1e9);
                }
            }
        }
    }

    /**
     * Game {@code index} of a run with {@code seed}: from bundled opening {@code (index / 2) mod 400}, its randomness
     * from {@code (seed, index)} alone (the engine's evaluation is whatever it was set to).
     */
    static SelfPlayGame.Played game(Engine engine, int index, int nodes, long seed) throws Exception {
        return game(engine, Starts.BUNDLED, index, nodes, seed);
    }

    /**
     * Game {@code index} of a run with {@code seed} from {@code starts}, its randomness (the start's too) from
     * {@code (seed, index)} alone (the engine's evaluation is whatever it was set to).
     */
    static SelfPlayGame.Played game(Engine engine, Starts starts, int index, int nodes, long seed) throws Exception {
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index);
        engine.setRandomSeed(random.nextLong());
        Position start = starts.start(engine, index, nodes, random);
        return SelfPlayGame.play(engine, start, nodes, random);
    }

    /** A game's lines: {@code <FEN>;<result>;<score>} for each quiet position, each ended by a newline. */
    static String lines(SelfPlayGame.Played game) {
        StringBuilder lines = new StringBuilder();
        for (SelfPlayGame.Sample sample : game.samples()) {
            lines.append(sample.fen()).append(';').append(game.result()).append(';').append(sample.whiteScore())
                    .append('\n');
        }
        return lines.toString();
    }

    private static void append(Path output, SelfPlayGame.Played game) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(output, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            out.write(lines(game));
        }
    }
}
