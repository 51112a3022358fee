package org.escaque.engine.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.escaque.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class EvaluatorTest {

    private final Evaluator evaluator = new Evaluator();

    @ParameterizedTest
    @ValueSource(strings = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "6k1/5pp1/p3p2p/3bP3/1p1P4/1P3BP1/P4P1P/6K1 w - - 0 32",
        "8/8/8/8/4k3/8/8/2QK4 w - - 0 1",
    })
    void isSymmetricBetweenTheColours(String fen) {
        // The same position with colours swapped and the board flipped must score the same for the mover.
        assertEquals(evaluator.evaluate(Position.fromFen(fen).board()),
                evaluator.evaluate(Position.fromFen(mirror(fen)).board()), fen);
    }

    @ParameterizedTest
    @ValueSource(strings = {"8/8/4k3/8/8/3K4/8/8 w - - 0 1", "8/8/4k3/8/8/3KN3/8/8 w - - 0 1",
        "8/8/4k3/2b5/8/3K4/8/8 b - - 0 1"})
    void scoresBareKingsOrALoneMinorPieceAsZero(String fen) {
        assertEquals(0, evaluator.evaluate(Position.fromFen(fen).board()));
    }

    @Test
    void prefersTheSideWithMoreMaterial() {
        assertTrue(evaluator.evaluate(Position.fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").board()) > 700);
        assertTrue(evaluator.evaluate(Position.fromFen("4k3/8/8/8/8/8/8/3QK3 b - - 0 1").board()) < -700);
    }

    @Test
    void scoresALoneMinorPieceAheadAsNearlyDrawn() {
        int score = evaluator.evaluate(Position.fromFen("8/8/4k3/8/8/3K4/8/5B1n w - - 0 1").board());
        assertTrue(Math.abs(score) < 60, "bishop against knight scores " + score);
    }

    @Test
    void rewardsAnAdvancedPassedPawn() {
        int advanced = evaluator.evaluate(Position.fromFen("4k3/8/1P6/8/8/8/8/4K3 w - - 0 1").board());
        int home = evaluator.evaluate(Position.fromFen("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1").board());
        assertTrue(advanced > home + 50, advanced + " vs " + home);
    }

    private static String mirror(String fen) {
        String[] fields = fen.split(" ");
        String[] ranks = fields[0].split("/");
        StringBuilder placement = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            placement.append(swapCase(ranks[i]));
            if (i > 0) {
                placement.append('/');
            }
        }
        String side = fields[1].equals("w") ? "b" : "w";
        String castling = fields[2].equals("-") ? "-" : sortCastling(swapCase(fields[2]));
        String enPassant = fields[3].equals("-") ? "-"
                : fields[3].charAt(0) + String.valueOf((char) ('1' + '8' - fields[3].charAt(1)));
        return placement + " " + side + " " + castling + " " + enPassant + " " + fields[4] + " " + fields[5];
    }

    private static String sortCastling(String rights) {
        StringBuilder sorted = new StringBuilder();
        for (char c : "KQkq".toCharArray()) {
            if (rights.indexOf(c) >= 0) {
                sorted.append(c);
            }
        }
        return sorted.toString();
    }

    private static String swapCase(String text) {
        StringBuilder swapped = new StringBuilder();
        for (char c : text.toCharArray()) {
            swapped.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return swapped.toString();
    }
}
