package org.escaque.engine.search;

import java.util.Arrays;

/**
 * What earlier cutoffs taught about move order: killer moves per ply, a counter move per previous move,
 * and three history tables (butterfly: colour/from/to; continuation: the move one or two plies before and
 * this move, as piece/destination pairs; capture: piece/destination/victim). Histories use "gravity"
 * updates, which keep every value within ±{@link #LIMIT} and let old lessons fade as new ones arrive.
 */
final class History {

    static final int LIMIT = 16_384;
    /** Index of "no move" (root, or after a null move) into the continuation table: its row is never read. */
    static final int NO_PIECE_TO = 12 * 64;

    private final int[] butterfly = new int[2 * 64 * 64];
    /** Shorts rather than ints: values stay within ±LIMIT, and half the size means fewer cache misses. */
    private final short[] continuation = new short[(12 * 64 + 1) * 12 * 64];
    private final int[] capture = new int[12 * 64 * 6];
    private final int[] counterMoves = new int[12 * 64 + 1];
    private final int[] killers = new int[(Scores.MAX_PLY + 2) * 2];

    /** Forgets everything (a new game). */
    void clear() {
        Arrays.fill(butterfly, 0);
        Arrays.fill(continuation, (short) 0);
        Arrays.fill(capture, 0);
        Arrays.fill(counterMoves, 0);
        Arrays.fill(killers, 0);
    }

    /** Starts a search: killers are per position, so they are dropped; histories are halved, not lost. */
    void newSearch() {
        Arrays.fill(killers, 0);
        for (int i = 0; i < butterfly.length; i++) {
            butterfly[i] /= 2;
        }
    }

    /** The bonus for a move that caused a cutoff at {@code depth} (and the malus for those tried before it). */
    static int bonus(int depth) {
        return Math.min(1_800, 20 * depth * depth + 60 * depth);
    }

    int killer(int ply, int slot) {
        return killers[2 * ply + slot];
    }

    void clearKillers(int ply) {
        killers[2 * ply] = 0;
        killers[2 * ply + 1] = 0;
    }

    int counterMove(int previousPieceTo) {
        return counterMoves[previousPieceTo];
    }

    /** Ordering value of a quiet move given the piece/destination of the previous two moves. */
    int quiet(int color, int move, int pieceTo, int previous1, int previous2) {
        return butterfly[color << 12 | (move & 0xFFF)]
                + continuation[previous1 * 768 + pieceTo]
                + continuation[previous2 * 768 + pieceTo];
    }

    /** The continuation part alone (for pruning decisions). */
    int continuation(int pieceTo, int previous1, int previous2) {
        return continuation[previous1 * 768 + pieceTo] + continuation[previous2 * 768 + pieceTo];
    }

    int capture(int pieceTo, int victimType) {
        return capture[pieceTo * 6 + victimType];
    }

    /** Rewards (positive bonus) or punishes (negative) a quiet move. */
    void updateQuiet(int color, int move, int pieceTo, int previous1, int previous2, int bonus) {
        gravity(butterfly, color << 12 | (move & 0xFFF), bonus);
        if (previous1 != NO_PIECE_TO) {
            gravity(continuation, previous1 * 768 + pieceTo, bonus);
        }
        if (previous2 != NO_PIECE_TO) {
            gravity(continuation, previous2 * 768 + pieceTo, bonus);
        }
    }

    void updateCapture(int pieceTo, int victimType, int bonus) {
        gravity(capture, pieceTo * 6 + victimType, bonus);
    }

    /** Records a quiet move that refuted the previous move, as a killer at this ply and a counter move. */
    void recordRefutation(int ply, int move, int previous1) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        if (previous1 != NO_PIECE_TO) {
            counterMoves[previous1] = move;
        }
    }

    private static void gravity(int[] table, int index, int bonus) {
        table[index] += bonus - table[index] * Math.abs(bonus) / LIMIT;
    }

    private static void gravity(short[] table, int index, int bonus) {
        table[index] = (short) (table[index] + bonus - table[index] * Math.abs(bonus) / LIMIT);
    }
}
