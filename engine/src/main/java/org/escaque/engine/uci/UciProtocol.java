package org.escaque.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.NotationException;
import org.escaque.core.notation.UciMove;
import org.escaque.engine.Bench;
import org.escaque.engine.Engine;
import org.escaque.engine.Level;
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;

/**
 * The Universal Chess Interface over the {@link Engine} facade: reads commands line by line and writes
 * replies. Anything it cannot understand is answered with {@code info string} and a reason, never an
 * exception. Besides the standard commands it knows {@code bench [depth]}.
 */
public final class UciProtocol {

    private static final String NAME = "Escaque";
    private static final String AUTHOR = "the Escaque authors";
    private static final int MAX_HASH = 4096;
    private static final int MAX_MULTI_PV = 64;

    private final Engine engine;
    private final PrintStream out;
    private final UciOptions options = new UciOptions();

    /** A protocol session driving {@code engine}, writing to {@code out}. */
    public UciProtocol(Engine engine, PrintStream out) {
        this.engine = engine;
        this.out = out;
    }

    /**
     * Runs a whole UCI session on a fresh engine until {@code quit} or the end of input; returns the
     * process exit code (0).
     */
    public static int run(InputStream in, PrintStream out) {
        try (Engine engine = new Engine()) {
            UciProtocol protocol = new UciProtocol(engine, out);
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                if (!protocol.handle(line)) {
                    break;
                }
            }
        } catch (IOException failure) {
            out.println("info string input failed: " + failure.getMessage());
        }
        return 0;
    }

    /** Handles one command line; returns false after {@code quit}. */
    public boolean handle(String line) {
        List<String> tokens = tokens(line);
        if (tokens.isEmpty()) {
            return true;
        }
        String command = tokens.get(0);
        List<String> arguments = tokens.subList(1, tokens.size());
        try {
            switch (command) {
                case "uci" -> identify();
                case "isready" -> send("readyok");
                case "ucinewgame" -> engine.newGame();
                case "position" -> position(arguments);
                case "go" -> go(arguments);
                case "stop" -> engine.stop();
                case "ponderhit" -> engine.ponderHit();
                case "setoption" -> setOption(arguments);
                case "debug", "register" -> {
                    // Accepted and ignored: nothing to debug-print or register.
                }
                case "bench" -> bench(arguments);
                case "quit" -> {
                    engine.stop();
                    return false;
                }
                default -> send("info string unknown command '" + command + "'");
            }
        } catch (UciException problem) {
            send("info string " + problem.getMessage());
        } catch (RuntimeException failure) {
            send("info string could not handle '" + line.strip() + "': " + failure.getMessage());
        }
        return true;
    }

    private void identify() {
        send("id name " + NAME);
        send("id author " + AUTHOR);
        send("option name Hash type spin default " + Engine.DEFAULT_HASH_MEGABYTES + " min 1 max " + MAX_HASH);
        send("option name Threads type spin default 1 min 1 max " + Engine.MAX_THREADS);
        send("option name MultiPV type spin default 1 min 1 max " + MAX_MULTI_PV);
        send("option name Ponder type check default false");
        send("option name Move Overhead type spin default " + Engine.DEFAULT_MOVE_OVERHEAD + " min 0 max 5000");
        send("option name UCI_LimitStrength type check default false");
        send("option name UCI_Elo type spin default " + UciOptions.MAX_ELO + " min " + UciOptions.MIN_ELO
                + " max " + UciOptions.MAX_ELO);
        send("option name Skill Level type spin default " + Level.MAX + " min " + Level.MIN + " max " + Level.MAX);
        send("option name OwnBook type check default false");
        send("option name BookFile type string default " + UciOptions.DEFAULT_BOOK);
        send("option name Evaluation type combo default " + UciOptions.NETWORK + " var " + UciOptions.CLASSIC
                + " var " + UciOptions.NETWORK);
        send("option name EvalFile type string default " + UciOptions.BUILT_IN_NETWORK);
        send("option name Clear Hash type button");
        send("uciok");
    }

    // ---- position ----

    private void position(List<String> arguments) {
        if (arguments.isEmpty()) {
            throw new UciException("position needs 'startpos' or 'fen <FEN>'");
        }
        int movesAt = arguments.indexOf("moves");
        List<String> setup = movesAt < 0 ? arguments : arguments.subList(0, movesAt);
        List<String> moveTexts = movesAt < 0 ? List.of() : arguments.subList(movesAt + 1, arguments.size());
        Position start;
        if (setup.get(0).equals("startpos") && setup.size() == 1) {
            start = Position.initial();
        } else if (setup.get(0).equals("fen") && setup.size() > 1) {
            String fen = String.join(" ", setup.subList(1, setup.size()));
            try {
                start = Position.fromFen(fen);
            } catch (InvalidPositionException | NotationException invalid) {
                throw new UciException("invalid FEN '" + fen + "': " + invalid.getMessage());
            }
        } else {
            throw new UciException("position needs 'startpos' or 'fen <FEN>', got '" + String.join(" ", setup) + "'");
        }
        Position current = start;
        List<Move> moves = new ArrayList<>(moveTexts.size());
        for (String text : moveTexts) {
            try {
                Move move = UciMove.parse(current, text);
                current = current.play(move);
                moves.add(move);
            } catch (IllegalMoveException | NotationException illegal) {
                throw new UciException("position ignored: move '" + text + "' is not legal after "
                        + moves.size() + " moves: " + illegal.getMessage());
            }
        }
        try {
            engine.setPosition(start, moves);
        } catch (IllegalMoveException impossible) {
            throw new UciException("position ignored: " + impossible.getMessage());
        }
    }

    // ---- go ----

    private void go(List<String> arguments) {
        SearchLimits limits = GoCommand.parse(arguments, engine.position());
        engine.go(limits, new Reporter());
    }

    private void setOption(List<String> arguments) {
        int nameAt = arguments.indexOf("name");
        int valueAt = arguments.indexOf("value");
        if (nameAt != 0) {
            throw new UciException("setoption needs 'name <option> [value <value>]'");
        }
        String name = String.join(" ", arguments.subList(1, valueAt < 0 ? arguments.size() : valueAt));
        String value = valueAt < 0 ? "" : String.join(" ", arguments.subList(valueAt + 1, arguments.size()));
        switch (name.toLowerCase(Locale.ROOT)) {
            case "hash" -> engine.setHashMegabytes(UciOptions.spin(name, value, 1, MAX_HASH));
            case "threads" -> engine.setThreads(UciOptions.spin(name, value, 1, Engine.MAX_THREADS));
            case "multipv" -> engine.setMultiPv(UciOptions.spin(name, value, 1, MAX_MULTI_PV));
            case "move overhead" -> engine.setMoveOverhead(UciOptions.spin(name, value, 0, 5000));
            case "ponder" -> UciOptions.check(name, value);
            case "uci_limitstrength" -> options.setLimitStrength(UciOptions.check(name, value), engine);
            case "uci_elo" -> options.setElo(UciOptions.spin(name, value, UciOptions.MIN_ELO, UciOptions.MAX_ELO),
                    engine);
            case "skill level" -> options.setSkillLevel(UciOptions.spin(name, value, Level.MIN, Level.MAX), engine);
            case "ownbook" -> options.setOwnBook(UciOptions.check(name, value), engine);
            case "bookfile" -> options.setBookFile(value, engine);
            case "evaluation" -> options.setEvaluation(value, engine);
            case "evalfile" -> options.setEvalFile(value, engine);
            case "clear hash" -> engine.clearHash();
            default -> throw new UciException("unknown option '" + name + "'");
        }
    }

    private void bench(List<String> arguments) {
        int depth = arguments.isEmpty() ? Bench.DEFAULT_DEPTH : UciOptions.spin("bench depth", arguments.get(0), 1, 30);
        engine.stop();
        engine.awaitCompletion();
        Bench.run(new PrintWriter(out, true, StandardCharsets.UTF_8), depth, engine.network());
    }

    private static List<String> tokens(String line) {
        List<String> tokens = new ArrayList<>();
        for (String token : line.strip().split("\\s+")) {
            if (!token.isEmpty()) {
                tokens.add(token);
            }
        }
        return tokens;
    }

    private void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }

    /** Writes the engine's reports in UCI syntax. */
    private final class Reporter implements SearchListener {

        @Override
        public void info(SearchInfo info) {
            String pv = info.principalVariation().stream().map(Move::toString).collect(Collectors.joining(" "));
            send("info depth " + info.depth() + " seldepth " + info.selectiveDepth() + " multipv " + info.multiPv()
                    + " score " + info.score().uci() + " nodes " + info.nodes() + " nps " + info.nodesPerSecond()
                    + " hashfull " + info.hashFull() + " time " + info.timeMillis() + " pv " + pv);
        }

        @Override
        public void bestMove(Move move, Optional<Move> ponder) {
            send("bestmove " + move + ponder.map(p -> " ponder " + p).orElse(""));
        }

        @Override
        public void noLegalMove() {
            send("bestmove 0000");
        }
    }
}
