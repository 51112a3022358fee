package org.escaque.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.IntFunction;
import org.escaque.core.Board;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.MoveGenerator;
import org.escaque.core.Position;
import org.escaque.core.SeededRandom;
import org.escaque.core.Square;
import org.escaque.engine.book.PolyglotBook;
import org.escaque.engine.eval.ClassicEvaluation;
import org.escaque.engine.eval.Evaluation;
import org.escaque.engine.eval.network.Network;
import org.escaque.engine.eval.network.NetworkEvaluation;
import org.escaque.engine.search.SearchControl;
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;
import org.escaque.engine.search.SearchOutcome;
import org.escaque.engine.search.Searcher;
import org.escaque.engine.search.TranspositionTable;

/**
 * The computer opponent: give it a position, start a search, and receive reports and a best move on a
 * listener. Searches run on a worker thread of the engine's own (with helper threads beside it when
 * {@link #setThreads} asks for more than one), and {@link #go} returns at once; or, for an engine made
 * {@link #onCallerThread()} (the browser's WebAssembly build has no threads), on the caller's thread, one thread only,
 * and {@code go} returns once the listener has had its answer.
 *
 * <p>The engine remembers the game's moves, so repetitions of positions before the search's root count.
 * Methods are safe to call from any thread; a new {@code go} first stops and awaits a running search.
 */
public final class Engine implements AutoCloseable {

    /** Default transposition-table size in MiB. */
    public static final int DEFAULT_HASH_MEGABYTES = 32;
    /** With opening variety, full strength varies its choice during this many moves of the game. */
    public static final int VARIETY_MOVES = 6;
    /** Default milliseconds kept back per move for the GUI, the process and the operating system. */
    public static final int DEFAULT_MOVE_OVERHEAD = 50;
    /** The most search threads {@link #setThreads} accepts. */
    public static final int MAX_THREADS = 64;
    /** A deep level's hard node limit, in multiples of its soft budget (as the clock's hard limit is of its target). */
    static final long DEEP_LEVEL_HARD_NODES = 4;

    private final SearchWorker worker;
    private final TranspositionTable table = new TranspositionTable(DEFAULT_HASH_MEGABYTES);

    private Position start = Position.initial();
    private int[] gameMoves = new int[0];
    /** Where the last move of the game captured, if it did: the weaker levels take back there. */
    private Optional<Square> lastCapture = Optional.empty();
    private int multiPv = 1;
    private int moveOverhead = DEFAULT_MOVE_OVERHEAD;
    private Level level = Level.of(Level.MAX);
    private SeededRandom random = SeededRandom.fromClock();
    /** The game's form in standard deviations (see {@link Level#form()}): 0 until a new game draws one. */
    private double form;
    private Optional<PolyglotBook> book = Optional.empty();
    private int threads = 1;
    /** The learned evaluation in use (the built-in network unless set otherwise); empty: the hand-crafted one. */
    private Optional<Network> network = Optional.of(Network.builtIn());
    private final Searcher searcher;
    private boolean openingVariety;
    private SearchControl control;
    private SearchWorker.Running running;

    /** An engine whose searches run on a daemon thread of normal priority. */
    public Engine() {
        this(Thread.NORM_PRIORITY);
    }

    /**
     * An engine whose searches run on a daemon thread of {@code threadPriority} ({@link Thread#MIN_PRIORITY} to
     * {@link Thread#MAX_PRIORITY}), for work that should give way to other searches, such as a game's analysis.
     */
    public Engine(int threadPriority) {
        this(new SearchWorker.OwnThread(threadPriority), Searcher::withHelperThreads);
    }

    /**
     * An engine whose searches run on {@code worker}, by a searcher {@code searchers} makes. Which searcher is chosen
     * by the caller, not by a flag here, so that the WebAssembly build's compiler, which keeps only the code a program
     * can reach, leaves out the helper threads it cannot compile.
     */
    private Engine(SearchWorker worker, BiFunction<TranspositionTable, IntFunction<Evaluation>, Searcher> searchers) {
        this.worker = worker;
        searcher = searchers.apply(table, evaluations(network));
    }

