package org.escaque.core.openings;

import java.util.HashMap;
import java.util.Map;
import org.escaque.core.openings.SpanishTerm.Adjective;
import org.escaque.core.openings.SpanishTerm.Complement;
import org.escaque.core.openings.SpanishTerm.Name;
import org.escaque.core.openings.SpanishTerm.Noun;
import org.escaque.core.openings.SpanishTerm.Numeral;
import org.escaque.core.openings.SpanishTerm.Place;

/**
 * The words of the opening names and their Spanish chess terms, for {@link SpanishOpeningNames}: the kinds of
 * opening and line (Defensa, Variante, Gambito…), the pieces, the usual adjectives, peoples and places, and the
 * nicknames that have a Spanish word. Proper names are not listed unless Spanish spells them otherwise (London,
 * Londres). Families and phrases whose Spanish is not word for word are whole parts ({@link #PARTS}).
 */
final class SpanishGlossary {

    private SpanishGlossary() {
    }

    /** Whole parts of a name (a family or a variation) whose Spanish is fixed by usage. */
    static final Map<String, String> PARTS = new HashMap<>();
    /** Single words and runs of words (looked up longest first, up to {@link #LONGEST_PHRASE} words). */
    static final Map<String, SpanishTerm> WORDS = new HashMap<>();
    /** Prefixes of hyphenated words, joined to a common word as Spanish writes them ("Nimzo-Indian", "Nimzoindia"). */
    static final Map<String, String> PREFIXES = new HashMap<>();
    static final int LONGEST_PHRASE = 3;

    static {
        parts();
        kinds();
        pieces();
        adjectives();
        peoplesAndPlaces();
        nicknames();
        prefixes();
    }

