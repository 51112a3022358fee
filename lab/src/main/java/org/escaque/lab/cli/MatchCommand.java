package org.escaque.lab.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.escaque.engine.uci.UciMain;
import org.escaque.lab.match.MatchRunner;
import org.escaque.lab.match.MatchSettings;
import org.escaque.lab.match.Sprt;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code escaque-lab match}: plays Escaque's engine (or any UCI engine) against another UCI engine from balanced
 * openings, each twice with colours swapped, and prints W/D/L and the Elo difference with its 95% interval.
 */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = {"Play a UCI engine match: each opening twice with colours swapped, rules applied by the app's "
            + "core, then W/D/L and the Elo difference with its 95%% interval.",
            "Examples: escaque-lab match --second /usr/games/stockfish --second-option UCI_LimitStrength=true "
                + "--second-option UCI_Elo=1900 --games 800",
            "          escaque-lab match --first-option 'Skill Level=4' --second-option 'Skill Level=3' --games 40"})
final class MatchCommand implements Callable<Integer> {

    @Option(names = "--first", paramLabel = "COMMAND",
            description = "The first engine's command line (default: the engine of this build, in a Java process of "
                + "its own).")
    private String first;

    @Option(names = "--first-option", paramLabel = "NAME=VALUE",
            description = "A UCI option for the first engine (repeatable), e.g. 'Skill Level=3'.")
    private List<String> firstOptions = List.of();

    @Option(names = "--second", paramLabel = "COMMAND",
            description = "The second engine's command line, e.g. /usr/games/stockfish (default: this Escaque's "
                + "engine, to match its levels against each other).")
    private String second;

    @Option(names = "--second-option", paramLabel = "NAME=VALUE",
            description = "A UCI option for the second engine (repeatable), e.g. UCI_Elo=1900.")
    private List<String> secondOptions = List.of();

    @Option(names = "--games", description = "Games to play (default: ${DEFAULT-VALUE}, every opening twice; "
            + "past the last opening the match goes on from the first).")
    private int games = 800;

    @Option(names = "--tc", paramLabel = "BASE+INC",
            description = "Time control in seconds, base+increment (default: ${DEFAULT-VALUE}).")
    private String timeControl = "10+0.1";

