package org.escaque.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    @Test
    void returnsWhatWasStored() {
        TranspositionTable table = new TranspositionTable(1);
        long key = 0x1234_5678_9ABC_DEF0L;
        table.store(key, 0xC3A5, -1234, 56, 17, TranspositionTable.BOUND_LOWER, true);
        long data = table.probe(key);
        assertEquals(0xC3A5, TranspositionTable.move(data));
        assertEquals(-1234, TranspositionTable.score(data));
        assertEquals(56, TranspositionTable.staticEval(data));
        assertEquals(17, TranspositionTable.depth(data));
        assertEquals(TranspositionTable.BOUND_LOWER, TranspositionTable.bound(data));
        assertTrue(TranspositionTable.wasPv(data));
        assertEquals(0, table.probe(key + 1));
    }

    @Test
    void mateScoresAreStoredRelativeToTheNode() {
        int mateInThreeFromRoot = Scores.MATE - 5;
        int stored = Scores.toTable(mateInThreeFromRoot, 4);
        assertEquals(Scores.MATE - 1, stored);
        assertEquals(Scores.MATE - 3, Scores.fromTable(stored, 2));
        assertEquals(-Scores.MATE + 7, Scores.fromTable(Scores.toTable(-Scores.MATE + 5, 4), 6));
    }

    @Test
    void keepsTheDeeperResultOfTheSamePosition() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(42, 1, 10, 0, 20, TranspositionTable.BOUND_LOWER, false);
        table.store(42, 2, 30, 0, 2, TranspositionTable.BOUND_UPPER, false);
        assertEquals(20, TranspositionTable.depth(table.probe(42)));
        table.store(42, 3, 40, 0, 2, TranspositionTable.BOUND_EXACT, false);
        assertEquals(3, TranspositionTable.move(table.probe(42)));
    }

    @Test
    void countsUseInPerMille() {
        TranspositionTable table = new TranspositionTable(1);
        assertEquals(0, table.hashFull());
        for (long key = 0; key < 100_000; key++) {
            table.store(key * 0x9E3779B97F4A7C15L, 1, 0, 0, 1, TranspositionTable.BOUND_EXACT, false);
        }
        assertTrue(table.hashFull() > 500);
    }

    /**
     * An entry torn by two threads writing it at once (one's key word with the other's data word, either way round)
     * matches neither key.
     */
    @Test
    void aTornEntryMatchesNeitherKey() {
        long first = 0x0123_4567_89AB_0005L;
        long second = 0x7654_3210_FEDC_0005L; // the same bucket
        for (int way = 0; way < 2; way++) {
            TranspositionTable table = new TranspositionTable(1);
            TranspositionTable other = new TranspositionTable(1);
            table.store(first, 0x1111, 100, 10, 5, TranspositionTable.BOUND_LOWER, false);
            other.store(second, 0x2222, -200, -20, 7, TranspositionTable.BOUND_UPPER, true);
            int slot = -1;
            long[] words = table.words();
            for (int i = 0; i < words.length; i += 2) {
                if (words[i + 1] != 0) {
                    slot = i;
                }
            }
            assertTrue(other.words()[slot + 1] != 0, "both keys use the same entry");
            words[slot + way] = other.words()[slot + way];
            assertEquals(0, table.probe(first));
            assertEquals(0, table.probe(second));
        }
    }

    /**
     * Threads writing the same few buckets at once (as helper threads do) never make a probe return data stored
     * for another key: every entry here carries a move and a score computed from its own key, which a probe checks.
     */
    @Test
    void racingWritersNeverMixOnePositionsDataWithAnothersKey() throws Exception {
        TranspositionTable table = new TranspositionTable(1);
        SplittableRandom random = new SplittableRandom(7);
        long[] keys = new long[64];
        for (int i = 0; i < keys.length; i++) {
            // Four buckets only, so that the writers keep overwriting each other's entries.
            keys[i] = random.nextLong() & ~0xFFFFFL | (i & 3);
        }
        AtomicLong wrong = new AtomicLong();
        AtomicLong hits = new AtomicLong();
        Thread[] threads = new Thread[3];
        // All start together and each does a fixed number of stores and probes, so that they overlap however
        // fast or loaded the machine is.
        java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
        for (int t = 0; t < threads.length; t++) {
            long seed = t;
            threads[t] = new Thread(() -> {
                SplittableRandom own = new SplittableRandom(seed);
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                for (int i = 0; i < 400_000; i++) {
                    long key = keys[own.nextInt(keys.length)];
                    table.store(key, moveOf(key), scoreOf(key), scoreOf(key) / 2, own.nextInt(1, 60),
                            TranspositionTable.BOUND_EXACT, false);
                    long probed = keys[own.nextInt(keys.length)];
                    long data = table.probe(probed);
                    if (data != 0) {
                        hits.incrementAndGet();
                        if (TranspositionTable.move(data) != moveOf(probed)
                                || TranspositionTable.score(data) != scoreOf(probed)) {
                            wrong.incrementAndGet();
                        }
                    }
                }
            });
            threads[t].start();
        }
        start.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        assertTrue(hits.get() > 1000, "probes found entries: " + hits.get());
        assertEquals(0, wrong.get(), "probes returning another key's data");
    }

    private static int moveOf(long key) {
        return (int) (key >>> 24 & 0xFFFF) | 1;
    }

    private static int scoreOf(long key) {
        return (int) (key >>> 44 & 0x3FFF) - 0x2000;
    }
}
