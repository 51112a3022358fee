package org.escaque.server.game.computer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.engine.Engine;
import org.escaque.engine.Level;
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;
import org.escaque.engine.book.PolyglotBook;
import org.escaque.engine.book.PolyglotBookException;
import org.escaque.play.ComputerLimits;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The computer opponent: the engine module's {@link Engine}, one shared instance whose searches run one after
 * another on a worker thread of its own (never a request thread), at the game's level ({@link Level}: 8 is full
 * strength, 1 to 7 play like weaker people). Its thinking time comes from the engine's time manager.
 */
public final class EngineComputerPlayer implements ComputerPlayer {

    /** Debian's gnuchess-book (public domain), used when installed; without it the first moves still vary. */
    public static final String DEBIAN_BOOK = "/usr/share/games/gnuchess/book.bin";
    private static final Logger LOG = LoggerFactory.getLogger(EngineComputerPlayer.class);
    /** The engine's hash table: small, since the app may play many games. */
    public static final int HASH_MEGABYTES = 16;

    private final Optional<PolyglotBook> book;
    /**
     * Made at the first computer move, on the search thread: its hash table (the engine starts with 32 MB, cut to
     * {@link #HASH_MEGABYTES}) costs the app nothing until a game against the computer is played.
     */
    private volatile Engine engine;
    private final ExecutorService queue = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "computer-player");
        thread.setDaemon(true);
        return thread;
    });

    /** Completes the weaker levels' moves after their pause, without holding the search thread. */
    private final ScheduledExecutorService pause = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "computer-pause");
        thread.setDaemon(true);
        return thread;
    });
    private final SplittableRandom random = new SplittableRandom();

    public EngineComputerPlayer() {
        this(Path.of(DEBIAN_BOOK));
    }

    /** A computer player that opens from the Polyglot book at {@code bookPath} when it can be read. */
    public EngineComputerPlayer(Path bookPath) {
        Optional<PolyglotBook> opened = Optional.empty();
        if (Files.isReadable(bookPath)) {
            try {
                opened = Optional.of(PolyglotBook.open(bookPath));
                LOG.info("opening book: {}", bookPath);
            } catch (PolyglotBookException unreadable) {
                LOG.warn("no opening book: {}", unreadable.getMessage());
            }
        }
        book = opened;
    }

    /** The engine, made when first needed (on the search thread only). */
    private Engine engine() {
        Engine made = engine;
        if (made == null) {
            made = new Engine();
            made.setHashMegabytes(HASH_MEGABYTES);
            made.setOpeningVariety(true);
            made.setBook(book);
            engine = made;
        }
        return made;
    }

    @Override
    public CompletableFuture<Move> chooseMove(String gameId, Position start, List<Move> history, Position position,
            int level, Optional<ClockInfo> clock) {
        CompletableFuture<Move> choice = new CompletableFuture<>();
        queue.execute(() -> search(gameId, start, history, position, level, clock, choice));
        return choice;
    }

    /**
     * The form of the day of game {@code gameId}, in standard deviations ({@link org.escaque.engine.Level#form()}):
     * drawn from the identifier, so that a game keeps its form from its first move to its last, across restarts.
     */
    static double formOf(String gameId) {
        return new SplittableRandom(gameId.hashCode()).nextGaussian();
    }

    private void search(String gameId, Position start, List<Move> history, Position position, int level,
            Optional<ClockInfo> clock, CompletableFuture<Move> choice) {
        long started = System.nanoTime();
        try {
            Engine engine = engine();
            // The whole game, so that the engine sees repetitions of positions before this one.
            engine.setPosition(start, history);
            engine.setLevel(Math.max(Level.MIN, Math.min(Level.MAX, level)));
            engine.setForm(formOf(gameId));
            SearchLimits limits = limits(position.turn(), level, clock);
            long pauseMillis = pauseMillis(level, engine.plannedMillis(limits), random);
            engine.go(limits, new SearchListener() {
                @Override
                public void info(SearchInfo info) {
                }

                @Override
                public void bestMove(Move move, Optional<Move> ponder) {
                    long remaining = pauseMillis - (System.nanoTime() - started) / 1_000_000;
                    if (remaining > 0) {
                        pause.schedule(() -> choice.complete(move), remaining, TimeUnit.MILLISECONDS);
                    } else {
                        choice.complete(move);
                    }
                }

                @Override
                public void noLegalMove() {
                    choice.completeExceptionally(new IllegalStateException("no legal move in " + position.fen()));
                }
            });
            engine.awaitCompletion();
        } catch (IllegalMoveException | RuntimeException e) {
            choice.completeExceptionally(e);
        }
    }

    /**
     * The search's limits: the game's clocks as they stand, so that the engine's own time manager shares them out
     * (as it does in a UCI match); without a clock, nodes: a weaker level's budget, full strength's
     * {@link ComputerLimits#UNTIMED_FULL_NODES} ({@link ComputerLimits#untimed(int)}).
     */
    static SearchLimits limits(Color toMove, int level, Optional<ClockInfo> clock) {
        return clock.map(times -> ComputerLimits.onClock(toMove, times.ownMillis(), times.opponentMillis(),
                times.incrementMillis())).orElseGet(() -> ComputerLimits.untimed(level));
    }

    /**
     * How long a weaker level takes at least before its move appears: 0.4 to 1.4 s, different every move, as a
     * person's would be (its search alone often takes a few milliseconds, and an instant reply feels like a
     * machine); at most half the time the engine plans to spend ({@code plannedMillis}). Full strength takes what
     * its search takes.
     */
    static long pauseMillis(int level, long plannedMillis, RandomGenerator random) {
        if (level >= Level.MAX) {
            return 0;
        }
        long wanted = 400 + random.nextLong(1_000);
        return Math.min(wanted, plannedMillis / 2);
    }

    @Override
    public void close() {
        queue.shutdownNow();
        pause.shutdownNow();
        Engine made = engine;
        if (made != null) {
            made.close();
        }
    }
}
