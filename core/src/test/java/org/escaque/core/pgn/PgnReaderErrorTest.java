package org.escaque.core.pgn;

import static org.escaque.core.pgn.PgnFixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.escaque.core.pgn.PgnFixtures.EventLog;
import org.junit.jupiter.api.Test;

class PgnReaderErrorTest {

    private static final String GOOD_BEFORE = "[Event \"one\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n\n";
    private static final String GOOD_AFTER = "\n\n[Event \"three\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    /** The first line of the middle game. */
    private static final int MIDDLE = 6;

    /** Reads good game, {@code middle}, good game; checks the middle one alone failed; returns its problem. */
    private static PgnException middleGameError(String middle) {
        PgnReadResult result = read(GOOD_BEFORE + middle + GOOD_AFTER);
        assertEquals(1, result.errors().size(), () -> "errors: " + result.errors());
        assertEquals(List.of("one", "three"), result.games().stream().map(g -> g.tags().get("Event")).toList());
        PgnException error = result.errors().get(0);
        assertEquals(2, error.gameNumber(), error.getMessage());
        return error;
    }

    private static void assertReason(PgnException error, long line, String start) {
        assertEquals(line, error.line(), error.getMessage());
        assertTrue(error.reason().startsWith(start), () -> "reason: " + error.reason());
        assertTrue(error.getMessage().startsWith("game " + error.gameNumber() + ", line " + line + ": "));
    }

    @Test
    void reportsAnIllegalMoveWithGameAndLineThenReadsOn() {
        PgnException error = middleGameError("[Event \"two\"]\n\n1. e4 e5\n2. Ke3 Nc6 *");
        assertReason(error, MIDDLE + 3, "illegal move 2. Ke3: no legal move matches it");
        assertEquals(PgnException.Problem.ILLEGAL_MOVE, error.problem());
        assertEquals(java.util.Optional.of("2. Ke3"), error.move());
    }

    @Test
    void reportsAnAmbiguousMoveNamingTheCandidates() {
        PgnException error = middleGameError("[Event \"two\"]\n\n1. Nf3 d5 2. d3 e5 3. Nd2 *");
        assertReason(error, MIDDLE + 2, "ambiguous move 3. Nd2: it could be Nbd2, Nfd2");
        assertEquals(PgnException.Problem.AMBIGUOUS_MOVE, error.problem());
        assertEquals(java.util.Optional.of("3. Nd2"), error.move());
    }

    @Test
    void aProblemOutsideAMoveNamesNoMove() {
        PgnException error = middleGameError("[Event \"two\"]\n[SetUp \"1\"]\n\n1. e4 *");
        assertEquals(PgnException.Problem.UNREADABLE, error.problem());
        assertEquals(java.util.Optional.empty(), error.move());
    }

    @Test
    void reportsABadFenOnTheLineOfItsTag() {
        PgnException error = middleGameError("[Event \"two\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*");
        assertReason(error, MIDDLE + 2, "bad FEN tag \"8/8/8/8/8/8/8/8 w - - 0 1\": piece placement: white has 0 kings");
    }

    @Test
    void reportsASetUpTagWithoutFen() {
        PgnException error = middleGameError("[Event \"two\"]\n[SetUp \"1\"]\n\n1. e4 *");
        assertReason(error, MIDDLE + 1, "the SetUp tag is \"1\" but no FEN tag");
    }

    @Test
    void reportsAnUnterminatedCommentWhereItOpensAndStopsAtTheNextTagSection() {
        PgnException error = middleGameError("[Event \"two\"]\n\n1. e4 {never closed\n2. d4\n");
        assertReason(error, MIDDLE + 2, "unterminated comment");
        PgnReadResult atEnd = read(GOOD_BEFORE + "1. e4 e5 {open\n\n\n");
        assertReason(atEnd.errors().get(0), MIDDLE, "unterminated comment");
    }

    @Test
    void reportsAnUnterminatedTagValueAndSkipsTheRestOfThatTagSection() {
        PgnException error = middleGameError("[Event \"two]\n[Site \"s\"]\n[Round \"3\"]\n\n1. e4 *");
        assertReason(error, MIDDLE, "unterminated string");
    }

