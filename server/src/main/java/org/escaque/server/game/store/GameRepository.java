package org.escaque.server.game.store;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.escaque.play.GameRecord;
import org.escaque.server.db.Database;
import org.escaque.server.db.GamesMarker;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Games and moves in SQLite. Every write is one transaction that has committed when the method returns, so a
 * client is told of a move or an ending only once it is stored.
 */
public final class GameRepository {

    /** A stored game: its row and its moves in UCI, in order. */
    public record StoredGame(GameRecord record, List<String> moves) {
    }

    /** A game set aside because it cannot be replayed: what is stored of it, and why. */
    public record DamagedGame(StoredGame game, String damage) {
    }

    private static final String COLUMNS = "id, mode, start_fen, fen, ply, status, result, termination, white_player, "
            + "black_player, white_token_hash, black_token_hash, computer_level, time_control, white_ms, black_ms, "
            + "clock_running, draw_offer, takeback_offer, tags, created_at, updated_at, join_code, spectators, "
            + "rematch_id, version";
    private static final String UPDATE = "UPDATE games SET fen = ?, ply = ?, status = ?, result = ?, termination = ?, "
            + "white_token_hash = ?, black_token_hash = ?, white_ms = ?, black_ms = ?, clock_running = ?, "
            + "draw_offer = ?, takeback_offer = ?, tags = ?, updated_at = ?, rematch_id = ?, version = ? WHERE id = ?";

    private static final Logger LOG = LoggerFactory.getLogger(GameRepository.class);

    private final Database database;
    private final AtomicBoolean marked = new AtomicBoolean();

    public GameRepository(Database database) {
        this.database = database;
    }

    /** Stores a new game and the moves it starts with (an imported game has some). */
    public void insert(GameRecord record, List<String> moves) {
        markGamesKept();
        database.transaction(connection -> {
            insertRow(connection, record);
            insertMoves(connection, record.id(), 0, moves, record.updatedAt());
            return null;
        });
    }

    /**
     * Writes the {@link GamesMarker} beside the database before the first game this repository stores, so that no
     * game is stored without it. A marker that cannot be written is reported once and the game is stored all the
     * same: the marker only guards against a lost database, and the folder that refused it may still take the game.
     */
    private void markGamesKept() {
        if (marked.getAndSet(true)) {
            return;
        }
        try {
            GamesMarker.write(database.file());
        } catch (IOException e) {
            LOG.warn("the marker {} could not be written: {}", GamesMarker.of(database.file()), e.getMessage());
        }
    }

    /** Stores the move played at {@code ply} and the game's row after it. */
    public void saveMove(GameRecord record, int ply, String uci) {
        database.transaction(connection -> {
            insertMoves(connection, record.id(), ply, List.of(uci), record.updatedAt());
            update(connection, record);
            return null;
        });
    }