    @Option(names = "--second-tc", paramLabel = "BASE+INC",
            description = "The second engine's own time control, if it differs from --tc: to measure against an "
                    + "engine with more time, or with less (a slower device's).")
    private String secondTimeControl;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "EPD or FEN file, one position a line (default: the 400 bundled balanced openings).")
    private Path openings;

    @Option(names = "--first-opening", paramLabel = "N",
            description = "Start at opening N, 1-based (default: ${DEFAULT-VALUE}), to split or resume a match.")
    private int firstOpening = 1;

    @Option(names = "--concurrency", description = "Games played at once (default: ${DEFAULT-VALUE}). "
            + "Each playing engine needs a free core or its clock suffers.")
    private int concurrency = 1;

    @Option(names = "--resign", paramLabel = "MOVES,CP",
            description = "Adjudicate a win when both engines agree on at least CP centipawns for MOVES moves each "
                + "(default: off).")
    private String resign;

    @Option(names = "--draw", paramLabel = "FROM,MOVES,CP",
            description = "Adjudicate a draw from move FROM when both engines report within CP of 0 for MOVES "
                + "moves each (default: off).")
    private String draw;

    @Option(names = "--sprt", paramLabel = "ELO0,ELO1",
            description = "Stop as soon as a sequential probability ratio test decides between an Elo difference of "
                    + "ELO0 (H0) and ELO1 (H1); --games is then the most played.")
    private String sprt;

    @Option(names = "--sprt-alpha", description = "The SPRT's chance of accepting H1 when H0 holds (default: "
            + "${DEFAULT-VALUE}).")
    private double sprtAlpha = 0.05;

    @Option(names = "--sprt-beta", description = "The SPRT's chance of accepting H0 when H1 holds (default: "
            + "${DEFAULT-VALUE}).")
    private double sprtBeta = 0.05;

    @Option(names = "--pgn", paramLabel = "FILE", description = "Append every finished game to this PGN file.")
    private Path pgn;

    @Option(names = "--resume", description = "Count the games already in the --pgn file as played and play only "
            + "the others, the score and the SPRT going on from theirs: the same command again continues a stopped "
            + "match.")
    private boolean resume;

    @Override
    public Integer call() throws IOException {
        long[] clock = parseTimeControl(timeControl, "--tc");
        Optional<MatchSettings.Clock> secondClock = Optional.ofNullable(secondTimeControl)
                .map(text -> parseTimeControl(text, "--second-tc"))
                .map(times -> new MatchSettings.Clock(times[0], times[1]));
        List<String> positions;
        if (openings == null) {
            positions = MatchRunner.bundledOpenings();
        } else {
            if (!Files.isReadable(openings)) {
                throw new UsageException("cannot read the openings file " + openings);
            }
            try {
                positions = MatchRunner.readOpenings(Files.readAllLines(openings, StandardCharsets.UTF_8),
                        openings.toString());
            } catch (java.nio.charset.CharacterCodingException notText) {
                throw new UsageException("the openings file " + openings + " is not UTF-8 text");
            }
        }
        Optional<MatchSettings.ResignRule> resignRule = Optional.ofNullable(resign).map(text -> {
            int[] v = numbers(text, 2, "--resign MOVES,CP");
            return new MatchSettings.ResignRule(v[0], v[1]);
        });
        if (resume && pgn == null) {
            throw new UsageException("--resume continues the match whose games are in the --pgn file: give --pgn FILE");
        }
        Optional<MatchSettings.DrawRule> drawRule = Optional.ofNullable(draw).map(text -> {
            int[] v = numbers(text, 3, "--draw FROM,MOVES,CP");
            return new MatchSettings.DrawRule(v[0], v[1], v[2]);
        });
        MatchSettings settings = new MatchSettings(first == null ? ownEngineCommand() : first,
                options(firstOptions), second == null ? ownEngineCommand() : second, options(secondOptions), positions, games, firstOpening - 1, clock[0],
                clock[1], concurrency, resignRule, drawRule, Optional.ofNullable(pgn), sprtTest(), resume, secondClock);
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        try {
            new MatchRunner(settings, out).run();
        } catch (IOException failure) {
            throw new UsageException(failure.getMessage());
        }
        return 0;
    }

    private Optional<Sprt> sprtTest() {
        if (sprt == null) {
            return Optional.empty();
        }
        String[] parts = sprt.split(",", -1);
        try {
            if (parts.length == 2) {
                return Optional.of(new Sprt(Double.parseDouble(parts[0].strip()), Double.parseDouble(parts[1].strip()),
                        sprtAlpha, sprtBeta));
            }
        } catch (NumberFormatException bad) {
            // reported below
        } catch (IllegalArgumentException wrong) {
            throw new UsageException("--sprt: " + wrong.getMessage());
        }
        throw new UsageException("--sprt must be ELO0,ELO1, like 0,10, not '" + sprt + "'");
    }

    static long[] parseTimeControl(String text, String option) {
        String[] parts = text.split("\\+", -1);
        try {
            if (parts.length == 2) {
                double base = Double.parseDouble(parts[0]);
                double increment = Double.parseDouble(parts[1]);
                if (base > 0 && increment >= 0 && base < 100_000 && increment < 1_000) {
                    return new long[] {Math.round(base * 1000), Math.round(increment * 1000)};
                }
            }
        } catch (NumberFormatException bad) {
            // reported below
        }
        throw new UsageException(option + " must be BASE+INC in seconds, like 10+0.1, not '" + text + "'");
    }

    private static int[] numbers(String text, int count, String form) {
        String[] parts = text.split(",", -1);
        if (parts.length != count) {
            throw new UsageException("expected " + form + ", got '" + text + "'");
        }
        int[] values = new int[count];
        try {
            for (int i = 0; i < count; i++) {
                values[i] = Integer.parseInt(parts[i].strip());
            }
        } catch (NumberFormatException bad) {
            throw new UsageException("expected " + form + " with whole numbers, got '" + text + "'");
        }
        return values;
    }

    private static Map<String, String> options(List<String> pairs) {
        Map<String, String> options = new LinkedHashMap<>();
        for (String pair : pairs) {
            int equals = pair.indexOf('=');
            if (equals <= 0) {
                throw new UsageException("a UCI option is NAME=VALUE, not '" + pair + "'");
            }
            options.put(pair.substring(0, equals).strip(), pair.substring(equals + 1).strip());
        }
        return options;
    }

    /**
     * This build's engine: the running Java with the running jar (or class path) and the engine's own UCI entry point,
     * the same engine as {@code escaque uci} of the app built from the same sources.
     */
    static String ownEngineCommand() {
        String java = ProcessHandle.current().info().command().orElse("java");
        String classPath = System.getProperty("java.class.path");
        return quote(java) + " -XX:+UseSerialGC -cp " + quote(classPath) + " " + UciMain.class.getName();
    }

    private static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
