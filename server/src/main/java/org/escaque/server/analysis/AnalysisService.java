package org.escaque.server.analysis;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.function.BooleanSupplier;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.play.PgnLanguage;
import org.escaque.play.analysis.AnalysisView;
import org.escaque.play.analysis.AnnotatedPgn;
import org.escaque.play.analysis.Budget;
import org.escaque.play.analysis.PositionEval;
import org.escaque.play.analysis.PositionSearch;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.analysis.AnalysisStore.Job;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Analyses on request: one worker thread of the lowest priority takes them one at a time, in the order asked, and
 * evaluates each position of the game with the {@link PositionAnalyser}, storing every evaluation as it is made and
 * telling the game's sockets. A position already evaluated at that budget (same ply, same position) is read back, not
 * searched again, so an analysis asked for twice costs nothing and one cut by a restart goes on where it was.
 * A network game is analysed only once it is over (the engine must not help a player against a person). While the
 * computer opponent chooses a move in any game, the analysis steps aside: it starts no position, and a position being
 * searched is stopped and searched again afterwards, so the opponent's search has the processor to itself.
 */
public final class AnalysisService implements AutoCloseable {

    /** What the service needs of the games: a snapshot of one, and a way to tell its sockets. */
    public interface Games {
        /** The game now; a 404 refusal when there is no such game. */
        Snapshot snapshot(String gameId);

        /** Sends the analysis to every socket following the game. */
        void push(String gameId, AnalysisView analysis);
    }

    /**
     * A game as the analysis sees it.
     *
     * @param networkGameInProgress a LAN game not yet over: not to be analysed
     * @param pgn the game's export-format PGN (its tags go into the annotated PGN)
     */
    public record Snapshot(String id, boolean networkGameInProgress, Position start, List<Move> moves, String pgn) {

        public Snapshot {
            moves = List.copyOf(moves);
        }
    }

    /** The answer to a request: the analysis, and whether work was queued (else it was all stored already). */
    public record Requested(AnalysisView analysis, boolean queued) {
    }

    private static final Logger LOG = LoggerFactory.getLogger(AnalysisService.class);

    private final AnalysisStore store;
    private final Games games;
    private final PositionAnalyser analyser;
    private final Clock clock;
    private final BooleanSupplier computerThinking;
    private final LinkedBlockingDeque<Task> queue = new LinkedBlockingDeque<>();
    private final Map<String, Task> tasks = new ConcurrentHashMap<>();
    private final Thread worker;
    /** Stops the position being searched as soon as the computer opponent starts choosing a move. */
    private final Thread yielder;
    private volatile boolean searching;
    private volatile Task current;
    private volatile boolean closed;

    /** An analysis asked for and not finished: the half-moves it covers may grow while it runs. */
    private static final class Task {
        final String gameId;
        final Budget budget;
        volatile int plies;
        volatile boolean cancelled;

        Task(String gameId, Budget budget, int plies) {
            this.gameId = gameId;
            this.budget = budget;
            this.plies = plies;
        }

        String key() {
            return key(gameId, budget);
        }

        static String key(String gameId, Budget budget) {
            return gameId + "/" + budget.id();
        }
    }

    /** A service whose analyses step aside while {@code computerThinking} says the computer opponent is searching. */
    public AnalysisService(AnalysisStore store, Games games, PositionAnalyser analyser, Clock clock,
            BooleanSupplier computerThinking) {
        this.computerThinking = computerThinking;
        this.store = store;
        this.games = games;
        this.analyser = analyser;
        this.clock = clock;
        this.worker = new Thread(this::work, "analysis");
        this.yielder = new Thread(this::watchComputer, "analysis-yield");
        yielder.setDaemon(true);
        worker.setDaemon(true);
        worker.setPriority(Thread.MIN_PRIORITY);
        worker.start();
        yielder.start();
    }

    /** Goes on with every analysis a stop or a crash left running (the app calls it once it listens). */
    public void resume() {
        for (Job job : store.running()) {
            synchronized (this) {
                if (!tasks.containsKey(Task.key(job.gameId(), job.budget()))) {
                    LOG.info("resuming the {} analysis of game {}", job.budget().id(), job.gameId());
                    enqueue(new Task(job.gameId(), job.budget(), job.plies()));
                }
            }
        }
    }