    /** Removes the moves from {@code fromPly} on and stores the game's row after the take-back. */
    public void saveTakeBack(GameRecord record, int fromPly) {
        database.transaction(connection -> {
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM moves WHERE game_id = ? AND ply >= ?")) {
                delete.setString(1, record.id());
                delete.setInt(2, fromPly);
                delete.executeUpdate();
            }
            update(connection, record);
            return null;
        });
    }

    /** Stores a rematch and the finished game it follows (now linked to it), in one transaction. */
    public void insertRematch(GameRecord rematch, GameRecord finished) {
        markGamesKept();
        database.transaction(connection -> {
            insertRow(connection, rematch);
            update(connection, finished);
            return null;
        });
    }

    /** Stores the game's row (an offer, a seat, an ending without a move). */
    public void save(GameRecord record) {
        database.transaction(connection -> {
            update(connection, record);
            return null;
        });
    }

    /** Deletes the game and its moves; whether it was stored. */
    public boolean delete(String id) {
        return database.transaction(connection -> {
            try (PreparedStatement moves = connection.prepareStatement("DELETE FROM moves WHERE game_id = ?");
                    PreparedStatement game = connection.prepareStatement("DELETE FROM games WHERE id = ?")) {
                moves.setString(1, id);
                moves.executeUpdate();
                game.setString(1, id);
                return game.executeUpdate() == 1;
            }
        });
    }

    /** How many games are stored (not damaged); {@code status} empty for all. */
    public int count(Optional<String> status) {
        return database.read(connection -> {
            String sql = "SELECT COUNT(*) FROM games WHERE damage IS NULL" + (status.isPresent() ? " AND status = ?" : "");
            try (PreparedStatement query = connection.prepareStatement(sql)) {
                if (status.isPresent()) {
                    query.setString(1, status.get());
                }
                try (ResultSet rows = query.executeQuery()) {
                    rows.next();
                    return rows.getInt(1);
                }
            }
        });
    }

    /** The game with this id and its moves (not a damaged one: {@link #damage}). */
    public Optional<StoredGame> load(String id) {
        return database.read(connection -> {
            List<GameRecord> records = select(connection, "SELECT " + COLUMNS + " FROM games WHERE id = ? AND damage "
                    + "IS NULL", id, -1);
            if (records.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new StoredGame(records.get(0), movesOf(connection, List.of(id)).getOrDefault(id,
                    List.of())));
        });
    }

    /** Every unfinished game with its moves, to restore after a start. */
    public List<StoredGame> loadActive() {
        return database.read(connection -> {
            List<GameRecord> records = select(connection, "SELECT " + COLUMNS + " FROM games WHERE status = ? AND "
                    + "damage IS NULL", GameRecord.ACTIVE, -1);
            Map<String, List<String>> moves = movesOfActive(connection);
            List<StoredGame> games = new ArrayList<>(records.size());
            for (GameRecord record : records) {
                games.add(new StoredGame(record, moves.getOrDefault(record.id(), List.of())));
            }
            return games;
        });
    }

    /** Game rows, the most recently changed first, {@code offset} rows skipped; {@code status} empty for all. */
    public List<GameRecord> list(Optional<String> status, int limit, int offset) {
        return database.read(connection -> status.isPresent()
                ? select(connection, "SELECT " + COLUMNS + " FROM games WHERE status = ? AND damage IS NULL "
                        + "ORDER BY updated_at DESC, id LIMIT ? OFFSET " + offset, status.get(), limit)
                : select(connection, "SELECT " + COLUMNS + " FROM games WHERE damage IS NULL ORDER BY updated_at "
                        + "DESC, id LIMIT ? OFFSET " + offset, null, limit));
    }

    /** The moves (UCI) of each of these games, in order; a game without moves is absent. */
    public Map<String, List<String>> moves(List<String> ids) {
        return database.read(connection -> movesOf(connection, ids));
    }

    /**
     * Sets a game aside as damaged, saying why; it is kept as it is, but no longer loaded or listed. Its other values
     * are not checked again on the way (they may break the table's constraints: that may be why it is set aside).
     */
    public void markDamaged(String id, String damage) {
        database.transaction(connection -> {
            try (Statement statement = connection.createStatement()) {
                statement.execute("PRAGMA ignore_check_constraints = 1");
                try (PreparedStatement update = connection.prepareStatement(
                        "UPDATE games SET damage = ? WHERE id = ?")) {
                    update.setString(1, damage);
                    update.setString(2, id);
                    update.executeUpdate();
                } finally {
                    statement.execute("PRAGMA ignore_check_constraints = 0");
                }
            }
            return null;
        });
    }

    /**
     * Sets aside every game whose row cannot be read as a game (a status, a clock, a level out of what the app
     * writes: {@link GameRowCheck}), so that one bad row never stops the others; returns them with why.
     */
    public Map<String, String> setAsideInvalidRows() {
        Map<String, String> invalid = database.read(GameRowCheck::invalidRows);
        invalid.forEach(this::markDamaged);
        return invalid;
    }

    /** Why the game with this id is damaged; empty if it is sound (or not stored). */
    public Optional<String> damage(String id) {
        return database.read(connection -> {
            try (PreparedStatement query = connection.prepareStatement("SELECT damage FROM games WHERE id = ?")) {
                query.setString(1, id);
                try (ResultSet rows = query.executeQuery()) {
                    return rows.next() ? Optional.ofNullable(rows.getString(1)) : Optional.empty();
                }
            }
        });
    }

    /** Every damaged game with its stored moves, the most recently changed first. */
    public List<DamagedGame> damaged() {
        return database.read(connection -> {
            List<DamagedGame> games = new ArrayList<>();
            List<GameRecord> records = select(connection, "SELECT " + COLUMNS + " FROM games WHERE damage IS NOT NULL "
                    + "ORDER BY updated_at DESC, id", null, -1);
            for (GameRecord record : records) {
                String damage;
                try (PreparedStatement query = connection.prepareStatement("SELECT damage FROM games WHERE id = ?")) {
                    query.setString(1, record.id());
                    try (ResultSet rows = query.executeQuery()) {
                        rows.next();
                        damage = rows.getString(1);
                    }
                }
                List<String> moves = movesOf(connection, List.of(record.id())).getOrDefault(record.id(), List.of());
                games.add(new DamagedGame(new StoredGame(record, moves), damage));
            }
            return games;
        });
    }

    // ---- SQL helpers ----

    private static void insertMoves(Connection connection, String gameId, int firstPly, List<String> moves,
            long playedAt) throws SQLException {
        if (moves.isEmpty()) {
            return;
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO moves (game_id, ply, uci, played_at) VALUES (?, ?, ?, ?)")) {
            for (int i = 0; i < moves.size(); i++) {
                insert.setString(1, gameId);
                insert.setInt(2, firstPly + i);
                insert.setString(3, moves.get(i));
                insert.setLong(4, playedAt);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private static void update(Connection connection, GameRecord record) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(UPDATE)) {
            int i = 1;
            update.setString(i++, record.fen());
            update.setInt(i++, record.ply());
            update.setString(i++, record.status());
            setString(update, i++, record.result());
            setString(update, i++, record.termination());
            setString(update, i++, record.whiteTokenHash());
            setString(update, i++, record.blackTokenHash());
            setLong(update, i++, record.whiteMillis());
            setLong(update, i++, record.blackMillis());
            setString(update, i++, record.clockRunning());
            setString(update, i++, record.drawOffer());
            setString(update, i++, record.takebackOffer());
            setString(update, i++, record.tags());
            update.setLong(i++, record.updatedAt());
            setString(update, i++, record.rematchId());
            update.setLong(i++, record.version());
            update.setString(i, record.id());
            if (update.executeUpdate() != 1) {
                throw new SQLException("game " + record.id() + " is not stored");
            }
        }
    }

    private static void insertRow(Connection connection, GameRecord record) throws SQLException {
        String marks = "?" + ", ?".repeat(COLUMNS.split(",").length - 1);
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO games (" + COLUMNS + ") VALUES ("
                + marks + ")")) {
            bindAll(insert, record);
            insert.executeUpdate();
        }
    }

    private static void bindAll(PreparedStatement statement, GameRecord record) throws SQLException {
        Object[] values = {record.id(), record.mode(), record.startFen(), record.fen(), record.ply(), record.status(),
            record.result(), record.termination(), record.whitePlayer(), record.blackPlayer(), record.whiteTokenHash(),
            record.blackTokenHash(), record.computerLevel(), record.timeControl(), record.whiteMillis(),
            record.blackMillis(), record.clockRunning(), record.drawOffer(), record.takebackOffer(), record.tags(),
            record.createdAt(), record.updatedAt(), record.joinCode(), record.spectators() ? 1 : 0, record.rematchId(),
            record.version()};
        for (int i = 0; i < values.length; i++) {
            statement.setObject(i + 1, values[i]);
        }
    }

    private static List<GameRecord> select(Connection connection, String sql, String parameter, int limit)
            throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(sql)) {
            int index = 1;
            if (parameter != null) {
                query.setString(index++, parameter);
            }
            if (limit >= 0) {
                query.setInt(index, limit);
            }
            List<GameRecord> records = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    records.add(read(rows));
                }
            }
            return records;
        }
    }

    private static GameRecord read(ResultSet rows) throws SQLException {
        return new GameRecord(rows.getString("id"), rows.getString("mode"), rows.getString("start_fen"),
                rows.getString("fen"), rows.getInt("ply"), rows.getString("status"), rows.getString("result"),
                rows.getString("termination"), rows.getString("white_player"), rows.getString("black_player"),
                rows.getString("white_token_hash"), rows.getString("black_token_hash"),
                nullableInt(rows, "computer_level"), rows.getString("time_control"),
                nullableLong(rows, "white_ms"), nullableLong(rows, "black_ms"),
                rows.getString("clock_running"), rows.getString("draw_offer"), rows.getString("takeback_offer"),
                rows.getString("tags"), rows.getLong("created_at"), rows.getLong("updated_at"),
                rows.getString("join_code"), rows.getInt("spectators") == 1, rows.getString("rematch_id"),
                rows.getLong("version"));
    }

    private static Integer nullableInt(ResultSet rows, String column) throws SQLException {
        int value = rows.getInt(column);
        return rows.wasNull() ? null : value;
    }

    private static Long nullableLong(ResultSet rows, String column) throws SQLException {
        long value = rows.getLong(column);
        return rows.wasNull() ? null : value;
    }

    private static Map<String, List<String>> movesOf(Connection connection, List<String> ids) throws SQLException {
        Map<String, List<String>> moves = new LinkedHashMap<>();
        try (PreparedStatement query = connection.prepareStatement(
                "SELECT game_id, uci FROM moves WHERE game_id = ? ORDER BY ply")) {
            for (String id : ids) {
                query.setString(1, id);
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        moves.computeIfAbsent(rows.getString(1), key -> new ArrayList<>()).add(rows.getString(2));
                    }
                }
            }
        }
        return moves;
    }

    private static Map<String, List<String>> movesOfActive(Connection connection) throws SQLException {
        Map<String, List<String>> moves = new LinkedHashMap<>();
        try (PreparedStatement query = connection.prepareStatement("SELECT m.game_id, m.uci FROM moves m "
                + "JOIN games g ON g.id = m.game_id WHERE g.status = ? ORDER BY m.game_id, m.ply")) {
            query.setString(1, GameRecord.ACTIVE);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    moves.computeIfAbsent(rows.getString(1), key -> new ArrayList<>()).add(rows.getString(2));
                }
            }
        }
        return moves;
    }

    private static void setString(PreparedStatement statement, int index, String value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.VARCHAR);
        } else {
            statement.setString(index, value);
        }
    }

    private static void setLong(PreparedStatement statement, int index, Long value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.INTEGER);
        } else {
            statement.setLong(index, value);
        }
    }
}
