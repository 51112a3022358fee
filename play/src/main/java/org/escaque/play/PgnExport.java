package org.escaque.play;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.Outcome;
import org.escaque.core.notation.San;
import org.escaque.core.notation.UciMove;
import org.escaque.core.openings.Openings;
import org.escaque.core.pgn.PgnGame;
import org.escaque.core.pgn.PgnLine;
import org.escaque.core.pgn.PgnMove;
import org.escaque.core.pgn.PgnWriter;

/**
 * A session as export-format PGN, written by core's {@link PgnWriter}: the Seven Tag Roster, {@code SetUp} and
 * {@code FEN} for a game from another position, then {@code Termination} (PGN standard 9.8.1) and
 * {@code EscaqueTermination} (this app's precise ending id, e.g. {@code threefold-repetition}) once it is over,
 * {@code TimeControl}, {@code ECO} and {@code Opening} once the game has reached a named position (core's
 * {@link Openings}), and the tags an imported game came with; the hints asked for are comments on their positions.
 * The words in it (the event, the computer's name, the opening's name, the hints) are in a {@link PgnLanguage},
 * English unless asked; an imported game's event and computer name, when they are Escaque's own, are written in it too.
 */
public final class PgnExport {

    /**
     * A hint asked for in the game: the position it was for ({@code ply}), the move the engine suggested, and whether
     * the move was shown or only its piece.
     */
    public record Hint(int ply, String uci, boolean moveShown) {
    }

    private PgnExport() {
    }

    /** The PGN text of the session's game, in English. */
    public static String of(GameSession session, List<Hint> hints) {
        return of(session, hints, PgnLanguage.ENGLISH);
    }

    /** The PGN text of the session's game, its words in {@code language}. */
    public static String of(GameSession session, List<Hint> hints, PgnLanguage language) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", language.event(session.mode()));
        tags.put("Site", "Escaque");
        tags.put("Date", date(session.createdAt()));
        tags.put("Round", "-");
        tags.put("White", playerName(session.seat(Color.WHITE), language));
        tags.put("Black", playerName(session.seat(Color.BLACK), language));
        tags.putAll(PgnImport.withoutOwnTags(session.tags()));
        language.rewriteOwnWords(tags);
        // Named from the moves by core's table; an imported game's own ECO and Opening are not kept (PgnImport).
        Openings.standard().ofPositions(session.replayedPositions()).ifPresent(named -> {
            tags.put("ECO", named.opening().eco());
            tags.put("Opening", language.opening(named.opening()));
        });
        Optional<Outcome> ending = session.outcome();
        ending.ifPresent(outcome -> {
            tags.put("Termination", outcome.termination().pgnTermination());
            tags.put(PgnImport.TERMINATION_TAG, outcome.termination().id());
        });
        tags.put("TimeControl", session.timeControl().map(TimeControl::pgnText).orElse("-"));
        String result = ending.map(Outcome::result).orElse("*");
        return PgnWriter.format(new PgnGame(tags, session.start(), line(session, hints, language), result));
    }

    /**
     * The moves, with each hint as a comment on the position it was for: after the move that led there (the game's
     * first comment for the start position), {@code {Hint: Nf3}} when the move was shown, {@code {Hint: piece on g1}}
     * when only the piece was ({@code {Pista: Nf3}}, {@code {Pista: pieza en g1}} in Spanish).
     */
    private static PgnLine line(GameSession session, List<Hint> hints, PgnLanguage language) {
        List<Move> moves = session.moves();
        Map<Integer, String> comments = new HashMap<>();
        List<Position> positions = hints.isEmpty() ? List.of() : session.replayedPositions();
        for (Hint hint : hints) {
            Position position = positions.get(hint.ply());
            try {
                Move move = UciMove.parse(position, hint.uci());
                comments.put(hint.ply(), hint.moveShown() ? language.hint(San.format(position, move))
                        : language.hintPiece(move.from().id()));
            } catch (IllegalMoveException e) {
                // A stored hint always is legal in its position; one that is not is left out, not written.
            }
        }
        List<PgnMove> annotated = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            String comment = comments.get(i + 1);
            annotated.add(new PgnMove(moves.get(i), List.of(), comment == null ? List.of() : List.of(comment),
                    List.of()));
        }
        String first = comments.get(0);
        return new PgnLine(first == null ? List.of() : List.of(first), annotated);
    }

    /**
     * The UTC day of {@code millis} as PGN writes dates, {@code yyyy.MM.dd} (worked out here from the days since 1970,
     * which the WebAssembly build can do without java.time's formatters).
     */
    static String date(long millis) {
        long days = Math.floorDiv(millis, 86_400_000L);
        // Days to a civil date (proleptic Gregorian), by eras of 400 years from 0000-03-01.
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long dayOfEra = z - era * 146_097;
        long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long monthIndex = (5 * dayOfYear + 2) / 153;
        long day = dayOfYear - (153 * monthIndex + 2) / 5 + 1;
        long month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
        long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        return String.format("%04d.%02d.%02d", year, month, day);
    }

    private static String playerName(Seat seat, PgnLanguage language) {
        if (!seat.isComputer()) {
            return "?";
        }
        return language.computer(seat.level().orElseThrow());
    }
}
