package org.escaque.core.pgn;

import static org.escaque.core.pgn.PgnFixtures.readGood;
import static org.escaque.core.pgn.PgnFixtures.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;

class PgnWriterTest {

    private static final String ROSTER_DEFAULTS = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
            + "[White \"?\"]\n[Black \"?\"]\n";

    private static List<String> movetextLines(String text) {
        return List.of(text.substring(text.indexOf("\n\n") + 2).split("\n"));
    }

    @Test
    void writesTheSevenTagRosterFirstInOrderWithDefaultsThenTheOtherTagsInTheirOrder() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Annotator", "A");
        tags.put("White", "Tal, Mikhail");
        tags.put("ECO", "B20");
        tags.put("Event", "Riga");
        tags.put("Result", "0-1");
        PgnGame game = PgnGame.of(tags, Position.initial(), List.of(), "*");
        assertEquals("[Event \"Riga\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Tal, Mikhail\"]\n"
                + "[Black \"?\"]\n[Result \"*\"]\n[Annotator \"A\"]\n[ECO \"B20\"]\n\n*\n\n", PgnWriter.format(game));
    }

    @Test
    void escapesQuotesAndBackslashesInTagValues() {
        PgnGame game = PgnGame.of(Map.of("Event", "The \"Big\" one \\ C:\\pgn"), Position.initial(), List.of(), "*");
        assertTrue(PgnWriter.format(game).startsWith("[Event \"The \\\"Big\\\" one \\\\ C:\\\\pgn\"]\n"));
        assertEquals("The \"Big\" one \\ C:\\pgn", PgnGame.parse(PgnWriter.format(game)).tags().get("Event"));
    }

    @Test
    void writesSetUpAndFenForANonStandardStartOnly() {
        Position start = Position.fromFen("r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 40");
        PgnGame game = PgnGame.of(Map.of("FEN", "stale text", "SetUp", "0"), start, List.of(), "*");
        assertEquals(ROSTER_DEFAULTS + "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 40\"]"
                + "\n\n*\n\n", PgnWriter.format(game));
        PgnGame standard = PgnGame.of(Map.of("FEN", "anything"), Position.initial(), List.of(), "*");
        assertFalse(PgnWriter.format(standard).contains("FEN"));
        assertFalse(PgnWriter.format(standard).contains("SetUp"));
    }

    @Test
    void writesMoveNumbersCommentsNagsVariationsAndTheResult() {
        PgnGame game = PgnGame.parse("1. e4 e5 (1... c5 {Sicilian} 2. Nf3 (2. c3) 2... d6) 2. Nf3 ! {good} Nc6 "
                + "3. Bb5 $14 a6 $2 (3... Nf6 4. O-O) 4. Ba4 1-0");
        assertEquals(List.of("1. e4 e5 (1... c5 {Sicilian} 2. Nf3 (2. c3) 2... d6) 2. Nf3 $1 {good} 2... Nc6",
                "3. Bb5 $14 a6 $2 (3... Nf6 4. O-O) 4. Ba4 1-0"), movetextLines(PgnWriter.format(game)));
    }

    @Test
    void numbersTheFirstMoveOfABlackToMoveStart() {
        PgnGame game = readGood(resource("setups.pgn")).get(1);
        assertEquals("40... Ra2 41. h3 Ra1+ 42. Kh2 Ra3 *", movetextLines(PgnWriter.format(game)).get(0));
    }

    @Test
    void breaksLinesBetweenTokensAtEightyCharactersAtMost() {
        Random random = new Random(7);
        for (PgnGame game : readGood(resource("famous.pgn") + resource("annotated.pgn"))) {
            PgnGame annotated = PgnFixtures.annotate(game, random);
            String text = PgnWriter.format(annotated);
            for (String line : text.split("\n")) {
                assertTrue(line.length() <= PgnWriter.MAX_LINE_LENGTH, () -> "too long: " + line);
                assertFalse(line.endsWith(" "), () -> "trailing space: " + line);
            }
            assertTrue(text.split("\n").length > 8);
            assertEquals(annotated.mainline(), PgnGame.parse(text).mainline());
        }
    }

    @Test
    void endsEachGameWithABlankLineAndSeparatesTagsFromMovetextByOne() throws IOException {
        StringWriter out = new StringWriter();
        PgnWriter writer = new PgnWriter(out);
        for (PgnGame game : readGood(resource("setups.pgn"))) {
            writer.write(game);
        }
        String text = out.toString();
        assertTrue(text.endsWith("1. Ra8# 1-0\n\n"));
        assertEquals(3, text.split("\n\n\\[Event").length);
        assertTrue(text.contains("[FEN \"1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1\"]\n\n1. Rd1+ Ke7"));
    }

    @Test
    void writesRestOfLineCommentsInBraces() {
        PgnGame game = PgnGame.parse("1. e4 ; a } b\n e5 (1... c5 ; in } variation\n) *");
        String text = PgnWriter.format(game);
        assertEquals(List.of("1. e4 {a ) b} 1... e5 (1... c5 {in ) variation}) *"), movetextLines(text));
        assertEquals(game.mainline(), PgnGame.parse(text).mainline());
    }

    @Test
    void neverStartsAMovetextLineWithAPercentSign() {
        String comment = "word ".repeat(14) + "%%%% more";
        PgnGame game = PgnGame.parse("1. e4 {" + comment + "} *");
        String text = PgnWriter.format(game);
        assertTrue(text.contains("\n %%%% more}"), text);
        assertEquals(game.mainline(), PgnGame.parse(text).mainline());
    }

    @Test
    void writesTheGameResultInTheResultTagWhateverTheTagsSay() {
        PgnGame game = PgnGame.of(Map.of("Result", "1-0"), Position.initial(), List.of(), "1/2-1/2");
        assertTrue(PgnWriter.format(game).contains("[Result \"1/2-1/2\"]\n\n1/2-1/2\n"));
    }

    @Test
    void writesEmptyCommentsAsEmptyBraces() {
        PgnGame game = PgnGame.parse("{} 1. d4 {   } *");
        assertEquals("{} 1. d4 {} *", movetextLines(PgnWriter.format(game)).get(0));
        assertEquals(game.mainline(), PgnGame.parse(PgnWriter.format(game)).mainline());
    }
}