    /**
     * An engine that searches on the caller's thread with one thread and starts none: {@link #go} returns once the
     * listener has had its answer, so a search needs a limit (depth, nodes, time; not infinite, not pondering), and
     * {@link #stop} has nothing to stop. What the browser's WebAssembly build uses (it runs in a Web Worker).
     */
    public static Engine onCallerThread() {
        return new Engine(new SearchWorker.CallerThread(), Searcher::new);
    }

    /** Sets the position to search: a start position and the legal moves played from it (maybe none). */
    public synchronized void setPosition(Position startPosition, List<Move> moves) throws IllegalMoveException {
        Position current = startPosition;
        int[] encoded = new int[moves.size()];
        Optional<Square> captured = Optional.empty();
        for (int i = 0; i < moves.size(); i++) {
            Move move = moves.get(i);
            boolean capture = move.isEnPassant() || !move.isCastling() && current.pieceAt(move.to()).isPresent();
            captured = capture ? Optional.of(move.to()) : Optional.empty();
            current = current.play(move);
            encoded[i] = move.encoded();
        }
        start = startPosition;
        gameMoves = encoded;
        lastCapture = captured;
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
        if (worker instanceof SearchWorker.CallerThread && (limits.infinite() || limits.ponder())) {
            throw new IllegalArgumentException("an engine on the caller's thread cannot search without a limit");
        }
        awaitIdle();
        Board board = rootBoard();
        int fallback = firstLegalMove(board);
        Optional<Move> bookMove = bookMove(board, limits);
        if (bookMove.isPresent()) {
            control = null;
            running = worker.submit(() -> listener.bestMove(bookMove.get(), Optional.empty()));
            return;
        }
        SearchLimits effective = limits;
        long softNodes = 0;
        int lines = multiPv;
        SearchListener receiver = listener;
        if (!level.isFull()) {
            Weakened weakened = weakened(limits);
            effective = weakened.limits();
            softNodes = weakened.softNodes();
            lines = Math.max(multiPv, level.lines());
            receiver = new LevelListener(listener, multiPv, level.inForm(form), lastCapture, new SeededRandom(
                    random.nextLong()));
        } else if (openingVariety && Position.fromBoard(board).fullmoveNumber() <= VARIETY_MOVES && limits.searchMoves().isEmpty()) {
            lines = Math.max(multiPv, Level.OPENING_VARIETY.lines());
            receiver = new LevelListener(listener, multiPv, Level.OPENING_VARIETY, Optional.empty(),
                    new SeededRandom(random.nextLong()));
        }
        SearchControl searchControl = new SearchControl(effective, board.sideToMove(), moveOverhead, softNodes);
        control = searchControl;
        int searchLines = lines;
        SearchListener searchListener = receiver;
        // The weaker levels stay on one thread: helpers would make their node budgets mean something else.
        List<Board> helperBoards = new ArrayList<>();
        for (int i = 1; i < threads && level.isFull(); i++) {
            helperBoards.add(rootBoard());
        }
        running = worker.submit(() -> runSearch(board, helperBoards, searchControl, searchLines, searchListener,
                fallback));
    }

    /**
     * The time a search of the current position under {@code limits} aims to use, as the time manager plans it before
     * it starts (the search may end sooner); {@link Long#MAX_VALUE} when the limits set no time.
     */
    public synchronized long plannedMillis(SearchLimits limits) {
        return new SearchControl(limits, rootBoard().sideToMove(), moveOverhead).plannedMillis();
    }

    /** A move from the opening book, if one is set, the position is in it, and the level still uses it. */
    private Optional<Move> bookMove(Board board, SearchLimits limits) {
        if (book.isEmpty() || limits.infinite() || limits.ponder() || !limits.searchMoves().isEmpty()
                || limits.depth() > 0 || limits.mate() > 0) {
            return Optional.empty();
        }
        Position position = Position.fromBoard(board);
        if (position.fullmoveNumber() > 4 + 2 * level.number()) {
            return Optional.empty();
        }
        return book.get().pick(position, random);
    }

    /** A weakened search's limits, and its soft node budget (0: none). */
    private record Weakened(SearchLimits limits, long softNodes) {
    }

