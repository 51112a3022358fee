package org.escaque.engine.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MoveOrderingTest {

    /**
     * The keyed pick hands the moves out in exactly the order of the plain one, and leaves the lists in the same
     * state after every step, for lists of every length with scores drawn from the whole range a quiet move's history
     * can take, or from a few values so that most scores tie (where the order among equals decides).
     */
    @Test
    void keyedPickFollowsThePlainOneStepByStep() {
        SplittableRandom random = new SplittableRandom(11);
        int limit = 3 * History.LIMIT;
        for (int round = 0; round < 20_000; round++) {
            int count = 1 + random.nextInt(round % 2 == 0 ? 40 : 218);
            int from = random.nextInt(count);
            boolean ties = random.nextBoolean();
            int[] moves = new int[count];
            int[] scores = new int[count];
            for (int i = 0; i < count; i++) {
                moves[i] = 1000 + i;
                scores[i] = ties ? (random.nextInt(4) - 2) * 700 : random.nextInt(-limit, limit + 1);
            }
            if (round % 7 == 0) {
                scores[random.nextInt(count)] = limit;
                scores[random.nextInt(count)] = -limit;
            }
            int[] plainMoves = moves.clone();
            int[] plainScores = scores.clone();
            int[] keys = new int[count];
            for (int i = 0; i < count; i++) {
                keys[i] = MoveOrdering.key(scores[i], i);
            }
            int[] plainOrder = new int[count - from];
            int[] keyedOrder = new int[count - from];
            for (int i = from; i < count; i++) {
                plainOrder[i - from] = MoveOrdering.pick(plainMoves, plainScores, i, count);
                keyedOrder[i - from] = MoveOrdering.pickByKey(moves, scores, keys, i, count);
                assertArrayEquals(plainMoves, moves);
                assertArrayEquals(plainScores, scores);
            }
            assertArrayEquals(plainOrder, keyedOrder);
        }
    }
}