    /** Asks for the game's analysis at {@code budget}: read back if every position is stored, else queued. */
    public Requested request(String gameId, Budget budget) {
        Snapshot game = games.snapshot(gameId);
        if (game.networkGameInProgress()) {
            throw new Refusal(Refusal.Code.ANALYSIS_NOT_AVAILABLE, "A game against a person on another device is "
                    + "analysed only once it is over.");
        }
        int plies = game.moves().size();
        long now = clock.millis();
        synchronized (this) {
            Task running = tasks.get(Task.key(gameId, budget));
            Optional<Job> stored = store.job(gameId, budget);
            long requestedAt = stored.map(Job::requestedAt).orElse(now);
            if (running != null) {
                running.plies = Math.max(running.plies, plies);
                store.save(new Job(gameId, budget, Job.RUNNING, running.plies, requestedAt, now));
                return new Requested(view(game, budget, Job.RUNNING, running.plies), true);
            }
            List<PositionEval> evals = matching(game, budget, plies);
            if (!evals.contains(null)) {
                store.save(new Job(gameId, budget, Job.DONE, plies, now, now));
                return new Requested(view(game, budget, Job.DONE, plies), false);
            }
            store.save(new Job(gameId, budget, Job.RUNNING, plies, now, now));
            enqueue(new Task(gameId, budget, plies));
            return new Requested(view(game, budget, Job.RUNNING, plies), true);
        }
    }

    /** Cancels the game's running analyses ({@code budget}: only that one); what is evaluated so far is kept. */
    public AnalysisView cancel(String gameId, Optional<Budget> budget) {
        Snapshot game = games.snapshot(gameId);
        Task cancelled = null;
        synchronized (this) {
            for (Budget each : Budget.values()) {
                Task task = tasks.get(Task.key(gameId, each));
                if (task != null && (budget.isEmpty() || budget.get() == each)) {
                    task.cancelled = true;
                    tasks.remove(task.key(), task);
                    queue.remove(task);
                    store.job(gameId, each).ifPresent(job -> store.save(job.withStatus(Job.CANCELLED,
                            clock.millis())));
                    cancelled = task;
                }
            }
        }
        if (cancelled == null) {
            throw new Refusal(Refusal.Code.ANALYSIS_NOT_AVAILABLE, "No analysis of game " + gameId + " is running.");
        }
        if (current == cancelled) {
            analyser.stop();
        }
        AnalysisView view = view(game, cancelled.budget, Job.CANCELLED, cancelled.plies);
        games.push(gameId, view);
        return view;
    }

    /** Every analysis of the game asked for, the most recent first. */
    public List<AnalysisView> analyses(String gameId) {
        Snapshot game = games.snapshot(gameId);
        List<AnalysisView> views = new ArrayList<>();
        for (Job job : store.jobs(gameId)) {
            views.add(view(game, job.budget(), job.status(), job.plies()));
        }
        return views;
    }

    /** The game's analysis at {@code budget} (else the most recent one), as annotated PGN. */
    public String annotatedPgn(String gameId, Optional<Budget> budget, PgnLanguage language) {
        Snapshot game = games.snapshot(gameId);
        List<Job> jobs = store.jobs(gameId);
        Job job = jobs.stream().filter(each -> budget.isEmpty() || each.budget() == budget.get()).findFirst()
                .orElseThrow(() -> Refusal.notFound("Game " + gameId + " has no " + budget.map(b -> b.id() + " ")
                        .orElse("") + "analysis yet; ask for one with POST /api/games/" + gameId + "/analysis."));
        return AnnotatedPgn.write(game.pgn(), game.start(), game.moves(), store.positions(gameId, job.budget()),
                job.budget(), language);
    }

    // ---- the worker ----

    private void enqueue(Task task) {
        tasks.put(task.key(), task);
        queue.add(task);
    }