    /**
     * The level's caps on depth (a fractional depth drawn per move) and nodes (its budget varied by up to 40% either
     * way) on top of {@code limits}: the level's thinking varies from move to move, as a person's does. Levels 1 to 3
     * stop at their budget; the deep levels' budget is soft, as a clock's soft limit is: no new iteration starts past
     * it, and the one under way ends, up to {@link #DEEP_LEVEL_HARD_NODES} times the budget.
     */
    private Weakened weakened(SearchLimits limits) {
        int levelDepth = (int) level.depth() + (random.nextDouble() < level.depth() % 1 ? 1 : 0);
        int depth = levelDepth == 0 ? limits.depth()
                : limits.depth() > 0 ? Math.min(limits.depth(), levelDepth) : levelDepth;
        long nodes = limits.nodes();
        long softNodes = 0;
        if (level.nodes() > 0) {
            long budget = Math.max(200, Math.round(level.nodes() * (0.6 + 0.8 * random.nextDouble())));
            long cap = level.searchesDeep() ? DEEP_LEVEL_HARD_NODES * budget : budget;
            softNodes = level.searchesDeep() ? budget : 0;
            nodes = nodes > 0 ? Math.min(nodes, cap) : cap;
        }
        return new Weakened(new SearchLimits(limits.whiteTime(), limits.blackTime(), limits.whiteIncrement(),
                limits.blackIncrement(), limits.movesToGo(), depth, nodes, limits.moveTime(), limits.mate(),
                limits.infinite(), limits.ponder(), limits.searchMoves()), softNodes);
    }

    /**
     * Passes a weakened search's reports on (only the lines the user asked for) and keeps the last complete
     * iteration's lines; at the end, plays the move {@link HumanChoice} picks from them.
     */
    private static final class LevelListener implements SearchListener {
        private final SearchListener target;
        private final int shownLines;
        private final Level level;
        private final Optional<Square> recapture;
        private final SeededRandom random;
        private final TreeMap<Integer, SearchInfo> lines = new TreeMap<>();
        private int depth = -1;

        LevelListener(SearchListener target, int shownLines, Level level, Optional<Square> recapture,
                SeededRandom random) {
            this.target = target;
            this.shownLines = shownLines;
            this.level = level;
            this.recapture = recapture;
            this.random = random;
        }

        @Override
        public void info(SearchInfo info) {
            if (info.depth() != depth) {
                depth = info.depth();
                lines.clear();
            }
            if (!info.principalVariation().isEmpty()) {
                lines.put(info.multiPv(), info);
            }
            if (info.multiPv() <= shownLines) {
                target.info(info);
            }
        }

        @Override
        public void bestMove(Move move, Optional<Move> ponder) {
            if (lines.isEmpty()) {
                target.bestMove(move, ponder);
                return;
            }
            // The level's own number of lines, whatever MultiPV the user asked to see.
            List<HumanChoice.Candidate> candidates = new ArrayList<>();
            for (SearchInfo line : lines.headMap(level.lines(), true).values()) {
                candidates.add(new HumanChoice.Candidate(line.principalVariation().get(0), line.score()));
            }
            Move chosen = HumanChoice.choose(candidates, level, recapture, random);
            // Report the chosen line last, as line 1, so that its score is the one that goes with the move.
            for (SearchInfo line : lines.values()) {
                if (line.multiPv() > 1 && line.principalVariation().get(0).equals(chosen)) {
                    target.info(new SearchInfo(line.depth(), line.selectiveDepth(), 1, line.score(), line.nodes(),
                            line.nodesPerSecond(), line.timeMillis(), line.hashFull(), line.principalVariation()));
                }
            }
            target.bestMove(chosen, Optional.empty());
        }

        @Override
        public void noLegalMove() {
            target.noLegalMove();
        }
    }

