package org.escaque.lab.tuning;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.escaque.core.Position;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;
import org.escaque.core.notation.Fen;
import org.escaque.engine.Engine;
import org.escaque.engine.Score;
import org.escaque.engine.SearchLimits;
import org.escaque.lab.match.MatchRunner;
import org.escaque.lab.tools.BlockingSearch;

/**
 * Training positions for {@link Tuner}: the full engine plays itself from the bundled balanced openings (each with
 * both colours, the first moves varied among near-equal ones) at a few thousand nodes a move, and every quiet
 * position of the game (side to move not in check, the move chosen neither a capture nor a promotion, no mate
 * score) is written with the game's result, one line each: {@code <FEN>;<result>} with the result {@code 1-0},
 * {@code 1/2-1/2} or {@code 0-1}.
 *
 * <p>Core's {@code Game} ends the games (mate, stalemate, dead positions, fivefold repetition, 75 moves; an open
 * threefold-repetition or 50-move claim is claimed at once with {@code Game.claimDraw()}); a game is also
 * adjudicated as won once the engine's score has stayed at 1000 cp or more for 8 plies, and drawn from move 40 once
 * it has stayed within 10 cp of zero for 16. Lines are appended game by game, so a run can be stopped at any time.
 * Usage: {@code SelfPlayData <output> <games> [first game] [nodes] [seed]}.
 */
public final class SelfPlayData {

    private static final int WIN_SCORE = 1000;
    private static final int WIN_PLIES = 8;
    private static final int DRAW_FROM_MOVE = 40;
    private static final int DRAW_SCORE = 10;
    private static final int DRAW_PLIES = 16;
    private static final int MAX_PLIES = 400;
    private static final int MATE_LIKE = 1500;

    private SelfPlayData() {
    }

    public static void main(String[] arguments) throws Exception {
        if (arguments.length < 2) {
            System.err.println("usage: SelfPlayData <output> <games> [first game] [nodes] [seed]");
            System.exit(2);
        }
        Path output = Path.of(arguments[0]);
        int games = Integer.parseInt(arguments[1]);
        int firstGame = arguments.length > 2 ? Integer.parseInt(arguments[2]) : 0;
        int nodes = arguments.length > 3 ? Integer.parseInt(arguments[3]) : 8000;
        SplittableRandom random = new SplittableRandom(arguments.length > 4 ? Long.parseLong(arguments[4]) : 1);
        List<String> openings = MatchRunner.bundledOpenings();
        long positions = 0;
        long started = System.nanoTime();
        try (Engine engine = new Engine()) {
            engine.setOpeningVariety(true);
            engine.setRandomSeed(random.nextLong());
            for (int index = firstGame; index < firstGame + games; index++) {
                Position start = Fen.parse(openings.get((index / 2) % openings.size()));
                List<String> quiet = new ArrayList<>();
                String result = play(engine, start, nodes, random, quiet);
                try (BufferedWriter out = Files.newBufferedWriter(output, StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
                    for (String fen : quiet) {
                        out.write(fen + ";" + result + "\n");
                    }
                }
                positions += quiet.size();
                if ((index - firstGame + 1) % 20 == 0) {
                    System.out.printf("%d games, %d positions, %.0f s%n", index - firstGame + 1, positions,
                            (System.nanoTime() - started) / 1e9);
                }
            }
        }
    }

    private static String play(Engine engine, Position start, int nodes, SplittableRandom random, List<String> quiet)
            throws Exception {
        engine.newGame();
        Game game = new Game(start);
        List<Integer> scores = new ArrayList<>();
        while (true) {
            Position position = game.position();
            engine.setPosition(start, game.moves());
            int budget = nodes / 2 + random.nextInt(nodes + 1);
            BlockingSearch.Result searched = BlockingSearch.run(engine, SearchLimits.fixedNodes(budget));
            Score score = searched.score();
            int white = score.isMate() ? (score.value() > 0 ? 10_000 : -10_000) : score.value();
            if (position.turn() != org.escaque.core.Color.WHITE) {
                white = -white;
            }
            boolean capture = position.pieceAt(searched.move().to()).isPresent() || searched.move().isEnPassant();
            if (!position.isCheck() && !capture && !searched.move().isPromotion() && Math.abs(white) < MATE_LIKE) {
                quiet.add(Fen.format(position));
            }
            game.play(searched.move());
            scores.add(white);
            Optional<Outcome> outcome = game.outcome();
            if (outcome.isPresent()) {
                return outcome.get().result();
            }
            if (!game.openClaims().isEmpty()) {
                return game.claimDraw().result();
            }
            if (game.ply() >= MAX_PLIES) {
                return "1/2-1/2";
            }
            if (last(scores, WIN_PLIES, s -> s >= WIN_SCORE)) {
                return "1-0";
            }
            if (last(scores, WIN_PLIES, s -> s <= -WIN_SCORE)) {
                return "0-1";
            }
            if (game.position().fullmoveNumber() >= DRAW_FROM_MOVE
                    && last(scores, DRAW_PLIES, s -> Math.abs(s) <= DRAW_SCORE)) {
                return "1/2-1/2";
            }
        }
    }

    private static boolean last(List<Integer> scores, int count, java.util.function.IntPredicate test) {
        if (scores.size() < count) {
            return false;
        }
        for (int i = scores.size() - count; i < scores.size(); i++) {
            if (!test.test(scores.get(i))) {
                return false;
            }
        }
        return true;
    }
}
