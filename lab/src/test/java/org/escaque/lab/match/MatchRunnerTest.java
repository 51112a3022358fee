package org.escaque.lab.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.pgn.PgnGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Matches between real processes: our engine, and scripted engines that misbehave. */
class MatchRunnerTest {

    @TempDir
    Path directory;

    /** Our engine as a UCI process, from the test's own class path. */
    private static String ownEngine() {
        String java = ProcessHandle.current().info().command().orElse("java");
        return "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' org.escaque.engine.uci.UciMain";
    }

    /** A UCI engine in shell that answers every go with {@code answer} (or never, when null). */
    private String scripted(String name, String answer) throws IOException {
        Path script = directory.resolve(name + ".sh");
        Files.writeString(script, String.join("\n",
                "while read -r line; do",
                "  case \"$line\" in",
                "    uci) echo 'id name " + name + "'; echo uciok ;;",
                "    isready) echo readyok ;;",
                answer == null ? "    go*) ;;" : "    go*) echo 'info depth 1 score cp 0'; echo 'bestmove " + answer + "' ;;",
                "    quit) exit 0 ;;",
                "  esac",
                "done", ""));
        return "sh '" + script + "'";
    }

    /** A UCI engine in shell that answers its go commands with {@code answers} in turn, over and over. */
    private String cycling(String name, String... answers) throws IOException {
        Path script = directory.resolve(name + ".sh");
        Files.writeString(script, String.join("\n",
                "played=0",
                "while read -r line; do",
                "  case \"$line\" in",
                "    uci) echo 'id name " + name + "'; echo uciok ;;",
                "    isready) echo readyok ;;",
                "    go*) set -- " + String.join(" ", answers) + "; shift $((played % $#)); played=$((played + 1));",
                "         echo 'info depth 1 score cp 0'; echo \"bestmove $1\" ;;",
                "    quit) exit 0 ;;",
                "  esac",
                "done", ""));
        return "sh '" + script + "'";
    }

    private record Played(EloEstimate estimate, String output, Path pgn) {
    }

    private Played play(String second, int games, long baseMillis, Optional<MatchSettings.ResignRule> resign)
            throws IOException {
        return play(ownEngine(), second, MatchRunner.bundledOpenings(), games, baseMillis, resign);
    }

    private Played play(String first, String second, List<String> openings, int games, long baseMillis,
            Optional<MatchSettings.ResignRule> resign) throws IOException {
        Path pgn = directory.resolve("games.pgn");
        MatchSettings settings = new MatchSettings(first, Map.of("Hash", "4"), second, Map.of(), openings, games, 0,
                baseMillis, 20, 1, resign, Optional.empty(), Optional.of(pgn));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EloEstimate estimate = new MatchRunner(settings, new PrintStream(bytes, true, StandardCharsets.UTF_8)).run();
        return new Played(estimate, bytes.toString(StandardCharsets.UTF_8), pgn);
    }

    @Test
    void anIllegalMoveLosesTheGame() throws Exception {
        Played played = play(scripted("Liar", "a1a1"), 2, 2_000, Optional.empty());
        assertEquals(new EloEstimate(2, 0, 0), played.estimate());
        assertTrue(played.output().contains("Liar (White) played an illegal move 'a1a1'"), played.output());
        assertTrue(played.output().contains("illegal move (second engine)=2"), played.output());
        assertTrue(played.output().contains("Elo difference: +inf"), played.output());
    }

    @Test
    void anEngineThatNeverAnswersLosesOnTime() throws Exception {
        // Our own engine must never be the one to lose on time, even on a loaded machine: 3 s leaves it ample room.
        Played played = play(scripted("Sleeper", null), 2, 3_000, Optional.empty());
        assertEquals(new EloEstimate(2, 0, 0), played.estimate());
        assertTrue(played.output().contains("Sleeper (White) lost on time"), played.output());
        assertTrue(played.output().contains("time forfeit (second engine)=2"), played.output());
    }

    @Test
    void aFlagFallIsADrawWhenTheOpponentCannotCheckmate() throws Exception {
        // Our engine has White's bare king; the sleeper, with a queen, never moves and loses its flag (FIDE 6.9).
        Played played = play(ownEngine(), scripted("Sleeper", null), List.of("4k3/8/8/8/8/8/q7/4K3 b - - 0 1"), 1,
                500, Optional.empty());
        assertEquals(new EloEstimate(0, 1, 0), played.estimate());
        assertTrue(played.output().contains("Sleeper (Black) lost on time"), played.output());
        assertTrue(played.output().contains("but the opponent cannot checkmate: draw"), played.output());
        assertTrue(played.output().contains("time forfeit, drawn (second engine)=1"), played.output());
        PgnGame game = PgnGame.parse(Files.readString(played.pgn()));
        assertEquals("1/2-1/2", game.result());
        assertEquals("time forfeit", game.tags().get("Termination"));
    }