    private void runSearch(Board board, List<Board> helperBoards, SearchControl searchControl, int lines,
            SearchListener listener, int fallback) {
        SearchOutcome outcome;
        try {
            outcome = searcher.search(board, helperBoards, searchControl, lines, listener);
        } catch (RuntimeException | StackOverflowError failure) {
            // A bug in the search must not leave the GUI waiting forever: answer with a legal move anyway.
            outcome = new SearchOutcome(fallback, Move.NONE, 0);
        }
        try {
            searchControl.awaitRelease();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        try {
            if (outcome.bestMove() == Move.NONE) {
                listener.noLegalMove();
            } else {
                Optional<Move> ponder = outcome.ponderMove() == Move.NONE ? Optional.empty()
                        : Optional.of(Move.decode(outcome.ponderMove()));
                listener.bestMove(Move.decode(outcome.bestMove()), ponder);
            }
        } catch (RuntimeException listenerFailure) {
            // The listener's own failure is its business; the engine stays usable for the next search.
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
        SearchWorker.Running current;
        synchronized (this) {
            current = running;
        }
        if (current != null) {
            current.await();
        }
    }

    /**
     * A new game: forgets the transposition table, histories and cached evaluations, and draws the game's form
     * (how well a weaker level plays in it, see {@link Level#form()}).
     */
    public synchronized void newGame() {
        awaitIdle();
        form = Level.clampForm(random.nextGaussian());
        table.clear();
        searcher.clear();
        start = Position.initial();
        gameMoves = new int[0];
        lastCapture = Optional.empty();
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

    /**
     * Searches with {@code count} threads at full strength (UCI Threads): the extra ones help by filling the shared
     * transposition table. The weaker levels always search with one.
     */
    public synchronized void setThreads(int count) {
        if (count < 1 || count > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1 to " + MAX_THREADS + ", not " + count);
        }
        if (count > 1 && worker instanceof SearchWorker.CallerThread) {
            throw new IllegalArgumentException("an engine on the caller's thread searches with one thread");
        }
        awaitIdle();
        threads = count;
    }

    /**
     * Evaluates with {@code learned}, or with the hand-crafted evaluation when empty (the default is the network
     * built into the engine, {@link Network#builtIn()}). Empties the transposition table, whose stored evaluations
     * came from the other one.
     */
    public synchronized void setNetwork(Optional<Network> learned) {
        awaitIdle();
        network = learned;
        table.clear();
        searcher.useEvaluation(evaluations(learned));
    }

    /** The learned evaluation in use, if any. */
    public synchronized Optional<Network> network() {
        return network;
    }

    /** What makes a search thread's evaluation: the network's when one is set, else the hand-crafted one. */
    private static IntFunction<Evaluation> evaluations(Optional<Network> learned) {
        if (learned.isPresent()) {
            Network weights = learned.get();
            return plies -> new NetworkEvaluation(weights, plies);
        }
        return plies -> new ClassicEvaluation();
    }

    /** How many best lines to report (UCI MultiPV); 1 is fastest. */
    public synchronized void setMultiPv(int lines) {
        if (lines < 1) {
            throw new IllegalArgumentException("MultiPV is at least 1");
        }
        multiPv = lines;
    }

    /** Plays at a level, 1 (weakest) to 8 (full strength): see {@link Level}. */
    public synchronized void setLevel(int number) {
        level = Level.of(number);
    }

    /**
     * Sets the form of the game being played, in standard deviations (positive: a good day; clamped to {@link
     * Level#FORM_LIMIT} either way), for a caller that plays several games in turn on one engine.
     */
    public synchronized void setForm(double z) {
        form = Level.clampForm(z);
    }

    /** The form of the game being played, in standard deviations (see {@link #setForm}). */
    public synchronized double form() {
        return form;
    }

    /** The level being played. */
    public synchronized Level level() {
        return level;
    }

    /** Plays at the level whose approximate rating is nearest {@code rating}, or at full strength when empty. */
    public synchronized void setStrength(OptionalInt rating) {
        level = rating.isPresent() ? Level.nearest(rating.getAsInt()) : Level.of(Level.MAX);
    }

    /** Seeds the random choices (book moves, the weaker levels' moves), so that games can be replayed. */
    public synchronized void setRandomSeed(long seed) {
        random = new SeededRandom(seed);
    }

    /**
     * At full strength, varies the first {@link #VARIETY_MOVES} moves among near-best ones, so that a person
     * does not meet the same game every time (off by default: UCI users expect the best move found).
     */
    public synchronized void setOpeningVariety(boolean vary) {
        openingVariety = vary;
    }

    /** Plays book moves from {@code openingBook} while the position is in it (empty: no book). */
    public synchronized void setBook(Optional<PolyglotBook> openingBook) {
        book = openingBook;
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
        searcher.close();
        worker.close();
    }

    /** Stops a running search and waits for it to deliver its answer. */
    private void awaitIdle() {
        if (running == null) {
            return;
        }
        if (control != null) {
            control.requestStop();
        }
        try {
            awaitCompletion();
        } catch (IllegalStateException failed) {
            // A failed search is over all the same; the engine stays usable.
        } finally {
            running = null;
        }
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
