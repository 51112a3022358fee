package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MoveGeneratorTest {

    @Test
    void theRecordPositionHas218MovesAndTheBufferHoldsThem() {
        Position position = Position.fromFen("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1");
        assertEquals(218, position.legalMoves().size());
        assertTrue(MoveGenerator.MAX_MOVES >= 256);
    }

    @Test
    void forcedLineHasExactlyOneLegalMoveAtEachStep() throws IllegalMoveException {
        Position position = Position.fromFen("2b5/kpPp4/1p1P4/1P6/6p1/4p1P1/4PpPK/5B2 w - - 0 1");
        for (int ply = 0; ply < 4; ply++) {
            List<Move> moves = position.legalMoves();
            assertEquals(1, moves.size(), "position " + position.fen());
            position = position.play(moves.get(0));
        }
    }

    @Test
    void noisyAndQuietModesSplitAllMovesWithoutOverlap() throws IllegalMoveException {
        Random random = new Random(7);
        for (int game = 0; game < 200; game++) {
            Position position = Position.initial();
            for (int ply = 0; ply < 80 && position.hasLegalMove(); ply++) {
                Board board = position.board();
                int[] all = new int[MoveGenerator.MAX_MOVES];
                int[] noisy = new int[MoveGenerator.MAX_MOVES];
                int[] quiet = new int[MoveGenerator.MAX_MOVES];
                int n = MoveGenerator.generate(board, all, MoveGenerator.ALL);
                int nn = MoveGenerator.generate(board, noisy, MoveGenerator.NOISY);
                int nq = MoveGenerator.generate(board, quiet, MoveGenerator.QUIET);
                Set<Integer> expected = new HashSet<>();
                Set<Integer> union = new HashSet<>();
                for (int i = 0; i < n; i++) {
                    expected.add(all[i]);
                }
                for (int i = 0; i < nn; i++) {
                    Move move = Move.decode(noisy[i]);
                    assertTrue(move.isPromotion() || move.isEnPassant() || position.pieceAt(move.to()).isPresent(),
                            "noisy move " + move + " in " + position.fen());
                    union.add(noisy[i]);
                }
                for (int i = 0; i < nq; i++) {
                    Move move = Move.decode(quiet[i]);
                    assertTrue(!move.isPromotion() && !move.isEnPassant() && position.pieceAt(move.to()).isEmpty(),
                            "quiet move " + move + " in " + position.fen());
                    union.add(quiet[i]);
                }
                assertEquals(n, nn + nq, position.fen());
                assertEquals(expected, union, position.fen());
                List<Move> moves = position.legalMoves();
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @Test
    void countingWithoutListingAgreesWithGeneratingAtEveryNodeTwoPliesDeep() {
        List<String> fens = EpdFixtures.allPerftFens();
        int nodes = 0;
        for (String fen : fens) {
            nodes += assertCountsAgree(Position.fromFen(fen).board(), 2, fen);
        }
        assertTrue(nodes > 1_000_000, "nodes compared: " + nodes);
    }

    private static int assertCountsAgree(Board board, int depth, String root) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, moves);
        assertEquals(n, MoveGenerator.count(board), () -> Position.fromBoard(board).fen() + " (below " + root + ")");
        int nodes = 1;
        for (int i = 0; i < n && depth > 0; i++) {
            board.play(moves[i]);
            nodes += assertCountsAgree(board, depth - 1, root);
            board.undo();
        }
        return nodes;
    }

    @Test
    void playThenUndoRestoresTheBoardExactly() {
        Random random = new Random(11);
        Board board = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").board();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int step = 0; step < 2000; step++) {
            int n = MoveGenerator.generate(board, moves);
            if (n == 0) {
                break;
            }
            String before = Position.fromBoard(board).fen();
            long key = board.key();
            for (int i = 0; i < n; i++) {
                board.play(moves[i]);
                board.undo();
                assertEquals(before, Position.fromBoard(board).fen());
                assertEquals(key, board.key());
            }
            board.play(moves[random.nextInt(n)]);
            Board rebuilt = Position.fromFen(Position.fromBoard(board).fen()).board();
            assertEquals(rebuilt.key(), board.key(), "incremental key equals a fresh one");
        }
    }
}
