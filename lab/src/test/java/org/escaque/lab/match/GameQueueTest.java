package org.escaque.lab.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class GameQueueTest {

    /** Takes the next game on a thread of its own, and waits until that thread is waiting or has its answer. */
    private static CompletableFuture<Integer> takeElsewhere(GameQueue queue) throws InterruptedException {
        CompletableFuture<Integer> taken = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            try {
                taken.complete(queue.take());
            } catch (InterruptedException interrupted) {
                taken.completeExceptionally(interrupted);
            }
        });
        worker.start();
        while (!taken.isDone() && worker.getState() != Thread.State.WAITING) {
            Thread.sleep(5);
        }
        return taken;
    }

    /**
     * Two games under way; the first ends and the test decides on it: a worker asking for the next game is kept
     * waiting, since the second game's result may undo the verdict.
     */
    private static CompletableFuture<Integer> decidedWithOneGameUnderWay(GameQueue queue) throws InterruptedException {
        assertEquals(0, queue.take());
        assertEquals(1, queue.take());
        queue.verdict(true);
        queue.done();
        CompletableFuture<Integer> waiting = takeElsewhere(queue);
        assertEquals(false, waiting.isDone(), "no game starts while the verdict may still change");
        return waiting;
    }

    @Test
    void handsOutEveryGameNotYetPlayedOnce() throws InterruptedException {
        GameQueue queue = new GameQueue(6, Set.of(0, 3));
        assertEquals(1, queue.take());
        assertEquals(2, queue.take());
        assertEquals(4, queue.take());
        assertEquals(5, queue.take());
        assertEquals(-1, queue.take());
    }

    @Test
    void aVerdictThatAGameUnderWayUndoesLetsPlayGoOn() throws Exception {
        // The second game's result undoes the verdict (as an SPRT that crossed its bound by one game falls back
        // inside): the match must not stop there.
        GameQueue queue = new GameQueue(10, Set.of());
        CompletableFuture<Integer> waiting = decidedWithOneGameUnderWay(queue);
        queue.verdict(false);
        queue.done();
        assertEquals(2, waiting.get(10, TimeUnit.SECONDS));
    }

    @Test
    void aVerdictThatHoldsOnceEveryGameIsCountedEndsTheMatch() throws Exception {
        GameQueue queue = new GameQueue(10, Set.of());
        CompletableFuture<Integer> waiting = decidedWithOneGameUnderWay(queue);
        queue.verdict(true);
        queue.done();
        assertEquals(-1, waiting.get(10, TimeUnit.SECONDS));
        assertEquals(-1, queue.take());
    }

    @Test
    void aResumedMatchAlreadyDecidedPlaysNothing() throws InterruptedException {
        GameQueue queue = new GameQueue(10, Set.of(0, 1, 2));
        queue.verdict(true);
        assertEquals(-1, queue.take());
    }

    @Test
    void stoppingLetsAWaitingWorkerGo() throws Exception {
        GameQueue queue = new GameQueue(10, Set.of());
        assertEquals(0, queue.take());
        queue.verdict(true);
        CompletableFuture<Integer> waiting = takeElsewhere(queue);
        assertEquals(false, waiting.isDone());
        queue.stop();
        assertEquals(-1, waiting.get(10, TimeUnit.SECONDS));
    }
}
