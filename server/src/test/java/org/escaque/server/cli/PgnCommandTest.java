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
}
