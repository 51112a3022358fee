package org.escaque.core;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts the leaf nodes of the legal move tree to a fixed depth: the standard test of a move generator.
 * At depth 1 the moves are counted, not played ("bulk counting").
 */
public final class Perft {

    private final Board board;
    private final int[][] buffers;

    private Perft(Board board, int depth) {
        this.board = board;
        this.buffers = new int[Math.max(depth, 1) + 1][MoveGenerator.MAX_MOVES];
    }

    /** The number of move sequences of length {@code depth} from {@code position}. */
    public static long count(Position position, int depth) {
        return new Perft(position.board(), depth).run(depth);
    }

    /** The count below each legal root move, in generation order, keyed by UCI text. */
    public static Map<String, Long> divide(Position position, int depth) {
        return divide(position, depth, 1);
    }

    /**
     * As {@link #divide(Position, int)}, with the root moves shared among {@code threads} threads, each on
     * its own copy of the board (the subtrees are independent, so the counts are the same).
     */
    public static Map<String, Long> divide(Position position, int depth, int threads) {
        Map<String, Long> result = new LinkedHashMap<>();
        if (depth < 1) {
            return result;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(position.board(), moves);
        long[] counts = new long[n];
        AtomicInteger next = new AtomicInteger();
        Runnable worker = () -> {
            Perft perft = new Perft(position.board(), depth);
            for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
                perft.board.play(moves[i]);
                counts[i] = perft.run(depth - 1);
                perft.board.undo();
            }
        };
        runOn(Math.max(1, Math.min(threads, n)), worker);
        for (int i = 0; i < n; i++) {
            result.put(Move.decode(moves[i]).toString(), counts[i]);
        }
        return result;
    }

    /** The total of {@link #divide(Position, int, int)}. */
    public static long count(Position position, int depth, int threads) {
        if (threads <= 1 || depth < 3) {
            return count(position, depth);
        }
        return divide(position, depth, threads).values().stream().mapToLong(Long::longValue).sum();
    }

    private static void runOn(int threads, Runnable worker) {
        if (threads == 1) {
            worker.run();
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads - 1, runnable -> {
            Thread thread = new Thread(runnable, "perft");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Future<?>[] helpers = new Future<?>[threads - 1];
            for (int t = 0; t < helpers.length; t++) {
                helpers[t] = pool.submit(worker);
            }
            worker.run();
            for (Future<?> helper : helpers) {
                helper.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("perft interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("perft worker failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private long run(int depth) {
        if (depth <= 1) {
            return depth == 0 ? 1 : MoveGenerator.count(board);
        }
        int[] moves = buffers[depth];
        int n = MoveGenerator.generate(board, moves);
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            board.play(moves[i]);
            nodes += run(depth - 1);
            board.undo();
        }
        return nodes;
    }
}
