package org.escaque.server.game.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import org.escaque.server.db.Database;

/** The {@code hints} table: the hints asked for in each game, one per half-move at most. */
public final class HintRepository {

    /**
     * One hint: for the position after {@code ply} half-moves ({@code fen}), the engine's move {@code uci}, shown
     * as far as {@code reveal} ({@code piece} or {@code move}).
     */
    public record StoredHint(String gameId, int ply, String fen, String uci, String reveal, long givenAt) {
    }

    private final Database database;

    public HintRepository(Database database) {
        this.database = database;
    }

    /** The hints of a game, by half-move. */
    public List<StoredHint> hints(String gameId) {
        return database.read(connection -> {
            List<StoredHint> hints = new ArrayList<>();
            try (PreparedStatement query = connection.prepareStatement(
                    "SELECT ply, fen, uci, reveal, given_at FROM hints WHERE game_id = ? ORDER BY ply")) {
                query.setString(1, gameId);
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        hints.add(new StoredHint(gameId, rows.getInt(1), rows.getString(2), rows.getString(3),
                                rows.getString(4), rows.getLong(5)));
                    }
                }
            }
            return hints;
        });
    }

    /** Stores a hint, replacing the one kept for the same half-move. */
    public void save(StoredHint hint) {
        database.transaction(connection -> {
            try (PreparedStatement upsert = connection.prepareStatement(
                    "INSERT INTO hints (game_id, ply, fen, uci, reveal, given_at) VALUES (?, ?, ?, ?, ?, ?) "
                            + "ON CONFLICT (game_id, ply) DO UPDATE SET fen = excluded.fen, uci = excluded.uci, "
                            + "reveal = excluded.reveal, given_at = excluded.given_at")) {
                upsert.setString(1, hint.gameId());
                upsert.setInt(2, hint.ply());
                upsert.setString(3, hint.fen());
                upsert.setString(4, hint.uci());
                upsert.setString(5, hint.reveal());
                upsert.setLong(6, hint.givenAt());
                upsert.executeUpdate();
            }
            return null;
        });
    }
}