    private void work() {
        while (!closed) {
            Task task;
            try {
                task = queue.take();
            } catch (InterruptedException interrupted) {
                return;
            }
            current = task;
            try {
                if (!task.cancelled) {
                    run(task);
                }
            } catch (Refusal gone) {
                LOG.warn("the analysis of game {} stopped: {}", task.gameId, gone.getMessage());
                finish(task, Job.FAILED, Optional.empty());
            } catch (RuntimeException e) {
                if (closed) {
                    return;
                }
                LOG.error("the analysis of game {} failed", task.gameId, e);
                finish(task, Job.FAILED, Optional.empty());
            } finally {
                current = null;
                tasks.remove(task.key(), task);
            }
        }
    }

    private void run(Task task) {
        Map<Integer, PositionEval> stored = new HashMap<>();
        for (PositionEval eval : store.positions(task.gameId, task.budget)) {
            stored.put(eval.ply(), eval);
        }
        for (int ply = 0; ; ply++) {
            if (closed || task.cancelled) {
                return;
            }
            Snapshot game = games.snapshot(task.gameId);
            int plies = Math.min(task.plies, game.moves().size());
            if (ply > plies) {
                finish(task, Job.DONE, Optional.of(game));
                return;
            }
            List<Move> history = game.moves().subList(0, ply);
            String fen = PositionSearch.reached(game.start(), history).fen();
            PositionEval known = stored.get(ply);
            if (known != null && known.fen().equals(fen)) {
                continue;
            }
            awaitComputer();
            searching = true;
            Optional<PositionEval> eval;
            try {
                eval = analyser.analyse(game.start(), history, task.budget,
                        () -> closed || task.cancelled || computerThinking.getAsBoolean());
            } finally {
                searching = false;
            }
            if (closed || task.cancelled) {
                // Stopped: by a cancel or the app's stop (the job stays running and is resumed at the next start).
                return;
            }
            if (eval.isEmpty()) {
                // The computer opponent began to think: this position again once it has moved.
                ply--;
                continue;
            }
            store.savePosition(task.gameId, task.budget, eval.get());
            stored.put(ply, eval.get());
            games.push(task.gameId, view(game, task.budget, Job.RUNNING, plies));
        }
    }

    /** Waits while the computer opponent chooses a move in any game. */
    private void awaitComputer() {
        while (computerThinking.getAsBoolean() && !closed) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Looks every 5 ms while a position is being searched, and every 100 ms (cheaply) when none is. */
    private void watchComputer() {
        while (!closed) {
            try {
                Thread.sleep(searching ? 5 : 100);
            } catch (InterruptedException interrupted) {
                return;
            }
            if (searching && computerThinking.getAsBoolean()) {
                analyser.stop();
            }
        }
    }

    private void finish(Task task, String status, Optional<Snapshot> snapshot) {
        synchronized (this) {
            if (task.cancelled) {
                return;
            }
            Optional<Job> job = store.job(task.gameId, task.budget);
            long now = clock.millis();
            store.save(job.map(each -> new Job(each.gameId(), each.budget(), status, task.plies, each.requestedAt(),
                    now)).orElse(new Job(task.gameId, task.budget, status, task.plies, now, now)));
            tasks.remove(task.key(), task);
        }
        try {
            Snapshot game = snapshot.isPresent() ? snapshot.get() : games.snapshot(task.gameId);
            games.push(task.gameId, view(game, task.budget, status, task.plies));
        } catch (Refusal gone) {
            // No game, no sockets to tell.
        }
    }

    // ---- views ----

    /** The stored evaluations of the game's first {@code plies} half-moves that are of its positions (else null). */
    private List<PositionEval> matching(Snapshot game, Budget budget, int plies) {
        int count = Math.min(plies, game.moves().size());
        return AnalysisView.matching(AnalysisView.positions(game.start(), game.moves(), count),
                store.positions(game.id(), budget));
    }

    private AnalysisView view(Snapshot game, Budget budget, String status, int plies) {
        return AnalysisView.of(game.id(), budget, status, game.start(), game.moves(), plies,
                store.positions(game.id(), budget));
    }

    /** Stops the worker; an analysis it was running stays stored as running, to be resumed at the next start. */
    @Override
    public void close() {
        closed = true;
        analyser.stop();
        worker.interrupt();
        yielder.interrupt();
        try {
            worker.join(5_000);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        analyser.close();
    }
}
