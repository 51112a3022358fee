package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code escaque pgn FILE}: good games rewritten in export format, bad ones reported with number and line. */
class PgnCommandTest {

    @TempDir
    Path directory;

    private record Run(int exitCode, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void rewritesGoodGamesAndReportsTheBadOneWithItsNumberAndLine() throws IOException {
        Path file = directory.resolve("games.pgn");
        Files.writeString(file, """
                [White "Anderssen"]
                [Black "Kieseritzky"]

                1.e4 e5 2.f4 {King's Gambit} exf4 1-0

                [Event "Broken"]

                1. e4 e5 2. Ke3 1-0

                [Event "Third"]

                1. d4 d5 *
                """, StandardCharsets.UTF_8);
        Run run = run("pgn", file.toString());
        assertEquals(1, run.exitCode(), "a game failed");
        assertTrue(run.out().startsWith("[Event \"?\"]\n[Site \"?\"]"), run.out());
        assertTrue(run.out().contains("1. e4 e5 2. f4 {King's Gambit} 2... exf4 1-0"), run.out());
        assertTrue(run.out().contains("1. d4 d5 *"), run.out());
        assertFalse(run.out().contains("Broken"), run.out());
        assertTrue(run.err().contains("game 2, line 8"), run.err());
    }

    @Test
    void allGoodExitsZeroAndAMissingFileIsAUsageError() throws IOException {
        Path file = directory.resolve("one.pgn");
        Files.writeString(file, "1. e4 *\n", StandardCharsets.UTF_8);
        assertEquals(0, run("pgn", file.toString()).exitCode());
        Run missing = run("pgn", directory.resolve("nope.pgn").toString());
        assertEquals(2, missing.exitCode());
        assertTrue(missing.err().startsWith("escaque: no such file"), missing.err());
    }

    @Test
    void gamesThatBreakTheRulesOfTheirEndingAreReportedNotWrittenBack() throws IOException {
        Path file = directory.resolve("endings.pgn");
        Files.writeString(file, """
                [Event "Wrong result after mate"]

                1. f3 e5 2. g4 Qh4# 1-0

                [Event "Stalemate marked as a win"]
                [SetUp "1"]
                [FEN "k7/8/8/8/8/8/8/1Q2K3 w - - 0 1"]

                1. Qb6 1-0

                [Event "Bare kings marked as a win"]
                [SetUp "1"]
                [FEN "7k/8/8/8/8/2b5/8/K2N4 w - - 0 1"]

                1. Nxc3 1-0

                [Event "After fivefold"]

                1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 *

                [Event "After 75 moves"]
                [SetUp "1"]
                [FEN "4k3/8/8/8/8/8/8/R3K3 w - - 149 90"]

                90. Ra2 Kd8 *

                [Event "Good"]

                1. f3 e5 2. g4 Qh4# 0-1
                """, StandardCharsets.UTF_8);
        Run run = run("pgn", file.toString());
        assertEquals(1, run.exitCode(), run.err());
        assertTrue(run.out().contains("[Event \"Good\"]"), run.out());
        for (String bad : new String[] {"Wrong result", "Stalemate", "Bare kings", "After fivefold", "After 75"}) {
            assertFalse(run.out().contains(bad), bad + " was written back: " + run.out());
        }
        String[] lines = run.err().strip().split("\n");
        assertEquals(6, lines.length, run.err());
        assertEquals("escaque pgn: 5 of 6 games failed", lines[5]);
        assertTrue(lines[0].contains("game 1, line 3") && lines[0].contains("contradicts the final position: "
                + "checkmate makes it 0-1"), lines[0]);
        assertTrue(lines[1].contains("game 2, line 9") && lines[1].contains("stalemate makes it 1/2-1/2"), lines[1]);
        assertTrue(lines[2].contains("game 3, line 15") && lines[2].contains("insufficient material makes it"),
                lines[2]);
        assertTrue(lines[3].contains("game 4, line 19") && lines[3].contains("9. e4 comes after the game ended "
                + "(fivefold repetition"), lines[3]);
        assertTrue(lines[4].contains("game 5, line 25") && lines[4].contains("90... Kd8 comes after the game ended "
                + "(seventy five moves"), lines[4]);
    }
}
