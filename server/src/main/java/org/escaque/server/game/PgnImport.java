package org.escaque.server.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.core.game.DrawClaim;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;
import org.escaque.core.game.Termination;
import org.escaque.core.pgn.PgnException;
import org.escaque.core.pgn.PgnGame;
import org.escaque.server.ApiException;

/**
 * Reads one game of PGN (with core's reader, which checks every move) and works out how it stands: unfinished
 * when its result is {@code *} and the rules have not ended it; otherwise finished, the ending taken from the
 * position when the rules ended it, else from the {@code EscaqueTermination} tag, else from the standard
 * {@code Termination} tag and the result (a win "normal" is a resignation; a draw is the claim open at the end,
 * or an agreement; "time forfeit" a timeout).
 */
final class PgnImport {

    /** The tags not kept with the game: the writer makes them anew. */
    private static final Set<String> DERIVED_TAGS = Set.of("Result", "SetUp", "FEN", "Termination",
            PgnExport.TERMINATION_TAG, "TimeControl", "Event", "Site", "Date", "Round", "White", "Black");

    /** What an import found: the game, its ending if over, and the tags to keep. */
    record Imported(PgnGame pgn, Optional<Outcome> ending, Map<String, String> tags) {
    }

    private PgnImport() {
    }

    /** Reads {@code text}; a bad game is refused with a 400 naming the line and the problem. */
    static Imported read(String text) {
        PgnGame pgn;
        try {
            pgn = PgnGame.parse(text);
        } catch (PgnException e) {
            throw ApiException.badRequest("invalid-pgn", "The PGN cannot be read: line " + e.line() + ": "
                    + e.reason() + ".");
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("invalid-pgn", "The PGN cannot be read: " + e.getMessage() + ".");
        }
        Game game = replay(pgn);
        Optional<Outcome> automatic = game.outcome();
        String result = pgn.result();
        if (automatic.isPresent()) {
            if (!result.equals("*") && !result.equals(automatic.get().result())) {
                throw ApiException.badRequest("invalid-pgn", "The result " + result + " does not match the final "
                        + "position: " + GameCommands.describe(automatic.get().termination()) + " makes it "
                        + automatic.get().result() + ".");
            }
            return new Imported(pgn, automatic, keptTags(pgn));
        }
        if (result.equals("*")) {
            return new Imported(pgn, Optional.empty(), keptTags(pgn));
        }
        return new Imported(pgn, Optional.of(declaredEnding(pgn, game, result)), keptTags(pgn));
    }

    private static Game replay(PgnGame pgn) {
        try {
            return Game.replay(pgn.start(), pgn.mainlineMoves());
        } catch (org.escaque.core.IllegalMoveException e) {
            throw ApiException.badRequest("invalid-pgn", "The PGN holds an illegal move: " + e.getMessage() + ".");
        }
    }

    private static Outcome declaredEnding(PgnGame pgn, Game game, String result) {
        Optional<Color> winner = switch (result) {
            case "1-0" -> Optional.of(Color.WHITE);
            case "0-1" -> Optional.of(Color.BLACK);
            default -> Optional.empty();
        };
        Optional<Termination> tagged = pgn.tag(PgnExport.TERMINATION_TAG).flatMap(Termination::fromId)
                .filter(termination -> !termination.isAutomatic() && isDraw(termination) == winner.isEmpty());
        Termination termination = tagged.orElseGet(() -> fromStandardTag(pgn, game, winner.isPresent()));
        return new Outcome(termination, winner);
    }

    private static boolean isDraw(Termination termination) {
        return switch (termination) {
            case RESIGNATION, TIMEOUT, ABANDONMENT, CHECKMATE -> false;
            default -> true;
        };
    }

    private static Termination fromStandardTag(PgnGame pgn, Game game, boolean decisive) {
        String tag = pgn.tag("Termination").orElse("normal").toLowerCase(java.util.Locale.ROOT);
        if (tag.equals("time forfeit")) {
            return decisive ? Termination.TIMEOUT : Termination.TIMEOUT_DRAW;
        }
        if (tag.equals("abandoned") && decisive) {
            return Termination.ABANDONMENT;
        }
        if (decisive) {
            return Termination.RESIGNATION;
        }
        Set<DrawClaim> claims = game.openClaims();
        if (claims.contains(DrawClaim.THREEFOLD_REPETITION)) {
            return Termination.THREEFOLD_REPETITION;
        }
        return claims.contains(DrawClaim.FIFTY_MOVES) ? Termination.FIFTY_MOVES : Termination.AGREEMENT;
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
        return kept;
    }
}
