package org.escaque.lab.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.SeededRandom;
import org.escaque.core.Fen;

/**
 * Balanced openings for engine matches, made from a seed: from the start position, {@code plies} moves chosen at
 * random among the legal ones (the same seed, the same moves), kept when the position is still going (no mate, no
 * stalemate, not in check), new (not in the set so far, nor in any set given to avoid), and balanced: a short search
 * of a reference engine (Stockfish at {@code depth}) scores it within {@code window} centipawns. Each line of the
 * output is the position as an EPD (FEN without the move counters), as the bundled {@code openings.epd} is.
 *
 * <p>The bundled set was made the same way (8 plies, depth 12, ±60 cp); a set made from a new seed and kept apart from
 * tuning measures strength on openings nothing was chosen on.
 *
 * @param seed the random seed
 * @param count how many openings to make
 * @param plies how many random plies each has
 * @param depth the reference engine's search depth
 * @param window the largest score kept, in centipawns either way
 * @param engine the reference engine's command
 */
public record OpeningsGenerator(long seed, int count, int plies, int depth, int window, String engine) {

    /** The bundled set's recipe. */
    public static final int PLIES = 8;
    public static final int DEPTH = 12;
    public static final int WINDOW = 60;

    public OpeningsGenerator {
        if (count < 1 || count > 100_000 || plies < 1 || plies > 40 || depth < 1 || depth > 40 || window < 0) {
            throw new IllegalArgumentException("count 1-100000, plies 1-40, depth 1-40 and a window of 0 or more, not "
                    + count + ", " + plies + ", " + depth + ", " + window);
        }
    }

    /** What a run made: the openings, and how many candidates were drawn and why the others were left out. */
    public record Result(List<String> openings, String reference, int drawn, int ended, int repeated, int unbalanced) {
    }

    /**
     * Makes the set, leaving out every position of {@code avoid} (EPD lines); the reference engine is started once.
     *
     * @throws IOException when the reference engine cannot be started or stops answering
     */
    public Result generate(Set<String> avoid) throws IOException {
        SeededRandom random = new SeededRandom(seed);
        Set<String> kept = new LinkedHashSet<>();
        Set<String> seen = new HashSet<>();
        int drawn = 0;
        int ended = 0;
        int repeated = 0;
        int unbalanced = 0;
        String name;
        try (UciClient reference = new UciClient(engine, Map.of("Threads", "1", "Hash", "16"), 10_000)) {
            name = reference.name();
            while (kept.size() < count) {
                drawn++;
                if (drawn > count * 200) {
                    throw new IllegalStateException("only " + kept.size() + " of " + count + " openings after "
                            + (drawn - 1) + " tries: widen the window or use fewer plies");
                }
                Optional<Position> candidate = randomPlies(random);
                if (candidate.isEmpty()) {
                    ended++;
                    continue;
                }
                String epd = epd(candidate.get());
                if (!seen.add(epd) || avoid.contains(epd)) {
                    repeated++;
                    continue;
                }
                reference.send("ucinewgame");
                reference.send("position fen " + Fen.format(candidate.get()));
                reference.send("go depth " + depth);
                Optional<String> best = reference.awaitBestMove(System.nanoTime() + TimeUnit.SECONDS.toNanos(60));
                if (best.isEmpty()) {
                    throw new IOException("the reference engine gave no move within 60 s for " + epd);
                }
                Optional<Integer> score = reference.lastScore();
                if (score.isEmpty() || Math.abs(score.get()) > window) {
                    unbalanced++;
                    continue;
                }
                kept.add(epd);
            }
        }
        return new Result(List.copyOf(kept), name, drawn, ended, repeated, unbalanced);
    }

    /** {@code plies} random legal moves from the start; empty when the game ended or the side to move is in check. */
    private Optional<Position> randomPlies(SeededRandom random) {
        Position position = Position.initial();
        for (int i = 0; i < plies; i++) {
            List<Move> moves = position.legalMoves();
            if (moves.isEmpty()) {
                return Optional.empty();
            }
            try {
                position = position.play(moves.get(random.nextInt(moves.size())));
            } catch (IllegalMoveException impossible) {
                throw new IllegalStateException(impossible);
            }
        }
        return position.legalMoves().isEmpty() || position.isCheck() ? Optional.empty() : Optional.of(position);
    }

    /** A position as an EPD line: the FEN's first four fields. */
    public static String epd(Position position) {
        String[] fields = Fen.format(position).split(" ");
        return String.join(" ", fields[0], fields[1], fields[2], fields[3]);
    }

    /** The EPD positions of a file (the first four fields of each line that has them; '#' comments skipped). */
    public static Set<String> read(Path file) {
        try {
            Set<String> positions = new HashSet<>();
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String[] fields = line.trim().split("\\s+");
                if (fields.length >= 4 && !fields[0].startsWith("#")) {
                    positions.add(String.join(" ", fields[0], fields[1], fields[2], fields[3]));
                }
            }
            return positions;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The bundled set's positions (what a fresh set must not repeat). */
    public static Set<String> bundled() {
        return resource("openings.epd");
    }

    /** The fresh set's positions: the openings kept apart for measuring, which nothing is tuned or trained on. */
    public static Set<String> fresh() {
        return resource("openings-fresh.epd");
    }

    /** The EPD positions of one of the lab's opening sets ('#' comments skipped). */
    private static Set<String> resource(String name) {
        try (var in = OpeningsGenerator.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the lab's " + name + " is missing");
            }
            Set<String> positions = new HashSet<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] fields = line.trim().split("\\s+");
                if (fields.length >= 4 && !fields[0].startsWith("#")) {
                    positions.add(String.join(" ", fields[0], fields[1], fields[2], fields[3]));
                }
            }
            return positions;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The output: a comment line with the recipe, then one EPD per line. */
    public String text(Result result) {
        List<String> lines = new ArrayList<>();
        lines.add("# Escaque openings: seed " + seed + ", " + plies + " random plies, kept within +-" + window
                + " cp at depth " + depth + " of " + result.reference() + " (" + result.drawn() + " drawn, " + result.ended()
                + " ended or in check, " + result.repeated() + " repeated, " + result.unbalanced() + " unbalanced)");
        lines.addAll(result.openings());
        return String.join("\n", lines) + "\n";
    }

    /**
     * {@code SEED COUNT OUTPUT [STOCKFISH]}: makes COUNT openings from SEED by the bundled set's recipe, none of them in
     * the bundled set, into OUTPUT ({@code escaque-lab openings}).
     *
     * @throws IllegalArgumentException for arguments it cannot use, saying why
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 3 || args.length > 4) {
            throw new IllegalArgumentException("expected SEED COUNT OUTPUT [STOCKFISH], not " + args.length
                    + " arguments");
        }
        long seed;
        int count;
        try {
            seed = Long.parseLong(args[0]);
            count = Integer.parseInt(args[1]);
        } catch (NumberFormatException notANumber) {
            throw new IllegalArgumentException("SEED and COUNT are whole numbers, not '" + args[0] + "' and '"
                    + args[1] + "'");
        }
        OpeningsGenerator recipe = new OpeningsGenerator(seed, count, PLIES, DEPTH, WINDOW,
                args.length == 4 ? args[3] : "stockfish");
        Result result = recipe.generate(bundled());
        Files.writeString(Path.of(args[2]), recipe.text(result), StandardCharsets.UTF_8);
        System.out.println(recipe.text(result).lines().findFirst().orElse(""));
    }
}
