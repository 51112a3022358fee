package org.escaque.core.pgn;

import static org.escaque.core.pgn.PgnFixtures.read;
import static org.escaque.core.pgn.PgnFixtures.readGood;
import static org.escaque.core.pgn.PgnFixtures.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.escaque.core.Position;
import org.escaque.core.Fen;
import org.escaque.core.pgn.PgnFixtures.EventLog;
import org.junit.jupiter.api.Test;

class PgnReaderTest {

    private static List<String> events(String text) throws IOException {
        EventLog log = new EventLog();
        new PgnReader(new StringReader(text)).read(log);
        return log.events;
    }

    @Test
    void readsFamousGamesWithTagsInOrderAndResults() {
        List<PgnGame> games = readGood(resource("famous.pgn"));
        assertEquals(5, games.size());
        PgnGame opera = games.get(0);
        assertEquals(List.of("Event", "Site", "Date", "Round", "White", "Black", "Result"),
                new ArrayList<>(opera.tags().keySet()));
        assertEquals("Paul Morphy", opera.tags().get("White"));
        assertEquals(33, opera.moves().size());
        assertTrue(opera.finalPosition().isCheckmate());
        assertEquals(List.of("1-0", "1-0", "1-0", "0-1", "1-0"), games.stream().map(PgnGame::result).toList());
        assertTrue(games.get(3).finalPosition().isCheckmate());
        assertEquals(87, games.get(4).moves().size());
    }

    @Test
    void undoesEscapedQuotesAndBackslashesInTagValues() {
        PgnGame game = PgnGame.parse("[Annotator \"say \\\"hi\\\" to C:\\\\chess\"]\n[Event \"\\x\"]\n\n*\n");
        assertEquals("say \"hi\" to C:\\chess", game.tags().get("Annotator"));
        assertEquals("\\x", game.tags().get("Event"));
    }

    @Test
    void readsCommentsSuffixesNagsAndNestedVariationsOfAnAnnotatedGame() {
        PgnGame game = readGood(resource("annotated.pgn")).get(0);
        assertEquals("Escaque test suite \"by hand\"", game.tags().get("Annotator"));
        assertEquals(List.of("The Opera Game, played in a box at the Paris opera."), game.mainline().comments());
        List<PgnMove> moves = game.moves();
        assertEquals(List.of("Philidor's Defence."), moves.get(3).comments());
        assertEquals(List.of(6), moves.get(5).nags());
        assertEquals(List.of("gives up the bishop pair"), moves.get(5).comments());
        assertEquals(List.of("A mistake over two lines."), moves.get(17).comments());
        assertEquals(List.of(2), moves.get(17).nags());
        assertEquals(List.of(1), moves.get(18).nags());
        assertEquals(List.of(3), moves.get(30).nags());
        assertEquals(List.of(1), moves.get(32).nags());
        PgnLine variation = moves.get(7).variations().get(0);
        assertEquals(4, variation.moves().size());
        PgnLine nested = variation.moves().get(3).variations().get(0);
        assertEquals(List.of(5), nested.moves().get(0).nags());
        PgnLine queenLine = moves.get(14).variations().get(0);
        assertEquals(List.of(2), queenLine.moves().get(0).nags());
        assertEquals(List.of(19), queenLine.moves().get(1).nags());
        assertEquals(List.of("and Black trades queens"), queenLine.moves().get(1).comments());
        assertTrue(game.finalPosition().isCheckmate());
    }

    @Test
    void mapsEachSuffixAnnotationToItsNag() throws IOException {
        List<String> events = events("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! *");
        assertEquals(List.of("nag 1", "nag 2", "nag 3", "nag 4", "nag 5", "nag 6"),
                events.stream().filter(e -> e.startsWith("nag")).toList());
    }

    @Test
    void callsTheVisitorInOrder() throws IOException {
        List<String> events = events("[Event \"E\"]\n\n{intro} 1. e4 $1 {c} (1. d4 d5) 1... e5 1/2-1/2\n");
        assertEquals(List.of("begin 1", "tag Event=E", "start " + Fen.INITIAL, "comment intro", "move e4", "nag 1",
                "comment c", "(", "move d4", "move d5", ")", "move e5", "result 1/2-1/2", "end 1"), events);
    }

    @Test
    void readsVariationMovesInThePositionBeforeTheMoveTheyReplace() {
        PgnGame game = PgnGame.parse("1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... e5 (1... c5 2. Nf3) 2. Nf3 *");
        assertEquals(3, game.moves().size());
        assertEquals(1, game.moves().get(0).variations().get(0).moves().get(1).variations().size());
        PgnReadResult wrongSide = read("1. e4 (1... e5) *");
        assertEquals(1, wrongSide.errors().size());
        assertTrue(wrongSide.errors().get(0).reason().startsWith("illegal move 1. e5"),
                wrongSide.errors().get(0).getMessage());
    }

    @Test
    void acceptsMoveNumbersInEveryFormAndNone() {
        List<String> expected = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6");
        for (String text : List.of("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *", "1.e4 e5 2.Nf3 2...Nc6 3.Bb5 3... a6 *",
                "e4 e5 Nf3 Nc6 Bb5 a6 *", "1 e4 1 ... e5 2 Nf3 2 .. Nc6 3 . Bb5 3 . . . a6 *")) {
            assertEquals(expected, PgnGame.parse(text).mainlineSan(), text);
        }
    }

    @Test
    void acceptsEveryTerminationMarker() {
        for (String result : List.of("1-0", "0-1", "1/2-1/2", "*")) {
            assertEquals(result, PgnGame.parse("1. e4 e5 " + result + "\n").result());
        }
    }

