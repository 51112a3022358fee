package org.escaque.engine.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.SeededRandom;
import org.escaque.core.notation.UciMove;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PolyglotBookTest {

    private static final Path GNUCHESS_BOOK = Path.of("/usr/share/games/gnuchess/book.bin");

    private static final String CASTLING = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    private static final String PROMOTION = "8/P7/8/8/8/8/8/k6K w - - 0 1";
    private static final String QUEEN_ON_E1 = "3k4/8/8/8/8/8/8/K3Q3 w - - 0 1";

    @TempDir
    Path dir;

    /** One book entry as the test writes it. */
    private record Entry(long key, int move, int weight) {
    }

    @Test
    void readsMovesBackAndSkipsWhatIsNotLegal() throws Exception {
        long start = PolyglotKey.of(Position.initial());
        long castling = PolyglotKey.of(Position.fromFen(CASTLING));
        long castlingBlack = PolyglotKey.of(Position.fromFen(CASTLING.replace(" w ", " b ")));
        long promotion = PolyglotKey.of(Position.fromFen(PROMOTION));
        long queen = PolyglotKey.of(Position.fromFen(QUEEN_ON_E1));
        List<Entry> entries = List.of(
                new Entry(start, move("e2e4", 0), 10),
                new Entry(start, move("e2e5", 0), 500), // not legal: skipped
                new Entry(start, move("e1g1", 0), 500), // castling through pieces: skipped
                new Entry(start, 0, 500), // "no move": skipped
                new Entry(start, move("d2d4", 0), 30),
                new Entry(start, move("g1f3", 0), 0),
                new Entry(start, move("d2d4", 0), 7), // the same move again: the first one counts
                new Entry(castling, move("e1h1", 0), 5),
                new Entry(castling, move("e1a1", 0), 4),
                new Entry(castlingBlack, move("e8h8", 0), 3),
                new Entry(castlingBlack, move("e8a8", 0), 2),
                new Entry(promotion, move("a7a8", 4), 9),
                new Entry(promotion, move("a7a8", 1), 1),
                new Entry(promotion, move("a7a8", 0), 100), // a promotion needs its piece: skipped
                new Entry(promotion, move("a7a8", 5), 100), // no such piece: skipped
                new Entry(promotion, move("h1h2", 3), 100), // only pawns promote: skipped
                new Entry(queen, move("e1h1", 0), 6)); // a queen, not a king: an ordinary move
        PolyglotBook book = PolyglotBook.open(write("tiny.bin", entries));

        assertEquals(entries.size(), book.size());
        assertEquals(List.of("d2d4:30", "e2e4:10", "g1f3:0"), describe(book, Position.initial()));
        assertEquals(List.of("e1g1:5", "e1c1:4"), describe(book, Position.fromFen(CASTLING)));
        assertTrue(book.moves(Position.fromFen(CASTLING)).stream().allMatch(b -> b.move().isCastling()));
        assertEquals(List.of("e8g8:3", "e8c8:2"), describe(book, Position.fromFen(CASTLING.replace(" w ", " b "))));
        assertEquals(List.of("a7a8q:9", "a7a8n:1"), describe(book, Position.fromFen(PROMOTION)));
        assertEquals(List.of("e1h1:6"), describe(book, Position.fromFen(QUEEN_ON_E1)));
        assertEquals(List.of(), describe(book, Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")));
    }

    @Test
    void picksByWeightAndNeverAZeroWeight() throws Exception {
        long start = PolyglotKey.of(Position.initial());
        PolyglotBook book = PolyglotBook.open(write("weights.bin", List.of(
                new Entry(start, move("e2e4", 0), 3),
                new Entry(start, move("d2d4", 0), 1),
                new Entry(start, move("g1f3", 0), 0))));
        SeededRandom random = new SeededRandom(11);
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i < 4000; i++) {
            counts.merge(book.pick(Position.initial(), random).orElseThrow().toString(), 1, Integer::sum);
        }
        assertEquals(Set.of("e2e4", "d2d4"), counts.keySet());
        assertTrue(counts.get("e2e4") > 2700 && counts.get("e2e4") < 3300, counts.toString());

        PolyglotBook zeros = PolyglotBook.open(write("zeros.bin", List.of(new Entry(start, move("e2e4", 0), 0))));
        assertEquals(1, zeros.moves(Position.initial()).size());
        assertEquals(Optional.empty(), zeros.pick(Position.initial(), random));
        assertEquals(Optional.empty(), zeros.pick(Position.fromFen(PROMOTION), random));
    }

    /** The key Polyglot gives a position with an impossible en-passant capture still finds its moves. */
    @Test
    void findsPositionsKeyedWithAnIllegalEnPassantCapture() throws Exception {
        Position position = Position.initial();
        for (String move : "e2e4 g7g6 e4e5 f8g7 e1e2 b8c6 e2d3 c6b8 d3c3 d7d5".split(" ")) {
            position = position.play(UciMove.parse(position, move));
        }
        // key and move as Polyglot 2.0.4 make-book wrote them for this position
        PolyglotBook book = PolyglotBook.open(write("pinned.bin", List.of(new Entry(0x3209b9797d4bbc38L, 0x0195, 2))));
        assertEquals(List.of("g1f3:2"), describe(book, position));
    }

    @Test
    void refusesFilesThatAreNotBooks() throws Exception {
        Path missing = dir.resolve("missing.bin");
        PolyglotBookException error = assertThrows(PolyglotBookException.class, () -> PolyglotBook.open(missing));
        assertEquals("opening book " + missing + ": no such file", error.getMessage());
        assertEquals(missing, error.path());

        Path ragged = dir.resolve("ragged.bin");
        Files.write(ragged, new byte[40]);
        error = assertThrows(PolyglotBookException.class, () -> PolyglotBook.open(ragged));
        assertTrue(error.getMessage().contains("40 bytes long, not a whole number of 16-byte entries"),
                error.getMessage());

        Path unsorted = writeAsGiven("unsorted.bin",
                List.of(new Entry(5, move("e2e4", 0), 1), new Entry(4, move("e2e4", 0), 1)));
        error = assertThrows(PolyglotBookException.class, () -> PolyglotBook.open(unsorted));
        assertTrue(error.getMessage().contains("out of key order"), error.getMessage());

        error = assertThrows(PolyglotBookException.class, () -> PolyglotBook.open(dir));
        assertTrue(error.getMessage().contains("is a directory"), error.getMessage());

        Path empty = dir.resolve("empty.bin");
        Files.write(empty, new byte[0]);
        assertEquals(List.of(), PolyglotBook.open(empty).moves(Position.initial()));
    }

    @Test
    void gnuchessBook() throws Exception {
        if (!Files.isReadable(GNUCHESS_BOOK)) {
            // CI installs Debian's gnuchess-book and requires this check; elsewhere it is skipped.
            Assertions.assertFalse(Boolean.getBoolean("escaque.requireExternal"),
                    "gnuchess-book is required (escaque.requireExternal=true) but " + GNUCHESS_BOOK + " is missing");
            Assumptions.abort("no book at " + GNUCHESS_BOOK);
        }
        PolyglotBook book = PolyglotBook.open(GNUCHESS_BOOK);
        Position start = Position.initial();
        List<BookMove> moves = book.moves(start);
        assertTrue(moves.size() >= 4, moves.toString());
        List<String> texts = moves.stream().map(b -> b.move().toString()).toList();
        assertTrue(texts.contains("e2e4") && texts.contains("d2d4"), texts.toString());
        assertTrue(moves.stream().allMatch(b -> start.isLegal(b.move())));

        SeededRandom random = new SeededRandom(2024);
        Set<Move> picked = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            picked.add(book.pick(start, random).orElseThrow());
        }
        assertTrue(picked.size() >= 3, picked.toString());

        // following the book from the start, positions with black to move and en-passant files are found too
        int plies = 0;
        for (int game = 0; game < 20; game++) {
            Position position = start;
            for (Optional<Move> move = book.pick(position, random); move.isPresent() && plies < 10_000;
                    move = book.pick(position, random)) {
                position = position.play(move.get());
                plies++;
            }
        }
        assertTrue(plies >= 20 * 6, "only " + plies + " book plies in 20 games");
    }

    private static List<String> describe(PolyglotBook book, Position position) {
        List<String> texts = new ArrayList<>();
        for (BookMove bookMove : book.moves(position)) {
            assertTrue(position.isLegal(bookMove.move()), bookMove.toString());
            texts.add(bookMove.move() + ":" + bookMove.weight());
        }
        return texts;
    }

    /** The Polyglot move field for UCI-like squares and a promotion code (0 none, 1 knight .. 4 queen). */
    private static int move(String squares, int promotion) {
        int fromFile = squares.charAt(0) - 'a';
        int fromRank = squares.charAt(1) - '1';
        int toFile = squares.charAt(2) - 'a';
        int toRank = squares.charAt(3) - '1';
        return toFile | toRank << 3 | fromFile << 6 | fromRank << 9 | promotion << 12;
    }

    /** Writes entries as a book file, sorted by key as Polyglot requires (stable, so same-key order stays). */
    private Path write(String name, List<Entry> entries) throws IOException {
        List<Entry> sorted = new ArrayList<>(entries);
        sorted.sort((a, b) -> Long.compareUnsigned(a.key(), b.key()));
        return writeAsGiven(name, sorted);
    }

    private Path writeAsGiven(String name, List<Entry> entries) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            for (Entry entry : entries) {
                out.writeLong(entry.key());
                out.writeShort(entry.move());
                out.writeShort(entry.weight());
                out.writeInt(0);
            }
        }
        Path path = dir.resolve(name);
        Files.write(path, bytes.toByteArray());
        return path;
    }
}
