package org.escaque.lab.tools;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.escaque.core.Move;
import org.escaque.engine.Engine;
import org.escaque.engine.search.Score;
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;

/** Runs one search on the engine's current position and waits for it: for the lab's offline tools. */
public final class BlockingSearch {

    /** The move chosen and the score of the principal line last reported (0 when none was). */
    public record Result(Move move, Score score) {
    }

    private BlockingSearch() {
    }

    /**
     * Searches the position set on {@code engine} within {@code limits} and waits (up to five minutes) for the move.
     *
     * @throws ExecutionException when the position has no legal move or the search failed
     * @throws TimeoutException when no move came within five minutes
     */
    public static Result run(Engine engine, SearchLimits limits) throws InterruptedException, ExecutionException,
            TimeoutException {
        CompletableFuture<Move> answer = new CompletableFuture<>();
        Score[] score = {Score.centipawns(0)};
        engine.go(limits, new SearchListener() {
            @Override
            public void info(SearchInfo info) {
                if (info.multiPv() == 1) {
                    score[0] = info.score();
                }
            }

            @Override
            public void bestMove(Move move, Optional<Move> ponder) {
                answer.complete(move);
            }

            @Override
            public void noLegalMove() {
                answer.completeExceptionally(new IllegalStateException("no legal move"));
            }
        });
        Move move = answer.get(5, TimeUnit.MINUTES);
        return new Result(move, score[0]);
    }
}
