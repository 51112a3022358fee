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
import org.escaque.core.Fen;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code escaque winnable}: whether each side can still checkmate by some series of legal moves (FIDE 5.2.2 and
 * 6.9), one line per position: {@code white=yes|no|unknown black=yes|no|unknown}. Reads one FEN ({@code --fen}) or
 * FENs from standard input, one a line (four-field EPD-style FENs too; blank lines are skipped). A bad FEN is
 * reported on stderr naming the field; from standard input its line is {@code error: <reason>}, the rest go on and
 * the exit code is 2 at the end. (The check's benchmark is the lab's: {@code escaque-lab dead-position-bench}.)
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

    @Override
    public Integer call() throws IOException {
        if (millis < 1 || millis > 3_600_000) {
            throw new UsageException("--millis must be between 1 and 3600000, not " + millis);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
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