    private static void parts() {
        PARTS.put("Ruy Lopez", "Apertura Española (Ruy López)");
        PARTS.put("Queen's Gambit", "Gambito de Dama");
        PARTS.put("Main Line", "Línea Principal");
        PARTS.put("Modern Exchange Variation", "Variante Moderna del Cambio");
        PARTS.put("Delayed Exchange Variation", "Variante del Cambio Retrasada");
        PARTS.put("Pseudo Queen's Indian Defense", "Defensa Pseudoindia de Dama");
        PARTS.put("Anti-Queen's Indian System", "Sistema Anti-India de Dama");
        PARTS.put("Anti-Fried Liver Defense", "Defensa Anti-Hígado Frito");
        PARTS.put("Fully Accepted Variation", "Variante Totalmente Aceptada");
        PARTS.put("Noah's Ark Trap", "Trampa del Arca de Noé");
        PARTS.put("Fool's Mate", "Mate del Loco");
        PARTS.put("Delayed Bishop Sacrifice", "Sacrificio de Alfil Retrasado");
        PARTS.put("Bishop Sacrifice", "Sacrificio de Alfil");
        PARTS.put("Bishop Sacrifice Line", "Línea del Sacrificio de Alfil");
        PARTS.put("Knight Sacrifice Line", "Línea del Sacrificio de Caballo");
        PARTS.put("Double Pawn Sacrifice", "Sacrificio de Dos Peones");
        PARTS.put("Correspondence Refutation", "Refutación por Correspondencia");
        PARTS.put("Lasker Simul Special", "Especial de Simultáneas Lasker");
        PARTS.put("King David's Opening", "Apertura del Rey David");
        PARTS.put("Delayed .. Nc6", "...Nc6 Retrasado");
        PARTS.put("Berlin Wall", "Muro de Berlín");
        PARTS.put("Berlin Wall Defense", "Defensa Muro de Berlín");
        PARTS.put("Double-Dutch Gambit", "Gambito Doble Holandés");
        PARTS.put("Wing Gambit", "Gambito del Flanco");
        PARTS.put("Deferred Variation", "Variante Diferida");
        PARTS.put("Declined Variation", "Variante Rehusada");
        PARTS.put("Move Order", "Orden de Jugadas");
        PARTS.put("Kingside Move Order", "Orden de Jugadas del Flanco de Rey");
        PARTS.put("Accelerated Move Order", "Orden de Jugadas Acelerado");
        PARTS.put("Anti-Qxd4 Move Order", "Orden de Jugadas Anti-Qxd4");
        PARTS.put("Anti-Qxd4 Move Order Accepted", "Orden de Jugadas Anti-Qxd4 Aceptado");
        PARTS.put("Prickly Pawn Pass System", "Sistema del Paso del Peón Espinoso");
        PARTS.put("Pawn Return Variation", "Variante de la Devolución del Peón");
        PARTS.put("Pawn Grab Line", "Línea de la Captura del Peón");
        PARTS.put("Extended Bishop Swap", "Cambio de Alfiles Extendido");
        PARTS.put("Knight's Tour Variation", "Variante del Salto de Caballo");
        PARTS.put("Center Holding Variation", "Variante del Dominio del Centro");
        PARTS.put("Monkey's Bum", "Trasero del Mono");
        PARTS.put("Inner Doll Defense", "Defensa de la Muñeca Interior");
        PARTS.put("Creepy Crawly Formation", "Formación Bicho Rastrero");
        PARTS.put("Fort Knox Variation", "Variante Fort Knox");
        PARTS.put("Fishing Pole Variation", "Variante de la Caña de Pescar");
        PARTS.put("Nescafe Frappe Attack", "Ataque Nescafé Frappé");
        PARTS.put("Pawn Center Variation", "Variante del Centro de Peones");
        PARTS.put("Pawn Storm Variation", "Variante del Asalto de Peones");
        PARTS.put("Pawn Sacrifice Line", "Línea del Sacrificio de Peón");
        PARTS.put("Rooks Swap Line", "Línea del Cambio de Torres");
        PARTS.put("Queen Fianchetto Variation", "Variante del Fianchetto de Dama");
        PARTS.put("Lasker Simul Gambit", "Gambito de Simultáneas Lasker");
        PARTS.put("Early b3", "b3 Temprano");
        PARTS.put("Spassky System3", "Sistema Spassky 3"); // the table's own spelling, beside "Spassky System"
        PARTS.put("Sea-Cadet Mate", "Mate del Cadete de Marina");
        PARTS.put("Maróczy Bind", "Lazo de Maróczy");
    }

    /** Kinds of opening and of line, and the other nouns of the names. */
    private static void kinds() {
        feminine("Defense", "Defensa");
        feminine("Defenses", "Defensas", true);
        feminine("Variation", "Variante");
        feminine("Variations", "Variantes", true);
        masculine("Gambit", "Gambito");
        masculine("Countergambit", "Contragambito");
        feminine("Opening", "Apertura");
        masculine("Attack", "Ataque");
        masculine("Counterattack", "Contraataque");
        feminine("Game", "Apertura");
        masculine("System", "Sistema");
        feminine("Line", "Línea");
        feminine("Formation", "Formación");
        feminine("Trap", "Trampa");
        masculine("Sacrifice", "Sacrificio");
        masculine("Hybrid", "Híbrido");
        feminine("Invitation", "Invitación");
        masculine("Bind", "Lazo");
        feminine("Retreat", "Retirada");
        masculine("Plan", "Plan");
        feminine("Extension", "Extensión");
        feminine("Refutation", "Refutación");
        feminine("Offer", "Oferta");
        masculine("Mate", "Mate");
        feminine("Break", "Ruptura");
        masculine("Exchange", "Cambio");
        masculine("Swap", "Cambio");
        masculine("Fianchetto", "Fianchetto");
        feminine("Transfer", "Transferencia");
        feminine("Connection", "Conexión");
        masculine("Storming", "Asalto");
        masculine("Storm", "Asalto");
        masculine("Tour", "Recorrido");
        masculine("Walk", "Paseo");
        feminine("March", "Marcha");
        masculine("Push", "Avance");
        masculine("Advance", "Avance");
        feminine("Pin", "Clavada");
        masculine("Unpin", "Desclavado");
        masculine("Check", "Jaque");
        masculine("Castling", "Enroque");
        masculine("Endgame", "Final");
        masculine("Center", "Centro");
        masculine("Wall", "Muro");
        feminine("Claw", "Garra");
        feminine("Cave", "Cueva");
        feminine("Jaw", "Mandíbula");
        feminine("Head", "Cabeza");
        feminine("Folly", "Locura");
        masculine("Dream", "Sueño");
        feminine("Symmetry", "Simetría");
        masculine("Development", "Desarrollo");
        feminine("Deviations", "Desviaciones", true);
        masculine("Edge", "Borde");
        masculine("Wing", "Flanco");
        masculine("Flank", "Flanco");
        masculine("Kingside", "Flanco de Rey");
        masculine("Queenside", "Flanco de Dama");
        masculine("Counterthrust", "Contragolpe");
        masculine("Blockade", "Bloqueo");
        feminine("Battery", "Batería");
        feminine("Simul", "Simultánea");
        feminine("Clamp", "Tenaza");
        masculine("Outflank", "Desbordamiento");
        masculine("Return", "Retorno");
        feminine("Grab", "Captura");
        masculine("Pass", "Paso");
        masculine("Holding", "Dominio");
        feminine("Correspondence", "Correspondencia");
    }