    @Test
    void readsCastlingWithZerosAndEnPassantWithItsSuffix() {
        PgnGame game = PgnGame.parse("1. e4 Nf6 2. e5 d5 3. exd6 e.p. exd6 4. Nf3 Be7 5. Bc4 0-0 6. 0-0 *");
        assertEquals(List.of("e4", "Nf6", "e5", "d5", "exd6", "exd6", "Nf3", "Be7", "Bc4", "O-O", "O-O"),
                game.mainlineSan());
        assertEquals(1, read("1. e4 e5 2. Nf3 e.p. *").errors().size());
    }

    @Test
    void readsTheSameGamesWhateverTheLineEnds() {
        String text = resource("annotated.pgn") + "\n" + resource("famous.pgn");
        List<PgnGame> unix = readGood(text);
        assertEquals(6, unix.size());
        assertEquals(unix, readGood(text.replace("\n", "\r\n")));
        assertEquals(unix, readGood(text.replace("\n", "\r")));
    }

    @Test
    void countsLinesTheSameWhateverTheLineEnds() {
        String text = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 e5\n2. Ke3 *\n";
        for (String end : List.of("\n", "\r\n", "\r")) {
            PgnReadResult result = read(text.replace("\n", end));
            assertEquals(1, result.games().size());
            assertEquals(8, result.errors().get(0).line(), "line end " + end.replace("\r", "CR").replace("\n", "LF"));
        }
    }

    @Test
    void readsTheSameWhenTheInputComesOneCharacterAtATime() throws IOException {
        String text = (resource("famous.pgn") + resource("annotated.pgn")).replace("\n", "\r\n");
        List<PgnGame> games = new ArrayList<>();
        new PgnReader(new TrickleReader(text)).read(new PgnGameCollector(games::add, e -> {
            throw new AssertionError(e);
        }));
        assertEquals(readGood(text), games);
    }

    @Test
    void skipsPercentEscapeLinesAndRestOfLineComments() {
        String text = "% [Event \"not a tag\"]\n[Event \"E\"]\n%1. e4 junk ]]]\n\n1. e4 ; { not a comment start\n"
                + "%  ) (\ne5 ;last\n*\n";
        PgnGame game = PgnGame.parse(text);
        assertEquals(Map.of("Event", "E"), game.tags());
        assertEquals(List.of("e4", "e5"), game.mainlineSan());
        assertEquals(List.of("{ not a comment start"), game.moves().get(0).comments());
        assertEquals(List.of("last"), game.moves().get(1).comments());
    }

    @Test
    void readsManyGamesInOneStreamNumberingThem() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 2000; i++) {
            text.append("[Event \"").append(i).append("\"]\n\n1. e4 e5 2. Nf3 ").append(i % 2 == 0 ? "1-0" : "*")
                    .append("\n\n");
        }
        List<Integer> numbers = new ArrayList<>();
        List<String> events = new ArrayList<>();
        PgnReader reader = new PgnReader(new StringReader(text.toString()));
        reader.read(new PgnVisitor() {
            @Override
            public void beginGame(int gameNumber) {
                numbers.add(gameNumber);
            }

            @Override
            public void tag(String name, String value) {
                events.add(value);
            }
        });
        assertEquals(2000, numbers.size());
        assertEquals(2000, numbers.get(1999));
        assertEquals("1234", events.get(1233));
        assertEquals(2000, reader.gamesRead());
    }

    @Test
    void readsOneGameAtATimeOnRequest() throws IOException {
        PgnReader reader = new PgnReader(new StringReader("1. e4 *\n\n1. d4 *\n{trailing comment}\n"));
        EventLog log = new EventLog();
        assertTrue(reader.readGame(log));
        assertEquals("end 1", log.events.get(log.events.size() - 1));
        assertTrue(reader.readGame(log));
        assertFalse(reader.readGame(log));
        assertEquals(2, reader.gamesRead());
    }

    @Test
    void startsFromTheFenTagWithBlackToMove() {
        PgnGame game = readGood(resource("setups.pgn")).get(1);
        assertEquals(Position.fromFen("r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 40"), game.start());
        assertEquals(List.of("Ra2", "h3", "Ra1+", "Kh2", "Ra3"), game.mainlineSan());
        PgnGame withoutSetUp = readGood(resource("setups.pgn")).get(2);
        assertTrue(withoutSetUp.finalPosition().isCheckmate());
    }

    @Test
    void keepsCommentsBeforeATaglessGameAndDropsThoseBeforeTags() {
        assertEquals(List.of("first", "second"), PgnGame.parse("{first} {second} 1. e4 *").mainline().comments());
        assertEquals(List.of("after"), PgnGame.parse("{before}\n[Event \"x\"]\n{after}\n1. e4 *").mainline()
                .comments());
    }

    @Test
    void parseRefusesTextWithoutExactlyOneGame() {
        PgnException none = org.junit.jupiter.api.Assertions.assertThrows(PgnException.class,
                () -> PgnGame.parse("{just a comment}"));
        assertEquals("no game found", none.reason());
        PgnException two = org.junit.jupiter.api.Assertions.assertThrows(PgnException.class,
                () -> PgnGame.parse("1. e4 *\n\n\n1. d4 *"));
        assertEquals(2, two.gameNumber());
        assertEquals(4, two.line());
    }

    /** A reader that hands out one character per call, to cross every buffer boundary. */
    private static final class TrickleReader extends Reader {
        private final String text;
        private int position;

        TrickleReader(String text) {
            this.text = text;
        }

        @Override
        public int read(char[] target, int offset, int length) {
            if (position == text.length()) {
                return -1;
            }
            target[offset] = text.charAt(position++);
            return 1;
        }

        @Override
        public void close() {
        }
    }
}
