package org.escaque.engine.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.escaque.core.Board;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;

/** The evaluation taken apart for tuning ({@link Evaluator#terms}) is the evaluation. */
class EvalTermsTest {

    /**
     * Openings (8 random plies from the start, as the lab's bundled openings were made), the tactical suite's
     * middlegames and a few endings (scaled, mop-up, pawn races, a lone minor piece).
     */
    private static List<String> positions() throws IOException, IllegalMoveException {
        List<String> fens = new ArrayList<>();
        for (int seed = 0; seed < 400; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Position position = Position.initial();
            for (int ply = 0; ply < 8 && position.hasLegalMove(); ply++) {
                List<Move> moves = position.legalMoves();
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
            fens.add(position.fen());
        }
        try (InputStream in = EvalTermsTest.class.getResourceAsStream("/wac.epd")) {
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
    void theTraceReproducesTheEvaluation() throws Exception {
        Evaluator evaluator = new Evaluator();
        EvalTrace trace = new EvalTrace();
        int[] weights = Weights.current();
        double[] middlegame = new double[Weights.COUNT];
        double[] endgame = new double[Weights.COUNT];
        for (int i = 0; i < Weights.COUNT; i++) {
            middlegame[i] = Weights.middlegame(weights[i]);
            endgame[i] = Weights.endgame(weights[i]);
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
            // The evaluator divides in integers, the terms in doubles: they may differ by rounding only.
            assertEquals(white, trace.terms().evaluate(middlegame, endgame), 2.0, fen);
            assertEquals(trace.terms(), evaluator.terms(board), fen);
        }
    }

    @Test
    void aMaterialDrawIsZeroWhateverTheWeights() {
        EvalTerms terms = new Evaluator().terms(Position.fromFen("8/8/4k3/8/8/3KN3/8/8 w - - 0 1").board());
        assertTrue(terms.materialDraw());
        double[] anything = new double[Weights.COUNT];
        java.util.Arrays.fill(anything, 123);
        assertEquals(0, terms.evaluate(anything, anything));
    }

    @Test
    void termsAreReadOnly() {
        EvalTerms terms = new Evaluator().terms(Position.initial().board());
        int pawns = Weights.indexOf("material[0]");
        // In the initial position every count cancels out between the colours.
        assertEquals(0, terms.coefficient(pawns));
        terms.coefficients()[pawns] = 5;
        assertEquals(0, terms.coefficient(pawns));
        assertEquals(Weights.PHASE_TOTAL, terms.phase());
    }
}