    @Test
    void reportsMalformedTagPairs() {
        assertReason(middleGameError("[Event two]\n\n*"), MIDDLE, "expected the quoted value of the Event tag");
        assertReason(middleGameError("[Event \"two\" \"x\"]\n\n*"), MIDDLE, "expected ']' to close the Event tag");
        assertReason(middleGameError("[\"two\"]\n\n*"), MIDDLE, "expected a tag name after '['");
        assertReason(middleGameError("[Ev-ent \"two\"]\n\n*"), MIDDLE, "tag name 'Ev-ent' may hold only");
        assertReason(middleGameError("[Event \"two\"]\n[Round\n[Site \"x\"]\n\n*"), MIDDLE + 1,
                "expected the quoted value of the Round tag but the line ends");
    }

    @Test
    void resynchronisesAtTheNextGameWhenATagIsCutOffByABlankLine() {
        PgnReadResult result = read("[Event \"one\"]\n[Round \n\n[Event \"two\"]\n[Site \"s\"]\n\n1. e4 *\n");
        assertEquals(1, result.errors().size());
        assertReason(result.errors().get(0), 2, "expected the quoted value of the Round tag but the line ends");
        assertEquals("s", result.games().get(0).tags().get("Site"));
    }

    @Test
    void reportsGarbageTokensInMovetext() {
        assertReason(middleGameError("1. e4 e5 @ *"), MIDDLE, "expected a move, a comment, a variation or a result "
                + "but found the character '@' (U+0040)");
        assertReason(middleGameError("1. e4 Hello *"), MIDDLE, "unexpected 'Hello': not a move");
        assertReason(middleGameError("1. e4 e5 ] *"), MIDDLE, "expected a move");
        assertReason(middleGameError("1. e4 \"string\" *"), MIDDLE, "expected a move");
        assertReason(middleGameError("1. e4 <> *"), MIDDLE, "expected a move");
        assertReason(middleGameError("1. e4 e5 !!! *"), MIDDLE, "'!!!' is not an annotation");
        assertReason(middleGameError("garbage"), MIDDLE, "unexpected 'garbage'");
    }

    @Test
    void readsAGameWithoutTerminationMarkerWithTheResultTheRulesOrItsTagGive() throws IOException {
        // Moves alone, as pasted from elsewhere: an unknown result.
        PgnReadResult plain = read("1. e4 e5\n2. Nf3");
        assertEquals(List.of(), plain.errors());
        assertEquals(List.of("e4", "e5", "Nf3"), plain.games().get(0).mainlineSan());
        assertEquals("*", plain.games().get(0).result());
        // A game the rules ended: their result, whatever the Result tag says.
        assertEquals("0-1", read("1. f3 e5 2. g4 Qh4#").games().get(0).result());
        assertEquals("0-1", read("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4#").games().get(0).result());
        // Else the Result tag's, a resignation say; one that is no result is not taken.
        assertEquals("1-0", read("[Result \"1-0\"]\n\n1. e4 e5 2. Nf3").games().get(0).result());
        assertEquals("*", read("[Result \"won\"]\n\n1. e4 e5 2. Nf3").games().get(0).result());
        // Before the next game's tags: both games are read, the second with its own marker.
        PgnReadResult two = read("[Event \"a\"]\n\n1. e4 e5\n\n[Event \"b\"]\n\n1. d4 d5 1/2-1/2\n");
        assertEquals(List.of(), two.errors());
        assertEquals(List.of("*", "1/2-1/2"), two.games().stream().map(PgnGame::result).toList());
        assertEquals(List.of("d4", "d5"), two.games().get(1).mainlineSan());
        // A variation left open is still a bad game.
        PgnReadResult open = read(GOOD_BEFORE + "1. e4 e5 (1... c5 2. Nf3\n");
        assertEquals(1, open.games().size());
        assertReason(open.errors().get(0), MIDDLE, "the game ends while 1 variation is still open");
    }

    @Test
    void namesAMoveInAnotherLanguagesLetters() {
        PgnException error = middleGameError("1. e4 e5 2. Cf3 *");
        assertEquals(PgnException.Problem.UNREADABLE_MOVE, error.problem());
        assertEquals("2. Cf3", error.move().orElseThrow());
        assertReason(error, MIDDLE, "unexpected 'Cf3': not a move (such as Nf3, exd5, O-O or e8=Q, with the pieces' "
                + "English letters K Q R B N)");
    }

