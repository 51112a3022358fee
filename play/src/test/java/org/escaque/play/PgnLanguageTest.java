package org.escaque.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.openings.Opening;
import org.escaque.play.refusal.Refusal;
import org.junit.jupiter.api.Test;

/** The words of an exported PGN in each language, and Escaque's own words recognised in either. */
final class PgnLanguageTest {

    @Test
    void englishUnlessSpanishIsAskedForAndNothingElse() {
        assertEquals(PgnLanguage.ENGLISH, PgnLanguage.of(null));
        assertEquals(PgnLanguage.ENGLISH, PgnLanguage.of(""));
        assertEquals(PgnLanguage.ENGLISH, PgnLanguage.of("en"));
        assertEquals(PgnLanguage.SPANISH, PgnLanguage.of("es"));
        Refusal refused = assertThrows(Refusal.class, () -> PgnLanguage.of("fr"));
        assertEquals(Refusal.Code.INVALID_FIELD, refused.code());
    }

    @Test
    void theSpanishWordsAreSpanishAndTheMovesStayPgns() {
        assertEquals("Ordenador de Escaque, nivel 3", PgnLanguage.SPANISH.computer(3));
        assertEquals("Escaque computer, level 3", PgnLanguage.ENGLISH.computer(3));
        assertEquals("Pista: Bb3", PgnLanguage.SPANISH.hint("Bb3"));
        assertEquals("Pista: pieza en g1", PgnLanguage.SPANISH.hintPiece("g1"));
        assertEquals("Hint: piece on g1", PgnLanguage.ENGLISH.hintPiece("g1"));
        assertEquals("Escaque: dos jugadores en un dispositivo", PgnLanguage.SPANISH.event(GameMode.HOTSEAT));
        assertEquals("Escaque hotseat game", PgnLanguage.ENGLISH.event(GameMode.HOTSEAT));
        Opening alekhine = new Opening("B02", "Alekhine Defense");
        assertEquals("Defensa Alekhine", PgnLanguage.SPANISH.opening(alekhine));
        assertEquals("Alekhine Defense", PgnLanguage.ENGLISH.opening(alekhine));
    }

    @Test
    void escaquesComputerNameAndEventsAreRecognisedInEitherLanguage() {
        assertEquals(Optional.of(3), PgnLanguage.computerLevel("Escaque computer, level 3"));
        assertEquals(Optional.of(8), PgnLanguage.computerLevel(" Ordenador de Escaque, nivel 8 "));
        assertTrue(PgnLanguage.computerLevel("Escaque computer, level three").isEmpty());
        assertTrue(PgnLanguage.computerLevel("Escaque computer, level ").isEmpty());
        assertTrue(PgnLanguage.computerLevel("Carlsen, Magnus").isEmpty());
        for (GameMode mode : GameMode.values()) {
            for (PgnLanguage language : PgnLanguage.values()) {
                assertEquals(Optional.of(mode), PgnLanguage.modeOfEvent(language.event(mode)));
            }
        }
        assertTrue(PgnLanguage.modeOfEvent("Club night").isEmpty());
    }

    @Test
    void escaquesOwnTagsAreRewrittenAndOthersKept() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Escaque computer game");
        tags.put("White", "Ana López");
        tags.put("Black", "Escaque computer, level 5");
        PgnLanguage.SPANISH.rewriteOwnWords(tags);
        assertEquals(Map.of("Event", "Escaque: contra el ordenador", "White", "Ana López",
                "Black", "Ordenador de Escaque, nivel 5"), tags);
        PgnLanguage.ENGLISH.rewriteOwnWords(tags);
        assertEquals(Map.of("Event", "Escaque computer game", "White", "Ana López",
                "Black", "Escaque computer, level 5"), tags);
        Map<String, String> club = new LinkedHashMap<>(Map.of("Event", "Club night"));
        PgnLanguage.SPANISH.rewriteOwnWords(club);
        assertEquals(Map.of("Event", "Club night"), club);
    }
}