    private static void pieces() {
        WORDS.put("Pawn", new Noun("Peón", "Peones", false, false));
        WORDS.put("Pawns", new Noun("Peón", "Peones", false, true));
        WORDS.put("Knight", new Noun("Caballo", "Caballos", false, false));
        WORDS.put("Knights", new Noun("Caballo", "Caballos", false, true));
        WORDS.put("Bishop", new Noun("Alfil", "Alfiles", false, false));
        WORDS.put("Rooks", new Noun("Torre", "Torres", true, true));
        WORDS.put("Queen", new Noun("Dama", "Damas", true, false));
        WORDS.put("King", new Noun("Rey", "Reyes", false, false));
        // The possessives are the established complements: Gambito de Dama, Defensa India de Rey, Apertura de Alfil.
        WORDS.put("King's", new Complement("de Rey"));
        WORDS.put("Queen's", new Complement("de Dama"));
        WORDS.put("Bishop's", new Complement("de Alfil"));
        WORDS.put("Knight's", new Complement("de Caballo"));
        WORDS.put("Two", new Numeral("Dos"));
        WORDS.put("Three", new Numeral("Tres"));
        WORDS.put("Four", new Numeral("Cuatro"));
        WORDS.put("Six", new Numeral("Seis"));
    }

    private static void adjectives() {
        after("Classical", "Clásico");
        after("Modern", "Moderno");
        after("Closed", "Cerrado");
        after("Open", "Abierto");
        after("Normal", "Normal");
        after("Main", "Principal");
        after("Symmetrical", "Simétrico");
        after("Symmetric", "Simétrico");
        after("Orthodox", "Ortodoxo");
        after("Old", "Antiguo");
        after("New", "Nuevo");
        after("Accelerated", "Acelerado");
        after("Hyperaccelerated", "Hiperacelerado");
        after("Quiet", "Tranquilo");
        after("Traditional", "Tradicional");
        after("Positional", "Posicional");
        after("Central", "Central");
        after("Delayed", "Retrasado");
        after("Deferred", "Diferido");
        after("Reversed", "Invertido");
        after("Inverted", "Invertido");
        after("Accepted", "Aceptado");
        after("Declined", "Rehusado");
        after("Poisoned", "Envenenado");
        after("Early", "Temprano");
        after("Sharp", "Agudo");
        after("Flexible", "Flexible");
        after("Dynamic", "Dinámico");
        after("Improved", "Mejorado");
        after("Immediate", "Inmediato");
        after("Full", "Completo");
        after("Long", "Largo");
        after("Wild", "Salvaje");
        after("Lesser", "Menor");
        after("Forgotten", "Olvidado");
        after("Rare", "Raro");
        after("Special", "Especial");
        after("Standard", "Estándar");
        after("Original", "Original");
        after("Black", "Negro");
        after("Primitive", "Primitivo");
        after("Slow", "Lento");
        after("Fluid", "Fluido");
        after("Forcing", "Forzado");
        after("Defensive", "Defensivo");
        after("Compromised", "Comprometido");
        after("Drunken", "Borracho");
        after("Wayward", "Descarriado");
        WORDS.put("Bouncing", new Adjective("Saltarín", "Saltarina", Place.AFTER));
        after("Extended", "Extendido");
        after("Prickly", "Espinoso");
        after("Shy", "Tímido");
        after("Mad", "Loco");
        after("Aged", "Viejo");
        after("Fried", "Frito");
        after("Provincial", "Provincial");
        after("Global", "Global");
        after("Western", "Occidental");
        after("Eastern", "Oriental");
        WORDS.put("Transpositional", new Complement("de Transposición"));
        WORDS.put("Double", new Adjective("Doble", "Doble", Place.BEFORE));
        WORDS.put("Great", new Adjective("Gran", "Gran", Place.BEFORE));
        WORDS.put("Big", new Adjective("Gran", "Gran", Place.BEFORE));
        WORDS.put("Small", new Adjective("Pequeño", "Pequeña", Place.BEFORE));
        WORDS.put("First", new Adjective("Primer", "Primera", Place.BEFORE));
        WORDS.put("Second", new Adjective("Segundo", "Segunda", Place.BEFORE));
        WORDS.put("with", new Name("con"));
        WORDS.put("and", new Name("y"));
    }

