package org.escaque.engine.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.escaque.core.Board;
import org.escaque.core.Position;
import org.escaque.engine.match.MatchRunner;
import org.junit.jupiter.api.Test;

class TunerTest {

    /** Openings, the tactical suite's middlegames and a few endings (scaled, mop-up, pawn races). */
    private static List<String> positions() throws IOException {
        List<String> fens = new ArrayList<>(MatchRunner.bundledOpenings());
        try (InputStream in = TunerTest.class.getResourceAsStream("/wac.epd")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] fields = line.strip().split(" ");
                if (fields.length >= 4) {
                    fens.add(String.join(" ", fields[0], fields[1], fields[2], fields[3]) + " 0 1");
                }
            }
        }
        fens.addAll(List.of("8/8/8/8/4k3/8/8/2QK4 w - - 0 1", "8/8/8/3k4/8/8/8/1B1NK3 b - - 0 1",
                "8/5k2/8/8/8/2B5/3b1P2/5K2 w - - 0 1", "8/p7/8/8/8/8/6kP/K7 w - - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "8/8/4k3/8/8/3KN3/8/8 w - - 0 1"));
        return fens;
    }

    @Test
    void theTraceReproducesTheEvaluation() throws IOException {
        Evaluator evaluator = new Evaluator();
        EvalTrace trace = new EvalTrace();
        double[] middlegame = new double[Weights.COUNT];
        double[] endgame = new double[Weights.COUNT];
        for (int i = 0; i < Weights.COUNT; i++) {
            middlegame[i] = Weights.middlegame(Weights.W[i]);
            endgame[i] = Weights.endgame(Weights.W[i]);
        }
        List<String> fens = positions();
        assertTrue(fens.size() > 600);
        for (String fen : fens) {
            Board board = Position.fromFen(fen).board();
            // Evaluated once first so that the pawn cache holds this structure: tracing must bypass it.
            int plain = evaluator.evaluate(board);
            int traced = evaluator.evaluate(board, trace);
            assertEquals(plain, traced, fen);
            int white = board.sideToMove() == 0 ? plain : -plain;
            // The evaluator divides in integers, the trace in doubles: they may differ by rounding only.
            assertEquals(white, trace.evaluate(middlegame, endgame), 2.0, fen);
        }
    }

    @Test
    void theGradientMatchesFiniteDifferences() throws IOException {
        Evaluator evaluator = new Evaluator();
        EvalTrace trace = new EvalTrace();
        Tuner.Samples samples = new Tuner.Samples();
        List<String> fens = positions();
        for (int i = 0; i < fens.size(); i++) {
            evaluator.evaluate(Position.fromFen(fens.get(i)).board(), trace);
            if (!trace.drawn) {
                samples.add(trace, i % 3 * 0.5);
            }
        }
        double[] middlegame = new double[Weights.COUNT];
        double[] endgame = new double[Weights.COUNT];
        for (int i = 0; i < Weights.COUNT; i++) {
            middlegame[i] = Weights.middlegame(Weights.W[i]);
            endgame[i] = Weights.endgame(Weights.W[i]);
        }
        double k = 1.2;
        double[] gradMiddlegame = new double[Weights.COUNT];
        double[] gradEndgame = new double[Weights.COUNT];
        samples.gradient(k, middlegame, endgame, gradMiddlegame, gradEndgame);
        for (int index : new int[] {Weights.MATERIAL + 1, Weights.BISHOP_PAIR, Weights.PASSED_PAWN + 5,
            Weights.pieceSquareIndex(5, 6), Weights.KNIGHT_MOBILITY + 5, Weights.TEMPO}) {
            for (double[] weights : new double[][] {middlegame, endgame}) {
                double saved = weights[index];
                weights[index] = saved + 0.5;
                double up = samples.loss(k, middlegame, endgame);
                weights[index] = saved - 0.5;
                double down = samples.loss(k, middlegame, endgame);
                weights[index] = saved;
                double numeric = up - down;
                double analytic = (weights == middlegame ? gradMiddlegame : gradEndgame)[index];
                assertEquals(numeric, analytic, Math.abs(numeric) * 0.01 + 1e-12, Weights.LAYOUT.nameOf(index));
            }
        }
    }

    @Test
    void theWeightsFileRoundTrips() {
        String text = Weights.LAYOUT.format(Weights.W, List.of("header"));
        assertArrayEquals(Weights.W, Weights.LAYOUT.parse(text));
        assertTrue(text.startsWith("# header\n"));
    }

    @Test
    void aDamagedWeightsFileIsRefusedWithTheReason() {
        String text = Weights.LAYOUT.format(Weights.W, List.of());
        IllegalArgumentException wrongGroup = assertThrows(IllegalArgumentException.class,
                () -> Weights.LAYOUT.parse(text.replace("bishop-pair 1", "bishop-pairs 1")));
        assertTrue(wrongGroup.getMessage().contains("'bishop-pair'"), wrongGroup.getMessage());
        IllegalArgumentException badPair = assertThrows(IllegalArgumentException.class,
                () -> Weights.LAYOUT.parse(text.replaceFirst("(?m)^tempo 1\\n\\s*\\S+", "tempo 1\n 12")));
        assertTrue(badPair.getMessage().contains("'12'"), badPair.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Weights.LAYOUT.parse(text + "\nextra 1\n 1/1\n"));
    }
}
