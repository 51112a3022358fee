package org.escaque.engine.tools;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.UciMove;

/**
 * A development tool, not a test: plays games between two UCI engines with a clock, from an EPD file of
 * openings, each opening twice with colours swapped, and prints the running score of the first engine.
 * Usage: {@code Match "cmd1" "cmd2" "Name=Value,..." games base+inc openings.epd [firstOpening]}.
 */
public final class Match {

    private Match() {
    }

    /** One engine process. */
    private static final class Player implements AutoCloseable {
        final Process process;
        final PrintWriter in;
        final BufferedReader out;
        String lastScore = "";

        Player(String command, String options) throws IOException {
            process = new ProcessBuilder("bash", "-c", command).redirectErrorStream(true).start();
            in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
            out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            send("uci");
            waitFor("uciok");
            for (String option : options.split(",")) {
                if (option.contains("=")) {
                    String[] parts = option.split("=", 2);
                    send("setoption name " + parts[0] + " value " + parts[1]);
                }
            }
            send("isready");
            waitFor("readyok");
        }

        void send(String line) {
            in.println(line);
        }

        String waitFor(String prefix) throws IOException {
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith("info") && line.contains(" score ")) {
                    int at = line.indexOf(" score ");
                    String[] parts = line.substring(at + 7).split(" ");
                    lastScore = parts[0] + " " + parts[1];
                }
                if (line.startsWith(prefix)) {
                    return line;
                }
            }
            throw new IOException("engine ended");
        }

        @Override
        public void close() {
            send("quit");
            try {
                process.waitFor();
            } catch (InterruptedException interrupted) {
                process.destroy();
            }
        }
    }

    public static void main(String[] arguments) throws Exception {
        String first = arguments[0];
        String second = arguments[1];
        String secondOptions = arguments[2];
        int games = Integer.parseInt(arguments[3]);
        String[] control = arguments[4].split("\\+");
        long base = (long) (Double.parseDouble(control[0]) * 1000);
        long increment = (long) (Double.parseDouble(control[1]) * 1000);
        List<String> openings = Files.readAllLines(Path.of(arguments[5]));
        int offset = arguments.length > 6 ? Integer.parseInt(arguments[6]) : 0;
        double points = 0;
        int wins = 0;
        int losses = 0;
        int draws = 0;
        try (Player a = new Player(first, ""); Player b = new Player(second, secondOptions)) {
            for (int game = 0; game < games; game++) {
                String opening = openings.get(offset + game / 2).strip();
                String fen = String.join(" ", List.of(opening.split("\\s+")).subList(0, 4)) + " 0 1";
                boolean firstIsWhite = game % 2 == 0;
                String[] result = play(fen, firstIsWhite ? a : b, firstIsWhite ? b : a, base, increment);
                double score = result[0].equals("1-0") ? 1 : result[0].equals("0-1") ? 0 : 0.5;
                double ours = firstIsWhite ? score : 1 - score;
                points += ours;
                if (ours == 1) {
                    wins++;
                } else if (ours == 0) {
                    losses++;
                } else {
                    draws++;
                }
                System.out.printf("game %3d %s %-7s %-55s  score %.1f/%d (+%d -%d =%d) %.1f%%%n", game + 1,
                        firstIsWhite ? "W" : "B", result[0], result[1], points, game + 1, wins, losses, draws,
                        100 * points / (game + 1));
            }
        }
    }

    private static String[] play(String fen, Player white, Player black, long base, long increment)
            throws IOException {
        String[] result = playGame(fen, white, black, base, increment);
        return new String[] {result[0], result[1] + " (lowest clocks " + lastLowest[0] + "/" + lastLowest[1] + ")"};
    }

    /** The lowest clock readings (white, black) of the last game, after a move and before the increment. */
    private static long[] lastLowest = {0, 0};

    private static String[] playGame(String fen, Player white, Player black, long base, long increment)
            throws IOException {
        Position position = Position.fromFen(fen);
        List<String> moves = new ArrayList<>();
        Map<Long, Integer> seen = new HashMap<>();
        seen.merge(position.key(), 1, Integer::sum);
        long[] clock = {base, base};
        long[] lowest = {base, base};
        lastLowest = lowest;
        white.send("ucinewgame");
        black.send("ucinewgame");
        for (int ply = 0; ply < 400; ply++) {
            int side = position.turn().ordinal();
            Player mover = side == 0 ? white : black;
            mover.send("position fen " + fen + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
            mover.send("go wtime " + clock[0] + " btime " + clock[1] + " winc " + increment + " binc " + increment);
            long startNanos = System.nanoTime();
            String line = mover.waitFor("bestmove");
            long used = (System.nanoTime() - startNanos) / 1_000_000;
            clock[side] -= used;
            if (clock[side] < 0) {
                return new String[] {side == 0 ? "0-1" : "1-0",
                        "time forfeit (" + used + " ms at ply " + ply + ")"};
            }
            lowest[side] = Math.min(lowest[side], clock[side]);
            clock[side] += increment;
            String text = line.split("\\s+")[1];
            Move move;
            try {
                move = UciMove.parse(position, text);
                position = position.play(move);
            } catch (Exception illegal) {
                return new String[] {side == 0 ? "0-1" : "1-0", "illegal move " + text};
            }
            moves.add(text);
            if (position.isCheckmate()) {
                return new String[] {side == 0 ? "1-0" : "0-1", "checkmate"};
            }
            if (position.isStalemate()) {
                return new String[] {"1/2-1/2", "stalemate"};
            }
            if (position.hasInsufficientMaterial()) {
                return new String[] {"1/2-1/2", "insufficient material"};
            }
            if (position.halfmoveClock() >= 100) {
                return new String[] {"1/2-1/2", "fifty moves"};
            }
            if (seen.merge(position.key(), 1, Integer::sum) >= 3) {
                return new String[] {"1/2-1/2", "threefold repetition"};
            }
        }
        return new String[] {"1/2-1/2", "move limit"};
    }
}
