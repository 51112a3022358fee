package org.escaque.lab.match;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.Game;
import org.escaque.core.game.Decision;
import org.escaque.core.game.Outcome;
import org.escaque.core.Fen;
import org.escaque.core.notation.UciMove;
import org.escaque.core.pgn.PgnGame;
import org.escaque.core.pgn.PgnReadResult;
import org.escaque.core.pgn.PgnReader;
import org.escaque.core.pgn.PgnWriter;

/**
 * Plays a match between two UCI engines: each opening twice with colours swapped, on a clock kept here (the time
 * from sending {@code go} to reading {@code bestmove}), every ending of the rules decided by core's {@link Game}:
 * checkmate, stalemate, dead positions, fivefold repetition and the 75-move rule end a game by themselves; a
 * threefold repetition or 50-move claim is claimed ({@link Game#claimDraw()}) as soon as it is open (engines cannot
 * claim over UCI); a flag fall is {@linkplain Game#decide decided} as a loss, or a draw when the opponent cannot
 * checkmate (FIDE 6.9). An illegal or missing move, or an engine that ends, loses. Optionally, games the engines
 * agree are decided are adjudicated by score. Prints each game and the running score, then W/D/L and the Elo
 * difference with its 95% interval.
 */
public final class MatchRunner {

    /** How long an engine may take to start and answer {@code uci} / {@code isready}. */
    private static final long START_MILLIS = 20_000;
    /** How long past its flag an engine's move is awaited before it counts as hanging. */
    private static final long GRACE_MILLIS = 1_000;
    /** A game this long is stopped as a draw (the 75-move rule ends real games long before). */
    private static final int MAX_PLIES = 1_000;

    private final MatchSettings settings;
    private final PrintStream out;
    /** The games to play, set once the resumed ones are known. */
    private volatile GameQueue queue;
    private final Map<Integer, GameResult> results = new TreeMap<>();
    private final Map<UciClient, Boolean> live = new ConcurrentHashMap<>();
    private String firstName = "first";
    private String secondName = "second";
    /** Each move's nodes (-1: none reported) and milliseconds, of the games played in this run, by engine. */
    private final List<long[]> firstMoves = new ArrayList<>();
    private final List<long[]> secondMoves = new ArrayList<>();
    private int wins;
    private int draws;
    private int losses;
    /** Set when the match is stopped from outside: games under way are dropped, neither counted nor written. */
    private volatile boolean abandoned;

    public MatchRunner(MatchSettings settings, PrintStream out) {
        this.settings = settings;
        this.out = out;
    }

    /** How one game ended, from the first engine's point of view. */
    record GameResult(int index, boolean firstIsWhite, String result, String reason, int plies, double firstPoints,
            String ending) {
    }

