package org.escaque.engine.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.escaque.core.Position;
import org.escaque.core.notation.UciMove;
import org.junit.jupiter.api.Test;

class PolyglotKeyTest {

    /** The test positions and keys published with the Polyglot book format (book_format.html). */
    private static final String[][] PUBLISHED = {
            {"", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "463b96181691fc9c"},
            {"e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "823c9b50fd114196"},
            {"e2e4 d7d5", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "0756b94461c50fb0"},
            {"e2e4 d7d5 e4e5", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", "662fafb965db29d4"},
            {"e2e4 d7d5 e4e5 f7f5", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                    "22a48b5a8e47ff78"},
            {"e2e4 d7d5 e4e5 f7f5 e1e2", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3",
                    "652a607ca3f242c1"},
            {"e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4",
                    "00fdd303c946bdd9"},
            {"a2a4 b7b5 h2h4 b5b4 c2c4", "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
                    "3c8123ea7b067637"},
            {"a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4",
                    "5c3f9b829b279560"},
    };

    @Test
    void publishedKeysFromFen() {
        for (String[] row : PUBLISHED) {
            assertEquals(Long.parseUnsignedLong(row[2], 16), PolyglotKey.of(Position.fromFen(row[1])), row[1]);
        }
    }

    @Test
    void publishedKeysAfterPlayingTheMoves() throws Exception {
        for (String[] row : PUBLISHED) {
            Position position = Position.initial();
            for (String move : row[0].split(" ")) {
                if (!move.isEmpty()) {
                    position = position.play(UciMove.parse(position, move));
                }
            }
            assertEquals(Long.parseUnsignedLong(row[2], 16), PolyglotKey.of(position), row[0]);
        }
    }

    /**
     * After 1. e4 g6 2. e5 Bg7 3. Ke2 Nc6 4. Kd3 Nb8 5. Kc3 d5 the capture exd6 is impossible (the e5 pawn is
     * pinned), so the position forgets the en-passant square, but Polyglot keys in the d file: the key below
     * is the one Polyglot 2.0.4 make-book wrote for this position.
     */
    @Test
    void pinnedEnPassantCaptureIsLeftOutButCanBeAdded() throws Exception {
        Position position = Position.initial();
        for (String move : "e2e4 g7g6 e4e5 f8g7 e1e2 b8c6 e2d3 c6b8 d3c3 d7d5".split(" ")) {
            position = position.play(UciMove.parse(position, move));
        }
        assertEquals(Optional.empty(), position.enPassantSquare());
        long polyglot = 0x3209b9797d4bbc38L;
        assertNotEquals(polyglot, PolyglotKey.of(position));
        assertEquals(polyglot, PolyglotKey.withEnPassantFile(PolyglotKey.of(position), 3));
    }

    @Test
    void keysOfDifferentPositionsDiffer() {
        long white = PolyglotKey.of(Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
        long black = PolyglotKey.of(Position.fromFen("4k3/8/8/8/8/8/8/4K3 b - - 0 1"));
        long moved = PolyglotKey.of(Position.fromFen("4k3/8/8/8/8/8/8/3K4 w - - 0 1"));
        assertTrue(white != black && white != moved && black != moved);
        assertEquals(white, PolyglotKey.of(Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 17 60")));
    }
}
