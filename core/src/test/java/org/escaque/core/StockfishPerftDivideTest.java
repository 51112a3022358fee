package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Perft divide against Stockfish on positions reached by random playouts: every root move's count must agree.
 * Stockfish is run as a separate process; CI installs it.
 */
class StockfishPerftDivideTest {

    @Test
    void divideAgreesWithStockfishOnRandomPlayoutPositions() throws Exception {
        Path stockfish = ExternalTools.require("stockfish");
        List<Position> positions = randomPositions(120, new Random(2026));
        Process process = new ProcessBuilder(stockfish.toString()).redirectErrorStream(true).start();
        try (PrintWriter in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
                BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8))) {
            for (Position position : positions) {
                int depth = 3;
                in.println("position fen " + position.fen());
                in.println("go perft " + depth);
                Map<String, Long> theirs = readDivide(out);
                Map<String, Long> ours = new TreeMap<>(Perft.divide(position, depth));
                assertEquals(theirs, ours, position.fen());
            }
            in.println("quit");
        } finally {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    private static Map<String, Long> readDivide(BufferedReader out) throws IOException {
        Map<String, Long> counts = new TreeMap<>();
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith("Nodes searched")) {
                return counts;
            }
            int colon = line.indexOf(": ");
            if (colon == 4 || colon == 5) {
                counts.put(line.substring(0, colon), Long.parseLong(line.substring(colon + 2).trim()));
            }
        }
        throw new IOException("stockfish ended before 'Nodes searched'");
    }

    /** Positions from random games, many with castling rights, checks, promotions and e.p. captures. */
    static List<Position> randomPositions(int count, Random random) throws IllegalMoveException {
        List<Position> positions = new ArrayList<>();
        while (positions.size() < count) {
            Position position = Position.initial();
            int length = 10 + random.nextInt(90);
            for (int ply = 0; ply < length && position.hasLegalMove(); ply++) {
                List<Move> moves = position.legalMoves();
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
            if (position.hasLegalMove()) {
                positions.add(position);
            }
        }
        return positions;
    }
}
