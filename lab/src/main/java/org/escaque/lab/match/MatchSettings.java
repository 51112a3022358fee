package org.escaque.lab.match;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * What a match plays.
 *
 * @param firstCommand the first engine's command line (run by {@code sh -c}); its score is the one reported
 * @param firstOptions UCI options for the first engine
 * @param secondCommand the second engine's command line
 * @param secondOptions UCI options for the second engine
 * @param openings the start positions; opening {@code i} is played twice, colours swapped (games 2i+1, 2i+2); after
 *     the last one the match goes on from the first again (a long sequential test needs more games than there are
 *     openings)
 * @param games how many games
 * @param firstOpening index of the first opening used (0-based), to resume or split a match
 * @param baseMillis each side's starting clock (the first engine's, when {@code secondClock} gives the second its own)
 * @param incrementMillis added after each move (likewise)
 * @param concurrency games played at the same time (each with its own two engine processes)
 * @param resign score adjudication of decided games, if wanted
 * @param draw score adjudication of dead-level games, if wanted
 * @param pgn where to append each finished game, if wanted
 * @param sprt a sequential test that ends the match as soon as it decides, if wanted ({@code games} is then the most
 *     played)
 * @param resume whether the games already in {@code pgn} count as played: the match then plays only the others, and
 *     its score and test start from theirs (a long match spread over several runs)
 * @param secondClock the second engine's own clock, if it differs from the first's: to measure an engine against
 *     one given more time, or less (a slower device's)
 */
public record MatchSettings(String firstCommand, Map<String, String> firstOptions, String secondCommand,
        Map<String, String> secondOptions, java.util.List<String> openings, int games, int firstOpening,
        long baseMillis, long incrementMillis, int concurrency, Optional<ResignRule> resign,
        Optional<DrawRule> draw, Optional<Path> pgn, Optional<Sprt> sprt, boolean resume,
        Optional<Clock> secondClock) {

    /** Settings with the same clock for both engines. */
    public MatchSettings(String firstCommand, Map<String, String> firstOptions, String secondCommand,
            Map<String, String> secondOptions, java.util.List<String> openings, int games, int firstOpening,
            long baseMillis, long incrementMillis, int concurrency, Optional<ResignRule> resign,
            Optional<DrawRule> draw, Optional<Path> pgn, Optional<Sprt> sprt, boolean resume) {
        this(firstCommand, firstOptions, secondCommand, secondOptions, openings, games, firstOpening, baseMillis,
                incrementMillis, concurrency, resign, draw, pgn, sprt, resume, Optional.empty());
    }

    /** Settings of a match played from its start. */
    public MatchSettings(String firstCommand, Map<String, String> firstOptions, String secondCommand,
            Map<String, String> secondOptions, java.util.List<String> openings, int games, int firstOpening,
            long baseMillis, long incrementMillis, int concurrency, Optional<ResignRule> resign,
            Optional<DrawRule> draw, Optional<Path> pgn, Optional<Sprt> sprt) {
        this(firstCommand, firstOptions, secondCommand, secondOptions, openings, games, firstOpening, baseMillis,
                incrementMillis, concurrency, resign, draw, pgn, sprt, false);
    }

    /** Settings without a sequential test. */
    public MatchSettings(String firstCommand, Map<String, String> firstOptions, String secondCommand,
            Map<String, String> secondOptions, java.util.List<String> openings, int games, int firstOpening,
            long baseMillis, long incrementMillis, int concurrency, Optional<ResignRule> resign,
            Optional<DrawRule> draw, Optional<Path> pgn) {
        this(firstCommand, firstOptions, secondCommand, secondOptions, openings, games, firstOpening, baseMillis,
                incrementMillis, concurrency, resign, draw, pgn, Optional.empty(), false);
    }

    public MatchSettings {
        // Kept in the order given: engines may care in which order their options are set.
        firstOptions = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(firstOptions));
        secondOptions = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(secondOptions));
        openings = java.util.List.copyOf(openings);
        if (games < 1) {
            throw new IllegalArgumentException("a match has at least 1 game");
        }
        if (firstOpening < 0 || firstOpening >= openings.size()) {
            throw new IllegalArgumentException("the first opening must be between 1 and " + openings.size());
        }
        if (resume && pgn.isEmpty()) {
            throw new IllegalArgumentException("resuming a match needs the PGN file of its games");
        }
        if (baseMillis < 1 || incrementMillis < 0) {
            throw new IllegalArgumentException("the clock needs a positive base time and no negative increment");
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency is at least 1");
        }
        secondClock = secondClock.filter(clock -> !clock.equals(new Clock(baseMillis, incrementMillis)));
    }

    /** A clock: the starting time and what each move adds, in milliseconds. */
    public record Clock(long baseMillis, long incrementMillis) {
        public Clock {
            if (baseMillis < 1 || incrementMillis < 0) {
                throw new IllegalArgumentException("the clock needs a positive base time and no negative increment");
            }
        }
    }

    /** The clock of the first engine ({@code first}) or of the second. */
    public Clock clock(boolean first) {
        Clock own = new Clock(baseMillis, incrementMillis);
        return first ? own : secondClock.orElse(own);
    }

    /** The opening (0-based) of game {@code index} (0-based): each twice, colours swapped, then from the first again. */
    public int openingOf(int index) {
        return (int) ((firstOpening + (long) index / 2) % openings.size());
    }

    /** The round, as numbered in the PGN file (1-based, counted from the first opening), of game {@code index}. */
    public long round(int index) {
        return 2L * firstOpening + index + 1;
    }

    /**
     * A game is scored as won once both engines agree for {@code moves} moves in a row each: the side ahead
     * reports at least {@code centipawns}, the other at most minus that.
     */
    public record ResignRule(int moves, int centipawns) {
        public ResignRule {
            if (moves < 1 || centipawns < 1) {
                throw new IllegalArgumentException("the resign rule needs at least 1 move and 1 centipawn");
            }
        }
    }

    /**
     * A game is scored as drawn once, from move {@code fromMove} on, both engines report a score within
     * {@code centipawns} of zero for {@code moves} moves in a row each.
     */
    public record DrawRule(int fromMove, int moves, int centipawns) {
        public DrawRule {
            if (fromMove < 1 || moves < 1 || centipawns < 0) {
                throw new IllegalArgumentException("the draw rule needs a move number, a count and a score >= 0");
            }
        }
    }
}
