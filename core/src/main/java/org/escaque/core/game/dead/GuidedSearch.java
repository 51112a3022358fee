package org.escaque.core.game.dead;

import java.util.Arrays;
import org.escaque.core.Board;
import org.escaque.core.MoveGenerator;

/**
 * Looks for a helpmate by best-first search: of all positions generated so far, it expands the one that looks
 * closest to a mate in the plan's corner ({@link MatePlan#distance(Board)}), so long walks of kings and pieces
 * towards a mating net are found without searching every detour. Each position is generated once (by key). What it
 * finds is a proof of YES (a line of legal moves ending in the attacker's mate); finding nothing proves nothing.
 */
final class GuidedSearch {

    /** Positions kept at most (about 40 bytes each), whatever the budget. */
    private static final int MAX_NODES = 1_000_000;

    private final Board root;
    private final int attacker;
    private final SearchLimit limit;
    private final MatePlan plan;
    private final KeySet seen = new KeySet();
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private final int[] replies = new int[MoveGenerator.MAX_MOVES];

    private int[] parent = new int[1024];
    private int[] move = new int[1024];
    private int[] depth = new int[1024];
    private int nodes;
    private final NodeHeap open = new NodeHeap();

    GuidedSearch(Board root, int attacker, SearchLimit limit, MatePlan plan) {
        this.root = root;
        this.attacker = attacker;
        this.limit = limit;
        this.plan = plan;
    }

    /** The mating line (packed moves), or null if none was found within the limit. */
    int[] find() {
        seen.add(root.key());
        add(-1, 0, 0);
        open.push(0, 0);
        Board board = root.copy();
        int[] path = new int[4096];
        while (!open.isEmpty()) {
            int node = open.pop();
            board = root.copy();
            int length = replay(board, node, path);
            if (depth[node] >= 4000 || MaterialRules.cannotMate(board, attacker)) {
                continue;
            }
            int n = MoveGenerator.generate(board, moves);
            for (int i = 0; i < n; i++) {
                if (!limit.tick()) {
                    return null;
                }
                board.play(moves[i]);
                if (board.sideToMove() != attacker && board.isCheck()
                        && MoveGenerator.generate(board, replies) == 0) {
                    int[] line = Arrays.copyOf(path, length + 1);
                    line[length] = moves[i];
                    return line;
                }
                if (nodes < MAX_NODES && seen.add(board.key())) {
                    int child = add(node, moves[i], depth[node] + 1);
                    open.push(child, plan.distance(board) * 4 + Math.min(depth[child], 400) / 8);
                }
                board.undo();
            }
        }
        return null;
    }

    /** Plays the moves from the root to {@code node} on {@code board}; writes them to {@code path}. */
    private int replay(Board board, int node, int[] path) {
        int length = depth[node];
        int at = node;
        for (int i = length - 1; i >= 0; i--) {
            path[i] = move[at];
            at = parent[at];
        }
        for (int i = 0; i < length; i++) {
            board.play(path[i]);
        }
        return length;
    }

    private int add(int from, int packed, int plies) {
        if (nodes == parent.length) {
            parent = Arrays.copyOf(parent, nodes * 2);
            move = Arrays.copyOf(move, nodes * 2);
            depth = Arrays.copyOf(depth, nodes * 2);
        }
        parent[nodes] = from;
        move[nodes] = packed;
        depth[nodes] = plies;
        return nodes++;
    }

    /** A binary min-heap of node indices by priority (ties: earlier first). */
    private static final class NodeHeap {
        private long[] items = new long[1024];
        private int size;

        boolean isEmpty() {
            return size == 0;
        }

        void push(int node, int priority) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            long item = (long) priority << 32 | node;
            int i = size++;
            while (i > 0 && items[(i - 1) / 2] > item) {
                items[i] = items[(i - 1) / 2];
                i = (i - 1) / 2;
            }
            items[i] = item;
        }

        int pop() {
            long top = items[0];
            long last = items[--size];
            int i = 0;
            while (true) {
                int child = 2 * i + 1;
                if (child >= size) {
                    break;
                }
                if (child + 1 < size && items[child + 1] < items[child]) {
                    child++;
                }
                if (items[child] >= last) {
                    break;
                }
                items[i] = items[child];
                i = child;
            }
            items[i] = last;
            return (int) top;
        }
    }
}
