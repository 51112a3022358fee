package org.escaque.server.analysis;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.escaque.play.analysis.Budget;
import org.escaque.play.analysis.Eval;
import org.escaque.play.analysis.PositionEval;
import org.escaque.server.db.Database;

/** Analyses and their evaluated positions in SQLite (migration V4); every write has committed when it returns. */
public final class AnalysisStore {

    /** What is kept of an analysis: its game, budget, status and the half-moves it covers. */
    public record Job(String gameId, Budget budget, String status, int plies, long requestedAt, long updatedAt) {

        public static final String RUNNING = "running";
        public static final String DONE = "done";
        public static final String CANCELLED = "cancelled";
        public static final String FAILED = "failed";

        /** This job with another status, changed at {@code now}. */
        public Job withStatus(String newStatus, long now) {
            return new Job(gameId, budget, newStatus, plies, requestedAt, now);
        }
    }

    private final Database database;

    public AnalysisStore(Database database) {
        this.database = database;
    }

    /** Stores the job (a new one, or its new status). */
    public void save(Job job) {
        database.transaction(connection -> {
            try (PreparedStatement upsert = connection.prepareStatement("INSERT INTO analyses (game_id, budget, "
                    + "status, plies, requested_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, budget) "
                    + "DO UPDATE SET status = excluded.status, plies = excluded.plies, "
                    + "requested_at = excluded.requested_at, updated_at = excluded.updated_at")) {
                upsert.setString(1, job.gameId());
                upsert.setString(2, job.budget().id());
                upsert.setString(3, job.status());
                upsert.setInt(4, job.plies());
                upsert.setLong(5, job.requestedAt());
                upsert.setLong(6, job.updatedAt());
                upsert.executeUpdate();
            }
            return null;
        });
    }

    /** The game's analyses, the most recently asked for first. */
    public List<Job> jobs(String gameId) {
        return database.read(connection -> select(connection, "SELECT game_id, budget, status, plies, requested_at, "
                + "updated_at FROM analyses WHERE game_id = ? ORDER BY requested_at DESC, budget", gameId));
    }

    /** The game's analysis at {@code budget}, if it was ever asked for. */
    public Optional<Job> job(String gameId, Budget budget) {
        return jobs(gameId).stream().filter(job -> job.budget() == budget).findFirst();
    }

    /** Every analysis left running (by a restart), the oldest asked for first. */
    public List<Job> running() {
        return database.read(connection -> select(connection, "SELECT game_id, budget, status, plies, requested_at, "
                + "updated_at FROM analyses WHERE status = ? ORDER BY requested_at", Job.RUNNING));
    }

    /** Stores one evaluated position, replacing what was there for that ply. */
    public void savePosition(String gameId, Budget budget, PositionEval eval) {
        database.transaction(connection -> {
            try (PreparedStatement insert = connection.prepareStatement("INSERT OR REPLACE INTO analysis_positions "
                    + "(game_id, budget, ply, fen, eval_kind, eval_value, best_uci, line, depth, nodes) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                insert.setString(1, gameId);
                insert.setString(2, budget.id());
                insert.setInt(3, eval.ply());
                insert.setString(4, eval.fen());
                insert.setString(5, eval.eval().kind().name().toLowerCase(java.util.Locale.ROOT));
                insert.setInt(6, eval.eval().value());
                insert.setString(7, eval.bestUci());
                insert.setString(8, String.join(" ", eval.line()));
                insert.setInt(9, eval.depth());
                insert.setLong(10, eval.nodes());
                insert.executeUpdate();
            }
            return null;
        });
    }

    /** The evaluated positions of the game at {@code budget}, by ply. */
    public List<PositionEval> positions(String gameId, Budget budget) {
        return database.read(connection -> {
            List<PositionEval> positions = new ArrayList<>();
            try (PreparedStatement query = connection.prepareStatement("SELECT ply, fen, eval_kind, eval_value, "
                    + "best_uci, line, depth, nodes FROM analysis_positions WHERE game_id = ? AND budget = ? "
                    + "ORDER BY ply")) {
                query.setString(1, gameId);
                query.setString(2, budget.id());
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        String line = rows.getString(6);
                        positions.add(new PositionEval(rows.getInt(1), rows.getString(2), new Eval(
                                Eval.Kind.valueOf(rows.getString(3).toUpperCase(java.util.Locale.ROOT)),
                                rows.getInt(4)), rows.getString(5),
                                line.isEmpty() ? List.of() : Arrays.asList(line.split(" ")), rows.getInt(7),
                                rows.getLong(8)));
                    }
                }
            }
            return positions;
        });
    }

    private static List<Job> select(Connection connection, String sql, String parameter) throws SQLException {
        List<Job> jobs = new ArrayList<>();
        try (PreparedStatement query = connection.prepareStatement(sql)) {
            query.setString(1, parameter);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    Budget budget = Budget.fromId(rows.getString(2)).orElseThrow();
                    jobs.add(new Job(rows.getString(1), budget, rows.getString(3), rows.getInt(4), rows.getLong(5),
                            rows.getLong(6)));
                }
            }
        }
        return jobs;
    }
}
