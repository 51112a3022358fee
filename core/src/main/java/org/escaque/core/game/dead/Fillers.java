package org.escaque.core.game.dead;

import java.util.Arrays;

/**
 * Whether each of a few squares can be given a different piece that may stand on it: a bipartite matching, found
 * by augmenting paths (a handful of squares, at most 32 pieces).
 */
final class Fillers {

    /** Whether piece {@code piece} may stand on {@code square}. */
    @FunctionalInterface
    interface Candidate {
        boolean canStand(int piece, int square);
    }

    private Fillers() {
    }

    /** Whether the {@code squares} can all be held at once by different pieces among {@code pieces}. */
    static boolean exist(int pieces, long squares, Candidate candidate) {
        int n = Long.bitCount(squares);
        int[] targets = new int[n];
        for (int i = 0; i < n; i++) {
            targets[i] = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
        }
        int[] holder = new int[pieces];
        Arrays.fill(holder, -1);
        for (int i = 0; i < n; i++) {
            if (!assign(targets, i, holder, new boolean[pieces], candidate)) {
                return false;
            }
        }
        return true;
    }

    /** Finds a piece for square {@code i}, moving earlier choices to other pieces if needed. */
    private static boolean assign(int[] targets, int i, int[] holder, boolean[] tried, Candidate candidate) {
        for (int piece = 0; piece < holder.length; piece++) {
            if (tried[piece] || !candidate.canStand(piece, targets[i])) {
                continue;
            }
            tried[piece] = true;
            if (holder[piece] < 0 || assign(targets, holder[piece], holder, tried, candidate)) {
                holder[piece] = i;
                return true;
            }
        }
        return false;
    }
}
