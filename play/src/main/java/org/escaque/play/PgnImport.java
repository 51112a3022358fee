package org.escaque.play;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.game.Game;
import org.escaque.core.pgn.PgnException;
import org.escaque.core.pgn.PgnGame;
import org.escaque.play.refusal.Refusal;

/**
 * Reads one game of PGN with core's reader (which checks every move, refuses a move after the game ended and a
 * result that contradicts the final position) and lets core's game read its ending from the result and the
 * {@code Termination} and {@value #TERMINATION_TAG} tags.
 */
public final class PgnImport {

    /** The tag that keeps the precise ending (a termination id) through an export and an import. */
    public static final String TERMINATION_TAG = "EscaqueTermination";

    /**
     * The tag an imported game keeps to say so ({@code pgn}); the game's own, never written in its PGN (see
     * {@link #withoutOwnTags}).
     */
    public static final String ORIGIN_TAG = "EscaqueOrigin";

    /** The tags not kept with the game: the writer makes them anew. */
    private static final Set<String> DERIVED_TAGS = Set.of("Result", "SetUp", "FEN", "Termination",
            TERMINATION_TAG, "TimeControl", "Event", "Site", "Date", "Round", "White", "Black", "ECO",
            "Opening", ORIGIN_TAG);

    /** What an import found: the game (its ending recorded if it is over), and the tags to keep. */
    public record Imported(Game game, Map<String, String> tags) {
    }

    private PgnImport() {
    }

    /** Reads {@code text}; a bad game is refused naming the line and the problem. */
    public static Imported read(String text) {
        PgnGame pgn;
        try {
            pgn = PgnGame.parse(text);
        } catch (PgnException e) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("problem", e.problem().id());
            details.put("line", e.line());
            e.move().ifPresent(move -> details.put("move", move));
            throw new Refusal(Refusal.Code.INVALID_PGN, "The PGN cannot be read: line " + e.line() + ": " + e.reason()
                    + ".", details);
        } catch (IllegalArgumentException e) {
            throw invalid("The PGN cannot be read: " + e.getMessage() + ".");
        }
        Game game;
        try {
            game = Game.replay(pgn.start(), pgn.mainlineMoves());
        } catch (IllegalMoveException e) {
            throw invalid("The PGN holds an illegal move: " + e.getMessage() + ".");
        }
        try {
            game.recordPgnResult(pgn.result(), pgn.tag("Termination"), pgn.tag(TERMINATION_TAG));
        } catch (IllegalArgumentException e) {
            throw invalid("The PGN cannot be read: " + e.getMessage() + ".");
        }
        return new Imported(game, keptTags(pgn));
    }

    /** A refusal without a line to point at (its {@code problem} detail is {@code unreadable}). */
    private static Refusal invalid(String message) {
        return new Refusal(Refusal.Code.INVALID_PGN, message, Map.of("problem", "unreadable"));
    }

    private static Map<String, String> keptTags(PgnGame pgn) {
        Map<String, String> kept = new LinkedHashMap<>();
        for (Map.Entry<String, String> tag : pgn.tags().entrySet()) {
            if (!DERIVED_TAGS.contains(tag.getKey())) {
                kept.put(tag.getKey(), tag.getValue());
            }
        }
        List.of("Event", "Site", "Date", "Round", "White", "Black").forEach(name ->
                pgn.tag(name).filter(value -> !value.equals("?")).ifPresent(value -> kept.put(name, value)));
        kept.put(ORIGIN_TAG, "pgn");
        return kept;
    }

    /** A game's tags as its PGN writes them: without the ones Escaque keeps for itself ({@link #ORIGIN_TAG}). */
    public static Map<String, String> withoutOwnTags(Map<String, String> tags) {
        Map<String, String> written = new LinkedHashMap<>(tags);
        written.remove(ORIGIN_TAG);
        return written;
    }
}
