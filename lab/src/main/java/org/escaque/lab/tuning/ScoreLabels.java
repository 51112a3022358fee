package org.escaque.lab.tuning;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.escaque.lab.match.UciClient;

/**
 * Adds a UCI engine's score to training positions, for {@link Tuner}: reads
 * {@code FEN;result} lines, searches each position with the engine to a fixed depth, and writes
 * {@code FEN;result;score}, the score in centipawns from white's side (mates as +-2000, cut at that). Usage:
 * {@code ScoreLabels <input> <output> <engine command> [depth] [first line] [lines]}; the last two split a file
 * between processes.
 */
public final class ScoreLabels {

    private static final int LIMIT = 2000;

    private ScoreLabels() {
    }

    public static void main(String[] arguments) throws IOException {
        if (arguments.length < 3) {
            System.err.println("usage: ScoreLabels <input> <output> <engine command> [depth] [first line] [lines]");
            System.exit(2);
        }
        int depth = arguments.length > 3 ? Integer.parseInt(arguments[3]) : 8;
        long first = arguments.length > 4 ? Long.parseLong(arguments[4]) : 0;
        long count = arguments.length > 5 ? Long.parseLong(arguments[5]) : Long.MAX_VALUE;
        long done = 0;
        long started = System.nanoTime();
        try (UciClient engine = new UciClient(arguments[2], Map.of(), 10_000);
                BufferedReader in = Files.newBufferedReader(Path.of(arguments[0]), StandardCharsets.UTF_8);
                BufferedWriter out = Files.newBufferedWriter(Path.of(arguments[1]), StandardCharsets.UTF_8)) {
            String line;
            for (long number = 0; (line = in.readLine()) != null && number < first + count; number++) {
                if (number < first || line.isBlank()) {
                    continue;
                }
                String fen = line.substring(0, line.indexOf(';'));
                engine.send("position fen " + fen);
                engine.send("go depth " + depth);
                if (engine.awaitBestMove(System.nanoTime() + TimeUnit.SECONDS.toNanos(60)).isEmpty()) {
                    throw new IOException("the engine gave no move for " + fen);
                }
                Optional<Integer> score = engine.lastScore();
                if (score.isEmpty()) {
                    continue;
                }
                int clipped = Math.max(-LIMIT, Math.min(LIMIT, score.get()));
                int white = fen.split(" ")[1].equals("w") ? clipped : -clipped;
                out.write(line.strip() + ";" + white + "\n");
                if (++done % 20_000 == 0) {
                    System.out.printf("%d positions, %.0f s%n", done, (System.nanoTime() - started) / 1e9);
                }
            }
        }
    }
}
