package org.escaque.engine.search;

import static org.escaque.engine.search.Scores.MATE;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which thread's line a parallel search plays: the main thread's unless a helper did better. */
class HelperThreadsTest {

    @Test
    void aHelperAsDeepWithAHigherScoreReplacesTheMainLine() {
        assertTrue(HelperThreads.replaces(12, 40, 12, 30));
        assertTrue(HelperThreads.replaces(13, 40, 12, 30));
    }

    @Test
    void aShallowerOrNoBetterHelperDoesNot() {
        assertFalse(HelperThreads.replaces(11, 400, 12, 30), "shallower");
        assertFalse(HelperThreads.replaces(12, 30, 12, 30), "equal score");
        assertFalse(HelperThreads.replaces(14, 20, 12, 30), "deeper but lower");
    }

    @Test
    void aShorterMateReplacesAtAnyDepth() {
        int mateIn3 = MATE - 5;
        int mateIn4 = MATE - 7;
        assertTrue(HelperThreads.replaces(9, mateIn3, 14, mateIn4));
        assertFalse(HelperThreads.replaces(9, mateIn4, 14, mateIn3), "a longer mate");
        assertTrue(HelperThreads.replaces(9, mateIn4, 14, 250), "a mate over a score");
        assertFalse(HelperThreads.replaces(9, -MATE + 6, 14, -MATE + 4), "being mated later is no mate of ours");
    }
}
