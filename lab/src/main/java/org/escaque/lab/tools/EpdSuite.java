package org.escaque.lab.tools;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.San;
import org.escaque.engine.Engine;
import org.escaque.engine.SearchInfo;
import org.escaque.engine.SearchLimits;
import org.escaque.engine.SearchListener;
import org.escaque.engine.eval.network.Network;
import org.escaque.lab.nnue.EvaluationArgument;

/**
 * Runs a test suite in EPD form ({@code bm} best moves and/or {@code am} avoid moves, in SAN) at a fixed
 * time per position and prints each result and the number solved, e.g. for Win at Chess:
 * {@code java ... org.escaque.lab.tools.EpdSuite wac.epd 1000}.
 */
public final class EpdSuite {

    private EpdSuite() {
    }

    /** One test: a position, the moves that solve it and the moves that fail it. */
    record Problem(String id, Position position, List<Move> best, List<Move> avoid) {
    }

    /**
     * Command line: {@code EpdSuite FILE [LIMIT [NETWORK]]} where LIMIT is milliseconds per position (default 1000),
     * or a node count with the suffix {@code n} ({@code 500000n}), which gives results independent of load, and
     * NETWORK a network file to search with instead of the built-in network ({@code builtin}), or {@code classic}
     * for the hand-crafted evaluation.
     */
    public static void main(String[] arguments) throws IOException {
        if (arguments.length < 1 || arguments.length > 3) {
            System.err.println("usage: EpdSuite FILE [milliseconds | nodes followed by n] "
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
        SearchLimits limits = limit.endsWith("n") ? SearchLimits.fixedNodes(Long.parseLong(limit.replace("n", "")))
                : SearchLimits.fixedTime(Long.parseLong(limit));
        List<Problem> problems = read(Path.of(arguments[0]));
        int solved = run(problems, limits, network, System.out);
        System.out.println("solved " + solved + "/" + problems.size() + " at " + limit
                + (limit.endsWith("n") ? "odes" : " ms") + " per position");
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
        int solved = 0;
        try (Engine engine = new Engine()) {
            engine.setNetwork(network);
            for (Problem problem : problems) {
                engine.newGame();
                try {
                    engine.setPosition(problem.position(), List.of());
                } catch (org.escaque.core.IllegalMoveException impossible) {
                    throw new IllegalStateException(impossible);
                }
                Move move;
                try {
                    move = BlockingSearch.run(engine, limits).move();
                } catch (InterruptedException | ExecutionException | TimeoutException failed) {
                    throw new IllegalStateException("the search of " + problem.id() + " failed", failed);
                }
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
