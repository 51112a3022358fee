package org.escaque.engine.search;

import java.util.Arrays;

/**
 * The transposition table: what earlier searches learned about a position (best move, score and its bound,
 * depth, static evaluation), keyed by the 64-bit Zobrist key.
 *
 * <p>Storage is one {@code long[]}: buckets of {@value #BUCKET} entries, each entry two longs, the full key
 * XORed with the data word, then the data word, so a bucket spans one or two cache lines and nothing is allocated
 * per probe. The data word's layout:
 * <pre>
 *   bits  0-15  move (the packed move's low 16 bits, which are all of it)
 *   bits 16-31  score (signed, mate scores relative to the node)
 *   bits 32-47  static evaluation (signed)
 *   bits 48-55  depth (0 = quiescence)
 *   bits 56-57  bound: 1 upper, 2 lower, 3 exact
 *   bit  58     was a principal-variation node
 *   bits 59-63  generation (search counter modulo 32), for ageing
 * </pre>
 * Replacement: same key first; else the entry whose depth, less eight per generation of age, is lowest.
 *
 * <p>Several search threads share the table without locks. Two threads writing one entry at once may leave the
 * key word of one and the data word of the other; since the key is stored XORed with its data, such a torn entry
 * no longer matches either key and reads as absent, so a probe does not return another position's data (a word
 * torn in halves, were a virtual machine to split a {@code long} write, is caught the same way; the chance that a
 * torn entry still matches is that of a 64-bit key collision). Whatever a probe returns is still only a hint that
 * the search checks: the move for legality, the score against its bound. {@link #resize}, {@link #clear} and
 * {@link #newSearch} are for when no search runs.
 */
public final class TranspositionTable {

    /** The true score is at most the stored one (the node failed low). */
    static final int BOUND_UPPER = 1;
    /** The true score is at least the stored one (the node failed high). */
    static final int BOUND_LOWER = 2;
    /** The stored score is exact. */
    static final int BOUND_EXACT = 3;

    private static final int BUCKET = 4;
    private static final int LONGS_PER_BUCKET = 2 * BUCKET;
    private static final int BYTES_PER_BUCKET = 8 * LONGS_PER_BUCKET;

    private long[] table;
    private long bucketMask;
    private int generation;

    /** A table of at most {@code megabytes} MiB (rounded down to a power of two buckets). */
    public TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /** Reallocates to at most {@code megabytes} MiB, emptying the table. */
    public void resize(int megabytes) {
        long bytes = Math.max(1, megabytes) * 1024L * 1024L;
        long buckets = Long.highestOneBit(Math.max(1, bytes / BYTES_PER_BUCKET));
        buckets = Math.min(buckets, Integer.MAX_VALUE / LONGS_PER_BUCKET / 2 + 1);
        table = null;
        table = new long[(int) (buckets * LONGS_PER_BUCKET)];
        bucketMask = buckets - 1;
        generation = 0;
    }

    /** Empties the table. */
    public void clear() {
        Arrays.fill(table, 0);
        generation = 0;
    }

    /** Marks the start of a new search so that older entries become preferred victims. */
    void newSearch() {
        generation = (generation + 1) & 31;
    }

    /** The backing words themselves, for the tests of what a torn entry reads as. */
    long[] words() {
        return table;
    }

    /** The data word stored for {@code key}, or 0 when absent. */
    long probe(long key) {
        int base = (int) (key & bucketMask) * LONGS_PER_BUCKET;
        for (int i = base; i < base + LONGS_PER_BUCKET; i += 2) {
            long data = table[i + 1];
            if ((table[i] ^ data) == key && data != 0) {
                return data;
            }
        }
        return 0;
    }

    /** Stores a result; {@code score} must already be relative to the node ({@link Scores#toTable}). */
    void store(long key, int move, int score, int staticEval, int depth, int bound, boolean pv) {
        int base = (int) (key & bucketMask) * LONGS_PER_BUCKET;
        int victim = base;
        int victimWorth = Integer.MAX_VALUE;
        for (int i = base; i < base + LONGS_PER_BUCKET; i += 2) {
            long data = table[i + 1];
            if ((table[i] ^ data) == key || data == 0) {
                victim = i;
                break;
            }
            int age = (generation - generation(data)) & 31;
            int worth = depth(data) - 8 * age;
            if (worth < victimWorth) {
                victimWorth = worth;
                victim = i;
            }
        }
        long old = table[victim + 1];
        if ((table[victim] ^ old) == key && old != 0) {
            // Keep a deeper result of the same position unless the new one is exact or the old one stale.
            if (bound != BOUND_EXACT && depth + 3 < depth(old) && generation(old) == generation) {
                return;
            }
            if (move == 0) {
                move = move(old);
            }
        }
        long data = pack(move, score, staticEval, Math.max(0, depth), bound, pv, generation);
        table[victim] = key ^ data;
        table[victim + 1] = data;
    }

    /** Per-mille of a sample of entries written by the current search (UCI {@code hashfull}). */
    public int hashFull() {
        int sampled = Math.min(1000, table.length / 2);
        int used = 0;
        for (int i = 0; i < sampled; i++) {
            long data = table[2 * i + 1];
            if (data != 0 && generation(data) == generation) {
                used++;
            }
        }
        return used * 1000 / Math.max(1, sampled);
    }

    private static long pack(int move, int score, int staticEval, int depth, int bound, boolean pv, int generation) {
        return (move & 0xFFFFL)
                | (score & 0xFFFFL) << 16
                | (staticEval & 0xFFFFL) << 32
                | (long) Math.min(depth, 255) << 48
                | (long) bound << 56
                | (pv ? 1L : 0L) << 58
                | (long) generation << 59;
    }

    /** The move of a data word (0 when none). */
    static int move(long data) {
        return (int) (data & 0xFFFF);
    }

    /** The score of a data word, relative to its node. */
    static int score(long data) {
        return (short) (data >>> 16);
    }

    /** The static evaluation of a data word. */
    static int staticEval(long data) {
        return (short) (data >>> 32);
    }

    /** The depth of a data word (0 for quiescence results). */
    static int depth(long data) {
        return (int) (data >>> 48) & 0xFF;
    }

    /** The bound of a data word: {@link #BOUND_UPPER}, {@link #BOUND_LOWER} or {@link #BOUND_EXACT}. */
    static int bound(long data) {
        return (int) (data >>> 56) & 3;
    }

    /** Whether the entry was written by a principal-variation node. */
    static boolean wasPv(long data) {
        return (data >>> 58 & 1) != 0;
    }

    private static int generation(long data) {
        return (int) (data >>> 59) & 31;
    }
}
