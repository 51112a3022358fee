package org.escaque.play;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.openings.Opening;
import org.escaque.core.openings.SpanishOpeningNames;
import org.escaque.play.refusal.Refusal;

/**
 * The language of the words an exported PGN holds: the {@code Event}, the computer's name in {@code White} or
 * {@code Black}, the {@code Opening} and the hints' comments. The tags' names, the moves (SAN, English letters),
 * the results, dates and ECO codes are PGN's own and the same in both. English unless asked: a PGN is read by other
 * programs, and the English texts are the ones every earlier export wrote.
 *
 * <p>The computer's name is Escaque's label for its own player, not a person's name: an import keeps it as a tag
 * (so a game exported again still says who played), {@link #isComputerName} lets the game's state leave it out of the
 * players' names (the UI says "ordenador, nivel 3" itself), and an export writes it in its own language.
 */
public enum PgnLanguage {
    ENGLISH("en", "Escaque computer, level ", "Hint: ", "piece on "),
    SPANISH("es", "Ordenador de Escaque, nivel ", "Pista: ", "pieza en ");

    private final String code;
    private final String computerPrefix;
    private final String hintPrefix;
    private final String piecePrefix;

    PgnLanguage(String code, String computerPrefix, String hintPrefix, String piecePrefix) {
        this.code = code;
        this.computerPrefix = computerPrefix;
        this.hintPrefix = hintPrefix;
        this.piecePrefix = piecePrefix;
    }

    /**
     * The language of a request's {@code lang} ({@code "en"} or {@code "es"}; English when absent or empty).
     *
     * @throws Refusal {@code invalid-field} for any other value
     */
    public static PgnLanguage of(String code) {
        if (code == null || code.isEmpty()) {
            return ENGLISH;
        }
        for (PgnLanguage language : values()) {
            if (language.code.equals(code)) {
                return language;
            }
        }
        throw Refusal.invalidField("lang must be \"es\" or \"en\".");
    }

    /** The language's code, {@code "en"} or {@code "es"}. */
    public String code() {
        return code;
    }

    /** The {@code Event} of a game played in this mode: "Escaque hotseat game", "Escaque: contra el ordenador". */
    public String event(GameMode mode) {
        if (this == ENGLISH) {
            return "Escaque " + mode.id() + " game";
        }
        return switch (mode) {
            case HOTSEAT -> "Escaque: dos jugadores en un dispositivo";
            case LAN -> "Escaque: dos dispositivos en la misma red";
            case COMPUTER -> "Escaque: contra el ordenador";
        };
    }

    /** The name of Escaque's computer player at this level: "Escaque computer, level 3". */
    public String computer(int level) {
        return computerPrefix + level;
    }

    /** A hint's comment when its move was shown: "Hint: Nf3". */
    public String hint(String san) {
        return hintPrefix + san;
    }

    /** A hint's comment when only its piece was: "Hint: piece on g1". */
    public String hintPiece(String square) {
        return hintPrefix + piecePrefix + square;
    }

    /** The opening's name in this language. */
    public String opening(Opening opening) {
        return this == ENGLISH ? opening.name() : SpanishOpeningNames.of(opening);
    }

    /**
     * Writes in this language the tags that hold Escaque's own words in either language: an {@code Event} Escaque
     * wrote, the computer's name in {@code White} or {@code Black}. Other values (an imported game's) are left as they
     * are.
     */
    public void rewriteOwnWords(Map<String, String> tags) {
        String event = tags.get("Event");
        if (event != null) {
            modeOfEvent(event).ifPresent(mode -> tags.put("Event", event(mode)));
        }
        for (String player : List.of("White", "Black")) {
            String name = tags.get(player);
            if (name != null) {
                computerLevel(name).ifPresent(level -> tags.put(player, computer(level)));
            }
        }
    }

    /** The level of a {@code White} or {@code Black} value that is Escaque's computer's name, in either language. */
    public static Optional<Integer> computerLevel(String name) {
        String value = name.strip();
        for (PgnLanguage language : values()) {
            if (value.startsWith(language.computerPrefix)) {
                String digits = value.substring(language.computerPrefix.length());
                if (!digits.isEmpty() && digits.length() <= 2 && isDigits(digits)) {
                    return Optional.of(Integer.parseInt(digits));
                }
            }
        }
        return Optional.empty();
    }

    /** Whether a {@code White} or {@code Black} value is Escaque's computer's name rather than a person's. */
    public static boolean isComputerName(String name) {
        return computerLevel(name).isPresent();
    }

    /** The mode of an {@code Event} value that is one Escaque writes, in either language. */
    public static Optional<GameMode> modeOfEvent(String event) {
        for (PgnLanguage language : values()) {
            for (GameMode mode : GameMode.values()) {
                if (language.event(mode).equals(event)) {
                    return Optional.of(mode);
                }
            }
        }
        return Optional.empty();
    }

    private static boolean isDigits(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
