package org.escaque.lab.tuning;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.escaque.core.Position;
import org.escaque.core.Fen;
import org.escaque.engine.Engine;
import org.escaque.lab.match.MatchRunner;

/**
 * Training positions for {@link Tuner}: the full engine plays itself from the bundled balanced openings (each with
 * both colours, the first moves varied among near-equal ones) at a few thousand nodes a move, and every quiet
 * position of the game (side to move not in check, the move chosen neither a capture nor a promotion, no mate
 * score) is written with the game's result, one line each: {@code <FEN>;<result>} with the result {@code 1-0},
 * {@code 1/2-1/2} or {@code 0-1}. How a game is played and ended: {@link SelfPlayGame}. Lines are appended game by
 * game, so a run can be stopped at any time.
 * Usage: {@code SelfPlayData <output> <games> [first game] [nodes] [seed]}.
 */
public final class SelfPlayData {

    private SelfPlayData() {
    }

    public static void main(String[] arguments) throws Exception {
        if (arguments.length < 2) {
            System.err.println("usage: SelfPlayData <output> <games> [first game] [nodes] [seed]");
            System.exit(2);
        }
        Path output = Path.of(arguments[0]);
        int games = Integer.parseInt(arguments[1]);
        int firstGame = arguments.length > 2 ? Integer.parseInt(arguments[2]) : 0;
        int nodes = arguments.length > 3 ? Integer.parseInt(arguments[3]) : 8000;
        SplittableRandom random = new SplittableRandom(arguments.length > 4 ? Long.parseLong(arguments[4]) : 1);
        List<String> openings = MatchRunner.bundledOpenings();
        long positions = 0;
        long started = System.nanoTime();
        try (Engine engine = new Engine()) {
            // The hand-crafted evaluation's games, as the recorded data sets were made (docs/engine.md).
            engine.setNetwork(Optional.empty());
            engine.setOpeningVariety(true);
            engine.setRandomSeed(random.nextLong());
            for (int index = firstGame; index < firstGame + games; index++) {
                Position start = Fen.parse(openings.get((index / 2) % openings.size()));
                SelfPlayGame.Played game = SelfPlayGame.play(engine, start, nodes, random);
                try (BufferedWriter out = Files.newBufferedWriter(output, StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
                    for (SelfPlayGame.Sample sample : game.samples()) {
                        out.write(sample.fen() + ";" + game.result() + "\n");
                    }
                }
                positions += game.samples().size();
                if ((index - firstGame + 1) % 20 == 0) {
                    System.out.printf("%d games, %d positions, %.0f s%n", index - firstGame + 1, positions,
                            (System.nanoTime() - started) / 1e9);
                }
            }
        }
    }
}
