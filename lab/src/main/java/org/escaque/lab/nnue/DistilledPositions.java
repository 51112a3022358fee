package org.escaque.lab.nnue;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.escaque.core.Board;
import org.escaque.core.MoveGenerator;
import org.escaque.core.Position;
import org.escaque.core.Fen;
import org.escaque.engine.eval.Evaluator;

/**
 * Many more positions than self-play gives, each labelled with the hand-crafted evaluation instead of a search: a
 * prior for the network when games are few ("distillation"). From each position of a {@link SelfPlayPositions}
 * file, {@code variants} walks: none (the position itself), then walks of 1 to 4 random legal moves. Where a walk
 * ends in a quiet position (side to move not in check, with a legal move, and no capture or promotion sequence
 * raising the evaluation above its own static score), the position is written as {@code <FEN>;*;<score>}: no game
 * result ({@code *}), the score the hand-crafted evaluation's, in centipawns from white's side. Train on it with
 * {@code --scale} (the scale cannot be fitted without results); {@code --init} then carries the network over to
 * the games' positions.
 *
 * <p>The input's last twentieth, which {@link NetworkTrainer} holds out of that file, is left out, so that the
 * held-out games stay unseen. Line {@code n}'s walks draw their randomness from {@code (seed, n)} alone, so the
 * output is reproducible.
 *
 * <p>Usage: {@code DistilledPositions <output> <input> [variants] [seed]} (defaults 8, 1).
 */
public final class DistilledPositions {

    private static final int MAX_WALK = 4;
    private static final int MAX_SCORE = 1500;
    private static final int QUIESCENCE_PLIES = 12;

    private final Evaluator evaluator = new Evaluator();
    private final int[][] moves = new int[QUIESCENCE_PLIES + 1][MoveGenerator.MAX_MOVES];

    private DistilledPositions() {
    }

    public static void main(String[] arguments) throws IOException {
        int variants;
        long seed;
        try {
            if (arguments.length < 2) {
                throw new IllegalArgumentException("an output and an input file are needed");
            }
            variants = arguments.length > 2 ? Integer.parseInt(arguments[2]) : 8;
            seed = arguments.length > 3 ? Long.parseLong(arguments[3]) : 1;
            if (variants < 1) {
                throw new IllegalArgumentException("variants must be 1 or more");
            }
            if (!Files.isRegularFile(Path.of(arguments[1]))) {
                throw new IllegalArgumentException("no data file " + arguments[1]);
            }
        } catch (IllegalArgumentException bad) {
            System.err.println(bad instanceof NumberFormatException ? "variants and seed are whole numbers"
                    : bad.getMessage());
            System.err.println("usage: DistilledPositions <output> <input> [variants] [seed]");
            System.exit(2);
            return;
        }
        write(Path.of(arguments[0]), Path.of(arguments[1]), variants, seed, System.out);
    }

    /** Writes {@code output} from {@code input} as {@link #main} does, its progress to {@code log}. */
    static void write(Path output, Path input, int variants, long seed, PrintStream log) throws IOException {
        DistilledPositions distiller = new DistilledPositions();
        long written = 0;
        long read = 0;
        long started = System.nanoTime();
        long lines = TrainingPositions.lines(input);
        long training = lines - lines / NetworkTrainer.HELD_OUT;
        try (BufferedReader in = Files.newBufferedReader(input, StandardCharsets.UTF_8);
                BufferedWriter out = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
            long kept = 0;
            for (String line; kept < training && (line = in.readLine()) != null; read++) {
                if (line.isBlank()) {
                    continue;
                }
                kept++;
                SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + read);
                Position position = Fen.parse(line.substring(0, line.indexOf(';')));
                for (int v = 0; v < variants; v++) {
                    int plies = v == 0 ? 0 : 1 + random.nextInt(MAX_WALK);
                    String labelled = distiller.walk(position.board(), plies, random);
                    if (labelled != null) {
                        out.write(labelled);
                        written++;
                    }
                }
                if ((read + 1) % 100_000 == 0) {
                    log.printf("%d positions read, %d written, %.0f s%n", read + 1, written,
                            (System.nanoTime() - started) / 1e9);
                }
            }
        }
        log.printf("%d positions read, %d written, %.0f s%n", read, written,
                (System.nanoTime() - started) / 1e9);
    }

    /** The line for {@code board} after {@code plies} random legal moves, or null if it does not end quiet. */
    private String walk(Board board, int plies, SplittableRandom random) {
        int[] list = moves[0];
        for (int i = 0; i < plies; i++) {
            int count = MoveGenerator.generate(board, list);
            if (count == 0) {
                return null;
            }
            board.play(list[random.nextInt(count)]);
        }
        if (board.isCheck() || MoveGenerator.count(board) == 0) {
            return null;
        }
        int score = evaluator.evaluate(board);
        if (Math.abs(score) >= MAX_SCORE || quiescence(board, score, score + 1, 0) > score) {
            return null;
        }
        int white = board.sideToMove() == 0 ? score : -score;
        return Fen.format(Position.fromBoard(board)) + ";*;" + white + "\n";
    }

    /** A capture search (captures and promotions, checks ignored) of the hand-crafted evaluation, fail-soft. */
    private int quiescence(Board board, int alpha, int beta, int ply) {
        int best = evaluator.evaluate(board);
        if (best >= beta || ply == QUIESCENCE_PLIES) {
            return best;
        }
        alpha = Math.max(alpha, best);
        int[] list = moves[ply + 1];
        int count = MoveGenerator.generate(board, list, MoveGenerator.NOISY);
        for (int i = 0; i < count; i++) {
            board.play(list[i]);
            int score = -quiescence(board, -beta, -alpha, ply + 1);
            board.undo();
            if (score > best) {
                best = score;
                if (score >= beta) {
                    return score;
                }
                alpha = Math.max(alpha, score);
            }
        }
        return best;
    }
}
