package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Board#givesCheck(int)} answers what playing the move and asking {@link Board#isCheck()} answers. */
class GivesCheckTest {

    /** Checks found, by how the move was made: [kind][direct or discovered]. */
    private final int[][] checks = new int[4][2];

    @Test
    void givesCheckAgreesWithPlayingTheMoveAtEveryNodeTwoPliesDeep() {
        List<String> fens = EpdFixtures.allPerftFens();
        int moves = 0;
        for (String fen : fens) {
            moves += assertAgrees(Position.fromFen(fen).board(), 2, fen);
        }
        assertTrue(moves > 1_000_000, "moves compared: " + moves);
        String found = Arrays.deepToString(checks);
        // Every way of giving check is met: direct and discovered by normal moves, promotions and en passant, and by
        // castling (the rook; a king never gives a direct check).
        for (int kind = 0; kind < 3; kind++) {
            assertTrue(checks[kind][0] > 0 && checks[kind][1] > 0, found);
        }
        assertTrue(checks[3][0] + checks[3][1] > 0, found);
    }

    private int assertAgrees(Board board, int depth, String root) {
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, list);
        int compared = 0;
        for (int i = 0; i < n; i++) {
            int move = list[i];
            boolean predicted = board.givesCheck(move);
            board.play(move);
            boolean actual = board.isCheck();
            if (actual) {
                boolean direct = (board.checkers() & 1L << Move.to(move)) != 0;
                checks[Move.kindBits(move) >>> 14][direct ? 0 : 1]++;
            }
            if (predicted != actual) {
                board.undo();
                assertEquals(actual, predicted, Position.fromBoard(board).fen() + " " + Move.decode(move)
                        + " (below " + root + ")");
            }
            compared++;
            if (depth > 1) {
                compared += assertAgrees(board, depth - 1, root);
            }
            board.undo();
        }
        return compared;
    }
}
