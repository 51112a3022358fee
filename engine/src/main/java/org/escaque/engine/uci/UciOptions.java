package org.escaque.engine.uci;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.escaque.engine.Engine;
import org.escaque.engine.Level;
import org.escaque.engine.book.PolyglotBook;
import org.escaque.engine.book.PolyglotBookException;
import org.escaque.engine.eval.network.Network;

/**
 * The strength options (UCI_LimitStrength with UCI_Elo, and Skill Level) combined into one level of the
 * engine, the book options (OwnBook, BookFile), the evaluation options (Evaluation, EvalFile), and the parsing of
 * option values.
 */
final class UciOptions {

    /** UCI_Elo's range: the weakest level's rating to full strength's. */
    static final int MIN_ELO = Level.of(Level.MIN).rating();
    static final int MAX_ELO = Level.of(Level.MAX).rating();
    /** Debian's gnuchess-book, a public-domain Polyglot book, where that package puts it. */
    static final String DEFAULT_BOOK = "/usr/share/games/gnuchess/book.bin";

    /** Evaluation's values: the hand-crafted evaluation, or the learned one (EvalFile's network). */
    static final String CLASSIC = "classic";
    static final String NETWORK = "nnue";
    /** EvalFile's default: the network shipped with the engine. */
    static final String BUILT_IN_NETWORK = "<built-in>";

    private boolean limitStrength;
    private int elo = MAX_ELO;
    private int skillLevel = Level.MAX;
    private boolean ownBook;
    private String bookFile = DEFAULT_BOOK;
    private boolean useNetwork = true;
    private String evalFile = BUILT_IN_NETWORK;

    void setLimitStrength(boolean value, Engine engine) {
        limitStrength = value;
        apply(engine);
    }

    void setElo(int value, Engine engine) {
        elo = value;
        apply(engine);
    }

    void setSkillLevel(int value, Engine engine) {
        skillLevel = value;
        apply(engine);
    }

    /** UCI_LimitStrength with UCI_Elo wins (the level of the nearest rating); else the Skill Level. */
    private void apply(Engine engine) {
        engine.setLevel(limitStrength ? Level.nearest(elo).number() : skillLevel);
    }

    void setOwnBook(boolean value, Engine engine) {
        ownBook = value;
        applyBook(engine);
    }

    void setBookFile(String value, Engine engine) {
        String previous = bookFile;
        bookFile = value.strip();
        try {
            applyBook(engine);
        } catch (UciException unreadable) {
            // Keep the book that was in use, if any: a bad path changes nothing.
            bookFile = previous;
            try {
                applyBook(engine);
            } catch (UciException alsoUnreadable) {
                // the previous book is gone too: no book, as applyBook left it
            }
            throw unreadable;
        }
    }

    /** Opens the book when OwnBook is on; a book that cannot be read is refused and the engine keeps none. */
    private void applyBook(Engine engine) {
        if (!ownBook || bookFile.isEmpty() || bookFile.equals("<empty>")) {
            engine.setBook(Optional.empty());
            return;
        }
        try {
            engine.setBook(Optional.of(PolyglotBook.open(Path.of(bookFile))));
        } catch (PolyglotBookException | java.nio.file.InvalidPathException unreadable) {
            engine.setBook(Optional.empty());
            throw new UciException("no book in use: " + unreadable.getMessage());
        }
    }

    /**
     * Evaluation: the choice is kept even when the network cannot be read yet (a GUI may send EvalFile after it),
     * and applied as soon as it can be.
     */
    void setEvaluation(String value, Engine engine) {
        String choice = value.strip().toLowerCase(Locale.ROOT);
        if (!choice.equals(CLASSIC) && !choice.equals(NETWORK)) {
            throw new UciException("Evaluation is " + CLASSIC + " or " + NETWORK + ", not '" + value + "'");
        }
        useNetwork = choice.equals(NETWORK);
        applyEvaluation(engine);
    }

    /** EvalFile: the network file for Evaluation nnue, read when that is chosen (now or later). */
    void setEvalFile(String value, Engine engine) {
        evalFile = value.isBlank() || value.strip().equals("<empty>") ? BUILT_IN_NETWORK : value.strip();
        applyEvaluation(engine);
    }

    /**
     * Sets the engine's evaluation from Evaluation and EvalFile. A network that cannot be read changes nothing: the
     * engine keeps the evaluation it had, and says which.
     */
    private void applyEvaluation(Engine engine) {
        if (!useNetwork) {
            if (engine.network().isPresent()) {
                engine.setNetwork(Optional.empty());
            }
            return;
        }
        try {
            Network network = evalFile.equals(BUILT_IN_NETWORK) ? Network.builtIn() : Network.read(Path.of(evalFile));
            engine.setNetwork(Optional.of(network));
        } catch (IOException | IllegalStateException | InvalidPathException unreadable) {
            String inUse = engine.network().isPresent() ? "the network read before" : CLASSIC;
            throw new UciException("evaluation unchanged (" + inUse + "): cannot use the network " + evalFile + ": "
                    + unreadable.getMessage());
        }
    }

    /** A spin value within bounds, or a {@link UciException} saying why not. */
    static int spin(String name, String value, int min, int max) {
        try {
            int number = Integer.parseInt(value.strip());
            if (number < min || number > max) {
                throw new UciException(name + " must be between " + min + " and " + max + ", got " + number);
            }
            return number;
        } catch (NumberFormatException notNumber) {
            throw new UciException(name + " needs a whole number, got '" + value + "'");
        }
    }

    /** A check value ({@code true} or {@code false}). */
    static boolean check(String name, String value) {
        String text = value.strip().toLowerCase(Locale.ROOT);
        if (!text.equals("true") && !text.equals("false")) {
            throw new UciException(name + " needs true or false, got '" + value + "'");
        }
        return text.equals("true");
    }
}