    /** Peoples and places: "Sicilian", "Siciliana"; cities Spanish names otherwise ("London", "Londres"). */
    private static void peoplesAndPlaces() {
        nominal("Sicilian", "Siciliano");
        nominal("French", "Francés");
        nominal("English", "Inglés");
        nominal("Dutch", "Holandés");
        nominal("Italian", "Italiano");
        WORDS.put("Spanish", new Adjective("Español", "Española", Place.NOMINAL));
        nominal("Scotch", "Escocés");
        nominal("Vienna", "Vienés");
        nominal("Viennese", "Vienés");
        nominal("Russian", "Ruso");
        nominal("Polish", "Polaco");
        nominal("Hungarian", "Húngaro");
        nominal("Czech", "Checo");
        nominal("Danish", "Danés");
        nominal("Latvian", "Letón");
        nominal("Norwegian", "Noruego");
        nominal("Swedish", "Sueco");
        nominal("Yugoslav", "Yugoslavo");
        nominal("Austrian", "Austriaco");
        nominal("Scandinavian", "Escandinavo");
        nominal("Slav", "Eslavo");
        nominal("Catalan", "Catalán");
        nominal("Indian", "Indio");
        nominal("Portuguese", "Portugués");
        nominal("Mexican", "Mexicano");
        nominal("American", "Americano");
        nominal("Chinese", "Chino");
        nominal("Irish", "Irlandés");
        nominal("German", "Alemán");
        nominal("Bulgarian", "Búlgaro");
        nominal("Romanian", "Rumano");
        nominal("Ukrainian", "Ucraniano");
        nominal("Lithuanian", "Lituano");
        nominal("Finnish", "Finlandés");
        nominal("Icelandic", "Islandés");
        nominal("Armenian", "Armenio");
        nominal("Australian", "Australiano");
        nominal("Argentine", "Argentino");
        nominal("Argentinian", "Argentino");
        nominal("Swiss", "Suizo");
        nominal("Kazakh", "Kazajo");
        nominal("Basque", "Vasco");
        nominal("Valencian", "Valenciano");
        nominal("Siberian", "Siberiano");
        nominal("Berlin", "Berlinés");
        nominal("Baltic", "Báltico");
        nominal("Bavarian", "Bávaro");
        nominal("Mediterranean", "Mediterráneo");
        nominal("Westphalian", "Westfaliano");
        nominal("Florentine", "Florentino");
        nominal("Maltese", "Maltés");
        nominal("Martian", "Marciano");
        WORDS.put("East", new Adjective("Oriental", "Oriental", Place.AFTER));
        WORDS.put("West", new Adjective("Occidental", "Occidental", Place.AFTER));
        name("Lopez", "López");
        name("London", "Londres");
        name("Moscow", "Moscú");
        name("Leningrad", "Leningrado");
        name("Prague", "Praga");
        name("Warsaw", "Varsovia");
        name("Copenhagen", "Copenhague");
        name("Stockholm", "Estocolmo");
        name("Cologne", "Colonia");
        name("Zurich", "Zúrich");
        name("Belgrade", "Belgrado");
        name("Nürnberg", "Núremberg");
        name("Brussels", "Bruselas");
        name("Lisbon", "Lisboa");
        name("Seville", "Sevilla");
        name("Saragossa", "Zaragoza");
        name("Cracow", "Cracovia");
        name("Dresden", "Dresde");
        name("Paris", "París");
        name("Venice", "Venecia");
        name("Amsterdam", "Ámsterdam");
        name("Edinburgh", "Edimburgo");
        name("Frankfurt", "Fráncfort");
        name("Tashkent", "Taskent");
        name("Yerevan", "Ereván");
        name("Haiti", "Haití");
        name("Pyrenees", "Pirineos");
        name("Aachen", "Aquisgrán");
        name("Goteborg", "Gotemburgo");
        name("Netherlands", "Países Bajos");
        name("England", "Inglaterra");
        name("St. Petersburg", "San Petersburgo");
        name("St. George", "San Jorge");
        name("New York", "Nueva York");
        name("New England", "Nueva Inglaterra");
        name("Rio de Janeiro", "Río de Janeiro");
        name("Sodium", "Sodio");
        name("Paleface", "Rostro Pálido");
    }

