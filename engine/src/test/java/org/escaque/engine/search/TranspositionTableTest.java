package org.escaque.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
