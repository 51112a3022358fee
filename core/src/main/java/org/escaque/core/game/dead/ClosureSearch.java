package org.escaque.core.game.dead;

import java.util.Arrays;
import org.escaque.core.Board;
import org.escaque.core.Move;
import org.escaque.core.MoveGenerator;

/**
 * Proves that a side can never mate by visiting every position reachable from this one, stopping only where the
 * material rules or the locked structure already prove it (or the game is over), and finding no mate by that side.
 *
 * <p><b>Why a complete visit is a proof.</b> Let S be the positions visited. Each one was either closed (game over
 * without that side's mate, or proved by {@link MaterialRules} or {@link Blockade}, whose proofs cover every
 * position reachable from it) or expanded: all its legal moves lead into S. So from any position of S, whatever is
 * played stays within S or passes through a closed position; none of them is the side's checkmate, and from a
 * closed one none follows. Repetitions are visited once (by their key); the search stops at the first mate it
 * meets, which is then a helpmate (the line of legal moves that led to it).
 *
 * <p>The visit is depth-first with its own stack (lines in a small closed world can be thousands of moves long).
 * The material and the structure are only analysed again after a capture or a pawn move: after any other move they
 * are as before (a piece that is not fixed has the same reach from any square of it), so they would answer as they
 * did one move earlier.
 */
final class ClosureSearch {

    enum Outcome { MATE, NO_MATE, UNDECIDED }

    private final Board board;
    private final int side;
    private final SearchLimit limit;
    private final KeySet visited = new KeySet();
    private final Blockade blockade = new Blockade();
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];

    /** The moves of every position on the current line, one block per ply. */
    private int[] moves = new int[4096];
    /** Per ply: where its block of moves starts, how many there are, and the next one to try. */
    private int[] start = new int[256];
    private int[] count = new int[256];
    private int[] next = new int[256];
    private int depth;

    ClosureSearch(Board board, int side, SearchLimit limit) {
        this.board = board;
        this.side = side;
        this.limit = limit;
    }

    Outcome run() {
        depth = 0;
        Entry root = enter(true, 0);
        if (root == Entry.MATE) {
            return Outcome.MATE;
        }
        if (root == Entry.STOP) {
            return Outcome.UNDECIDED;
        }
        while (depth > 0) {
            int ply = depth - 1;
            if (next[ply] == count[ply]) {
                depth--;
                if (depth > 0) {
                    board.undo();
                }
                continue;
            }
            int move = moves[start[ply] + next[ply]++];
            boolean structureChanged = board.pieceAt(Move.to(move)) >= 0 || board.pieceAt(Move.from(move)) % 6 == 0;
            board.play(move);
            Entry entry = enter(structureChanged, start[ply] + count[ply]);
            if (entry == Entry.MATE) {
                return Outcome.MATE;
            }
            if (entry == Entry.STOP) {
                return Outcome.UNDECIDED;
            }
            if (entry == Entry.CLOSED) {
                board.undo();
            }
        }
        return Outcome.NO_MATE;
    }

    /** The mating line found, as packed moves from the start. */
    int[] mate() {
        int[] line = new int[depth];
        for (int ply = 0; ply < depth; ply++) {
            line[ply] = moves[start[ply] + next[ply] - 1];
        }
        return line;
    }

    private enum Entry { EXPANDED, CLOSED, MATE, STOP }

    /** Looks at the position on the board; if it must be expanded, pushes its moves (at {@code at}). */
    private Entry enter(boolean structureChanged, int at) {
        if (!visited.add(board.key())) {
            return Entry.CLOSED;
        }
        if (!limit.tick()) {
            return Entry.STOP;
        }
        int n = MoveGenerator.generate(board, scratch);
        if (n == 0) {
            return board.isCheck() && board.sideToMove() != side ? Entry.MATE : Entry.CLOSED;
        }
        if (structureChanged && (MaterialRules.cannotMate(board, side)
                || blockade.analyse(board) && blockade.provesNoMate(side))) {
            return Entry.CLOSED;
        }
        push(at, n);
        return Entry.EXPANDED;
    }

    private void push(int at, int n) {
        if (depth == start.length) {
            start = Arrays.copyOf(start, depth * 2);
            count = Arrays.copyOf(count, depth * 2);
            next = Arrays.copyOf(next, depth * 2);
        }
        if (at + n > moves.length) {
            moves = Arrays.copyOf(moves, Math.max(moves.length * 2, at + n));
        }
        System.arraycopy(scratch, 0, moves, at, n);
        start[depth] = at;
        count[depth] = n;
        next[depth] = 0;
        depth++;
    }
}
