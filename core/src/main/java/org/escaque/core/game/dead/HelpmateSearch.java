package org.escaque.core.game.dead;

import java.util.Arrays;
import org.escaque.core.Board;
import org.escaque.core.MoveGenerator;

/**
 * Looks for a short helpmate by plain iterative deepening: every series of moves up to a depth, then each of the
 * attacker's moves tried for mate. It finds the quick mates of full boards (where a king is hemmed in by its own
 * pieces) that a plan towards a corner would miss. A position already searched to at least the depth left is not
 * searched again. What it finds is a proof of YES; finding nothing proves nothing.
 */
final class HelpmateSearch {

    static final int MAX_DEPTH = 12;

    private final Board board;
    private final int attacker;
    private final SearchLimit limit;
    private final DepthTable table;
    private final int[][] moves = new int[MAX_DEPTH + 2][MoveGenerator.MAX_MOVES];
    private final int[] line = new int[MAX_DEPTH + 2];
    private int mateLength;

    HelpmateSearch(Board board, int attacker, SearchLimit limit) {
        this.board = board;
        this.attacker = attacker;
        this.limit = limit;
        this.table = new DepthTable(limit.tableSize(1 << 16));
    }

    /** The mating line (packed moves), or null if none was found within the limit. */
    int[] find() {
        for (int depth = 0; depth <= MAX_DEPTH && !limit.isExhausted(); depth++) {
            table.clear();
            if (search(0, depth)) {
                return Arrays.copyOf(line, mateLength);
            }
        }
        return null;
    }

    private boolean search(int ply, int left) {
        if (!limit.tick()) {
            return false;
        }
        int[] list = moves[ply];
        int n = MoveGenerator.generate(board, list);
        boolean attackerToMove = board.sideToMove() == attacker;
        if (n == 0) {
            if (!attackerToMove && board.isCheck()) {
                mateLength = ply;
                return true;
            }
            return false;
        }
        if (MaterialRules.cannotMate(board, attacker) || !table.firstVisit(board.key(), left)) {
            return false;
        }
        if (left == 0) {
            return attackerToMove && mateInOne(ply, list, n);
        }
        for (int i = 0; i < n; i++) {
            line[ply] = list[i];
            board.play(list[i]);
            boolean mate = search(ply + 1, left - 1);
            board.undo();
            if (mate) {
                return true;
            }
            if (limit.isExhausted()) {
                return false;
            }
        }
        return false;
    }

    /** Whether one of the attacker's moves mates at once; the mating move goes on the line. */
    private boolean mateInOne(int ply, int[] list, int n) {
        int[] replies = moves[ply + 1];
        for (int i = 0; i < n; i++) {
            board.play(list[i]);
            boolean mate = board.isCheck() && MoveGenerator.generate(board, replies) == 0;
            board.undo();
            if (mate) {
                line[ply] = list[i];
                mateLength = ply + 1;
                return true;
            }
        }
        return false;
    }

    /** For each position key, the most depth left with which it was searched in the current iteration. */
    static final class DepthTable {
        private final long[] keys;
        private final int[] left;

        DepthTable(int size) {
            keys = new long[size];
            left = new int[size];
        }

        void clear() {
            Arrays.fill(keys, 0);
        }

        /** Records a visit with {@code depth} left; false if it was already searched with as much. */
        boolean firstVisit(long key, int depth) {
            int slot = (int) (key ^ key >>> 32) & keys.length - 1;
            if (keys[slot] == key && left[slot] >= depth) {
                return false;
            }
            keys[slot] = key;
            left[slot] = depth;
            return true;
        }
    }
}
