package org.escaque.server.game.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.game.Termination;
import org.escaque.engine.Level;
import org.escaque.play.GameMode;
import org.escaque.play.MoveInput;
import org.escaque.play.TimeControl;

/**
 * What a stored game row must hold to be read as a game, checked value by value as SQLite stored it (its type
 * included: a clock stored as text reads as 0 through JDBC, and would end the game on time). The table's own
 * constraints cannot be relied on: a row written around them, or by a damaged page, breaks them without a word. A row
 * that fails is set aside like a game that cannot be replayed; what a row's moves mean is core's to check when the
 * game is replayed ({@code SessionRecords.restore}).
 */
final class GameRowCheck {

    private static final String SELECT = "SELECT id, mode, status, result, termination, white_player, black_player, "
            + "computer_level, typeof(computer_level), time_control, white_ms, typeof(white_ms), black_ms, "
            + "typeof(black_ms), clock_running, typeof(ply), ply, typeof(created_at), typeof(updated_at), "
            + "typeof(version) FROM games WHERE damage IS NULL";
    private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2");
    private static final Set<String> PLAYERS = Set.of("human", "computer");

    private GameRowCheck() {
    }

    /** Every game row not yet set aside that cannot be read as a game, with why, in the table's order. */
    static Map<String, String> invalidRows(Connection connection) throws SQLException {
        Map<String, String> invalid = new LinkedHashMap<>();
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(SELECT)) {
            while (rows.next()) {
                problem(rows).ifPresent(why -> {
                    try {
                        invalid.put(rows.getString("id"), why);
                    } catch (SQLException e) {
                        throw new IllegalStateException(e);
                    }
                });
            }
        }
        return invalid;
    }

    private static Optional<String> problem(ResultSet row) throws SQLException {
        String mode = row.getString("mode");
        if (GameMode.fromId(mode).isEmpty()) {
            return why("its mode '" + mode + "' is not hotseat, lan or computer");
        }
        for (String column : new String[] {"ply", "created_at", "updated_at", "version"}) {
            if (!"integer".equals(row.getString("typeof(" + column + ")"))) {
                return why("its " + column + " is stored as " + row.getString("typeof(" + column + ")")
                        + ", not a whole number");
            }
        }
        long ply = row.getLong("ply");
        if (ply < 0 || ply > MoveInput.LONGEST_GAME_PLIES) {
            return why("its ply " + ply + " is not one a game can have");
        }
        Optional<String> ending = endingProblem(row.getString("status"), row.getString("result"),
                row.getString("termination"));
        if (ending.isPresent()) {
            return ending;
        }
        String white = row.getString("white_player");
        String black = row.getString("black_player");
        if (!PLAYERS.contains(white) || !PLAYERS.contains(black)) {
            return why("its players '" + white + "' and '" + black + "' are not human or computer");
        }
        Optional<String> level = levelProblem(row.getString("typeof(computer_level)"), row.getLong("computer_level"),
                white.equals("computer") || black.equals("computer"));
        if (level.isPresent()) {
            return level;
        }
        return clockProblem(row);
    }

    private static Optional<String> endingProblem(String status, String result, String termination) {
        if ("active".equals(status)) {
            return result == null && termination == null ? Optional.empty()
                    : why("it is stored as unfinished, yet with a result (" + result + ", " + termination + ")");
        }
        if (!"finished".equals(status)) {
            return why("its status '" + status + "' is not active or finished");
        }
        if (!RESULTS.contains(result) || termination == null || Termination.fromId(termination).isEmpty()) {
            return why("it is stored as finished with the result '" + result + "' and the ending '" + termination
                    + "', which are not ones a game can have");
        }
        return Optional.empty();
    }

    private static Optional<String> levelProblem(String type, long level, boolean againstComputer) {
        if (type.equals("null")) {
            return againstComputer ? why("the computer plays in it, but its level is not stored") : Optional.empty();
        }
        if (!type.equals("integer") || level < Level.MIN || level > Level.MAX) {
            return why("its computer level is " + (type.equals("integer") ? String.valueOf(level) : "stored as "
                    + type) + ", not " + Level.MIN + " to " + Level.MAX);
        }
        return Optional.empty();
    }

    private static Optional<String> clockProblem(ResultSet row) throws SQLException {
        String text = row.getString("time_control");
        String running = row.getString("clock_running");
        if (running != null && !running.equals("white") && !running.equals("black")) {
            return why("its running clock '" + running + "' is not white or black");
        }
        if (text == null) {
            return row.getString("typeof(white_ms)").equals("null") && row.getString("typeof(black_ms)").equals("null")
                    && running == null ? Optional.empty() : why("it has clock times but no time control");
        }
        TimeControl control;
        try {
            control = TimeControl.parse(text);
        } catch (IllegalArgumentException e) {
            return why("its time control '" + text + "' cannot be read: " + e.getMessage());
        }
        // A clock never holds more than its start and an increment for every move a game can have (a take-back
        // keeps the increments already given).
        long most = control.baseMillis() + control.incrementMillis() * MoveInput.LONGEST_GAME_PLIES;
        for (String side : new String[] {"white", "black"}) {
            String type = row.getString("typeof(" + side + "_ms)");
            long millis = row.getLong(side + "_ms");
            if (!type.equals("integer")) {
                return why("its " + side + " clock is stored as " + type + ", not a number of milliseconds");
            }
            if (millis < 0 || millis > most) {
                return why("its " + side + " clock holds " + millis + " ms, outside what the time control " + text
                        + " can reach (0 to " + most + " ms)");
            }
        }
        return Optional.empty();
    }

    private static Optional<String> why(String problem) {
        return Optional.of("the stored row cannot be read as a game: " + problem);
    }
}
