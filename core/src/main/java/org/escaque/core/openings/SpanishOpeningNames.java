package org.escaque.core.openings;

import java.util.ArrayList;
import java.util.List;
import org.escaque.core.openings.SpanishTerm.Adjective;
import org.escaque.core.openings.SpanishTerm.Complement;
import org.escaque.core.openings.SpanishTerm.Name;
import org.escaque.core.openings.SpanishTerm.Noun;
import org.escaque.core.openings.SpanishTerm.Numeral;
import org.escaque.core.openings.SpanishTerm.Place;

/**
 * Opening names in Spanish chess usage, made from the English ones of the table ({@link Opening#name()}):
 * {@code "Sicilian Defense: Najdorf Variation, English Attack"} is {@code "Defensa Siciliana: Variante Najdorf,
 * Ataque Inglés"}, {@code "Queen's Gambit Declined"} is {@code "Gambito de Dama Rehusado"}, {@code "Ruy Lopez"} is
 * {@code "Apertura Española (Ruy López)"}.
 *
 * <p>Each part of a name (the family before the colon, each variation after it) is translated on its own: its words
 * are looked up in {@link SpanishGlossary} (families and fixed phrases first, then the longest run of words that has
 * an entry), and put in Spanish order: the noun, then the names, then the adjectives (agreeing with the noun, in the
 * reverse of the English order), then the complements ("de Rey", "del Cambio"). Proper names, moves in SAN and words
 * the glossary does not know are kept as they are; {@code SpanishOpeningNamesTest} runs every name of the table
 * through and checks that no English word with a Spanish chess term is left. Written without regular expressions or
 * reflection, for the WebAssembly build.
 */
public final class SpanishOpeningNames {

    private SpanishOpeningNames() {
    }

    /** The Spanish name of an opening, from its English name as the table writes it ({@code Family: Variation, …}). */
    public static String of(String englishName) {
        int colon = englishName.indexOf(": ");
        String family = colon < 0 ? englishName : englishName.substring(0, colon);
        StringBuilder spanish = new StringBuilder();
        appendParts(spanish, family);
        if (colon >= 0) {
            spanish.append(": ");
            appendParts(spanish, englishName.substring(colon + 2));
        }
        return spanish.toString();
    }

    /** The Spanish name of this opening. */
    public static String of(Opening opening) {
        return of(opening.name());
    }

    private static void appendParts(StringBuilder spanish, String parts) {
        int start = 0;
        while (true) {
            int comma = parts.indexOf(", ", start);
            spanish.append(part(comma < 0 ? parts.substring(start) : parts.substring(start, comma)));
            if (comma < 0) {
                return;
            }
            spanish.append(", ");
            start = comma + 2;
        }
    }

    /** One family or variation: "Poisoned Pawn Variation", "with Bc4 and h6", "Closed". */
    static String part(String english) {
        String fixed = SpanishGlossary.PARTS.get(english);
        if (fixed != null) {
            return fixed;
        }
        if (english.startsWith("The ")) {
            String rest = part(english.substring(4));
            String article = articleFor(rest);
            return article.isEmpty() ? rest : Character.toUpperCase(article.charAt(0)) + article.substring(1) + rest;
        }
        if (english.startsWith("with ")) {
            String rest = part(english.substring(5));
            return "con " + articleFor(rest) + rest;
        }
        return glue(phrase(terms(words(english))));
    }

