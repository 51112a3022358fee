package org.escaque.wasm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.engine.Engine;
import org.escaque.play.GameSession;
import org.escaque.play.PgnExport;
import org.escaque.play.PgnLanguage;
import org.escaque.play.analysis.AnalysisView;
import org.escaque.play.analysis.AnnotatedPgn;
import org.escaque.play.analysis.Budget;
import org.escaque.play.analysis.Eval;
import org.escaque.play.analysis.PositionEval;
import org.escaque.play.analysis.PositionSearch;
import org.escaque.play.refusal.Refusal;

/**
 * The analyses of this browser's games, with no Escaque host: the server's analysis API (docs/api.md, "Analysis")
 * answered here, each position evaluated as the host evaluates it ({@link PositionSearch}, the same nodes, the same
 * evaluation) and each view built by the same code ({@link AnalysisView}). The page drives the work one position at a
 * time ({@link #step}), in a worker of its own, and keeps each analysis's record (written by {@link #record}) in
 * IndexedDB, so an analysis cut by a reload goes on where it was.
 *
 * <p>Answers are JSON as {@link LocalGames}'s: {@code {"records": {"<game>/<budget>": "..."}, "result": ...}}, or
 * {@code {"status": 404, "error": {...}}}.
 */
final class LocalAnalyses {

    static final String HEADER = "escaque-local-analysis 1";
    static final String RUNNING = "running";
    static final String DONE = "done";
    static final String CANCELLED = "cancelled";

    /** An analysis asked for: its budget, status, the half-moves it covers, and the positions evaluated (by ply). */
    private static final class Job {
        final String gameId;
        final Budget budget;
        String status;
        int plies;
        long requestedAt;
        long updatedAt;
        final TreeMap<Integer, PositionEval> evals = new TreeMap<>();

        Job(String gameId, Budget budget) {
            this.gameId = gameId;
            this.budget = budget;
        }

        String key() {
            return key(gameId, budget);
        }

        static String key(String gameId, Budget budget) {
            return gameId + "/" + budget.id();
        }
    }

    private final LocalGames games;
    private final Map<String, Job> jobs = new LinkedHashMap<>();
    private Engine engine;

    LocalAnalyses(LocalGames games) {
        this.games = games;
    }

    /** Takes back a stored analysis; an empty answer, or why it cannot be read. */
    String restore(String text) {
        try {
            Job job = read(text);
            jobs.put(job.key(), job);
            return "";
        } catch (RuntimeException damaged) {
            return damaged.getMessage() == null ? damaged.getClass().getSimpleName() : damaged.getMessage();
        }
    }

    /** Forgets the analyses of a game (deleted). */
    void forget(String gameId) {
        jobs.values().removeIf(job -> job.gameId.equals(gameId));
    }

    /**
     * {@code POST /api/games/{id}/analysis}: the analysis at {@code budget} (blank: quick), done at once when every
     * position is evaluated already, else running (the page then calls {@link #step} until it is done).
     */
    String request(String gameId, String budgetId, long now) {
        return answer(() -> {
            Budget budget = blankToNull(budgetId) == null ? Budget.QUICK : budget(budgetId);
            GameSession session = games.session(gameId);
            int plies = session.moves().size();
            Job job = jobs.get(Job.key(gameId, budget));
            if (job != null && job.status.equals(RUNNING)) {
                job.plies = Math.max(job.plies, plies);
                job.updatedAt = now;
                return changed(job, session);
            }
            if (job == null) {
                job = new Job(gameId, budget);
                jobs.put(job.key(), job);
            }
            job.plies = plies;
            job.requestedAt = now;
            job.updatedAt = now;
            job.status = next(job, session).isPresent() ? RUNNING : DONE;
            return changed(job, session);
        });
    }

    /**
     * Evaluates the next position a running analysis lacks (the position searched now, on this thread), and answers
     * the analysis; done once none is left. An analysis not running is answered as it is.
     */
    String step(String gameId, String budgetId, long now) {
        return answer(() -> {
            Budget budget = budget(budgetId);
            GameSession session = games.session(gameId);
            Job job = jobs.get(Job.key(gameId, budget));
            if (job == null) {
                throw new Refusal(Refusal.Code.ANALYSIS_NOT_AVAILABLE, "No " + budget.id() + " analysis of game "
                        + gameId + " was asked for.");
            }
            if (!job.status.equals(RUNNING)) {
                return unchanged(job, session);
            }
            Optional<Integer> ply = next(job, session);
            if (ply.isPresent()) {
                List<Move> history = session.moves().subList(0, ply.get());
                PositionEval eval = PositionSearch.onTheBoard(PositionSearch.reached(session.start(), history),
                        ply.get()).orElseGet(() -> PositionSearch.start(engine(), session.start(), history,
                                budget.nodes()).result().orElseThrow(() -> new IllegalStateException(
                                        "the engine gave no evaluation")));
                job.evals.put(eval.ply(), eval);
            }
            if (next(job, session).isEmpty()) {
                job.status = DONE;
            }
            job.updatedAt = now;
            return changed(job, session);
        });
    }

