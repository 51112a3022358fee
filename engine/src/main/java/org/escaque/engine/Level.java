package org.escaque.engine;

import java.util.List;

/**
 * The eight playing levels ("Nivel 1" to "Nivel 8"). Level 8 is the engine at full strength; levels 1 to 7 play
 * like weaker people, choosing among their best few moves one whose loss is near a loss drawn at random (see
 * {@link HumanChoice}). Levels 1 to 3 also search shallow and small, so they miss tactics; levels 4 to 7 search
 * with no depth limit, to a node budget that plays as they played on the clock at 10 s + 0.1 s, and differ from full
 * strength mostly in the losses they aim at, which vary from game to game with the level's form of the day ({@link
 * #form()}). Every level below full strength thus has a node budget: it plays alike on a fast computer and on a slow
 * phone (given the time), and its rating holds on both. Full strength searches on the clock, as strong as the device
 * allows. Each level's parameters were set by matches measured with the lab's {@code escaque-lab match}; {@link
 * #rating()} is the approximate rating those matches give (how: {@code docs/engine.md}).
 *
 * @param number 1 to 8
 * @param rating approximate rating: level 3 from its score against Stockfish 15.1 at {@code UCI_Elo} 1350, the
 *     others by the measured differences between neighbouring levels (docs/engine.md)
 * @param depth deepest iteration searched (0: no limit); a fraction is a chance of one ply more on each move,
 *     so 3.6 searches 4 plies on 60% of moves and 3 on the others
 * @param nodes the node budget of a move (0: none, full strength), varied by up to 40% either way from move to move.
 *     Levels 1 to 3 stop there. For levels 4 to 7 it works as a clock's soft limit does: no new iteration starts once
 *     it is spent, and the one under way ends (up to four times the budget), so that their searches end on whole
 *     iterations as they did on the clock at 10 s + 0.1 s; 200,000 plays level 7 about as it played there (full
 *     strength scored 82.5% against it on the clock, 85.0% on the budget)
 * @param lines how many best moves are searched and weighed (MultiPV)
 * @param meanLoss mean of the loss aimed at on an ordinary move, in centipawns (an exponential distribution)
 * @param ordinaryCap the largest loss aimed at on an ordinary move
 * @param blunderRate the chance that a move aims at a blunder instead, a loss between the cap and {@code
 *     blunderCap}
 * @param blunderCap the largest loss ever aimed at
 * @param recaptureRate the chance of taking back at once when the opponent has just captured and a sound
 *     recapture exists
 * @param mateRate the chance of seeing a mate in one
 * @param form how much the level's play varies from game to game, as a person's does from day to day: in each
 *     game its mean loss, ordinary cap and blunder rate are multiplied by {@code exp(-form * z)}, where {@code z}
 *     is the game's form in standard deviations (drawn at random for each game, between -2 and 2; positive is
 *     a good day). 0: every game alike
 */
public record Level(int number, int rating, double depth, long nodes, int lines, int meanLoss, int ordinaryCap,
        double blunderRate, int blunderCap, double recaptureRate, double mateRate, double form) {

    /** The weakest level. */
    public static final int MIN = 1;
    /** Full strength. */
    public static final int MAX = 8;
    /** The most a game's form may be from the average, in standard deviations. */
    public static final double FORM_LIMIT = 2;

    private static final List<Level> LEVELS = List.of(
            new Level(1, 850, 3.4, 9_500, 18, 42, 134, 0.054, 430, 0.85, 0.8, 0),
            new Level(2, 1100, 4.0, 17_000, 15, 35, 119, 0.048, 400, 0.9, 0.9, 0),
            new Level(3, 1400, 4.8, 34_000, 11, 25, 90, 0.034, 355, 0.95, 1, 0),
            new Level(4, 1750, 0, 200_000, 11, 32, 108, 0.06, 400, 1, 1, 0.3),
            new Level(5, 2000, 0, 200_000, 9, 15, 53, 0.065, 380, 1, 1, 0.5),
            new Level(6, 2250, 0, 200_000, 5, 8, 29, 0.045, 300, 1, 1, 0.5),
            new Level(7, 2600, 0, 200_000, 3, 2, 8, 0.025, 200, 1, 1, 0.3),
            new Level(8, 2900, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0));

    /**
     * Full strength's choice in the first moves of a game when asked for variety: among the moves within about
     * 20 centipawns of the best, so that games without an opening book do not all repeat themselves.
     */
    static final Level OPENING_VARIETY = new Level(MAX, 0, 0, 0, 3, 8, 20, 0, 20, 1, 1, 0);

    /** The level with this number (1 to 8). */
    public static Level of(int number) {
        if (number < MIN || number > MAX) {
            throw new IllegalArgumentException("the level is between " + MIN + " and " + MAX + ", not " + number);
        }
        return LEVELS.get(number - 1);
    }

    /** All levels, weakest first. */
    public static List<Level> all() {
        return LEVELS;
    }

    /**
     * The level whose rating is nearest {@code elo} (ties go to the weaker), so full strength from halfway
     * between level 7's rating and level 8's.
     */
    public static Level nearest(int elo) {
        Level best = LEVELS.get(0);
        for (Level level : LEVELS) {
            if (Math.abs(level.rating - elo) < Math.abs(best.rating - elo)) {
                best = level;
            }
        }
        return best;
    }

    /**
     * This level on a day of form {@code z} (standard deviations, clamped to {@link #FORM_LIMIT} either way;
     * positive is a good day): its mean loss, ordinary cap and blunder rate multiplied by {@code exp(-form * z)}.
     */
    public Level inForm(double z) {
        if (form == 0 || z == 0) {
            return this;
        }
        double factor = Math.exp(-form * clampForm(z));
        int cap = (int) Math.round(ordinaryCap * factor);
        return new Level(number, rating, depth, nodes, lines, (int) Math.round(meanLoss * factor), cap,
                Math.min(1, blunderRate * factor), Math.max(cap, blunderCap), recaptureRate, mateRate, form);
    }

    /** A game's form {@code z} limited to {@link #FORM_LIMIT} either way. */
    public static double clampForm(double z) {
        return Math.max(-FORM_LIMIT, Math.min(FORM_LIMIT, z));
    }

    /** Whether this level's search has no depth limit of its own (levels 4 to 8; levels 1 to 3 search shallow). */
    public boolean searchesDeep() {
        return depth == 0;
    }

    /** Whether this is full strength (no weakening at all). */
    public boolean isFull() {
        return number == MAX;
    }
}
