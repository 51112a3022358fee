package org.escaque.core.pgn;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.escaque.core.Color;
import org.escaque.core.Position;
import org.escaque.core.Fen;
import org.escaque.core.notation.San;

/**
 * Writes games in PGN export format (PGN standard, section 8). The tag section starts with the Seven Tag Roster
 * in its order (Event, Site, Date, Round, White, Black, Result; {@code ?} or {@code ????.??.??} when missing;
 * Result always the game's result), then for a game not from the standard start {@code SetUp "1"} and
 * {@code FEN}, then the other tags in their order; {@code "} and {@code \} in values are escaped. A blank line,
 * the movetext, a blank line. The movetext has move numbers ({@code 12.} for White; {@code 12...} for Black at
 * the start of a line of moves or after a comment or a variation), comments in braces (never {@code ;}
 * comments, which some readers refuse), NAGs as {@code $n}, variations in parentheses and the result last. Lines are broken between tokens, at most 80 characters long when no single token is longer.
 * The SetUp and FEN tags of a game from the standard start are left out; line ends are {@code \n}.
 */
public final class PgnWriter {

    /** The longest line the movetext is broken into (a single longer token still stands whole). */
    public static final int MAX_LINE_LENGTH = 80;

    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    private final Writer out;

    /** A writer to {@code out}, which is neither flushed nor closed by it. */
    public PgnWriter(Writer out) {
        this.out = Objects.requireNonNull(out, "out");
    }

    /** Writes one game and the blank line after it. */
    public void write(PgnGame game) throws IOException {
        out.write(format(game));
    }

    /** The export format text of one game, ending with a blank line. */
    public static String format(PgnGame game) {
        StringBuilder text = new StringBuilder(1024);
        appendTags(text, game);
        text.append('\n');
        List<String> units = new ArrayList<>();
        boolean[] openVariation = {false};
        appendLine(units, openVariation, game.mainline(), game.start());
        units.add(game.result());
        appendWrapped(text, units);
        text.append('\n');
        return text.toString();
    }

    /** A tag value with {@code \} and {@code "} escaped. */
    public static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    private static void appendTags(StringBuilder text, PgnGame game) {
        Map<String, String> tags = game.tags();
        for (String name : ROSTER) {
            String value = name.equals("Result") ? game.result()
                    : tags.getOrDefault(name, name.equals("Date") ? "????.??.??" : "?");
            appendTag(text, name, value);
        }
        String fen = Fen.format(game.start());
        if (!fen.equals(Fen.INITIAL)) {
            appendTag(text, "SetUp", "1");
            appendTag(text, "FEN", fen);
        }
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            String name = tag.getKey();
            if (!ROSTER.contains(name) && !name.equals("SetUp") && !name.equals("FEN")) {
                appendTag(text, name, tag.getValue());
            }
        }
    }

    private static void appendTag(StringBuilder text, String name, String value) {
        text.append('[').append(name).append(" \"").append(escape(value)).append("\"]\n");
    }

    // ---- movetext ----

    private static void appendLine(List<String> units, boolean[] open, PgnLine line, Position start) {
        appendComments(units, open, line.comments());
        boolean numberBlack = true;
        Position position = start;
        for (PgnMove move : line.moves()) {
            String san = San.format(position, move.move());
            String number = "";
            if (position.turn() == Color.WHITE) {
                number = position.fullmoveNumber() + ". ";
            } else if (numberBlack) {
                number = position.fullmoveNumber() + "... ";
            }
            add(units, open, number + san);
            for (int nag : move.nags()) {
                add(units, open, "$" + nag);
            }
            appendComments(units, open, move.comments());
            for (PgnLine variation : move.variations()) {
                open[0] = true;
                appendLine(units, open, variation, position);
                close(units);
            }
            numberBlack = !move.comments().isEmpty() || !move.variations().isEmpty();
            position = PgnGame.playChecked(position, move.move());
        }
    }

    private static void appendComments(List<String> units, boolean[] open, List<String> comments) {
        for (String comment : comments) {
            List<String> words = PgnText.words(comment);
            if (words.isEmpty()) {
                add(units, open, "{}");
            } else {
                for (int i = 0; i < words.size(); i++) {
                    String word = words.get(i);
                    add(units, open, (i == 0 ? "{" : "") + word + (i == words.size() - 1 ? "}" : ""));
                }
            }
        }
    }

    /**
     * Adds a unit of movetext, one that lines are never broken inside, after the {@code (} of a variation just
     * opened.
     */
    private static void add(List<String> units, boolean[] open, String text) {
        units.add(open[0] ? "(" + text : text);
        open[0] = false;
    }

    /** Closes a variation: {@code )} goes on its last unit. */
    private static void close(List<String> units) {
        units.set(units.size() - 1, units.get(units.size() - 1) + ")");
    }

    private static void appendWrapped(StringBuilder text, List<String> units) {
        StringBuilder line = new StringBuilder(MAX_LINE_LENGTH + 1);
        for (String unit : units) {
            if (line.length() > 0 && line.length() + 1 + unit.length() > MAX_LINE_LENGTH) {
                text.append(line).append('\n');
                line.setLength(0);
            }
            if (line.length() > 0 || unit.startsWith("%")) {
                line.append(' ');
            }
            line.append(unit);
        }
        if (line.length() > 0) {
            text.append(line).append('\n');
        }
    }
}
