package org.escaque.server.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.escaque.core.Color;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.Position;
import org.escaque.core.game.dead.Budget;
import org.escaque.core.game.dead.Winnability;
import org.escaque.core.notation.Fen;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code escaque winnable}: whether each side can still checkmate by some series of legal moves (FIDE 5.2.2 and
 * 6.9), one line per position: {@code white=yes|no|unknown black=yes|no|unknown}. Reads one FEN ({@code --fen}) or
 * FENs from standard input, one a line (four-field EPD-style FENs too; blank lines are skipped). A bad FEN is
 * reported on stderr naming the field; from standard input its line is {@code error: <reason>}, the rest go on and
 * the exit code is 2 at the end. With {@code --bench} it times the check made after every move instead.
 */
@Command(name = "winnable", mixinStandardHelpOptions = true,
        description = "Can each side still checkmate by some series of legal moves? (FIDE 5.2.2 and 6.9)")
final class WinnableCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--fen", description = "One position (default: FENs from standard input, one a line).")
    private String fen;

    @Option(names = "--millis", description = "Time limit for each side's answer, in milliseconds (default: "
            + "${DEFAULT-VALUE}); 'unknown' when it runs out.")
    private long millis = 1000;

    @Option(names = "--bench", description = "Time the dead-position check made after every move, over the positions "
            + "of random games and of locked pawn chains, and print p50/p99/max.")
    private boolean bench;

    @Option(names = "--games", description = "With --bench: random games to play (default: ${DEFAULT-VALUE}).")
    private int games = 3000;

    @Option(names = "--seed", description = "With --bench: seed of the random games and positions (default: "
            + "${DEFAULT-VALUE}).")
    private long seed = 20240616L;

    @Override
    public Integer call() throws IOException {
        if (millis < 1 || millis > 3_600_000) {
            throw new UsageException("--millis must be between 1 and 3600000, not " + millis);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (bench) {
            if (games < 1 || games > 1_000_000) {
                throw new UsageException("--games must be between 1 and 1000000, not " + games);
            }
            DeadPositionBench.run(out, games, seed);
            return 0;
        }
        if (fen != null) {
            Position position;
            try {
                position = Fen.parse(fen);
            } catch (InvalidPositionException e) {
                throw new UsageException("bad --fen: " + e.getMessage());
            }
            out.println(answer(position));
            out.flush();
            return 0;
        }
        return readStandardInput(System.in, out, err);
    }

    private int readStandardInput(InputStream in, PrintWriter out, PrintWriter err) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        boolean failed = false;
        int number = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            try {
                out.println(answer(Fen.parse(line)));
            } catch (InvalidPositionException e) {
                failed = true;
                err.println("escaque winnable: line " + number + ": " + e.getMessage());
                err.flush();
                out.println("error: " + e.getMessage());
            }
            out.flush();
        }
        return failed ? Main.USAGE_ERROR : 0;
    }

    private String answer(Position position) {
        Budget budget = Budget.ofMillis(millis);
        return "white=" + Winnability.canCheckmate(position, Color.WHITE, budget).answer().id()
                + " black=" + Winnability.canCheckmate(position, Color.BLACK, budget).answer().id();
    }
}
