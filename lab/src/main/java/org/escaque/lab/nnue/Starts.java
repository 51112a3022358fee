package org.escaque.lab.nnue;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import org.escaque.core.Fen;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.engine.Engine;
import org.escaque.engine.search.Score;
import org.escaque.engine.search.SearchLimits;
import org.escaque.lab.match.MatchRunner;
import org.escaque.lab.match.OpeningsGenerator;
import org.escaque.lab.tools.BlockingSearch;

/**
 * Where a self-play game for the network's data starts.
 *
 * <ul>
 * <li>{@link #BUNDLED}: game {@code i} from bundled opening {@code (i / 2) mod 400}, the set the SPRTs play (how
 * the built-in network's data was made).</li>
 * <li>{@link #RANDOM}: a wider spread: from the start position, {@value #MIN_PLIES} to {@value #MAX_PLIES} random
 * legal plies (each game its own), kept when the game goes on (not ended, not in check), the position is in neither
 * the bundled set nor the fresh set kept apart for measuring (their EPDs), and the playing engine's own search at the
 * game's node budget scores it within {@value #WINDOW} centipawns; otherwise drawn again. The engine's opening variety
 * (its choice among near-best moves until move 6) then varies the next moves, so each game leaves its start among
 * a few good moves.</li>
 * </ul>
 *
 * Either draws only from the game's own random source, so a game stays a function of (seed, index).
 */
public enum Starts {
    BUNDLED, RANDOM;

    /** The fewest random plies of a {@link #RANDOM} start. */
    public static final int MIN_PLIES = 4;
    /** The most random plies of a {@link #RANDOM} start (fullmove 5 at most: opening variety still applies). */
    public static final int MAX_PLIES = 9;
    /** The largest score of a {@link #RANDOM} start, in centipawns either way: a pawn and a half. */
    public static final int WINDOW = 150;
    /** Draws before a {@link #RANDOM} start gives up (none comes near it: some six draws in seven are kept). */
    static final int MAX_DRAWS = 10_000;

    private static final List<String> OPENINGS = MatchRunner.bundledOpenings();
    private static final Set<String> KEPT_APART = keptApart();

    /** {@code bundled} or {@code random}, as a command line writes it. */
    public String argument() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The starts named {@code argument}.
     *
     * @throws IllegalArgumentException for any other word, saying which are known
     */
    public static Starts parse(String argument) {
        for (Starts starts : values()) {
            if (starts.argument().equals(argument)) {
                return starts;
            }
        }
        throw new IllegalArgumentException("the starts are bundled or random, not '" + argument + "'");
    }

    /**
     * Game {@code index}'s start: drawn from {@code random} (the game's own) and, for {@link #RANDOM}, checked by a
     * search of {@code engine} at {@code nodes} (a new game for it each time).
     */
    Position start(Engine engine, int index, int nodes, SplittableRandom random) throws Exception {
        if (this == BUNDLED) {
            return Fen.parse(OPENINGS.get((index / 2) % OPENINGS.size()));
        }
        for (int draw = 0; draw < MAX_DRAWS; draw++) {
            Position position = randomPlies(random, MIN_PLIES + random.nextInt(MAX_PLIES - MIN_PLIES + 1));
            if (position == null || KEPT_APART.contains(OpeningsGenerator.epd(position))) {
                continue;
            }
            engine.newGame();
            engine.setPosition(position, List.of());
            Score score = BlockingSearch.run(engine, SearchLimits.fixedNodes(nodes)).score();
            if (!score.isMate() && Math.abs(score.value()) <= WINDOW) {
                return position;
            }
        }
        throw new IllegalStateException("no balanced start in " + MAX_DRAWS + " draws for game " + index);
    }

    /** {@code plies} random legal moves from the start; null when the game ended or the side to move is in check. */
    static Position randomPlies(SplittableRandom random, int plies) {
        Position position = Position.initial();
        for (int ply = 0; ply < plies; ply++) {
            List<Move> moves = position.legalMoves();
            if (moves.isEmpty()) {
                return null;
            }
            try {
                position = position.play(moves.get(random.nextInt(moves.size())));
            } catch (IllegalMoveException impossible) {
                throw new IllegalStateException(impossible);
            }
        }
        return position.legalMoves().isEmpty() || position.isCheck() ? null : position;
    }

    /** The bundled set and the fresh set: positions a random start never is. */
    private static Set<String> keptApart() {
        Set<String> positions = new HashSet<>(OpeningsGenerator.bundled());
        positions.addAll(OpeningsGenerator.fresh());
        return Set.copyOf(positions);
    }
}
