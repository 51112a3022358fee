package org.escaque.lab.tuning;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import org.escaque.core.Color;
import org.escaque.core.Position;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;
import org.escaque.core.Fen;
import org.escaque.engine.Engine;
import org.escaque.engine.search.Score;
import org.escaque.engine.search.SearchLimits;
import org.escaque.lab.tools.BlockingSearch;

/**
 * One game of the full engine against itself at a few thousand nodes a move, keeping its quiet positions (side to
 * move not in check, the move chosen neither a capture nor a promotion, no mate score) with the search's score.
 *
 * <p>Core's {@code Game} ends the game (mate, stalemate, dead positions, fivefold repetition, 75 moves; an open
 * threefold-repetition or 50-move claim is claimed at once with {@code Game.claimDraw()}); it is also adjudicated as
 * won once the engine's score has stayed at 1000 cp or more for 8 plies, and drawn from move 40 once it has stayed
 * within 10 cp of zero for 16.
 */
public final class SelfPlayGame {

    /** A quiet position of the game and the search's score of it in centipawns, from white's side. */
    public record Sample(String fen, int whiteScore) {
    }

    /** The game's result ({@code 1-0}, {@code 1/2-1/2} or {@code 0-1}) and its quiet positions in order. */
    public record Played(String result, List<Sample> samples) {
    }

    private static final int WIN_SCORE = 1000;
    private static final int WIN_PLIES = 8;
    private static final int DRAW_FROM_MOVE = 40;
    private static final int DRAW_SCORE = 10;
    private static final int DRAW_PLIES = 16;
    private static final int MAX_PLIES = 400;
    private static final int MATE_LIKE = 1500;

    private SelfPlayGame() {
    }

    /**
     * Plays a game from {@code start} on {@code engine} (a new game for it), each move searched to a node budget
     * drawn between half and one and a half times {@code nodes}.
     */
    public static Played play(Engine engine, Position start, int nodes, SplittableRandom random) throws Exception {
        engine.newGame();
        Game game = new Game(start);
        List<Integer> scores = new ArrayList<>();
        List<Sample> samples = new ArrayList<>();
        while (true) {
            Position position = game.position();
            engine.setPosition(start, game.moves());
            int budget = nodes / 2 + random.nextInt(nodes + 1);
            BlockingSearch.Result searched = BlockingSearch.run(engine, SearchLimits.fixedNodes(budget));
            Score score = searched.score();
            int white = score.isMate() ? (score.value() > 0 ? 10_000 : -10_000) : score.value();
            if (position.turn() != Color.WHITE) {
                white = -white;
            }
            boolean capture = position.pieceAt(searched.move().to()).isPresent() || searched.move().isEnPassant();
            if (!position.isCheck() && !capture && !searched.move().isPromotion() && Math.abs(white) < MATE_LIKE) {
                samples.add(new Sample(Fen.format(position), white));
            }
            game.play(searched.move());
            scores.add(white);
            Optional<String> result = result(game, scores);
            if (result.isPresent()) {
                return new Played(result.get(), samples);
            }
        }
    }

    private static Optional<String> result(Game game, List<Integer> scores) {
        Optional<Outcome> outcome = game.outcome();
        if (outcome.isPresent()) {
            return Optional.of(outcome.get().result());
        }
        if (!game.openClaims().isEmpty()) {
            return Optional.of(game.claimDraw().result());
        }
        if (game.ply() >= MAX_PLIES) {
            return Optional.of("1/2-1/2");
        }
        if (last(scores, WIN_PLIES, s -> s >= WIN_SCORE)) {
            return Optional.of("1-0");
        }
        if (last(scores, WIN_PLIES, s -> s <= -WIN_SCORE)) {
            return Optional.of("0-1");
        }
        if (game.position().fullmoveNumber() >= DRAW_FROM_MOVE
                && last(scores, DRAW_PLIES, s -> Math.abs(s) <= DRAW_SCORE)) {
            return Optional.of("1/2-1/2");
        }
        return Optional.empty();
    }

    private static boolean last(List<Integer> scores, int count, IntPredicate test) {
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