    /** {@code POST /api/games/{id}/analysis/cancel}: the running analyses (blank) or the one at {@code budget}. */
    String cancel(String gameId, String budgetId, long now) {
        return answer(() -> {
            Optional<Budget> only = blankToNull(budgetId) == null ? Optional.empty() : Optional.of(budget(budgetId));
            GameSession session = games.session(gameId);
            List<Job> cancelled = new ArrayList<>();
            for (Budget each : Budget.values()) {
                Job job = jobs.get(Job.key(gameId, each));
                if (job != null && job.status.equals(RUNNING) && (only.isEmpty() || only.get() == each)) {
                    job.status = CANCELLED;
                    job.updatedAt = now;
                    cancelled.add(job);
                }
            }
            if (cancelled.isEmpty()) {
                throw new Refusal(Refusal.Code.ANALYSIS_NOT_AVAILABLE, "No analysis of game " + gameId
                        + " is running.");
            }
            StringBuilder json = new StringBuilder("{\"records\":{");
            for (Job job : cancelled) {
                json.append(json.charAt(json.length() - 1) == '{' ? "" : ",").append(Json.string(job.key())).append(':')
                        .append(Json.string(record(job)));
            }
            Job last = cancelled.get(cancelled.size() - 1);
            return json.append("},\"result\":").append(AnalysisJson.analysis(view(last, session))).append('}')
                    .toString();
        });
    }

    /** {@code GET /api/games/{id}/analysis}: every analysis of the game, the most recently asked for first. */
    String list(String gameId) {
        return answer(() -> {
            GameSession session = games.session(gameId);
            StringBuilder json = new StringBuilder("{\"result\":{\"analyses\":[");
            boolean first = true;
            for (Job job : ofGame(gameId)) {
                json.append(first ? "" : ",").append(AnalysisJson.analysis(view(job, session)));
                first = false;
            }
            return json.append("]}}").toString();
        });
    }

    /**
     * {@code GET /api/games/{id}/analysis/pgn?budget=&lang=}: the game annotated with that (else the latest) analysis,
     * its words in {@code lang} ({@code "es"}, {@code "en"}; English when empty).
     */
    String pgn(String gameId, String budgetId, String lang) {
        return answer(() -> {
            Optional<Budget> only = blankToNull(budgetId) == null ? Optional.empty() : Optional.of(budget(budgetId));
            PgnLanguage language = PgnLanguage.of(lang);
            GameSession session = games.session(gameId);
            Job job = ofGame(gameId).stream().filter(each -> only.isEmpty() || each.budget == only.get()).findFirst()
                    .orElseThrow(() -> Refusal.notFound("Game " + gameId + " has no " + only.map(b -> b.id() + " ")
                            .orElse("") + "analysis yet; ask for one with POST /api/games/" + gameId + "/analysis."));
            String pgn = AnnotatedPgn.write(PgnExport.of(session, List.of()), session.start(), session.moves(),
                    job.evals.values(), job.budget, language);
            return "{\"result\":" + Json.string(pgn) + "}";
        });
    }

    /** The game's analyses, the most recently asked for first (then by budget, as the host's store orders them). */
    private List<Job> ofGame(String gameId) {
        List<Job> found = new ArrayList<>();
        for (Job job : jobs.values()) {
            if (job.gameId.equals(gameId)) {
                found.add(job);
            }
        }
        found.sort((a, b) -> a.requestedAt != b.requestedAt ? Long.compare(b.requestedAt, a.requestedAt)
                : a.budget.id().compareTo(b.budget.id()));
        return found;
    }

    /** The first half-move up to the job's whose position is not evaluated (or was, before a takeback, another). */
    private static Optional<Integer> next(Job job, GameSession session) {
        int count = Math.min(job.plies, session.moves().size());
        List<Position> positions = AnalysisView.positions(session.start(), session.moves(), count);
        for (int ply = 0; ply <= count; ply++) {
            PositionEval known = job.evals.get(ply);
            if (known == null || !known.fen().equals(positions.get(ply).fen())) {
                return Optional.of(ply);
            }
        }
        return Optional.empty();
    }

    private static AnalysisView view(Job job, GameSession session) {
        return AnalysisView.of(job.gameId, job.budget, job.status, session.start(), session.moves(), job.plies,
                job.evals.values());
    }

