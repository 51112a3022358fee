package org.escaque.core.openings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Every opening name of the table in Spanish chess usage, with no English word left that Spanish has a term for. */
final class SpanishOpeningNamesTest {

    /**
     * English words that have a Spanish chess term (or an ordinary Spanish word, for the nicknames): none may be
     * left in a Spanish name. Proper names (Najdorf, Caro-Kann), moves (Nf3) and the nicknames with no Spanish
     * equivalent (Bongcloud, Hillbilly, Halloween) are not here; nor are words spelt the same in both languages
     * (Normal, Central, Plan, Mate, Fianchetto). Written out here, not taken from the glossary, so that a word the
     * glossary lacks is caught.
     */
    private static final Set<String> ENGLISH = Set.of(
            // kinds of opening and line
            "Defense", "Defenses", "Variation", "Variations", "Gambit", "Countergambit", "Opening", "Attack",
            "Counterattack", "Game", "System", "Line", "Formation", "Trap", "Sacrifice", "Hybrid", "Invitation",
            "Bind", "Retreat", "Extension", "Refutation", "Offer", "Break", "Exchange", "Swap", "Transfer",
            "Connection", "Storming", "Storm", "Tour", "Walk", "March", "Push", "Advance", "Pin", "Unpin", "Check",
            "Castling", "Endgame", "Center", "Wall", "Symmetry", "Development", "Deviations", "Edge", "Wing", "Flank",
            "Kingside", "Queenside", "Counterthrust", "Blockade", "Battery", "Simul", "Clamp", "Move", "Order",
            "Return", "Grab", "Pass", "Holding", "Correspondence",
            // pieces and numbers
            "Pawn", "Pawns", "Knight", "Knights", "Bishop", "Rook", "Rooks", "Queen", "King", "King's", "Queen's",
            "Bishop's", "Knight's", "Two", "Three", "Four", "Six",
            // adjectives
            "Classical", "Modern", "Closed", "Open", "Main", "Symmetrical", "Symmetric", "Orthodox", "Old", "New",
            "Accelerated", "Hyperaccelerated", "Quiet", "Traditional", "Positional", "Delayed", "Deferred",
            "Reversed", "Inverted", "Accepted", "Declined", "Poisoned", "Double", "Early", "Sharp", "Dynamic",
            "Improved", "Immediate", "Full", "Fully", "Long", "Wild", "Great", "Big", "Small", "Lesser", "Forgotten",
            "Rare", "Special", "Standard", "First", "Second", "Black", "Primitive", "Slow", "Fluid", "Forcing",
            "Defensive", "Compromised", "Drunken", "Wayward", "Bouncing", "Extended", "Prickly", "Mad", "Aged",
            "Fried", "Western", "Eastern", "East", "West", "Transpositional", "Arctic", "Alien",
            // peoples and places
            "Sicilian", "French", "English", "Dutch", "Italian", "Spanish", "Scotch", "Vienna", "Viennese", "Russian",
            "Polish", "Hungarian", "Czech", "Danish", "Latvian", "Norwegian", "Swedish", "Yugoslav", "Austrian",
            "Scandinavian", "Slav", "Catalan", "Indian", "Portuguese", "Mexican", "American", "Chinese", "Irish",
            "German", "Bulgarian", "Romanian", "Ukrainian", "Lithuanian", "Finnish", "Icelandic", "Armenian",
            "Australian", "Argentine", "Argentinian", "Swiss", "Kazakh", "Basque", "Valencian", "Siberian",
            "Baltic", "Bavarian", "Mediterranean", "Westphalian", "Florentine", "Maltese", "Martian", "Berlin",
            "London", "Moscow", "Leningrad", "Prague", "Warsaw", "Copenhagen", "Stockholm", "Cologne", "Belgrade",
            "Brussels", "Lisbon", "Seville", "Saragossa", "Cracow", "Dresden", "Venice", "St", "Lopez",
            // nicknames with a Spanish word
            "Dragon", "Rat", "Lion", "Lion's", "Hedgehog", "Hippopotamus", "Elephant", "Kangaroo", "Vulture",
            "Lizard", "Snake", "Crocodile", "Crab", "Orangutan", "Pterodactyl", "Duck", "Fox", "Hawk", "Falcon",
            "Squirrel", "Snail", "Tortoise", "Penguin", "Walrus", "Whale", "Wasp", "Giraffe", "Gibbon", "Goblin",
            "Unicorn", "Lobster", "Mongoose", "Cormorant", "Kingfisher", "Horsefly", "Woodchuck", "Monster", "Dog",
            "Doll", "Toilet", "Corkscrew", "Scorpion", "Liver", "Whip", "Cheese", "Cavalry", "Chameleon",
            "Millennium", "Nightingale", "Porcupine", "Brick", "Elbow", "Banker", "Drill", "Gossip", "Apocalypse",
            "Potato", "Amazon", "Bayonet", "Claw", "Cave", "Jaw", "Head", "Folly", "Dream", "Beginner's", "Fool's",
            "Monkey's", "Noah's", "Ark", "Fishing", "Pole", "Sodium", "Paleface",
            // function words
            "with", "and", "The", "of", "the");

