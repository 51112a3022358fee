package org.escaque.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.escaque.core.Board;
import org.escaque.core.Move;
import org.escaque.core.MoveGenerator;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;

class MovePickerTest {

    /**
     * Whatever the table and killer slots hold (moves of this position, of other positions, or nothing),
     * the picker hands out every legal move exactly once, and nothing else once the caller drops the moves
     * it flags as unverified that leave the king in check.
     */
    @Test
    void handsOutEveryLegalMoveExactlyOnce() throws Exception {
        SplittableRandom random = new SplittableRandom(7);
        History history = new History();
        MovePicker picker = new MovePicker();
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        List<Integer> elsewhere = new ArrayList<>();
        for (int game = 0; game < 200; game++) {
            Position position = Position.initial();
            for (int ply = 0; ply < 80 && position.hasLegalMove(); ply++) {
                Board board = position.board();
                int count = MoveGenerator.generate(board, legal, MoveGenerator.ALL);
                int tableMove = pickFrom(random, legal, count, elsewhere);
                history.recordRefutation(3, pickFrom(random, legal, count, elsewhere), History.NO_PIECE_TO);
                history.recordRefutation(3, pickFrom(random, legal, count, elsewhere), History.NO_PIECE_TO);
                picker.start(board, history, tableMove, 3, History.NO_PIECE_TO, History.NO_PIECE_TO);
                List<Integer> handedOut = new ArrayList<>();
                for (int move = picker.next(); move != Move.NONE; move = picker.next()) {
                    if (picker.needsLegalityCheck()) {
                        board.play(move);
                        boolean illegal = PseudoLegality.leftKingAttacked(board);
                        board.undo();
                        if (illegal) {
                            continue;
                        }
                    }
                    handedOut.add(move);
                }
                List<Integer> expected = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    expected.add(legal[i]);
                }
                handedOut.sort(null);
                expected.sort(null);
                assertEquals(expected, handedOut, position.fen());
                Move played = Move.decode(legal[random.nextInt(count)]);
                elsewhere.add(played.encoded());
                position = position.play(played);
            }
        }
    }

    private static int pickFrom(SplittableRandom random, int[] legal, int count, List<Integer> elsewhere) {
        int choice = random.nextInt(3);
        if (choice == 0 || elsewhere.isEmpty()) {
            return legal[random.nextInt(count)];
        }
        return choice == 1 ? elsewhere.get(random.nextInt(elsewhere.size())) : Move.NONE;
    }
}
