package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.escaque.core.pgn.PgnGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code escaque analyse FILE}: each game written back annotated; bad arguments and bad games exit 2. */
class AnalyseCommandTest {

    @TempDir
    Path directory;

    @Test
    void writesTheGameBackAnnotatedAndSaysHowLongItTook() throws Exception {
        Path file = directory.resolve("game.pgn");
        Files.writeString(file, "[White \"A\"]\n[Black \"B\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
        BriefRun run = BriefRun.of("analyse", file.toString());
        assertEquals(0, run.code(), run.err());
        PgnGame annotated = PgnGame.parse(run.out());
        assertEquals(4, annotated.mainlineMoves().size());
        assertTrue(annotated.moves().get(0).comments().get(0).startsWith("[%eval "), run.out());
        // 2. g4?? lets the mate in: a blunder, with the engine's better move as a variation.
        assertEquals(java.util.List.of(4), annotated.moves().get(2).nags(), run.out());
        assertEquals(1, annotated.moves().get(2).variations().size(), run.out());
        assertTrue(annotated.tag("Annotator").orElseThrow().contains("quick"), run.out());
        assertTrue(run.err().contains("game 1: 2 moves, 5 positions in "), run.err());
    }

    @Test
    void badArgumentsAndBadGamesExitTwo() throws Exception {
        BriefRun missing = BriefRun.of("analyse", directory.resolve("none.pgn").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
        Path file = directory.resolve("bad.pgn");
        Files.writeString(file, "1. e4 e5 2. Ke3 *\n");
        BriefRun bad = BriefRun.of("analyse", file.toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("escaque analyse:"), bad.err());
        BriefRun budget = BriefRun.of("analyse", "--budget", "slow", file.toString());
        assertEquals(2, budget.code());
        assertTrue(budget.err().contains("--budget is quick or deep"), budget.err());
    }
}