    /** Nicknames with a Spanish word: animals, things. */
    private static void nicknames() {
        masculine("Dragon", "Dragón");
        feminine("Rat", "Rata");
        masculine("Lion", "León");
        masculine("Hedgehog", "Erizo");
        masculine("Hippopotamus", "Hipopótamo");
        masculine("Elephant", "Elefante");
        masculine("Kangaroo", "Canguro");
        masculine("Vulture", "Buitre");
        masculine("Lizard", "Lagarto");
        feminine("Snake", "Serpiente");
        masculine("Crocodile", "Cocodrilo");
        masculine("Crab", "Cangrejo");
        feminine("Cobra", "Cobra");
        masculine("Orangutan", "Orangután");
        masculine("Pterodactyl", "Pterodáctilo");
        masculine("Duck", "Pato");
        masculine("Fox", "Zorro");
        masculine("Hawk", "Halcón");
        masculine("Falcon", "Halcón");
        feminine("Squirrel", "Ardilla");
        masculine("Snail", "Caracol");
        feminine("Tortoise", "Tortuga");
        masculine("Penguin", "Pingüino");
        feminine("Walrus", "Morsa");
        feminine("Whale", "Ballena");
        feminine("Wasp", "Avispa");
        feminine("Giraffe", "Jirafa");
        masculine("Gibbon", "Gibón");
        masculine("Goblin", "Duende");
        masculine("Unicorn", "Unicornio");
        feminine("Lobster", "Langosta");
        feminine("Mongoose", "Mangosta");
        masculine("Cormorant", "Cormorán");
        masculine("Kingfisher", "Martín Pescador");
        masculine("Horsefly", "Tábano");
        feminine("Woodchuck", "Marmota");
        masculine("Monster", "Monstruo");
        masculine("Dog", "Perro");
        feminine("Doll", "Muñeca");
        masculine("Toilet", "Retrete");
        masculine("Corkscrew", "Sacacorchos");
        masculine("Scorpion", "Escorpión");
        masculine("Liver", "Hígado");
        masculine("Whip", "Látigo");
        masculine("Cheese", "Queso");
        masculine("Mustang", "Mustang");
        feminine("Cavalry", "Caballería");
        masculine("Chameleon", "Camaleón");
        masculine("Millennium", "Milenio");
        masculine("Nightingale", "Ruiseñor");
        masculine("Porcupine", "Puercoespín");
        masculine("Brick", "Ladrillo");
        masculine("Elbow", "Codo");
        masculine("Banker", "Banquero");
        masculine("Drill", "Taladro");
        masculine("Gossip", "Chisme");
        masculine("Apocalypse", "Apocalipsis");
        feminine("Potato", "Patata");
        feminine("Amazon", "Amazona");
        feminine("Bayonet", "Bayoneta");
        after("Arctic", "Ártico");
        WORDS.put("Alien", new Adjective("Alienígena", "Alienígena", Place.AFTER));
        name("Perseus", "Perseo");
        name("Sebastian", "Sebastián");
        name("Maria", "María");
        name("Ulysses", "Ulises");
        name("Achilles", "Aquiles");
        name("St. Patrick's", "San Patricio");
        WORDS.put("Lion's", new Complement("del León"));
        WORDS.put("Beginner's", new Complement("del Principiante"));
        WORDS.put("Monkey's", new Complement("del Mono"));
        WORDS.put("Fool's", new Complement("del Loco"));
    }

