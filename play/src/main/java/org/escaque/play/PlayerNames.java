package org.escaque.play;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.play.refusal.Refusal;

/**
 * The players' names a game keeps in its {@code White} and {@code Black} tags: those its players gave when it was
 * made ({@link NewGame#withNames}), or those of the PGN it was imported from. Escaque's own name for its computer
 * is not a person's ({@link PgnLanguage#isComputerName}): the UI names the computer itself.
 */
public final class PlayerNames {

    /** The longest name a player may give, in characters (Unicode code points). */
    public static final int MAX_LENGTH = 40;

    private static final Set<String> NAME_TAGS = Set.of("White", "Black");

    private PlayerNames() {
    }

    /**
     * A name as a player gave it in {@code field}: stripped of surrounding spaces; none when empty. Refused when it
     * cannot be a person's name: longer than {@link #MAX_LENGTH} characters, with a control character (a line
     * break, a tab, a mark that turns the text's direction), or Escaque's own name for its computer.
     */
    public static Optional<String> checked(String field, String given) {
        String name = given == null ? "" : given.strip();
        if (name.isEmpty()) {
            return Optional.empty();
        }
        int length = name.codePointCount(0, name.length());
        if (length > MAX_LENGTH) {
            throw Refusal.invalidField(field + " is " + length + " characters long; a name has " + MAX_LENGTH
                    + " at most.");
        }
        if (name.codePoints().anyMatch(PlayerNames::misleading)) {
            throw Refusal.invalidField(field + " has a control character (a line break, a tab, or a mark that turns "
                    + "the text's direction); a name is one line of text.");
        }
        if (PgnLanguage.isComputerName(name)) {
            throw Refusal.invalidField(field + " is the name Escaque gives its computer, not a person's.");
        }
        return Optional.of(name);
    }

    /**
     * Whether a character has no place in a name shown beside other text: a control character, a line or paragraph
     * separator, or a mark that overrides or isolates the text's direction (U+202A–U+202E, U+2066–U+2069), which
     * could show "Ana – Luis" in another order. Joiners stay: an emoji or a script may need them.
     */
    private static boolean misleading(int c) {
        int type = Character.getType(c);
        return Character.isISOControl(c) || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
                || c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069;
    }

    /** The tag that holds the name of {@code color}'s player. */
    public static String tag(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }

    /** The person's name in {@code color}'s seat, if the tags give one. */
    public static Optional<String> of(Map<String, String> tags, Color color) {
        String name = tags.get(tag(color));
        return name == null || name.isBlank() || PgnLanguage.isComputerName(name) ? Optional.empty()
                : Optional.of(name.strip());
    }

    /** The persons' names by colour, for the seats that have one. */
    public static Map<Color, String> of(Map<String, String> tags) {
        Map<Color, String> names = new EnumMap<>(Color.class);
        for (Color color : Color.values()) {
            of(tags, color).ifPresent(name -> names.put(color, name));
        }
        return names;
    }

    /** The tags of a rematch, in which each player takes the other colour: the names change seats with them. */
    public static Map<String, String> swappedTags(Map<String, String> tags) {
        Map<String, String> swapped = new LinkedHashMap<>();
        of(tags, Color.BLACK).ifPresent(name -> swapped.put("White", name));
        of(tags, Color.WHITE).ifPresent(name -> swapped.put("Black", name));
        return swapped;
    }

    /**
     * Whether a game with these tags came from a PGN: an import marks it ({@link PgnImport#ORIGIN_TAG}). A game
     * imported before that mark is a hotseat game with a tag other than the players' names, which a game made here
     * never has.
     */
    public static boolean imported(GameMode mode, Map<String, String> tags) {
        return tags.containsKey(PgnImport.ORIGIN_TAG)
                || mode == GameMode.HOTSEAT && !NAME_TAGS.containsAll(tags.keySet());
    }
}
