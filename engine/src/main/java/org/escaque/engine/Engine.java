package org.escaque.engine;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.escaque.core.Board;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.MoveGenerator;
import org.escaque.core.Position;
import org.escaque.engine.search.SearchControl;
import org.escaque.engine.search.SearchOutcome;
import org.escaque.engine.search.Searcher;
import org.escaque.engine.search.TranspositionTable;

/**
 * The computer opponent: give it a position, start a search, and receive reports and a best move on a
 * listener. Searches run on one worker thread of the engine's own; {@link #go} returns at once.
 *
 * <p>The engine remembers the game's moves, so repetitions of positions before the search's root count.
 * Methods are safe to call from any thread; a new {@code go} first stops and awaits a running search.
 */
public final class Engine implements AutoCloseable {

    /** Default transposition-table size in MiB. */
    public static final int DEFAULT_HASH_MEGABYTES = 32;
    /** Default milliseconds kept back per move for the GUI, the process and the operating system. */
    public static final int DEFAULT_MOVE_OVERHEAD = 50;

    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "escaque-search");
        thread.setDaemon(true);
        return thread;
    });
    private final TranspositionTable table = new TranspositionTable(DEFAULT_HASH_MEGABYTES);
    private final Searcher searcher = new Searcher(table);

    private Position start = Position.initial();
    private int[] gameMoves = new int[0];
    private int multiPv = 1;
    private int moveOverhead = DEFAULT_MOVE_OVERHEAD;
    private OptionalInt elo = OptionalInt.empty();
    private SearchControl control;
    private Future<?> running;

    /** Sets the position to search: a start position and the legal moves played from it (maybe none). */
    public synchronized void setPosition(Position startPosition, List<Move> moves) throws IllegalMoveException {
        Position current = startPosition;
        int[] encoded = new int[moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            current = current.play(moves.get(i));
            encoded[i] = moves.get(i).encoded();
        }
        start = startPosition;
        gameMoves = encoded;
    }

    /** The position a search would start from now. */
    public synchronized Position position() {
        return Position.fromBoard(rootBoard());
    }

    /**
     * Starts searching the current position within {@code limits} and returns at once. The listener gets
     * progress reports and then exactly one final answer, from the worker thread.
     */
    public synchronized void go(SearchLimits limits, SearchListener listener) {
        awaitIdle();
        Board board = rootBoard();
        SearchLimits effective = elo.isPresent() ? Strength.limit(limits, elo.getAsInt()) : limits;
        SearchControl searchControl = new SearchControl(effective, board.sideToMove(), moveOverhead);
        int lines = multiPv;
        int fallback = firstLegalMove(board);
        control = searchControl;
        running = worker.submit(() -> runSearch(board, searchControl, lines, listener, fallback));
    }

    private void runSearch(Board board, SearchControl searchControl, int lines, SearchListener listener,
            int fallback) {
        SearchOutcome outcome;
        try {
            outcome = searcher.search(board, searchControl, lines, listener);
        } catch (RuntimeException | StackOverflowError failure) {
            // A bug in the search must not leave the GUI waiting forever: answer with a legal move anyway.
            outcome = new SearchOutcome(fallback, Move.NONE, 0);
        }
        try {
            searchControl.awaitRelease();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        if (outcome.bestMove() == Move.NONE) {
            listener.noLegalMove();
        } else {
            Optional<Move> ponder = outcome.ponderMove() == Move.NONE ? Optional.empty()
                    : Optional.of(Move.decode(outcome.ponderMove()));
            listener.bestMove(Move.decode(outcome.bestMove()), ponder);
        }
    }

    /** Asks a running search to stop; its best move arrives on its listener within milliseconds. */
    public synchronized void stop() {
        if (control != null) {
            control.requestStop();
        }
    }

    /** The opponent played the move we were pondering on: the search goes on, now on our clock. */
    public synchronized void ponderHit() {
        if (control != null) {
            control.ponderHit();
        }
    }

    /** Whether a search is running (or waiting for {@code stop} to give its answer). */
    public synchronized boolean isSearching() {
        return running != null && !running.isDone();
    }

    /** Stops nothing; waits until the running search (if any) has delivered its answer. */
    public void awaitCompletion() {
        Future<?> current;
        synchronized (this) {
            current = running;
        }
        if (current != null) {
            try {
                current.get();
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            } catch (java.util.concurrent.ExecutionException failure) {
                throw new IllegalStateException("the search failed", failure.getCause());
            }
        }
    }

    /** A new game: forgets the transposition table, histories and cached evaluations. */
    public synchronized void newGame() {
        awaitIdle();
        table.clear();
        searcher.clear();
        start = Position.initial();
        gameMoves = new int[0];
    }

    /** Empties the transposition table only (UCI "Clear Hash"). */
    public synchronized void clearHash() {
        awaitIdle();
        table.clear();
    }

    /** Resizes the transposition table (emptying it). */
    public synchronized void setHashMegabytes(int megabytes) {
        if (megabytes < 1) {
            throw new IllegalArgumentException("the hash size is at least 1 MiB");
        }
        awaitIdle();
        table.resize(megabytes);
    }

    /** How many best lines to report (UCI MultiPV); 1 is fastest. */
    public synchronized void setMultiPv(int lines) {
        if (lines < 1) {
            throw new IllegalArgumentException("MultiPV is at least 1");
        }
        multiPv = lines;
    }

    /**
     * Plays at about {@code rating} Elo ({@link Strength#MIN_ELO} to {@link Strength#MAX_ELO}), or at full
     * strength when empty. Provisional until the difficulty levels exist: see {@link Strength}.
     */
    public synchronized void setStrength(OptionalInt rating) {
        rating.ifPresent(value -> {
            if (value < Strength.MIN_ELO || value > Strength.MAX_ELO) {
                throw new IllegalArgumentException("Elo is between " + Strength.MIN_ELO + " and " + Strength.MAX_ELO);
            }
        });
        elo = rating;
    }

    /** Milliseconds kept back from each move's budget for communication delays. */
    public synchronized void setMoveOverhead(int milliseconds) {
        if (milliseconds < 0) {
            throw new IllegalArgumentException("the move overhead is not negative");
        }
        moveOverhead = milliseconds;
    }

    /** Nodes searched by the last search. */
    public long lastNodeCount() {
        return searcher.nodes();
    }

    /** Stops any search and ends the worker thread. */
    @Override
    public void close() {
        synchronized (this) {
            awaitIdle();
        }
        worker.shutdown();
        try {
            worker.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops a running search and waits for it to deliver its answer. */
    private void awaitIdle() {
        if (running == null) {
            return;
        }
        if (control != null) {
            control.requestStop();
        }
        awaitCompletion();
        running = null;
    }

    private Board rootBoard() {
        Board board = start.board();
        for (int move : gameMoves) {
            board.play(move);
        }
        return board;
    }

    private static int firstLegalMove(Board board) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        return MoveGenerator.generate(board, moves) > 0 ? moves[0] : Move.NONE;
    }
}
