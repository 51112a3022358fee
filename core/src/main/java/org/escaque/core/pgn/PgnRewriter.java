package org.escaque.core.pgn;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Reads PGN games and writes each good one back in export format, reporting each bad one: the work of
 * {@code escaque pgn}. One game is in memory at a time.
 */
public final class PgnRewriter {

    /**
     * How a rewrite went.
     *
     * @param gamesWritten the good games, written out
     * @param gamesFailed the bad games, reported
     */
    public record Summary(int gamesWritten, int gamesFailed) {
    }

    private PgnRewriter() {
    }

    /**
     * Reads every game from {@code in}; writes each good one to {@code out} in export format (then flushes
     * {@code out}, closing neither); gives the problem of each bad one to {@code errors}.
     *
     * @throws IOException from {@code in} or {@code out}
     */
    public static Summary rewrite(Reader in, Writer out, Consumer<PgnException> errors) throws IOException {
        Objects.requireNonNull(errors, "errors");
        PgnWriter writer = new PgnWriter(out);
        int[] counts = new int[2];
        PgnGameCollector collector = new PgnGameCollector(game -> {
            try {
                writer.write(game);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            counts[0]++;
        }, error -> {
            counts[1]++;
            errors.accept(error);
        });
        try {
            new PgnReader(in).read(collector);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        out.flush();
        return new Summary(counts[0], counts[1]);
    }
}
