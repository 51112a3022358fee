package org.escaque.server.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.escaque.core.Color;
import org.escaque.core.Move;
import org.escaque.core.pgn.LenientUtf8Reader;
import org.escaque.core.pgn.PgnException;
import org.escaque.core.pgn.PgnGame;
import org.escaque.core.pgn.PgnReadResult;
import org.escaque.core.pgn.PgnReader;
import org.escaque.core.pgn.PgnWriter;
import org.escaque.play.analysis.AnnotatedPgn;
import org.escaque.play.analysis.Budget;
import org.escaque.play.analysis.GameReview;
import org.escaque.play.analysis.PositionEval;
import org.escaque.server.analysis.EngineAnalyser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code escaque analyse [FILE] [--budget quick|deep]}: analyses every game of a PGN file (standard input without
 * FILE) as the app does, and writes each back annotated ({@code [%eval]}, NAGs, the better lines); the time each game
 * took and each side's accuracy go to stderr. A game that cannot be read is reported and skipped (exit 2).
 */
@Command(name = "analyse", aliases = "analyze", mixinStandardHelpOptions = true,
        description = "Analyse PGN games with the engine and write them back annotated.")
final class AnalyseCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "PGN file (default: standard input).")
    private Path file;

    @Option(names = "--budget", paramLabel = "quick|deep", description = "Search per position: quick (${DEFAULT-VALUE}) "
            + "or deep.", defaultValue = "quick")
    private String budgetName;

    @Override
    public Integer call() throws IOException {
        Budget budget = Budget.fromId(budgetName).orElseThrow(() -> new UsageException("--budget is quick or deep, "
                + "not '" + budgetName + "'"));
        InputStream in;
        try {
            in = file == null ? System.in : Files.newInputStream(file);
        } catch (NoSuchFileException e) {
            throw new UsageException("no such file: " + file);
        } catch (IOException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        PgnReadResult read;
        try (Reader reader = new BufferedReader(new LenientUtf8Reader(in))) {
            read = PgnReader.readAll(reader);
        }
        for (PgnException error : read.errors()) {
            err.println("escaque analyse: " + error.getMessage());
        }
        try (EngineAnalyser analyser = new EngineAnalyser()) {
            int number = 0;
            for (PgnGame game : read.games()) {
                number++;
                long started = System.nanoTime();
                List<PositionEval> evals = analyse(analyser, game, budget);
                double seconds = (System.nanoTime() - started) / 1e9;
                GameReview review = GameReview.of(game.start(), game.mainlineMoves(), evals);
                out.print(PgnWriter.format(AnnotatedPgn.annotate(game, evals, review, budget)));
                out.flush();
                err.println(String.format(Locale.ROOT, "escaque analyse: game %d: %d moves, %d positions in %.1f s "
                        + "(%s, %d nodes a position); accuracy white %s, black %s", number,
                        (game.mainlineMoves().size() + 1) / 2, evals.size(), seconds, budget.id(), budget.nodes(),
                        accuracy(review, Color.WHITE), accuracy(review, Color.BLACK)));
            }
        }
        err.flush();
        return read.errors().isEmpty() ? 0 : Main.USAGE_ERROR;
    }

    /** Every position of the game, evaluated in order. */
    static List<PositionEval> analyse(EngineAnalyser analyser, PgnGame game, Budget budget) {
        List<Move> moves = game.mainlineMoves();
        List<PositionEval> evals = new ArrayList<>(moves.size() + 1);
        for (int ply = 0; ply <= moves.size(); ply++) {
            Optional<PositionEval> eval = analyser.analyse(game.start(), moves.subList(0, ply), budget, () -> false);
            evals.add(eval.orElseThrow(() -> new IllegalStateException("the analysis stopped")));
        }
        return evals;
    }

    private static String accuracy(GameReview review, Color side) {
        GameReview.SideSummary summary = review.sides().get(side);
        return Double.isNaN(summary.accuracy()) ? "-" : String.format(Locale.ROOT, "%.1f%% (%s, %s, %s)",
                summary.accuracy(), count(summary.inaccuracies(), "inaccuracy", "inaccuracies"),
                count(summary.mistakes(), "mistake", "mistakes"), count(summary.blunders(), "blunder", "blunders"));
    }

    private static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }
}