    @Test
    void reportsVariationsThatDoNotFit() {
        assertReason(middleGameError("1. e4 e5 ) *"), MIDDLE, "')' has no matching '('");
        assertReason(middleGameError("1. e4 e5 (1... c5 *"), MIDDLE, "the result * comes while 1 variation is");
        assertReason(middleGameError("1. e4 e5 ( ) *"), MIDDLE, "empty variation");
        assertReason(middleGameError("(1. d4) 1. e4 *"), MIDDLE, "a variation '(' must follow");
        assertReason(middleGameError("1. e4 (1. d4 (1. c4 (1. c3 *"), MIDDLE, "the result * comes while 3 variations");
    }

    @Test
    void reportsNagsOutOfRangeOrBeforeAnyMove() {
        assertReason(middleGameError("1. e4 $256 *"), MIDDLE, "NAG $256... is out of range");
        assertReason(middleGameError("$1 1. e4 *"), MIDDLE, "the annotation '$1' must follow a move");
        assertReason(middleGameError("1. e4 ($2 1. d4) *"), MIDDLE, "the annotation '$2' must follow a move");
        assertReason(middleGameError("1. e4 $ *"), MIDDLE, "'$' must be followed by a number");
    }

    @Test
    void reportsVariationsNestedTooDeep() {
        String deep = "1. e4 e5 " + "(1... c5 ".repeat(PgnReader.MAX_VARIATION_DEPTH + 1) + "*";
        assertReason(middleGameError(deep), MIDDLE, "variations nested more than 100 deep");
        String deepest = "1. e4 e5 " + "(1... c5 ".repeat(PgnReader.MAX_VARIATION_DEPTH)
                + ")".repeat(PgnReader.MAX_VARIATION_DEPTH) + " *";
        assertEquals(0, read(deepest).errors().size());
    }

    @Test
    void reportsAGameWithTooManyMoves() {
        // In a variation: on the main line the fifth repetition would end the game first (FIDE 9.6.1).
        String dance = "Nf3 Nf6 Ng1 Ng8 ".repeat(PgnReader.MAX_MOVES / 4);
        PgnException error = middleGameError("[Event \"two\"]\n\n1. e4 (" + dance + ") *");
        assertReason(error, MIDDLE + 2, "more than 20000 moves");
        String justEnough = "Nf3 Nf6 Ng1 Ng8 ".repeat(PgnReader.MAX_MOVES / 4 - 1) + "Nf3 Nf6 Ng1";
        assertEquals(0, read("1. e4 (" + justEnough + ") *").errors().size());
    }

    @Test
    void reportsOverlongCommentsStringsAndSymbols() {
        String longComment = "{" + "x".repeat(PgnReader.MAX_COMMENT_LENGTH + 1) + "}";
        assertReason(middleGameError("1. e4 " + longComment + " *"), MIDDLE, "comment longer than 1048576");
        String longLineComment = ";" + "x".repeat(PgnReader.MAX_COMMENT_LENGTH + 1) + "\n";
        assertReason(middleGameError("1. e4 " + longLineComment + " *"), MIDDLE, "comment longer than 1048576");
        String longValue = "[Event \"" + "x".repeat(PgnReader.MAX_STRING_LENGTH + 1) + "\"]\n\n*";
        assertReason(middleGameError(longValue), MIDDLE, "string longer than 8192");
        assertReason(middleGameError("1. e4 " + "a".repeat(300) + " *"), MIDDLE, "symbol longer than 255");
    }

    @Test
    void reportsTooMuchCommentTextInOneGame() {
        String comment = "{" + "x".repeat(PgnReader.MAX_COMMENT_LENGTH) + "} ";
        String many = "1. e4 " + comment.repeat(PgnReader.MAX_COMMENT_TEXT / PgnReader.MAX_COMMENT_LENGTH + 1) + "*";
        assertReason(middleGameError(many), MIDDLE, "more than 4194304 characters of comments");
        String tiny = "1. e4 " + "{} ".repeat(PgnReader.MAX_ANNOTATIONS + 1) + "*";
        assertReason(middleGameError(tiny), MIDDLE, "more than 100000 comments, NAGs and variations");
    }

    @Test
    void reportsTooManyTags() {
        String tags = "[Event \"e\"]\n".repeat(PgnReader.MAX_TAGS + 1) + "\n*";
        assertReason(middleGameError(tags), MIDDLE + PgnReader.MAX_TAGS, "more than 1000 tags");
    }