    /**
     * Plays the whole match and returns its result.
     *
     * @throws IOException when an engine cannot be started at all
     */
    public EloEstimate run() throws IOException {
        // Check both engines start before anything is printed as played.
        try (UciClient first = new UciClient(settings.firstCommand(), settings.firstOptions(), START_MILLIS);
                UciClient second = new UciClient(settings.secondCommand(), settings.secondOptions(), START_MILLIS)) {
            firstName = first.name();
            secondName = second.name();
            for (UciClient engine : List.of(first, second)) {
                for (String warning : engine.optionWarnings()) {
                    out.println("(" + engine.name() + " answered its options: " + warning + ")");
                }
            }
        }
        if (settings.resume()) {
            resume(settings.pgn().orElseThrow());
        }
        queue = new GameQueue(settings.games(), results.keySet());
        queue.verdict(decided());
        long lastOpening = settings.firstOpening() + (settings.games() + 1L) / 2;
        out.printf("%s vs %s: %d games, %s, openings %d-%d%s, %d at a time%n", firstName, secondName,
                settings.games(), timeControl(), settings.firstOpening() + 1, Math.min(lastOpening,
                        settings.openings().size()), lastOpening > settings.openings().size()
                        ? " then again from 1 (" + settings.openings().size() + " openings)" : "",
                settings.concurrency());
        if (!results.isEmpty()) {
            EloEstimate resumed = new EloEstimate(wins, draws, losses);
            out.printf("resumed: %d games already in %s, %s +%d =%d -%d%s%n", resumed.games(),
                    settings.pgn().orElseThrow(), firstName, wins, draws, losses,
                    settings.sprt().map(test -> String.format("  LLR %.2f", test.logLikelihoodRatio(wins, draws,
                            losses))).orElse(""));
        }
        Thread cleanup = new Thread(this::abandon);
        Runtime.getRuntime().addShutdownHook(cleanup);
        List<Thread> workers = new ArrayList<>();
        List<Exception> failures = new ArrayList<>();
        for (int i = 0; i < settings.concurrency(); i++) {
            Thread worker = new Thread(() -> {
                try {
                    work();
                } catch (IOException | RuntimeException failure) {
                    synchronized (failures) {
                        failures.add(failure);
                    }
                    out.println("(a match worker stopped: " + failure.getMessage() + ")");
                }
            }, "match-" + i);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            try {
                worker.join();
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        try {
            Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException shuttingDown) {
            // The process is ending (Ctrl-C, a kill) and the hook has stopped the match: what was played is reported.
        }
        EloEstimate estimate = new EloEstimate(wins, draws, losses);
        // What was played is reported even when a worker stopped early.
        summarize(estimate);
        if (!failures.isEmpty()) {
            int missing = settings.games() - estimate.games();
            Exception first = failures.get(0);
            throw new IOException(missing + " of " + settings.games() + " games were not played: "
                    + first.getMessage(), first);
        }
        return estimate;
    }

    /**
     * Stops the match at once (the process is ending: Ctrl-C, a kill): the engines are closed, and the games they were
     * playing are dropped rather than scored as lost by an engine that "ended", so that a {@code --resume} plays them
     * again.
     */
    void abandon() {
        abandoned = true;
        GameQueue games = queue;
        if (games != null) {
            games.stop();
        }
        live.keySet().forEach(UciClient::close);
    }

    private void work() throws IOException {
        UciClient first = null;
        UciClient second = null;
        try {
            int index;
            while (!abandoned && (index = nextIndex()) >= 0) {
                try {
                    if (first == null || !first.isAlive()) {
                        first = restart(first, settings.firstCommand(), settings.firstOptions());
                    }
                    if (second == null || !second.isAlive()) {
                        second = restart(second, settings.secondCommand(), settings.secondOptions());
                    }
                    boolean firstIsWhite = index % 2 == 0;
                    GameOutcome game = play(index, firstIsWhite ? first : second, firstIsWhite ? second : first, first);
                    double whitePoints = game.result.equals("1-0") ? 1 : game.result.equals("0-1") ? 0 : 0.5;
                    String ending = game.kind + (game.culprit == null ? "" : game.culprit == first ? " (first engine)"
                            : " (second engine)");
                    record(new GameResult(index, firstIsWhite, game.result, game.reason, game.plies,
                            firstIsWhite ? whitePoints : 1 - whitePoints, ending), game);
                    if (game.broken != null) {
                        // An engine that hung or misbehaved is replaced before the next game.
                        if (game.broken == first) {
                            first.close();
                            first = null;
                        } else {
                            second.close();
                            second = null;
                        }
                    }
                } finally {
                    queue.done();
                }
            }
        } finally {
            close(first);
            close(second);
        }
    }

    private UciClient restart(UciClient old, String command, Map<String, String> options) throws IOException {
        close(old);
        UciClient client = new UciClient(command, options, START_MILLIS);
        live.put(client, Boolean.TRUE);
        return client;
    }

    /** The PGN standard's Termination value (section 9.8.1) for a game that ended for {@code reason}. */
    private static String pgnTermination(Game game, String reason) {
        Optional<Outcome> outcome = game.outcome();
        if (outcome.isPresent()) {
            return outcome.get().termination().pgnTermination();
        }
        if (reason.startsWith("adjudicated")) {
            return "adjudication";
        }
        if (reason.equals("move limit")) {
            return "normal";
        }
        return "rules infraction";
    }

    private void close(UciClient client) {
        if (client != null) {
            live.remove(client);
            client.close();
        }
    }

    /** The end of one game. {@code broken} is an engine to replace before the next game, or null. */
    private record GameOutcome(String result, String reason, String termination, int plies, Position start,
            List<Move> moves, String white, String black, UciClient broken, String kind, UciClient culprit) {
    }

    private GameOutcome play(int index, UciClient white, UciClient black, UciClient first) {
        String opening = settings.openings().get(settings.openingOf(index));
        Position start = Fen.parse(opening);
        String startFen = Fen.format(start);
        Game game = new Game(start);
        // Each side's clock: the first engine's, or the second's when it has its own.
        MatchSettings.Clock[] clocks = {settings.clock(white == first), settings.clock(black == first)};
        long[] clock = {clocks[0].baseMillis(), clocks[1].baseMillis()};
        List<Integer> scores = new ArrayList<>();
        StringBuilder moveList = new StringBuilder();
        for (UciClient engine : List.of(white, black)) {
            engine.send("ucinewgame");
            if (!engine.isReady(START_MILLIS)) {
                return end(game, engine == white ? "0-1" : "1-0", describe(engine, white) + " did not answer isready",
                        white, black, engine, "no answer to isready", engine);
            }
        }
        while (true) {
            Color turn = game.turn();
            int side = turn == Color.WHITE ? 0 : 1;
            UciClient mover = side == 0 ? white : black;
            UciClient waiting = side == 0 ? black : white;
            mover.send("position fen " + startFen + (moveList.length() == 0 ? "" : " moves" + moveList));
            mover.send("go wtime " + clock[0] + " btime " + clock[1] + " winc " + clocks[0].incrementMillis()
                    + " binc " + clocks[1].incrementMillis());
            long started = System.nanoTime();
            Optional<String> answer = mover.awaitBestMove(started
                    + TimeUnit.MILLISECONDS.toNanos(clock[side] + GRACE_MILLIS));
            long used = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
            String name = describe(mover, white);
            if (answer.isEmpty() && mover.hasEnded()) {
                return end(game, loss(turn), name + " ended during the game", white, black, mover, "engine ended",
                        mover);
            }
            if (answer.isEmpty() || used > clock[side]) {
                String why = name + " lost on time (" + used + " ms used, " + clock[side] + " ms left)";
                UciClient broken = answer.isEmpty() ? mover : null;
                Outcome flagFall = game.decide(new Decision.FlagFall(turn));
                if (flagFall.isDraw()) {
                    return end(game, flagFall.result(), why + ", but the opponent cannot checkmate: draw", white,
                            black, broken, "time forfeit, drawn", mover);
                }
                return end(game, flagFall.result(), why, white, black, broken, "time forfeit", mover);
            }
            String text = answer.get();
            clock[side] += clocks[side].incrementMillis() - used;
            Move move;
            try {
                move = UciMove.parse(game.position(), text);
                game.play(move);
            } catch (IllegalMoveException | IllegalArgumentException illegal) {
                return end(game, loss(turn), name + " played an illegal move '" + text + "'", white, black, mover,
                        "illegal move", mover);
            }
            moveList.append(' ').append(text);
            List<long[]> moves = mover == first ? firstMoves : secondMoves;
            synchronized (moves) {
                moves.add(new long[] {mover.lastNodes().orElse(-1L), used});
            }
            scores.add(mover.lastScore().map(score -> side == 0 ? score : -score).orElse(null));
            Optional<Outcome> outcome = game.outcome();
            if (outcome.isPresent()) {
                return end(game, outcome.get().result(), outcome.get().termination().id(), white, black, null,
                        outcome.get().termination().id(), null);
            }
            if (!game.openClaims().isEmpty()) {
                // Engines cannot claim over UCI: the claim is made for them as soon as it is open.
                Outcome claimed = game.claimDraw();
                String claim = claimed.termination().id() + " (claimed)";
                return end(game, claimed.result(), claim, white, black, null, claim, null);
            }
            Optional<String> adjudicated = adjudicate(scores, game.position().fullmoveNumber());
            if (adjudicated.isPresent()) {
                String result = adjudicated.get();
                String kind = result.equals("1/2-1/2") ? "adjudicated draw (scores)" : "adjudicated win (scores)";
                return end(game, result, kind, white, black, null, kind, null);
            }
            if (game.ply() >= MAX_PLIES) {
                return end(game, "1/2-1/2", "move limit", white, black, null, "move limit", null);
            }
        }
    }

    /** Score adjudication on the last plies' scores (White's point of view; null where none was given). */
    private Optional<String> adjudicate(List<Integer> scores, int fullmove) {
        Optional<MatchSettings.ResignRule> resign = settings.resign();
        if (resign.isPresent()) {
            int plies = 2 * resign.get().moves();
            int threshold = resign.get().centipawns();
            if (lastAll(scores, plies, s -> s >= threshold)) {
                return Optional.of("1-0");
            }
            if (lastAll(scores, plies, s -> s <= -threshold)) {
                return Optional.of("0-1");
            }
        }
        Optional<MatchSettings.DrawRule> draw = settings.draw();
        if (draw.isPresent() && fullmove >= draw.get().fromMove()) {
            int margin = draw.get().centipawns();
            if (lastAll(scores, 2 * draw.get().moves(), s -> Math.abs(s) <= margin)) {
                return Optional.of("1/2-1/2");
            }
        }
        return Optional.empty();
    }

    private static boolean lastAll(List<Integer> scores, int count, java.util.function.IntPredicate test) {
        if (scores.size() < count) {
            return false;
        }
        for (int i = scores.size() - count; i < scores.size(); i++) {
            Integer score = scores.get(i);
            if (score == null || !test.test(score)) {
                return false;
            }
        }
        return true;
    }

    private static String loss(Color side) {
        return side == Color.WHITE ? "0-1" : "1-0";
    }

    private static String describe(UciClient engine, UciClient white) {
        return engine.name() + (engine == white ? " (White)" : " (Black)");
    }

    private GameOutcome end(Game game, String result, String reason, UciClient white, UciClient black,
            UciClient broken, String kind, UciClient culprit) {
        return new GameOutcome(result, reason, pgnTermination(game, reason), game.ply(), game.start(), game.moves(),
                white.name(), black.name(), broken, kind, culprit);
    }

    /** The next game to play, or -1: see {@link GameQueue#take()}. */
    private int nextIndex() {
        try {
            return queue.take();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    /** Counts a finished game's result. */
    private synchronized void count(GameResult result) {
        results.put(result.index(), result);
        if (result.firstPoints() == 1) {
            wins++;
        } else if (result.firstPoints() == 0) {
            losses++;
        } else {
            draws++;
        }
        GameQueue games = queue;
        if (games != null) {
            games.verdict(decided());
        }
    }

    /** Whether the sequential test, if any, has decided on the games counted so far (a later game can undo it). */
    private synchronized boolean decided() {
        return settings.sprt().map(test -> test.verdict(wins, draws, losses) != Sprt.Verdict.CONTINUE).orElse(false);
    }

    /**
     * Counts the games already in {@code file} (if it exists) as played: each must be one of this match's games (its
     * event names these two engines with their options, its time control is this one, its round is one of this
     * match's and appears once) and finished. Anything else is refused before a game is played or a line written.
     */
    private void resume(Path file) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        PgnReadResult read;
        try (var in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            read = PgnReader.readAll(in);
        }
        if (!read.errors().isEmpty()) {
            throw new IOException("cannot resume from " + file + ": " + read.errors().get(0).getMessage());
        }
        String event = firstName + " vs " + secondName;
        long firstRound = settings.round(0);
        long lastRound = settings.round(settings.games() - 1);
        Map<Integer, GameResult> found = new TreeMap<>();
        int number = 0;
        for (PgnGame game : read.games()) {
            number++;
            String where = "cannot resume from " + file + ": game " + number + " ";
            String gameEvent = game.tag("Event").orElse("");
            if (!gameEvent.equals(event)) {
                throw new IOException(where + "is of another match ('" + gameEvent + "', not '" + event + "')");
            }
            long round;
            try {
                round = Long.parseLong(game.tag("Round").orElse(""));
            } catch (NumberFormatException notNumber) {
                throw new IOException(where + "has no round number");
            }
            if (round < firstRound || round > lastRound) {
                throw new IOException(where + "is round " + round + ", outside this match's rounds " + firstRound
                        + "-" + lastRound);
            }
            int index = (int) (round - firstRound);
            Map<String, String> clockTags = clockTags(index % 2 == 0);
            for (Map.Entry<String, String> expected : clockTags.entrySet()) {
                String clock = game.tag(expected.getKey()).orElse("");
                if (!clock.equals(expected.getValue())) {
                    String which = expected.getKey().equals("TimeControl") ? "" : "(" + expected.getKey() + ") ";
                    throw new IOException(where + "was played at " + which + clock + ", not " + expected.getValue());
                }
            }
            double whitePoints = switch (game.result()) {
                case "1-0" -> 1;
                case "0-1" -> 0;
                case "1/2-1/2" -> 0.5;
                default -> throw new IOException(where + "(round " + round + ") has no result");
            };
            boolean firstIsWhite = index % 2 == 0;
            GameResult result = new GameResult(index, firstIsWhite, game.result(), "from " + file,
                    game.moves().size(), firstIsWhite ? whitePoints : 1 - whitePoints,
                    game.tag("Termination").orElse("?") + " (earlier run)");
            if (found.put(index, result) != null) {
                throw new IOException(where + "repeats round " + round);
            }
        }
        found.values().forEach(this::count);
    }

    private synchronized void record(GameResult result, GameOutcome game) {
        if (abandoned) {
            return;
        }
        count(result);
        EloEstimate running = new EloEstimate(wins, draws, losses);
        int played = wins + draws + losses;
        out.printf("game %4d/%d  opening %3d  %s %-7s  %-58s %3d plies | %s +%d =%d -%d  %.1f%%  Elo %s%s%n",
                result.index() + 1, settings.games(), settings.openingOf(result.index()) + 1,
                result.firstIsWhite() ? "W" : "B", result.result(), result.reason(), result.plies(), firstName,
                wins, draws, losses, 100 * running.score(), shortElo(running),
                settings.sprt().map(test -> String.format("  LLR %.2f", test.logLikelihoodRatio(wins, draws,
                        losses))).orElse(""));
        if (played % 50 == 0 && played < settings.games()) {
            out.println("--- after " + played + " games: " + running.describe().replace("\n", "; "));
        }
        settings.pgn().ifPresent(path -> {
            try (Writer writer = Files.newBufferedWriter(path, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND)) {
                new PgnWriter(writer).write(pgn(result, game));
            } catch (IOException failure) {
                out.println("(could not append game " + (result.index() + 1) + " to " + path + ": "
                        + failure.getMessage() + ")");
            }
        });
    }

    private PgnGame pgn(GameResult result, GameOutcome game) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", firstName + " vs " + secondName);
        tags.put("Site", "?");
        tags.put("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        tags.put("Round", String.valueOf(settings.round(result.index())));
        tags.put("White", game.white());
        tags.put("Black", game.black());
        tags.put("Result", game.result());
        tags.putAll(clockTags(result.firstIsWhite()));
        tags.put("Termination", game.termination());
        return PgnGame.of(tags, game.start(), game.moves(), game.result());
    }

    /** The match's clock as printed: one, or the first engine's against the second's. */
    private String timeControl() {
        String first = format(settings.clock(true));
        String second = format(settings.clock(false));
        return first.equals(second) ? first : first + " against " + second;
    }

    /**
     * The PGN tags of a game's clocks: {@code TimeControl} when both sides have the same, else {@code
     * WhiteTimeControl} and {@code BlackTimeControl} (as cutechess-cli writes them).
     */
    private Map<String, String> clockTags(boolean firstIsWhite) {
        String white = format(settings.clock(firstIsWhite));
        String black = format(settings.clock(!firstIsWhite));
        Map<String, String> tags = new LinkedHashMap<>();
        if (white.equals(black)) {
            tags.put("TimeControl", white);
        } else {
            tags.put("WhiteTimeControl", white);
            tags.put("BlackTimeControl", black);
        }
        return tags;
    }

    private static String format(MatchSettings.Clock clock) {
        return formatSeconds(clock.baseMillis()) + "+" + formatSeconds(clock.incrementMillis());
    }

    private static String formatSeconds(long millis) {
        return millis % 1000 == 0 ? String.valueOf(millis / 1000) : String.valueOf(millis / 1000.0);
    }

    private static String shortElo(EloEstimate estimate) {
        double difference = estimate.difference();
        if (Double.isInfinite(difference)) {
            return difference > 0 ? "+inf" : "-inf";
        }
        double margin = estimate.margin();
        return String.format("%+.0f +/- %s", difference,
                Double.isInfinite(margin) || Double.isNaN(margin) ? "inf" : String.format("%.0f", margin));
    }

    /** The sequential test's verdict, e.g. {@code SPRT [0, 10] alpha 0.05 beta 0.05: LLR 2.97 (bounds -2.94, 2.94), H1 accepted}. */
    static String describe(Sprt test, EloEstimate estimate) {
        double llr = test.logLikelihoodRatio(estimate.wins(), estimate.draws(), estimate.losses());
        String verdict = switch (test.verdict(estimate.wins(), estimate.draws(), estimate.losses())) {
            case ACCEPT_H1 -> "H1 accepted: the first engine is at least " + formatElo(test.elo1()) + " Elo stronger";
            case ACCEPT_H0 -> "H0 accepted: the first engine is not " + formatElo(test.elo1()) + " Elo stronger";
            case CONTINUE -> "no decision yet (more games needed)";
        };
        return String.format("SPRT [%s, %s] alpha %s beta %s: LLR %.2f (bounds %.2f, %.2f), %s",
                formatElo(test.elo0()), formatElo(test.elo1()), test.alpha(), test.beta(), llr, test.lowerBound(),
                test.upperBound(), verdict);
    }

    private static String formatElo(double elo) {
        return elo == Math.rint(elo) ? String.valueOf((long) elo) : String.valueOf(elo);
    }

    private void summarize(EloEstimate estimate) {
        Map<String, Integer> endings = new TreeMap<>();
        for (GameResult result : results.values()) {
            endings.merge(result.ending(), 1, Integer::sum);
        }
        out.println();
        out.println("Result of " + firstName + " vs " + secondName + " (" + timeControl() + ", "
                + estimate.games() + " games)");
        out.println(estimate.describe());
        settings.sprt().ifPresent(test -> out.println(describe(test, estimate)));
        out.println("Endings: " + endings);
        out.println(describeMoves(firstName, firstMoves));
        out.println(describeMoves(secondName, secondMoves));
    }

    /**
     * One engine's nodes and time a move over the games played in this run (not those resumed): the median, the middle
     * half and the mean, from its last report before each move.
     */
    static String describeMoves(String name, List<long[]> moves) {
        List<long[]> copy;
        synchronized (moves) {
            copy = new ArrayList<>(moves);
        }
        long[] nodes = copy.stream().mapToLong(move -> move[0]).filter(count -> count >= 0).sorted().toArray();
        long[] millis = copy.stream().mapToLong(move -> move[1]).sorted().toArray();
        if (millis.length == 0) {
            return "Moves of " + name + ": none played in this run";
        }
        String time = String.format("time a move median %d ms (middle half %d-%d, mean %.0f)", quantile(millis, 0.5),
                quantile(millis, 0.25), quantile(millis, 0.75), java.util.Arrays.stream(millis).average()
                        .orElse(0));
        String count = nodes.length == 0 ? "no node counts reported" : String.format(
                "nodes a move median %d (middle half %d-%d, mean %.0f)", quantile(nodes, 0.5), quantile(nodes, 0.25),
                quantile(nodes, 0.75), java.util.Arrays.stream(nodes).average().orElse(0));
        return "Moves of " + name + " (" + millis.length + " in this run): " + count + "; " + time;
    }

    /** The value at fraction {@code q} of sorted {@code values} (the lower of two middles). */
    private static long quantile(long[] values, double q) {
        return values[(int) Math.min(values.length - 1, Math.floor(q * (values.length - 1)))];
    }

    /** Reads openings: one position per line (FEN or EPD; blank lines and '#' comments skipped). */
    public static List<String> readOpenings(List<String> lines, String source) {
        List<String> openings = new ArrayList<>();
        int number = 0;
        for (String line : lines) {
            number++;
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            String[] fields = text.split("\\s+");
            if (fields.length < 4) {
                throw new IllegalArgumentException(source + " line " + number + ": not a FEN or EPD position");
            }
            boolean hasCounters = fields.length >= 6 && fields[4].matches("\\d+") && fields[5].matches("\\d+");
            String fen = String.join(" ", List.of(fields).subList(0, 4)) + (hasCounters
                    ? " " + fields[4] + " " + fields[5] : " 0 1");
            try {
                if (!Fen.parse(fen).hasLegalMove()) {
                    throw new IllegalArgumentException("the game is already over in this position");
                }
            } catch (IllegalArgumentException bad) {
                throw new IllegalArgumentException(source + " line " + number + ": " + bad.getMessage());
            }
            openings.add(fen);
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException(source + " holds no positions");
        }
        return openings;
    }

    /** The 400 balanced openings bundled with the match runner (8 random plies, kept when level within 0.6 pawns). */
    public static List<String> bundledOpenings() {
        try (var in = MatchRunner.class.getResourceAsStream("openings.epd")) {
            if (in == null) {
                throw new IllegalStateException("the bundled openings are missing from the build");
            }
            return readOpenings(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList(),
                    "bundled openings");
        } catch (IOException failure) {
            throw new IllegalStateException("cannot read the bundled openings", failure);
        }
    }
}
