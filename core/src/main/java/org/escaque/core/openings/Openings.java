package org.escaque.core.openings;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.San;
import org.escaque.core.notation.SanException;

/**
 * Names positions after the openings that reach them. Each named line (ECO code, name, moves in SAN) is replayed
 * once from the start position; the position it ends in is indexed by its key ({@link Position#key()}: placement,
 * side to move, castling rights, en passant only when a capture is possible — the move counters do not count), so a
 * game that reaches that position by another order of moves (a transposition) is named the same. When two lines
 * end in the same position, the first one read keeps it.
 */
public final class Openings {

    /** The files of the bundled table, read in this order. */
    static final List<String> FILES = List.of("a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv");

    private final Map<Long, Opening> byKey;

    private Openings(Map<Long, Opening> byKey) {
        this.byKey = Map.copyOf(byKey);
    }

    /** The bundled table (3,807 named lines), read the first time it is asked for. */
    public static Openings standard() {
        return Standard.TABLE;
    }

    private static final class Standard {
        static final Openings TABLE = readBundled();
    }

    private static Openings readBundled() {
        Map<Long, Opening> byKey = new HashMap<>();
        for (String file : FILES) {
            try (InputStream in = Openings.class.getResourceAsStream(file)) {
                if (in == null) {
                    throw new IllegalStateException("the opening table " + file + " is missing from the build");
                }
                readInto(new InputStreamReader(in, StandardCharsets.UTF_8), file, byKey);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new Openings(byKey);
    }

    /**
     * A table read from tab-separated text: a header line, then {@code eco}, {@code name} and {@code pgn} (the moves
     * from the start position, move numbers allowed) on each line.
     *
     * @throws IllegalArgumentException naming the source and line of a malformed line or an illegal move
     */
    public static Openings read(Reader text, String source) throws IOException {
        Map<Long, Opening> byKey = new HashMap<>();
        readInto(text, source, byKey);
        return new Openings(byKey);
    }

    private static void readInto(Reader text, String source, Map<Long, Opening> byKey) throws IOException {
        // Lines share their first moves: each prefix is replayed once.
        Map<String, Position> replayed = new HashMap<>();
        BufferedReader lines = new BufferedReader(text);
        String header = lines.readLine();
        if (header == null || !header.equals("eco\tname\tpgn")) {
            throw new IllegalArgumentException(source + ": the first line must be 'eco<TAB>name<TAB>pgn'");
        }
        int number = 1;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.split("\t", -1);
            if (fields.length != 3 || !fields[0].matches("[A-E][0-9][0-9]") || fields[1].isBlank()) {
                throw new IllegalArgumentException(source + " line " + number + ": expected an ECO code, a name and "
                        + "moves, separated by tabs");
            }
            Position position = replay(fields[2], source, number, replayed);
            byKey.putIfAbsent(position.key(), new Opening(fields[0], fields[1].strip()));
        }
    }

    private static Position replay(String moves, String source, int number, Map<String, Position> replayed) {
        Position position = Position.initial();
        StringBuilder prefix = new StringBuilder(moves.length());
        for (String token : moves.trim().split("\\s+")) {
            if (token.isEmpty() || token.matches("[0-9]+\\.+")) {
                continue;
            }
            prefix.append(token).append(' ');
            Position before = position;
            position = replayed.computeIfAbsent(prefix.toString(), key -> play(before, token, source, number));
        }
        return position;
    }

    private static Position play(Position position, String san, String source, int number) {
        try {
            return position.play(San.parse(position, san));
        } catch (SanException | IllegalMoveException e) {
            throw new IllegalArgumentException(source + " line " + number + ": move '" + san + "' cannot be "
                    + "played: " + e.getMessage(), e);
        }
    }

    /** How many distinct positions have a name. */
    public int size() {
        return byKey.size();
    }

    /** The name of this position, if a named line ends in it. */
    public Optional<Opening> at(Position position) {
        return Optional.ofNullable(byKey.get(position.key()));
    }

    /**
     * The opening of a game: the name of the last position in it that has one (the deepest named position reached),
     * looked up from the last move back to the start position.
     *
     * @throws IllegalArgumentException if a move is not legal where it is played
     */
    public Optional<NamedPosition> of(Position start, List<Move> moves) {
        Position[] positions = new Position[moves.size() + 1];
        positions[0] = start;
        for (int i = 0; i < moves.size(); i++) {
            try {
                positions[i + 1] = positions[i].play(moves.get(i));
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("move " + moves.get(i) + " is not legal in " + positions[i].fen(), e);
            }
        }
        return ofPositions(List.of(positions));
    }

    /** As {@link #of}, for the positions of a game already replayed: the start position, then one after each move. */
    public Optional<NamedPosition> ofPositions(List<Position> positions) {
        for (int ply = positions.size() - 1; ply >= 0; ply--) {
            Opening opening = byKey.get(positions.get(ply).key());
            if (opening != null) {
                return Optional.of(new NamedPosition(opening, ply));
            }
        }
        return Optional.empty();
    }
}
