package org.escaque.server.game;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.core.game.Outcome;
import org.escaque.core.pgn.PgnGame;
import org.escaque.core.pgn.PgnWriter;

/**
 * A session as export-format PGN, written by core's {@link PgnWriter}: the Seven Tag Roster, {@code SetUp} and
 * {@code FEN} for a game from another position, then {@code Termination} (PGN standard 9.8.1) and
 * {@code EscaqueTermination} (this app's precise ending id, e.g. {@code threefold-repetition}) once it is over,
 * {@code TimeControl}, and the tags an imported game came with.
 */
final class PgnExport {

    /** The tag that keeps the precise ending through an export and an import. */
    static final String TERMINATION_TAG = "EscaqueTermination";

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

    private PgnExport() {
    }

    /** The PGN text of the session's game. */
    static String of(GameSession session, boolean placeholderComputer) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Escaque " + session.mode().id() + " game");
        tags.put("Site", "Escaque");
        tags.put("Date", DATE.format(Instant.ofEpochMilli(session.createdAt())));
        tags.put("Round", "-");
        tags.put("White", playerName(session.seat(Color.WHITE), placeholderComputer));
        tags.put("Black", playerName(session.seat(Color.BLACK), placeholderComputer));
        tags.putAll(session.tags());
        Optional<Outcome> ending = session.ending();
        ending.ifPresent(outcome -> {
            tags.put("Termination", outcome.termination().pgnTermination());
            tags.put(TERMINATION_TAG, outcome.termination().id());
        });
        tags.put("TimeControl", session.timeControl().map(TimeControl::pgnText).orElse("-"));
        String result = ending.map(Outcome::result).orElse("*");
        return PgnWriter.format(PgnGame.of(tags, session.start(), session.moves(), result));
    }

    private static String playerName(Seat seat, boolean placeholderComputer) {
        if (!seat.isComputer()) {
            return "?";
        }
        return "Escaque computer, level " + seat.level().orElseThrow() + (placeholderComputer ? " (placeholder)" : "");
    }
}
