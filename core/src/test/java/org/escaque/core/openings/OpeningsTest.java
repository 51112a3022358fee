package org.escaque.core.openings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.San;
import org.junit.jupiter.api.Test;

/** Opening names found by position, so that a transposition is named like the line it reaches. */
final class OpeningsTest {

    private static final Openings OPENINGS = Openings.standard();

    private static List<Move> moves(String sans) throws IllegalMoveException {
        List<Move> moves = new ArrayList<>();
        Position position = Position.initial();
        for (String san : sans.trim().split("\\s+")) {
            if (san.matches("[0-9]+\\.+")) {
                continue;
            }
            Move move = San.parse(position, san);
            moves.add(move);
            position = position.play(move);
        }
        return moves;
    }

    private static Optional<NamedPosition> named(String sans) throws IllegalMoveException {
        return OPENINGS.of(Position.initial(), moves(sans));
    }

    @Test
    void aTranspositionIsNamedLikeTheLineItReaches() throws Exception {
        // The table has "1. d4 d5 2. Nf3" (D02) and no line "1. Nf3 d5 2. d4"; both orders reach one position.
        NamedPosition byTheBook = named("1. d4 d5 2. Nf3").orElseThrow();
        NamedPosition transposed = named("1. Nf3 d5 2. d4").orElseThrow();
        assertEquals(new Opening("D02", "Queen's Pawn Game: Zukertort Variation"), byTheBook.opening());
        assertEquals(byTheBook.opening(), transposed.opening());
        assertEquals(3, transposed.ply());
        // One move earlier the two games stand in different named positions.
        assertEquals(new Opening("A06", "Zukertort Opening"), named("1. Nf3 d5").orElseThrow().opening());
        assertEquals(new Opening("D00", "Queen's Pawn Game"), named("1. d4 d5").orElseThrow().opening());
    }

    @Test
    void aGameIsNamedByTheLastNamedPositionItReached() throws Exception {
        NamedPosition najdorf = named("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6").orElseThrow();
        assertEquals("B90", najdorf.opening().eco());
        assertEquals("Sicilian Defense: Najdorf Variation", najdorf.opening().name());
        assertEquals("Sicilian Defense", najdorf.opening().family());
        // Moves out of the table keep the last name reached, and the half-move where it stood.
        NamedPosition later = named("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. a3 Ra7 7. Ra2 Ra8")
                .orElseThrow();
        assertEquals(najdorf.opening(), later.opening());
        assertEquals(10, later.ply());
    }

    @Test
    void movesThatComeBackToAPositionAlreadyReachedAreALoopNotALine() throws Exception {
        // Back to the start: no name (the name of 1. Nf3 Nf6 stayed).
        assertEquals(Optional.empty(), named("1. Nf3 Nf6 2. Ng1 Ng8"));
        // Back to the position after 1. e4 e5: its name, at the half-move where it was first reached.
        NamedPosition back = named("1. e4 e5 2. Nf3 Nc6 3. Ng1 Nb8").orElseThrow();
        assertEquals(named("1. e4 e5").orElseThrow(), back);
        assertEquals(2, back.ply());
        // A loop passed, and the game goes on into a named line: that line's name.
        assertEquals(named("1. e4").orElseThrow().opening(), named("1. Nf3 Nf6 2. Ng1 Ng8 3. e4").orElseThrow()
                .opening());
    }

    @Test
    void theStartPositionAndAnEmptyGameHaveNoName() throws Exception {
        assertEquals(Optional.empty(), OPENINGS.of(Position.initial(), List.of()));
        assertEquals(Optional.empty(), OPENINGS.at(Position.initial()));
    }

    @Test
    void moveCountersDoNotCountButTheSideToMoveDoes() throws Exception {
        Position zukertort = Position.initial();
        for (Move move : moves("1. d4 d5 2. Nf3")) {
            zukertort = zukertort.play(move);
        }
        String[] fields = zukertort.fen().split(" ");
        Position laterInAGame = Position.fromFen(String.join(" ", fields[0], fields[1], fields[2], fields[3], "7", "30"));
        assertEquals("D02", OPENINGS.at(laterInAGame).orElseThrow().eco());
        Position otherSide = Position.fromFen(String.join(" ", fields[0], "w", fields[2], fields[3], "0", "3"));
        assertEquals(Optional.empty(), OPENINGS.at(otherSide));
    }

    @Test
    void everyLineOfTheBundledTableIsReadAndNamesItsPosition() throws Exception {
        int lines = 0;
        Map<Long, String> firstName = new HashMap<>();
        for (String file : Openings.FILES) {
            try (InputStream in = Openings.class.getResourceAsStream(file)) {
                String[] rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
                for (int i = 1; i < rows.length; i++) {
                    String[] fields = rows[i].split("\t");
                    Position position = Position.initial();
                    for (Move move : moves(fields[2])) {
                        position = position.play(move);
                    }
                    lines++;
                    firstName.putIfAbsent(position.key(), fields[1]);
                    assertEquals(firstName.get(position.key()), OPENINGS.at(position).orElseThrow().name(), rows[i]);
                }
            }
        }
        assertEquals(3807, lines);
        assertEquals(firstName.size(), OPENINGS.size());
        assertTrue(OPENINGS.size() > 3700, "distinct named positions: " + OPENINGS.size());
    }

    @Test
    void theBundledIndexIsTheOneTheTableGives() throws Exception {
        String expected = Openings.index();
        if (Boolean.getBoolean("escaque.writeOpeningIndex")) {
            Files.writeString(Path.of("src/main/resources/org/escaque/core/openings", Openings.INDEX), expected,
                    StandardCharsets.UTF_8);
        }
        try (InputStream in = Openings.class.getResourceAsStream(Openings.INDEX)) {
            assertEquals(expected, new String(in.readAllBytes(), StandardCharsets.UTF_8),
                    "the index is out of date: run this test with -Descaque.writeOpeningIndex=true");
        }
    }

    @Test
    void enPassantCountsOnlyWhenACaptureIsLegal() throws Exception {
        // After 1. e4 no black pawn can take on e3: the position is the table's "1. e4", with no en passant square.
        Position afterE4 = Position.initial().play(moves("1. e4").get(0));
        assertEquals("B00", OPENINGS.at(afterE4).orElseThrow().eco());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -", Openings.epd(afterE4));
        Position capturable = Position.fromFen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
        assertTrue(Openings.epd(capturable).endsWith(" e3"), Openings.epd(capturable));
        Position pinned = Position.fromFen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
        assertTrue(Openings.epd(pinned).endsWith(" -"), "the capture would leave the king in check: "
                + Openings.epd(pinned));
    }

    @Test
    void aMalformedTableIsRefusedWithItsLine() throws Exception {
        IllegalArgumentException badMove = assertThrows(IllegalArgumentException.class, () -> Openings.read(
                new StringReader("eco\tname\tpgn\nA00\tGood\t1. e4\nB00\tBad\t1. e4 e4\n"), "test.tsv"));
        assertTrue(badMove.getMessage().startsWith("test.tsv line 3: move 'e4'"), badMove.getMessage());
        IllegalArgumentException badCode = assertThrows(IllegalArgumentException.class, () -> Openings.read(
                new StringReader("eco\tname\tpgn\nZ99\tOdd\t1. e4\n"), "test.tsv"));
        assertTrue(badCode.getMessage().startsWith("test.tsv line 2:"), badCode.getMessage());
    }
}
