package org.escaque.core;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts the leaf nodes of the legal move tree to a fixed depth: the standard test of a move generator.
 * At depth 1 the moves are counted, not played ("bulk counting").
 */
public final class Perft {

    private final Board board;
    private final int[][] buffers;

    private Perft(Board board, int depth) {
        this.board = board;
        this.buffers = new int[Math.max(depth, 1) + 1][MoveGenerator.MAX_MOVES];
    }

    /** The number of move sequences of length {@code depth} from {@code position}. */
    public static long count(Position position, int depth) {
        return new Perft(position.board(), depth).run(depth);
    }

    /** The count below each legal root move, in generation order, keyed by UCI text. */
    public static Map<String, Long> divide(Position position, int depth) {
        Map<String, Long> result = new LinkedHashMap<>();
        if (depth < 1) {
            return result;
        }
        Perft perft = new Perft(position.board(), depth);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(perft.board, moves);
        for (int i = 0; i < n; i++) {
            perft.board.play(moves[i]);
            result.put(Move.decode(moves[i]).toString(), perft.run(depth - 1));
            perft.board.undo();
        }
        return result;
    }

    private long run(int depth) {
        if (depth == 0) {
            return 1;
        }
        int[] moves = buffers[depth];
        int n = MoveGenerator.generate(board, moves);
        if (depth == 1) {
            return n;
        }
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            board.play(moves[i]);
            nodes += run(depth - 1);
            board.undo();
        }
        return nodes;
    }
}