    @Test
    void reportsEachOfSeveralBadGamesAndKeepsTheGoodOnes() throws IOException {
        String text = "1. e4 *\n\n[Event \"2\"]\n\n1. e5 *\n\n[Event \"3\"]\n\n1. d4 *\n\n[Event \"4\"]\n[FEN \"x\"]\n\n"
                + "1. e4 *\n\n[Event \"5\"]\n\n1. Nf3 (Nc3 *\n\n[Event \"6\"]\n\n1. c4 0-1\n";
        EventLog log = new EventLog();
        new PgnReader(new StringReader(text)).read(log);
        assertEquals(List.of("end 1", "error 2@5", "end 3", "error 4@12", "error 5@18", "end 6"), log.events.stream()
                .filter(e -> e.startsWith("end") || e.startsWith("error")).toList());
    }

    @Test
    void aGameWithoutTagsAfterABadOneIsRead() throws IOException {
        String text = "[Event \"bad\"]\n\n1. e4 e5 2. Qxf7 Nc6\n3. Nf3 *\n\n1. d4 d5 *\n\n1. c4 e5 10. Kxe8 *\n"
                + "\n1-0\n\n1. Nf3 1/2-1/2\n";
        PgnReadResult result = read(text);
        assertEquals(2, result.errors().size(), () -> "errors: " + result.errors());
        assertTrue(result.errors().get(0).reason().contains("Qxf7"), result.errors().get(0).reason());
        assertTrue(result.errors().get(1).reason().contains("Kxe8"), result.errors().get(1).reason());
        // The lone "1-0" line is the bad game's leftover, not a game.
        assertEquals(List.of(List.of("d4", "d5"), List.of("Nf3")), result.games().stream()
                .map(PgnGame::mainlineSan).toList());
        assertEquals(List.of("*", "1/2-1/2"), result.games().stream().map(PgnGame::result).toList());
    }

    @Test
    void stopsAVisitorThatRejectsAGameByThrowing() throws IOException {
        EventLog log = new EventLog() {
            @Override
            public void tag(String name, String value) {
                super.tag(name, value);
                if (value.equals("reject")) {
                    throw new PgnException(1, 1, "rejected by the visitor");
                }
            }
        };
        new PgnReader(new StringReader("[Event \"reject\"]\n\n1. e4 *\n\n[Event \"keep\"]\n\n1. d4 *\n")).read(log);
        assertEquals(List.of("begin 1", "tag Event=reject", "error 1@1", "begin 2", "tag Event=keep"),
                log.events.subList(0, 5));
        assertEquals("end 2", log.events.get(log.events.size() - 1));
    }

    @Test
    void reportsAMoveAfterAnAutomaticEnding() {
        assertReason(middleGameError("[Event \"two\"]\n[SetUp \"1\"]\n[FEN \"7k/8/5N2/8/8/8/8/K7 w - - 0 1\"]\n\n"
                + "1. Kb1 *"), MIDDLE + 4, "the move 1. Kb1 comes after the game ended (insufficient material, 1/2-1/2)");
        assertReason(middleGameError("[Event \"two\"]\n\n" + "Nf3 Nf6 Ng1 Ng8 ".repeat(4) + "e4 *"), MIDDLE + 2,
                "the move 9. e4 comes after the game ended (fivefold repetition, 1/2-1/2)");
        assertReason(middleGameError("[Event \"two\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 149 90\"]"
                + "\n\n90. Ra2 Kd8 *"), MIDDLE + 4,
                "the move 90... Kd8 comes after the game ended (seventy five moves, 1/2-1/2)");
    }

    @Test
    void reportsAResultThatContradictsTheFinalPosition() {
        assertReason(middleGameError("[Event \"two\"]\n\n1. f3 e5 2. g4 Qh4# 1-0"), MIDDLE + 2,
                "the result 1-0 contradicts the final position: checkmate makes it 0-1");
        assertReason(middleGameError("[Event \"two\"]\n[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/8/1Q2K3 w - - 0 1\"]\n\n"
                + "1. Qb6 1-0"), MIDDLE + 4, "the result 1-0 contradicts the final position: stalemate makes it 1/2-1/2");
        assertReason(middleGameError("[Event \"two\"]\n[SetUp \"1\"]\n[FEN \"7k/8/8/8/8/2b5/8/K2N4 w - - 0 1\"]\n\n"
                + "1. Nxc3 1-0"), MIDDLE + 4,
                "the result 1-0 contradicts the final position: insufficient material makes it 1/2-1/2");
        assertEquals(0, read("1. f3 e5 2. g4 Qh4# 0-1").errors().size());
        assertEquals(0, read("1. f3 e5 2. g4 Qh4# *").errors().size(), "an unknown result contradicts nothing");
    }
}
