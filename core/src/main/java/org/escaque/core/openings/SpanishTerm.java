package org.escaque.core.openings;

/**
 * What a word of an English opening name becomes in Spanish, and where it goes there. English puts every modifier
 * before its noun ("Poisoned Pawn Variation"); Spanish puts the noun first and most modifiers after it, agreeing
 * in gender and number ("Variante del Peón Envenenado"), so each word says what it is.
 */
sealed interface SpanishTerm {

    /**
     * A noun, the head of its phrase or, before another noun, its complement ("Exchange Variation", "Variante del
     * Cambio"). {@code plural} is whether this English word is the plural one ("Knights").
     */
    record Noun(String singular, String pluralForm, boolean feminine, boolean plural) implements SpanishTerm {

        String form(boolean asPlural) {
            return asPlural ? pluralForm : singular;
        }
    }

    /**
     * An adjective, in both genders. Most follow the noun ({@code Place.AFTER}: "Variante Clásica"); a few precede
     * it ({@code Place.BEFORE}: "Doble Fianchetto"); a {@code Place.NOMINAL} one (a people or place: "Sicilian",
     * "Indian") also stands for the noun when there is none ("Closed Sicilian", "Siciliana Cerrada").
     */
    record Adjective(String masculine, String feminine, Place place) implements SpanishTerm {

        String form(boolean feminine, boolean plural) {
            String singular = feminine ? this.feminine : masculine;
            if (!plural) {
                return singular;
            }
            char last = singular.charAt(singular.length() - 1);
            return "aeiouáéíóú".indexOf(last) >= 0 ? singular + "s" : singular + "es";
        }
    }

    /** Where an adjective goes. */
    enum Place { AFTER, BEFORE, NOMINAL }

    /** A complement that follows the adjectives as it is ("King's", "de Rey"). */
    record Complement(String spanish) implements SpanishTerm {
    }

    /** A number, before its noun, which it makes plural ("Four Knights", "Cuatro Caballos"). */
    record Numeral(String spanish) implements SpanishTerm {
    }

    /**
     * A proper name, a move or anything else kept (in Spanish spelling where it has one: "London", "Londres"); names
     * follow the noun in the order they came ("Max Lange Attack", "Ataque Max Lange").
     */
    record Name(String spanish) implements SpanishTerm {
    }
}