    private static void prefixes() {
        PREFIXES.put("Anti", "Anti");
        PREFIXES.put("Semi", "Semi");
        PREFIXES.put("Neo", "Neo");
        PREFIXES.put("Pseudo", "Pseudo");
        PREFIXES.put("Ultra", "Ultra");
        PREFIXES.put("Anglo", "Anglo");
        PREFIXES.put("Franco", "Franco");
        PREFIXES.put("Nimzo", "Nimzo");
        PREFIXES.put("Bogo", "Bogo");
        PREFIXES.put("Czech", "Checo");
    }

    private static void masculine(String english, String spanish) {
        WORDS.put(english, new Noun(spanish, plural(spanish), false, false));
    }

    private static void feminine(String english, String spanish) {
        WORDS.put(english, new Noun(spanish, plural(spanish), true, false));
    }

    private static void feminine(String english, String spanish, boolean plural) {
        WORDS.put(english, new Noun(spanish, spanish, true, plural));
    }

    private static String plural(String singular) {
        char last = singular.charAt(singular.length() - 1);
        if ("aeiouéó".indexOf(last) >= 0) {
            return singular + "s";
        }
        if (singular.endsWith("ón")) {
            return singular.substring(0, singular.length() - 2) + "ones";
        }
        return singular + "es";
    }

    /** An adjective after its noun, its feminine made by rule: o→a, és→esa, án→ana, ón→ona, else the same. */
    private static void after(String english, String masculine) {
        WORDS.put(english, new Adjective(masculine, feminine(masculine), Place.AFTER));
    }

    private static void nominal(String english, String masculine) {
        WORDS.put(english, new Adjective(masculine, feminine(masculine), Place.NOMINAL));
    }

    private static String feminine(String masculine) {
        String stem = masculine.substring(0, masculine.length() - 2);
        if (masculine.endsWith("o")) {
            return masculine.substring(0, masculine.length() - 1) + "a";
        }
        if (masculine.endsWith("és")) {
            return stem + "esa";
        }
        if (masculine.endsWith("án")) {
            return stem + "ana";
        }
        if (masculine.endsWith("ón")) {
            return stem + "ona";
        }
        return masculine;
    }

    private static void name(String english, String spanish) {
        WORDS.put(english, new Name(spanish));
    }
}
