package org.escaque.engine.search;

import java.util.ArrayList;
import java.util.List;
import org.escaque.core.Board;
import org.escaque.core.Move;
import org.escaque.core.MoveGenerator;

/** The root move list: legal moves (restricted to {@code searchmoves} if given), kept sorted best first. */
final class RootMoves {

    private final List<RootMove> moves = new ArrayList<>();

    /** Fills the list for a new search: the table's move first, then captures, then the rest. */
    void generate(Board board, List<Move> searchMoves, TranspositionTable table) {
        moves.clear();
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generate(board, list, MoveGenerator.ALL);
        int tableMove = TranspositionTable.move(table.probe(board.key()));
        List<RootMove> captures = new ArrayList<>();
        List<RootMove> quiet = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int move = list[i];
            if (!searchMoves.isEmpty() && searchMoves.stream().noneMatch(m -> m.encoded() == move)) {
                continue;
            }
            RootMove rootMove = new RootMove(move);
            if (move == tableMove) {
                moves.add(rootMove);
            } else if (MoveOrdering.isNoisy(board, move)) {
                captures.add(rootMove);
            } else {
                quiet.add(rootMove);
            }
        }
        moves.addAll(captures);
        moves.addAll(quiet);
    }

    int size() {
        return moves.size();
    }

    RootMove get(int index) {
        return moves.get(index);
    }

    /** Remembers each move's score as the previous one before an iteration starts. */
    void startIteration() {
        for (RootMove move : moves) {
            move.previousScore = move.score;
        }
    }

    /** Stable sort of {@code [from, to)} by score, best first: unsearched and refuted moves keep their order. */
    void sort(int from, int to) {
        for (int i = from + 1; i < to; i++) {
            RootMove current = moves.get(i);
            int j = i - 1;
            while (j >= from && moves.get(j).score < current.score) {
                moves.set(j + 1, moves.get(j));
                j--;
            }
            moves.set(j + 1, current);
        }
    }

    long totalNodes() {
        long total = 0;
        for (RootMove move : moves) {
            total += move.nodes;
        }
        return total;
    }
}
