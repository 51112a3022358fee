package org.escaque.core.openings;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.San;
import org.escaque.core.notation.SanException;

/**
 * Names positions after the openings that reach them. Each named line (ECO code, name, moves in SAN) ends in a
 * position; it is indexed by that position's EPD ({@link #epd}: placement, side to move, castling rights, and the en
 * passant square only when an en passant capture is legal — the move counters do not count), so a game that reaches
 * the position by another order of moves (a transposition) is named the same. When two lines end in the same
 * position, the first one read keeps it.
 *
 * <p>The bundled table ({@code a.tsv} … {@code e.tsv}) is read through its index, {@value #INDEX}: one line per named
 * position, made from the table by {@link #index} (replaying every line takes seconds on a busy machine; reading the
 * index, milliseconds). {@code OpeningsTest} checks that the index is the one the table gives.
 */
public final class Openings {

    /** The files of the bundled table, read in this order. */
    static final List<String> FILES = List.of("a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv");
    /** The bundled index: {@code epd}, {@code eco}, {@code name}. */
    static final String INDEX = "positions.tsv";
    private static final String TABLE_HEADER = "eco\tname\tpgn";
    private static final String INDEX_HEADER = "epd\teco\tname";

    private static volatile Openings loaded;

    private final Map<String, Opening> byEpd;

    private Openings(Map<String, Opening> byEpd) {
        this.byEpd = Map.copyOf(byEpd);
    }

    /** The bundled table (3,807 named lines), read the first time it is asked for. */
    public static Openings standard() {
        return Standard.TABLE;
    }

    /**
     * The bundled table if it has been read already, without waiting for it (a server names openings once it is
     * there rather than hold up a move while it is read).
     */
    public static Optional<Openings> standardIfRead() {
        return Optional.ofNullable(loaded);
    }

    private static final class Standard {
        static final Openings TABLE = readIndex();

        static {
            loaded = TABLE;
        }
    }

    private static Openings readIndex() {
        try (InputStream in = Openings.class.getResourceAsStream(INDEX)) {
            if (in == null) {
                throw new IllegalStateException("the opening index " + INDEX + " is missing from the build");
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            if (!INDEX_HEADER.equals(lines.readLine())) {
                throw new IllegalStateException(INDEX + ": the first line must be 'epd<TAB>eco<TAB>name'");
            }
            Map<String, Opening> byEpd = new HashMap<>();
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] fields = line.split("\t", -1);
                if (fields.length != 3) {
                    throw new IllegalStateException(INDEX + ": a line without three fields: " + line);
                }
                byEpd.put(fields[0], new Opening(fields[1], fields[2]));
            }
            return new Openings(byEpd);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A table read from tab-separated text: a header line, then {@code eco}, {@code name} and {@code pgn} (the moves
     * from the start position, move numbers allowed) on each line.
     *
     * @throws IllegalArgumentException naming the source and line of a malformed line or an illegal move
     */
    public static Openings read(Reader text, String source) throws IOException {
        Map<String, Opening> byEpd = new LinkedHashMap<>();
        readInto(text, source, byEpd);
        return new Openings(byEpd);
    }

    /**
     * The index of the bundled table's files, as {@value #INDEX} holds it: a header, then one line per named position
     * in the order the table first names it.
     */
    static String index() throws IOException {
        Map<String, Opening> byEpd = new LinkedHashMap<>();
        for (String file : FILES) {
            try (InputStream in = Openings.class.getResourceAsStream(file)) {
                if (in == null) {
                    throw new IllegalStateException("the opening table " + file + " is missing from the build");
                }
                readInto(new InputStreamReader(in, StandardCharsets.UTF_8), file, byEpd);
            }
        }
        StringBuilder text = new StringBuilder(INDEX_HEADER).append('\n');
        byEpd.forEach((epd, opening) -> text.append(epd).append('\t').append(opening.eco()).append('\t')
                .append(opening.name()).append('\n'));
        return text.toString();
    }

    private static void readInto(Reader text, String source, Map<String, Opening> byEpd) throws IOException {
        // Lines share their first moves: each prefix is replayed once.
        Map<String, Position> replayed = new HashMap<>();
        BufferedReader lines = new BufferedReader(text);
        String header = lines.readLine();
        if (!TABLE_HEADER.equals(header)) {
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
            byEpd.putIfAbsent(epd(position), new Opening(fields[0], fields[1].strip()));
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

    /**
     * A position as the table identifies it: FEN's placement, side to move and castling rights, and the en passant
     * square only when an en passant capture is legal (as for the same position, FIDE 9.2.3); no move counters.
     */
    public static String epd(Position position) {
        String[] fields = position.fen().split(" ");
        String enPassant = "-";
        if (position.enPassantSquare().isPresent()
                && position.legalMoves().stream().anyMatch(Move::isEnPassant)) {
            enPassant = fields[3];
        }
        return fields[0] + ' ' + fields[1] + ' ' + fields[2] + ' ' + enPassant;
    }

    /** How many distinct positions have a name. */
    public int size() {
        return byEpd.size();
    }

    /** The name of this position, if a named line ends in it. */
    public Optional<Opening> at(Position position) {
        return Optional.ofNullable(byEpd.get(epd(position)));
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

    /**
     * As {@link #of}, for the positions of a game already replayed: the start position, then one after each move.
     * Moves that come back to a position the game already stood in are a loop, not a line: they are passed over, so
     * a game that returns to where it began (1. Nf3 Nf6 2. Ng1 Ng8) has no name, and one that returns to a named
     * position has that position's name.
     */
    public Optional<NamedPosition> ofPositions(List<Position> positions) {
        Map<String, Integer> first = new HashMap<>();
        String[] epds = new String[positions.size()];
        for (int ply = 0; ply < positions.size(); ply++) {
            epds[ply] = epd(positions.get(ply));
            first.putIfAbsent(epds[ply], ply);
        }
        for (int ply = positions.size() - 1; ply >= 0; ply--) {
            // From a position reached again, go on from where it was first reached.
            ply = first.get(epds[ply]);
            Opening opening = byEpd.get(epds[ply]);
            if (opening != null) {
                return Optional.of(new NamedPosition(opening, ply));
            }
        }
        return Optional.empty();
    }
}
