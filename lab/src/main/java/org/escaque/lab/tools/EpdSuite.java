package org.escaque.lab.tools;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.San;
import org.escaque.engine.Engine;
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;
import org.escaque.engine.eval.network.Network;
import org.escaque.lab.nnue.EvaluationArgument;

/**
 * Runs a test suite in EPD form ({@code bm} best moves and/or {@code am} avoid moves, in SAN) at a fixed
 * time per position and prints each result and the number solved, e.g. for Win at Chess:
 * {@code java ... org.escaque.lab.tools.EpdSuite wac.epd 1000}.
 */
public final class EpdSuite {

    /**
     * The warm-up's position, not in Win at Chess: "Kiwipete", a middlegame with every kind of move (castling both
     * ways, en passant, promotions near), so that every part of the search is compiled.
     */
    static final Position WARM_UP =
            Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");

    private EpdSuite() {
    }

    /** One test: a position, the moves that solve it and the moves that fail it. */
    record Problem(String id, Position position, List<Move> best, List<Move> avoid) {
    }

    /**
     * Command line: {@code EpdSuite [--warm-up MS] FILE [LIMIT [NETWORK]]} where LIMIT is milliseconds per position
     * (default 1000), or a node count with the suffix {@code n} ({@code 500000n}), which gives results independent of
     * load, and NETWORK a network file to search with instead of the built-in network ({@code builtin}), or {@code
     * classic} for the hand-crafted evaluation. {@code --warm-up MS} first searches a position outside the suite for
     * MS milliseconds, so that the suite's first positions are not searched while the JVM is still compiling the
     * search (as a game's later moves are not); the table and histories are cleared after it.
     */
    public static void main(String[] arguments) throws IOException {
        long warmUp = 0;
        if (arguments.length >= 2 && arguments[0].equals("--warm-up")) {
            warmUp = wholeNumber(arguments[1]);
            if (warmUp < 0) {
                System.err.println("EpdSuite: --warm-up takes a number of milliseconds, not " + arguments[1]);
                System.exit(2);
            }
            arguments = Arrays.copyOfRange(arguments, 2, arguments.length);
        }
        if (arguments.length < 1 || arguments.length > 3) {
            System.err.println("usage: EpdSuite [--warm-up milliseconds] FILE [milliseconds | nodes followed by n] "
                    + "[network file | builtin | classic]");
            System.exit(2);
        }
        Optional<Network> network;
        try {
            network = EvaluationArgument.parse(arguments.length > 2 ? arguments[2] : "builtin");
        } catch (IllegalArgumentException bad) {
            System.err.println("EpdSuite: " + bad.getMessage());
            System.exit(2);
            return;
        }
        String limit = arguments.length > 1 ? arguments[1] : "1000";
        boolean nodes = limit.endsWith("n");
        long amount = wholeNumber(nodes ? limit.substring(0, limit.length() - 1) : limit);
        if (amount <= 0) {
            System.err.println("EpdSuite: the limit is a number of milliseconds, or of nodes followed by n, not "
                    + limit);
            System.exit(2);
            return;
        }
        SearchLimits limits = nodes ? SearchLimits.fixedNodes(amount) : SearchLimits.fixedTime(amount);
        List<Problem> problems;
        try {
            problems = read(Path.of(arguments[0]));
        } catch (NoSuchFileException missing) {
            System.err.println("EpdSuite: there is no file " + arguments[0]);
            System.exit(2);
            return;
        } catch (IOException | RuntimeException unreadable) {
            System.err.println("EpdSuite: cannot read the suite " + arguments[0] + ": " + unreadable.getMessage());
            System.exit(2);
            return;
        }
        int solved = run(problems, limits, network, warmUp, System.out);
        System.out.println("solved " + solved + "/" + problems.size() + " at " + limit
                + (nodes ? "odes" : " ms") + " per position"
                + (warmUp > 0 ? ", after a warm-up of " + warmUp + " ms" : ""));
    }

    /** {@code text} as a number of at least 0, or -1 when it is not one. */
    private static long wholeNumber(String text) {
        try {
            return Math.max(-1, Long.parseLong(text));
        } catch (NumberFormatException notANumber) {
            return -1;
        }
    }

    /** Solves each problem with a fresh game state and the built-in network; returns how many were solved. */
    public static int run(List<Problem> problems, SearchLimits limits, PrintStream out) {
        return run(problems, limits, Optional.of(Network.builtIn()), out);
    }

    /**
     * As {@link #run(List, SearchLimits, PrintStream)}, evaluating with {@code network}, or with the hand-crafted
     * evaluation when it is empty.
     */
    public static int run(List<Problem> problems, SearchLimits limits, Optional<Network> network, PrintStream out) {
        return run(problems, limits, network, 0, out);
    }

    /**
     * As {@link #run(List, SearchLimits, Optional, PrintStream)}, after searching {@link #WARM_UP} for {@code
     * warmUpMillis} milliseconds (none when 0).
     */
    public static int run(List<Problem> problems, SearchLimits limits, Optional<Network> network, long warmUpMillis,
            PrintStream out) {
        int solved = 0;
        try (Engine engine = new Engine()) {
            engine.setNetwork(network);
            if (warmUpMillis > 0) {
                search(engine, WARM_UP, SearchLimits.fixedTime(warmUpMillis), "the warm-up");
            }
            for (Problem problem : problems) {
                Move move = search(engine, problem.position(), limits, problem.id());
                boolean ok = (problem.best().isEmpty() || problem.best().contains(move))
                        && !problem.avoid().contains(move);
                if (ok) {
                    solved++;
                }
                out.printf("%-10s %-4s %-7s%n", problem.id(), ok ? "ok" : "FAIL",
                        San.format(problem.position(), move));
            }
        }
        return solved;
    }

    /** Searches {@code position} from a new game (empty table, histories cleared) and returns the move chosen. */
    private static Move search(Engine engine, Position position, SearchLimits limits, String name) {
        engine.newGame();
        try {
            engine.setPosition(position, List.of());
            return BlockingSearch.run(engine, limits).move();
        } catch (org.escaque.core.IllegalMoveException impossible) {
            throw new IllegalStateException(impossible);
        } catch (InterruptedException | ExecutionException | TimeoutException failed) {
            throw new IllegalStateException("the search of " + name + " failed", failed);
        }
    }

    /** Reads an EPD file: four FEN fields, then operations such as {@code bm Qg6; id "WAC.001";}. */
    public static List<Problem> read(Path file) throws IOException {
        List<Problem> problems = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                problems.add(parse(line.strip()));
            }
        }
        return problems;
    }

    static Problem parse(String line) {
        String[] fields = line.split("\\s+", 5);
        Position position = Position.fromFen(String.join(" ", fields[0], fields[1], fields[2], fields[3]) + " 0 1");
        String id = "?";
        List<Move> best = new ArrayList<>();
        List<Move> avoid = new ArrayList<>();
        for (String operation : (fields.length > 4 ? fields[4] : "").split(";")) {
            String[] parts = operation.strip().split("\\s+", 2);
            if (parts.length < 2) {
                continue;
            }
            switch (parts[0]) {
                case "id" -> id = parts[1].replace("\"", "");
                case "bm" -> best.addAll(moves(position, parts[1]));
                case "am" -> avoid.addAll(moves(position, parts[1]));
                default -> {
                }
            }
        }
        return new Problem(id, position, best, avoid);
    }

    private static List<Move> moves(Position position, String sanList) {
        List<Move> moves = new ArrayList<>();
        for (String san : sanList.strip().split("\\s+")) {
            moves.add(San.parse(position, san));
        }
        return moves;
    }
}
