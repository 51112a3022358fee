package org.escaque.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;

/** Test helper: runs one search on an engine and collects what it reported. */
final class SearchHarness implements SearchListener {

    final List<SearchInfo> infos = new ArrayList<>();
    final CompletableFuture<Optional<Move>> answer = new CompletableFuture<>();
    volatile Optional<Move> ponder = Optional.empty();

    @Override
    public synchronized void info(SearchInfo info) {
        infos.add(info);
        notifyAll();
    }

    /** Waits (at most 60 s) until the search has reported a line of at least {@code depth}; whether it did. */
    synchronized boolean awaitDepth(int depth) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (infos.stream().noneMatch(info -> info.depth() >= depth)) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }

    @Override
    public void bestMove(Move move, Optional<Move> ponderMove) {
        ponder = ponderMove;
        answer.complete(Optional.of(move));
    }

    @Override
    public void noLegalMove() {
        answer.complete(Optional.empty());
    }

    synchronized SearchInfo lastInfo() {
        return infos.get(infos.size() - 1);
    }

    Move bestMove() throws Exception {
        return answer.get(60, TimeUnit.SECONDS).orElseThrow();
    }

    /** Searches {@code fen} on a fresh engine within {@code limits}; returns the harness after the answer. */
    static SearchHarness search(String fen, SearchLimits limits) throws Exception {
        try (Engine engine = new Engine()) {
            return search(engine, Position.fromFen(fen), limits);
        }
    }

    static SearchHarness search(Engine engine, Position position, SearchLimits limits) throws Exception {
        try {
            engine.setPosition(position, List.of());
        } catch (IllegalMoveException impossible) {
            throw new AssertionError(impossible);
        }
        SearchHarness harness = new SearchHarness();
        engine.go(limits, harness);
        harness.answer.get(60, TimeUnit.SECONDS);
        return harness;
    }
}