    /** The analyses' engine (one per worker: a line explored is evaluated on it between an analysis's steps). */
    Engine engine() {
        if (engine == null) {
            engine = PositionSearch.configure(Engine.onCallerThread());
        }
        return engine;
    }

    private static Budget budget(String id) {
        return Budget.fromId(id).orElseThrow(() -> Refusal.invalidField("budget is 'quick' or 'deep', not '" + id
                + "'."));
    }

    // ---- records ----

    /**
     * An analysis as the browser keeps it: a header, then {@code name value} lines (game, budget, status, plies,
     * requested, updated), then one line per position evaluated:
     * {@code eval PLY KIND VALUE DEPTH NODES BEST LINE_LENGTH LINE... FEN} ({@code -} for no best move).
     */
    static String record(Job job) {
        StringBuilder text = new StringBuilder(HEADER).append('\n')
                .append("game ").append(job.gameId).append('\n')
                .append("budget ").append(job.budget.id()).append('\n')
                .append("status ").append(job.status).append('\n')
                .append("plies ").append(job.plies).append('\n')
                .append("requested ").append(job.requestedAt).append('\n')
                .append("updated ").append(job.updatedAt).append('\n');
        for (PositionEval eval : job.evals.values()) {
            text.append("eval ").append(eval.ply()).append(' ').append(eval.eval().kind().name()).append(' ')
                    .append(eval.eval().value()).append(' ').append(eval.depth()).append(' ').append(eval.nodes())
                    .append(' ').append(eval.bestUci() == null ? "-" : eval.bestUci()).append(' ')
                    .append(eval.line().size());
            for (String move : eval.line()) {
                text.append(' ').append(move);
            }
            text.append(' ').append(eval.fen()).append('\n');
        }
        return text.toString();
    }

    private static Job read(String text) {
        String[] lines = text.split("\n");
        if (lines.length < 7 || !lines[0].equals(HEADER)) {
            throw new IllegalArgumentException("not a local analysis record");
        }
        String[] names = {"game", "budget", "status", "plies", "requested", "updated"};
        String[] values = new String[names.length];
        for (int i = 0; i < names.length; i++) {
            if (!lines[i + 1].startsWith(names[i] + " ")) {
                throw new IllegalArgumentException("line " + (i + 2) + " is not '" + names[i] + "'");
            }
            values[i] = lines[i + 1].substring(names[i].length() + 1);
        }
        Job job = new Job(values[0], budget(values[1]));
        if (!List.of(RUNNING, DONE, CANCELLED).contains(values[2])) {
            throw new IllegalArgumentException("'" + values[2] + "' is not an analysis's status");
        }
        job.status = values[2];
        job.plies = Integer.parseInt(values[3]);
        job.requestedAt = Long.parseLong(values[4]);
        job.updatedAt = Long.parseLong(values[5]);
        for (int i = 7; i < lines.length; i++) {
            String[] parts = lines[i].split(" ");
            if (parts.length < 8 || !parts[0].equals("eval")) {
                throw new IllegalArgumentException("line " + (i + 1) + " is not an evaluation");
            }
            int lineLength = Integer.parseInt(parts[7]);
            if (parts.length != 8 + lineLength + 6) {
                throw new IllegalArgumentException("line " + (i + 1) + " is not an evaluation");
            }
            List<String> line = new ArrayList<>();
            for (int m = 0; m < lineLength; m++) {
                line.add(parts[8 + m]);
            }
            String fen = String.join(" ", List.of(parts).subList(8 + lineLength, parts.length));
            Eval eval = new Eval(kind(parts[2]), Integer.parseInt(parts[3]));
            PositionEval position = new PositionEval(Integer.parseInt(parts[1]), fen, eval,
                    parts[6].equals("-") ? null : parts[6], line, Integer.parseInt(parts[4]), Long.parseLong(parts[5]));
            job.evals.put(position.ply(), position);
        }
        return job;
    }

    private static Eval.Kind kind(String name) {
        for (Eval.Kind kind : Eval.Kind.values()) {
            if (kind.name().equals(name)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("'" + name + "' is not a kind of evaluation");
    }

    // ---- answers ----

    private interface Command {
        String run();
    }

    private static String answer(Command command) {
        try {
            return command.run();
        } catch (Refusal refusal) {
            return StateJson.refusal(refusal);
        }
    }

    private static String changed(Job job, GameSession session) {
        return "{\"records\":{" + Json.string(job.key()) + ":" + Json.string(record(job)) + "},\"result\":"
                + AnalysisJson.analysis(view(job, session)) + "}";
    }

    private static String unchanged(Job job, GameSession session) {
        return "{\"result\":" + AnalysisJson.analysis(view(job, session)) + "}";
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}