    @Test
    void aThreefoldRepetitionIsClaimedForTheEnginesAsSoonAsItIsOpen() throws Exception {
        // Both knights out and back, twice: the start position stands for the third time after 8 plies.
        Played played = play(cycling("Shuffler", "g1f3", "f3g1"), cycling("Mirror", "g8f6", "f6g8"),
                List.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), 1, 2_000, Optional.empty());
        assertEquals(new EloEstimate(0, 1, 0), played.estimate());
        assertTrue(played.output().contains("threefold-repetition (claimed)"), played.output());
        assertTrue(played.output().contains("   8 plies"), played.output());
        PgnGame game = PgnGame.parse(Files.readString(played.pgn()));
        assertEquals("1/2-1/2", game.result());
        assertEquals(8, game.moves().size());
    }

    @Test
    void ourEngineAgainstItselfPlaysWholeGamesAndWritesThemAsPgn() throws Exception {
        Played played = play(ownEngine(), 2, 1_000, Optional.of(new MatchSettings.ResignRule(3, 600)));
        assertEquals(2, played.estimate().games());
        assertTrue(played.output().contains("Result of Escaque (Hash=4) vs Escaque (1+0.02, 2 games)"), played.output());
        String pgn = Files.readString(played.pgn());
        String[] games = pgn.split("(?=\\[Event )");
        assertEquals(2, games.length, pgn);
        for (String game : games) {
            PgnGame parsed = PgnGame.parse(game);
            assertTrue(parsed.moves().size() > 0);
            assertEquals(parsed.result(), parsed.tags().get("Result"));
        }
    }

    @Test
    void refusesWhatCannotBePlayed() {
        IllegalArgumentException over = assertThrows(IllegalArgumentException.class,
                () -> MatchRunner.readOpenings(List.of("7k/6Q1/6K1/8/8/8/8/8 b - -"), "mated.epd"));
        assertEquals("mated.epd line 1: the game is already over in this position", over.getMessage());
        List<String> openings = MatchRunner.bundledOpenings();
        assertEquals(400, openings.size());
        IllegalArgumentException noFile = assertThrows(IllegalArgumentException.class, () -> new MatchSettings("a",
                Map.of(), "b", Map.of(), openings, 10, 0, 1000, 0, 1, Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), true));
        assertEquals("resuming a match needs the PGN file of its games", noFile.getMessage());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> MatchRunner.readOpenings(List.of("not a position"), "mine.epd"));
        assertEquals("mine.epd line 1: not a FEN or EPD position", bad.getMessage());
        assertThrows(IOException.class, () -> new UciClient("exit 3", Map.of(), 2_000));
    }

    @Test
    void aSequentialTestStopsTheMatchOnceItDecides() throws IOException {
        String loser = scripted("Loser", "a1a1");
        MatchSettings settings = new MatchSettings(ownEngine(), Map.of("Hash", "4"), loser, Map.of(),
                MatchRunner.bundledOpenings(), 200, 0, 2_000, 20, 1, Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.of(new Sprt(0, 50, 0.05, 0.05)));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EloEstimate estimate = new MatchRunner(settings, new PrintStream(bytes, true, StandardCharsets.UTF_8)).run();
        String output = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(estimate.games() < 200, "stopped early after " + estimate.games() + " games");
        assertEquals(estimate.games(), estimate.wins(), output);
        assertTrue(output.contains("LLR"), output);
        assertTrue(output.contains("H1 accepted"), output);
    }

    /** A match between two engines that both answer every move with an illegal one: White loses each game at once. */
    private Played illegalMatch(String first, List<String> openings, int games, int firstOpening, long baseMillis,
            Path pgn, boolean resume, Optional<Sprt> sprt) throws IOException {
        MatchSettings settings = new MatchSettings(first, Map.of(), scripted("Other", "a1a1"), Map.of(), openings,
                games, firstOpening, baseMillis, 0, 1, Optional.empty(), Optional.empty(), Optional.of(pgn), sprt,
                resume);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EloEstimate estimate = new MatchRunner(settings, new PrintStream(bytes, true, StandardCharsets.UTF_8)).run();
        return new Played(estimate, bytes.toString(StandardCharsets.UTF_8), pgn);
    }

    private static List<PgnGame> games(Path pgn) throws IOException {
        return org.escaque.core.pgn.PgnReader.readAll(Files.newBufferedReader(pgn, StandardCharsets.UTF_8)).games();
    }

    @Test
    void pastTheLastOpeningTheMatchGoesOnFromTheFirst() throws IOException {
        List<String> openings = List.of(
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
        Path pgn = directory.resolve("cycle.pgn");
        Played played = illegalMatch(scripted("Bad", "a1a1"), openings, 7, 1, 1_000, pgn, false, Optional.empty());
        assertEquals(7, played.estimate().games(), played.output());
        assertTrue(played.output().contains("openings 2-2 then again from 1 (2 openings)"), played.output());
        List<PgnGame> games = games(pgn);
        assertEquals(7, games.size());
        // Opening 2 for rounds 3-4, then 1, 2, 1 again; each pair with colours swapped.
        String[] expected = {openings.get(1), openings.get(0), openings.get(1), openings.get(0)};
        for (PgnGame game : games) {
            int round = Integer.parseInt(game.tag("Round").orElseThrow());
            assertEquals(expected[(round - 3) / 2], game.tag("FEN").orElseThrow(), "round " + round);
        }
        assertEquals(List.of(3, 4, 5, 6, 7, 8, 9),
                games.stream().map(game -> Integer.parseInt(game.tag("Round").orElseThrow())).sorted().toList());
    }

    @Test
    void aResumedMatchPlaysOnlyTheGamesNotYetInItsPgnFile() throws IOException {
        List<String> openings = MatchRunner.bundledOpenings();
        Path pgn = directory.resolve("resumed.pgn");
        String bad = scripted("Bad", "a1a1");
        // White is to move in every bundled opening and loses at once: the first engine loses the odd rounds (it has
        // White) and wins the even ones. No file yet: the match starts from its beginning.
        Played first = illegalMatch(bad, openings, 3, 0, 1_000, pgn, true, Optional.empty());
        assertEquals(new EloEstimate(1, 0, 2), first.estimate(), first.output());
        Played second = illegalMatch(bad, openings, 8, 0, 1_000, pgn, true, Optional.empty());
        assertTrue(second.output().contains("resumed: 3 games already in " + pgn + ", Bad +1 =0 -2"), second.output());
        assertEquals(5, second.output().lines().filter(line -> line.startsWith("game ")).count(), second.output());
        assertEquals(new EloEstimate(4, 0, 4), second.estimate());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8),
                games(pgn).stream().map(game -> Integer.parseInt(game.tag("Round").orElseThrow())).sorted().toList());

        // The same command once more: nothing left to play, the same result.
        Played third = illegalMatch(bad, openings, 8, 0, 1_000, pgn, true, Optional.empty());
        assertEquals(0, third.output().lines().filter(line -> line.startsWith("game ")).count(), third.output());
        assertEquals(new EloEstimate(4, 0, 4), third.estimate());

        // A sequential test goes on from the resumed games: already decided, so no game is played.
        Path decided = directory.resolve("decided.pgn");
        Played losing = illegalMatch(bad, openings, 20, 0, 1_000, decided, true, Optional.empty());
        assertEquals(10, losing.estimate().losses());
        Played tested = illegalMatch(bad, openings, 40, 0, 1_000, decided, true,
                Optional.of(new Sprt(0, 400, 0.05, 0.05)));
        assertTrue(tested.output().contains("H0 accepted"), tested.output());
        assertEquals(20, tested.estimate().games(), tested.output());
        assertEquals(20, games(decided).size());
    }

    @Test
    void aResumeRefusesAFileOfAnotherMatchAndChangesNothing() throws IOException {
        List<String> openings = MatchRunner.bundledOpenings();
        Path pgn = directory.resolve("other.pgn");
        illegalMatch(scripted("Bad", "a1a1"), openings, 2, 0, 1_000, pgn, false, Optional.empty());
        String before = Files.readString(pgn);
        IOException otherEngine = assertThrows(IOException.class, () -> illegalMatch(scripted("Worse", "a1a1"),
                openings, 4, 0, 1_000, pgn, true, Optional.empty()));
        assertEquals("cannot resume from " + pgn + ": game 1 is of another match ('Bad vs Other', not 'Worse vs "
                + "Other')", otherEngine.getMessage());
        IOException otherClock = assertThrows(IOException.class, () -> illegalMatch(scripted("Bad", "a1a1"),
                openings, 4, 0, 2_000, pgn, true, Optional.empty()));
        assertEquals("cannot resume from " + pgn + ": game 1 was played at 1+0, not 2+0", otherClock.getMessage());
        IOException otherRounds = assertThrows(IOException.class, () -> illegalMatch(scripted("Bad", "a1a1"),
                openings, 4, 5, 1_000, pgn, true, Optional.empty()));
        assertEquals("cannot resume from " + pgn + ": game 1 is round 1, outside this match's rounds 11-14",
                otherRounds.getMessage());
        assertEquals(before, Files.readString(pgn));
    }

    @Test
    void theSecondEngineMayHaveAClockOfItsOwn() throws IOException {
        // The sleeper never answers: it loses on its own clock (half a second), not on the first engine's (5 s).
        Path pgn = directory.resolve("clocks.pgn");
        MatchSettings settings = new MatchSettings(ownEngine(), Map.of("Hash", "4"), scripted("Sleeper", null),
                Map.of(), MatchRunner.bundledOpenings(), 2, 0, 5_000, 50, 1, Optional.empty(), Optional.empty(),
                Optional.of(pgn), Optional.empty(), false, Optional.of(new MatchSettings.Clock(500, 0)));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EloEstimate estimate = new MatchRunner(settings, new PrintStream(bytes, true, StandardCharsets.UTF_8)).run();
        String output = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(new EloEstimate(2, 0, 0), estimate, output);
        assertTrue(output.contains("Sleeper (White) lost on time") && output.contains("ms used, 500 ms left)"), output);
        assertTrue(output.contains("(5+0.05 against 0.5+0, 2 games)"), output);
        // Our engine moved once, as White in the first game, and said how many nodes it searched.
        assertTrue(output.contains("Moves of Escaque (Hash=4) (1 in this run): nodes a move median "), output);
        assertTrue(output.contains("Moves of Sleeper: none played in this run"), output);
        String[] games = Files.readString(pgn).split("(?=\\[Event )");
        assertEquals(2, games.length);
        for (String text : games) {
            PgnGame game = PgnGame.parse(text);
            boolean firstIsWhite = game.tags().get("White").startsWith("Escaque");
            assertEquals(firstIsWhite ? "5+0.05" : "0.5+0", game.tags().get("WhiteTimeControl"), text);
            assertEquals(firstIsWhite ? "0.5+0" : "5+0.05", game.tags().get("BlackTimeControl"), text);
            assertEquals(null, game.tags().get("TimeControl"), text);
        }
        // A resume checks both clocks: the same match goes on, one with another second clock is refused.
        MatchSettings again = new MatchSettings(ownEngine(), Map.of("Hash", "4"), scripted("Sleeper", null), Map.of(),
                MatchRunner.bundledOpenings(), 2, 0, 5_000, 50, 1, Optional.empty(), Optional.empty(), Optional.of(pgn),
                Optional.empty(), true, Optional.of(new MatchSettings.Clock(500, 0)));
        ByteArrayOutputStream resumed = new ByteArrayOutputStream();
        assertEquals(estimate, new MatchRunner(again, new PrintStream(resumed, true, StandardCharsets.UTF_8)).run());
        MatchSettings other = new MatchSettings(ownEngine(), Map.of("Hash", "4"), scripted("Sleeper", null), Map.of(),
                MatchRunner.bundledOpenings(), 2, 0, 5_000, 50, 1, Optional.empty(), Optional.empty(), Optional.of(pgn),
                Optional.empty(), true, Optional.of(new MatchSettings.Clock(1_000, 0)));
        IOException refused = assertThrows(IOException.class, () -> new MatchRunner(other,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).run());
        assertTrue(refused.getMessage().contains("was played at (WhiteTimeControl) 0.5+0, not 1+0")
                || refused.getMessage().contains("was played at (BlackTimeControl) 0.5+0, not 1+0"), refused.getMessage());
    }

    @Test
    void aMatchStoppedFromOutsideDropsTheGamesUnderWayInsteadOfScoringThem() throws Exception {
        // Both engines think for ever: when the match is stopped (as its shutdown hook does on Ctrl-C or a kill),
        // the engines end mid-game; that must not count as a loss for either, nor be written for --resume to count.
        Path pgn = directory.resolve("stopped.pgn");
        MatchSettings settings = new MatchSettings(scripted("Slow", null), Map.of(), scripted("Slower", null), Map.of(),
                MatchRunner.bundledOpenings(), 4, 0, 60_000, 0, 2, Optional.empty(), Optional.empty(),
                Optional.of(pgn));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        MatchRunner runner = new MatchRunner(settings, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        java.util.concurrent.atomic.AtomicReference<EloEstimate> result = new java.util.concurrent.atomic.AtomicReference<>();
        Thread match = new Thread(() -> {
            try {
                result.set(runner.run());
            } catch (IOException failure) {
                throw new java.io.UncheckedIOException(failure);
            }
        });
        match.start();
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (!bytes.toString(StandardCharsets.UTF_8).contains("2 at a time") && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        Thread.sleep(1_000);
        runner.abandon();
        match.join(30_000);
        String output = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(new EloEstimate(0, 0, 0), result.get(), output);
        assertEquals(0, output.lines().filter(line -> line.startsWith("game ")).count(), output);
        assertTrue(!Files.exists(pgn) || Files.readString(pgn).isBlank(), "nothing written");
    }
}