    private static List<String> tableNames() throws IOException {
        List<String> names = new ArrayList<>();
        for (String file : Openings.FILES) {
            try (InputStream in = Openings.class.getResourceAsStream(file)) {
                BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                lines.readLine();
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    if (!line.isBlank()) {
                        names.add(line.split("\t", -1)[1].strip());
                    }
                }
            }
        }
        return names;
    }

    @Test
    void noNameOfTheTableKeepsAnEnglishWordThatSpanishHasATermFor() throws IOException {
        List<String> names = tableNames();
        assertEquals(3807, names.size());
        Set<String> left = new TreeSet<>();
        for (String name : names) {
            String spanish = SpanishOpeningNames.of(name);
            // Split at digits and dots too, so that a word stuck to a number ("System3") or a dot ("St.") is seen.
            for (String word : spanish.split("[ :,()\\-0-9.+#]+")) {
                if (ENGLISH.contains(word)) {
                    left.add(word + " in \"" + spanish + "\" (" + name + ")");
                }
            }
        }
        assertTrue(left.isEmpty(), () -> left.size() + " English words left:\n" + String.join("\n", left));
    }

    @Test
    void theFamiliesAreTheirSpanishNames() {
        assertEquals("Defensa Siciliana", SpanishOpeningNames.of("Sicilian Defense"));
        assertEquals("Apertura Española (Ruy López)", SpanishOpeningNames.of("Ruy Lopez"));
        assertEquals("Gambito de Dama Rehusado", SpanishOpeningNames.of("Queen's Gambit Declined"));
        assertEquals("Gambito de Dama Aceptado", SpanishOpeningNames.of("Queen's Gambit Accepted"));
        assertEquals("Defensa India de Rey", SpanishOpeningNames.of("King's Indian Defense"));
        assertEquals("Defensa India de Dama", SpanishOpeningNames.of("Queen's Indian Defense"));
        assertEquals("Defensa Francesa", SpanishOpeningNames.of("French Defense"));
        assertEquals("Defensa Caro-Kann", SpanishOpeningNames.of("Caro-Kann Defense"));
        assertEquals("Apertura Italiana", SpanishOpeningNames.of("Italian Game"));
        assertEquals("Gambito de Rey Aceptado", SpanishOpeningNames.of("King's Gambit Accepted"));
        assertEquals("Apertura Inglesa", SpanishOpeningNames.of("English Opening"));
        assertEquals("Defensa Holandesa", SpanishOpeningNames.of("Dutch Defense"));
        assertEquals("Defensa Eslava", SpanishOpeningNames.of("Slav Defense"));
        assertEquals("Defensa Semieslava", SpanishOpeningNames.of("Semi-Slav Defense"));
        assertEquals("Defensa Escandinava", SpanishOpeningNames.of("Scandinavian Defense"));
        assertEquals("Defensa Alekhine", SpanishOpeningNames.of("Alekhine Defense"));
        assertEquals("Defensa Pirc", SpanishOpeningNames.of("Pirc Defense"));
        assertEquals("Defensa Nimzoindia", SpanishOpeningNames.of("Nimzo-Indian Defense"));
        assertEquals("Defensa Bogoindia", SpanishOpeningNames.of("Bogo-Indian Defense"));
        assertEquals("Defensa Grünfeld", SpanishOpeningNames.of("Grünfeld Defense"));
        assertEquals("Gambito Benko", SpanishOpeningNames.of("Benko Gambit"));
        assertEquals("Apertura de los Cuatro Caballos", SpanishOpeningNames.of("Four Knights Game"));
        assertEquals("Apertura del Peón de Dama", SpanishOpeningNames.of("Queen's Pawn Game"));
        assertEquals("Apertura Escocesa", SpanishOpeningNames.of("Scotch Game"));
        assertEquals("Apertura Vienesa", SpanishOpeningNames.of("Vienna Game"));
        assertEquals("Defensa Siciliana: Dragón Acelerado, Lazo de Maróczy",
                SpanishOpeningNames.of("Sicilian Defense: Accelerated Dragon, Maróczy Bind"));
        assertEquals("Apertura de Alfil", SpanishOpeningNames.of("Bishop's Opening"));
        assertEquals("Defensa Petrov", SpanishOpeningNames.of("Petrov's Defense"));
        assertEquals("Sistema Londres", SpanishOpeningNames.of("London System"));
        assertEquals("Defensa India Antigua", SpanishOpeningNames.of("Old Indian Defense"));
        assertEquals("Gambito Blackmar-Diemer Aceptado", SpanishOpeningNames.of("Blackmar-Diemer Gambit Accepted"));
    }

    @Test
    void variationsReadInSpanishOrderAndAgreeWithTheirNoun() {
        assertEquals("Defensa Siciliana: Variante Najdorf", SpanishOpeningNames.of("Sicilian Defense: Najdorf Variation"));
        assertEquals("Defensa India de Rey: Variante Normal",
                SpanishOpeningNames.of("King's Indian Defense: Normal Variation"));
        assertEquals("Defensa Siciliana: Variante del Dragón, Ataque Yugoslavo",
                SpanishOpeningNames.of("Sicilian Defense: Dragon Variation, Yugoslav Attack"));
        assertEquals("Defensa Francesa: Variante Winawer, Variante del Peón Envenenado",
                SpanishOpeningNames.of("French Defense: Winawer Variation, Poisoned Pawn Variation"));
        assertEquals("Defensa Caro-Kann: Variante del Avance, Ataque Van der Wiel",
                SpanishOpeningNames.of("Caro-Kann Defense: Advance Variation, Van der Wiel Attack"));
        assertEquals("Apertura Italiana: Defensa de los Dos Caballos, Ataque del Hígado Frito",
                SpanishOpeningNames.of("Italian Game: Two Knights Defense, Fried Liver Attack"));
        assertEquals("Apertura Inglesa: Variante Inglesa de Rey, Siciliana Invertida",
                SpanishOpeningNames.of("English Opening: King's English Variation, Reversed Sicilian"));
        assertEquals("Defensa Escandinava: Línea Principal", SpanishOpeningNames.of("Scandinavian Defense: Main Line"));
        assertEquals("Apertura Española (Ruy López): Defensa Morphy, Defensa Steinitz Moderna",
                SpanishOpeningNames.of("Ruy Lopez: Morphy Defense, Modern Steinitz Defense"));
        assertEquals("Defensa Siciliana: Dragón Acelerado", SpanishOpeningNames.of("Sicilian Defense: Accelerated Dragon"));
        assertEquals("Defensa Siciliana: Cerrada", SpanishOpeningNames.of("Sicilian Defense: Closed"));
        assertEquals("Defensa Pirc: Ataque Austriaco", SpanishOpeningNames.of("Pirc Defense: Austrian Attack"));
        assertEquals("Apertura de los Cuatro Caballos: Variante Española, Doble Española",
                SpanishOpeningNames.of("Four Knights Game: Spanish Variation, Double Spanish"));
        assertEquals("Gambito Vienés, con la Defensa Max Lange",
                SpanishOpeningNames.of("Vienna Gambit, with Max Lange Defense"));
        assertEquals("Defensa Philidor: Variante del León, Garra del León, con Bc4 y h6",
                SpanishOpeningNames.of("Philidor Defense: Lion Variation, Lion's Claw, with Bc4 and h6"));
        assertEquals("Gambito de Rey Aceptado: Gambito Muzio, Contraataque Kling y Horwitz",
                SpanishOpeningNames.of("King's Gambit Accepted: Muzio Gambit, Kling and Horwitz Counterattack"));
        assertEquals("Defensa Francesa: Defensa San Jorge, Ataque de los Tres Peones",
                SpanishOpeningNames.of("French Defense: St. George Defense, Three Pawn Attack"));
        assertEquals("Apertura Inglesa: Variante Simétrica, Sistema Botvinnik Invertido, con Nf3",
                SpanishOpeningNames.of("English Opening: Symmetrical Variation, Botvinnik System Reversed, with Nf3"));
        assertEquals("Apertura Zukertort: La Patata", SpanishOpeningNames.of("Zukertort Opening: The Potato"));
    }

    @Test
    void prefixesJoinCommonWordsAndKeepTheirHyphenBeforeNames() {
        assertEquals("Defensa Neo-Grünfeld", SpanishOpeningNames.of("Neo-Grünfeld Defense"));
        assertEquals("Gambito de Dama Rehusado: Defensa Semi-Tarrasch",
                SpanishOpeningNames.of("Queen's Gambit Declined: Semi-Tarrasch Defense"));
        assertEquals("Apertura Réti: Variante Angloeslava", SpanishOpeningNames.of("Réti Opening: Anglo-Slav Variation"));
        assertEquals("Variante del Cambio Ultrarretrasado", SpanishOpeningNames.part("Ultra-Delayed Exchange Variation"));
    }

    @Test
    void everyNameOfTheTableHasTheSameShapeInSpanish() throws IOException {
        // As many parts (family, variations) and the same moves: nothing lost or added.
        for (String name : tableNames()) {
            String spanish = SpanishOpeningNames.of(name);
            assertEquals(name.split(": |, ").length, spanish.split(": |, ").length, name + " / " + spanish);
            assertTrue(!spanish.isBlank() && !spanish.contains("  "), name + " / " + spanish);
        }
    }
}