    private static List<String> words(String english) {
        List<String> words = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= english.length(); i++) {
            if (i == english.length() || english.charAt(i) == ' ') {
                if (i > start) {
                    words.add(english.substring(start, i));
                }
                start = i + 1;
            }
        }
        return words;
    }

    /** The words as terms, each run of words that the glossary knows as one phrase taken as one term. */
    private static List<SpanishTerm> terms(List<String> words) {
        List<SpanishTerm> terms = new ArrayList<>();
        int i = 0;
        while (i < words.size()) {
            int taken = 0;
            for (int length = Math.min(SpanishGlossary.LONGEST_PHRASE, words.size() - i); length > 1; length--) {
                SpanishTerm phrase = SpanishGlossary.WORDS.get(String.join(" ", words.subList(i, i + length)));
                if (phrase != null) {
                    terms.add(phrase);
                    taken = length;
                    break;
                }
            }
            if (taken == 0) {
                terms.add(term(words.get(i)));
                taken = 1;
            }
            i += taken;
        }
        return terms;
    }

    /** One word: an entry of the glossary, a compound of entries and names, or a name kept. */
    static SpanishTerm term(String word) {
        SpanishTerm known = SpanishGlossary.WORDS.get(word);
        if (known != null) {
            return known;
        }
        if (word.endsWith("'s") && word.length() > 2) {
            return name(word.substring(0, word.length() - 2));
        }
        if (word.endsWith("s'") && word.length() > 2) {
            return name(word.substring(0, word.length() - 1));
        }
        int hyphen = word.lastIndexOf('-');
        if (hyphen > 0 && hyphen < word.length() - 1) {
            return compound(word.substring(0, hyphen), term(word.substring(hyphen + 1)));
        }
        return new Name(word);
    }

    private static SpanishTerm name(String word) {
        SpanishTerm known = SpanishGlossary.WORDS.get(word);
        return known instanceof Name ? known : new Name(word);
    }

    /**
     * A hyphenated word: "Nimzo-Indian" is "Nimzoindia" (a prefix joins a common word, as Spanish writes it), "Neo-
     * Grünfeld" stays "Neo-Grünfeld" (a prefix keeps its hyphen before a name), "Tartakower-Indian" is "Tartakower-
     * India".
     */
    private static SpanishTerm compound(String left, SpanishTerm right) {
        String prefix = SpanishGlossary.PREFIXES.get(left);
        String leftText = prefix != null ? prefix : text(term(left));
        boolean joins = prefix != null;
        if (right instanceof Adjective adjective) {
            return new Adjective(join(leftText, adjective.masculine(), joins),
                    join(leftText, adjective.feminine(), joins), adjective.place());
        }
        if (right instanceof Noun noun && joins) {
            return new Noun(join(leftText, noun.singular(), joins), join(leftText, noun.pluralForm(), joins),
                    noun.feminine(), noun.plural());
        }
        return new Name(leftText + "-" + text(right));
    }

    private static String join(String left, String right, boolean joins) {
        if (!joins) {
            return left + "-" + right;
        }
        String lower = right.toLowerCase();
        char end = left.charAt(left.length() - 1);
        if (lower.startsWith("r") && "aeiou".indexOf(end) >= 0) {
            lower = "r" + lower; // Spanish doubles an r after a prefix ending in a vowel: "ultrarretrasada"
        }
        return left + lower;
    }

    private static String text(SpanishTerm term) {
        if (term instanceof Name name) {
            return name.spanish();
        }
        if (term instanceof Adjective adjective) {
            return adjective.masculine();
        }
        if (term instanceof Noun noun) {
            return noun.singular();
        }
        if (term instanceof Complement complement) {
            return complement.spanish();
        }
        return ((Numeral) term).spanish();
    }

    /**
     * A whole part in Spanish order. Its noun is the last noun (the words after it agree with it: "Gambit
     * Accepted", "Gambito Aceptado"); with none, the last people or place stands for it ("Closed Sicilian"); with
     * neither, the words read as a variation's name, feminine ("Closed", "Cerrada").
     */
    private static String phrase(List<SpanishTerm> terms) {
        int head = -1;
        for (int i = terms.size() - 1; i >= 0 && head < 0; i--) {
            if (terms.get(i) instanceof Noun) {
                head = i;
            }
        }
        for (int i = terms.size() - 1; i >= 0 && head < 0; i--) {
            if (terms.get(i) instanceof Adjective adjective && adjective.place() == Place.NOMINAL) {
                head = i;
            }
        }
        if (head < 0) {
            return nounPhrase(null, true, false, terms, List.of());
        }
        SpanishTerm noun = terms.get(head);
        boolean feminine = noun instanceof Noun n ? n.feminine() : true;
        boolean plural = noun instanceof Noun n && n.plural();
        return nounPhrase(noun, feminine, plural, terms.subList(0, head), terms.subList(head + 1, terms.size()));
    }

    /**
     * The noun with what came before it in English ({@code before}) and after it ({@code after}, adjectives that
     * agree with it and names, in their order).
     */
    private static String nounPhrase(SpanishTerm noun, boolean feminine, boolean plural, List<SpanishTerm> before,
            List<SpanishTerm> after) {
        List<SpanishTerm> modifiers = complementsOfNouns(before);
        for (SpanishTerm modifier : modifiers) {
            if (modifier instanceof Numeral) {
                plural = true;
            }
        }
        List<String> words = new ArrayList<>();
        for (SpanishTerm modifier : modifiers) {
            if (modifier instanceof Numeral numeral) {
                words.add(numeral.spanish());
            } else if (modifier instanceof Adjective adjective && adjective.place() == Place.BEFORE) {
                words.add(adjective.form(feminine, plural));
            }
        }
        if (noun instanceof Noun n) {
            words.add(n.form(plural));
        } else if (noun instanceof Adjective adjective) {
            words.add(adjective.form(feminine, plural));
        }
        for (SpanishTerm modifier : modifiers) {
            if (modifier instanceof Name name) {
                words.add(name.spanish());
            }
        }
        for (int i = modifiers.size() - 1; i >= 0; i--) {
            if (modifiers.get(i) instanceof Adjective adjective && adjective.place() != Place.BEFORE) {
                words.add(adjective.form(feminine, plural));
            }
        }
        for (int i = modifiers.size() - 1; i >= 0; i--) {
            if (modifiers.get(i) instanceof Complement complement) {
                words.add(complement.spanish());
            }
        }
        for (SpanishTerm modifier : after) {
            words.add(modifier instanceof Adjective adjective ? adjective.form(feminine, plural) : text(modifier));
        }
        return String.join(" ", words);
    }

    /**
     * The words before a noun, each noun among them made the complement of the next one with what modifies it
     * ("Poisoned Pawn", "del Peón Envenenado"; "Four Knights", "de los Cuatro Caballos"; "Bradford Attack", "del
     * Ataque Bradford"). A noun takes the names, possessives, numbers and adjectives just before it, but no
     * adjective before a number ("Italian Four Knights Variation" is an Italian variation of the Four Knights).
     */
    private static List<SpanishTerm> complementsOfNouns(List<SpanishTerm> before) {
        List<SpanishTerm> result = new ArrayList<>(before);
        for (int i = 0; i < result.size(); i++) {
            if (!(result.get(i) instanceof Noun noun)) {
                continue;
            }
            int first = i;
            boolean counted = false;
            while (first > 0) {
                SpanishTerm previous = result.get(first - 1);
                boolean takes = previous instanceof Name || previous instanceof Complement
                        || previous instanceof Numeral
                        || (previous instanceof Adjective adjective
                                && (adjective.place() == Place.BEFORE || !counted));
                if (!takes) {
                    break;
                }
                counted |= previous instanceof Numeral;
                first--;
            }
            List<SpanishTerm> own = new ArrayList<>(result.subList(first, i));
            boolean plural = noun.plural();
            for (SpanishTerm term : own) {
                plural |= term instanceof Numeral;
            }
            String article = noun.feminine() ? (plural ? "de las " : "de la ") : (plural ? "de los " : "del ");
            Complement complement = new Complement(article + nounPhrase(noun, noun.feminine(), plural, own,
                    List.of()));
            result.subList(first, i + 1).clear();
            result.add(first, complement);
            i = first;
        }
        return result;
    }

    /** "con la Defensa Max Lange", "con el Gambito…", but "con e3". */
    private static String articleFor(String spanish) {
        int space = spanish.indexOf(' ');
        String first = space < 0 ? spanish : spanish.substring(0, space);
        SpanishTerm noun = null;
        for (SpanishTerm term : SpanishGlossary.WORDS.values()) {
            if (term instanceof Noun n && n.singular().equals(first)) {
                noun = term;
                break;
            }
        }
        if (noun == null) {
            return "";
        }
        return ((Noun) noun).feminine() ? "la " : "el ";
    }

    /** A move after "..", as in "with .. d6": "...d6". */
    private static String glue(String spanish) {
        int dots = spanish.indexOf(".. ");
        if (dots < 0) {
            return spanish;
        }
        return spanish.substring(0, dots) + "..." + spanish.substring(dots + 3);
    }
}
