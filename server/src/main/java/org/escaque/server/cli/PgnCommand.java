package org.escaque.server.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.escaque.core.pgn.LenientUtf8Reader;
import org.escaque.core.pgn.PgnRewriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code escaque pgn [FILE]}: reads PGN games (standard input without FILE) and writes them back in export
 * format. A bad game is reported on stderr with its number and line and skipped; the rest go on. Exit 1 if
 * any game failed.
 */
@Command(name = "pgn", mixinStandardHelpOptions = true, description = "Read PGN games and write them back in export format.")
final class PgnCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "PGN file (default: standard input).")
    private Path file;

    @Override
    public Integer call() throws IOException {
        InputStream in;
        try {
            in = file == null ? System.in : Files.newInputStream(file);
        } catch (NoSuchFileException e) {
            throw new UsageException("no such file: " + file);
        } catch (IOException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        Writer out = spec.commandLine().getOut();
        try (Reader reader = new BufferedReader(new LenientUtf8Reader(in))) {
            PgnRewriter.Summary summary = PgnRewriter.rewrite(reader, out, error -> err.println("escaque pgn: "
                    + error.getMessage()));
            err.flush();
            if (summary.gamesFailed() > 0) {
                err.println("escaque pgn: " + summary.gamesFailed() + " of " + (summary.gamesFailed()
                        + summary.gamesWritten()) + " games failed");
                return 1;
            }
            return 0;
        }
    }
}
