package org.escaque.server.game.transport;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.core.game.Outcome;
import org.escaque.core.openings.Openings;
import org.escaque.core.pgn.PgnGame;
import org.escaque.core.pgn.PgnWriter;
import org.escaque.server.game.play.GameSession;
import org.escaque.server.game.play.PgnImport;
import org.escaque.server.game.play.Seat;
import org.escaque.server.game.play.TimeControl;

/**
 * A session as export-format PGN, written by core's {@link PgnWriter}: the Seven Tag Roster, {@code SetUp} and
 * {@code FEN} for a game from another position, then {@code Termination} (PGN standard 9.8.1) and
 * {@code EscaqueTermination} (this app's precise ending id, e.g. {@code threefold-repetition}) once it is over,
 * {@code TimeControl}, {@code ECO} and {@code Opening} once the game has reached a named position (core's
 * {@link Openings}), and the tags an imported game came with.
 */
final class PgnExport {


    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

    private PgnExport() {
    }

    /** The PGN text of the session's game. */
    static String of(GameSession session) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Escaque " + session.mode().id() + " game");
        tags.put("Site", "Escaque");
        tags.put("Date", DATE.format(Instant.ofEpochMilli(session.createdAt())));
        tags.put("Round", "-");
        tags.put("White", playerName(session.seat(Color.WHITE)));
        tags.put("Black", playerName(session.seat(Color.BLACK)));
        tags.putAll(session.tags());
        // Named from the moves by core's table; an imported game's own ECO and Opening are not kept (PgnImport).
        Openings.standard().ofPositions(session.replayedPositions()).ifPresent(named -> {
            tags.put("ECO", named.opening().eco());
            tags.put("Opening", named.opening().name());
        });
        Optional<Outcome> ending = session.outcome();
        ending.ifPresent(outcome -> {
            tags.put("Termination", outcome.termination().pgnTermination());
            tags.put(PgnImport.TERMINATION_TAG, outcome.termination().id());
        });
        tags.put("TimeControl", session.timeControl().map(TimeControl::pgnText).orElse("-"));
        String result = ending.map(Outcome::result).orElse("*");
        return PgnWriter.format(PgnGame.of(tags, session.start(), session.moves(), result));
    }

    private static String playerName(Seat seat) {
        if (!seat.isComputer()) {
            return "?";
        }
        return "Escaque computer, level " + seat.level().orElseThrow();
    }
}
