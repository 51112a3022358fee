package org.escaque.lab.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.escaque.core.Position;
import org.escaque.engine.eval.EvalTerms;
import org.escaque.engine.eval.Evaluator;
import org.escaque.engine.eval.Weights;
import org.escaque.lab.match.MatchRunner;
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
    void theGradientMatchesFiniteDifferences() throws IOException {
        Evaluator evaluator = new Evaluator();
        Tuner.Samples samples = new Tuner.Samples();
        List<String> fens = positions();
        for (int i = 0; i < fens.size(); i++) {
            EvalTerms terms = evaluator.terms(Position.fromFen(fens.get(i)).board());
            if (!terms.materialDraw()) {
                samples.add(terms, i % 3 * 0.5);
            }
        }
        int[] inUse = Weights.current();
        double[] middlegame = new double[Weights.COUNT];
        double[] endgame = new double[Weights.COUNT];
        for (int i = 0; i < Weights.COUNT; i++) {
            middlegame[i] = Weights.middlegame(inUse[i]);
            endgame[i] = Weights.endgame(inUse[i]);
        }
        double k = 1.2;
        double[] gradMiddlegame = new double[Weights.COUNT];
        double[] gradEndgame = new double[Weights.COUNT];
        samples.gradient(k, middlegame, endgame, gradMiddlegame, gradEndgame);
        for (String name : List.of("material[1]", "bishop-pair", "passed-pawn[5]", "king-squares[62]",
                "knight-mobility[5]", "tempo")) {
            int index = Weights.indexOf(name);
            for (double[] weights : new double[][] {middlegame, endgame}) {
                double saved = weights[index];
                weights[index] = saved + 0.5;
                double up = samples.loss(k, middlegame, endgame);
                weights[index] = saved - 0.5;
                double down = samples.loss(k, middlegame, endgame);
                weights[index] = saved;
                double numeric = up - down;
                double analytic = (weights == middlegame ? gradMiddlegame : gradEndgame)[index];
                assertEquals(numeric, analytic, Math.abs(numeric) * 0.01 + 1e-12, name);
            }
        }
    }
}
