package org.escaque.lab.tools;

import java.util.List;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.engine.Engine;
import org.escaque.engine.Level;
import org.escaque.engine.search.Score;
import org.escaque.engine.search.SearchLimits;
import org.escaque.lab.match.MatchRunner;

/**
 * How each level plays, judged move by move by the full engine at a fixed depth: each level plays both sides
 * from balanced openings, and the judge scores every position before and after the level's move. Prints per
 * level the average loss (centipawns, each move's loss capped at 1000), how often it played the judge's best
 * move, and how often it lost 100+ (a mistake) or 300+ centipawns (a blunder, about a piece).
 * Levels that search on the clock (levels 4 to 8) play at 300,000 nodes a move. Usage: {@code java -cp ...
 * org.escaque.lab.tools.LevelProfile [games per level] [judge depth]}.
 */
public final class LevelProfile {

    private LevelProfile() {
    }

    public static void main(String[] arguments) throws Exception {
        int games = arguments.length > 0 ? Integer.parseInt(arguments[0]) : 10;
        int depth = arguments.length > 1 ? Integer.parseInt(arguments[1]) : 8;
        List<String> openings = MatchRunner.bundledOpenings();
        System.out.printf("%-6s %6s %8s %8s %9s %9s  (judge: depth %d, %d games a level from the bundled "
                + "openings, up to 52 moves of each)%n", "level", "moves", "avg loss", "best", "100+ cp", "300+ cp",
                depth, games);
        try (Engine judge = new Engine(); Engine player = new Engine()) {
            for (Level level : Level.all()) {
                player.setLevel(level.number());
                player.setRandomSeed(level.number());
                long moves = 0;
                long totalLoss = 0;
                long best = 0;
                long mistakes = 0;
                long blunders = 0;
                for (int game = 0; game < games; game++) {
                    player.newGame();
                    Position start = Position.fromFen(openings.get(game));
                    Position position = start;
                    List<Move> played = new java.util.ArrayList<>();
                    for (int ply = 0; ply < 104 && position.hasLegalMove(); ply++) {
                        // The player sees the whole game (repetitions, the opponent's last capture).
                        SearchLimits limits = level.isFull() ? SearchLimits.fixedNodes(300_000)
                                : SearchLimits.fixedDepth(64);
                        Move move = search(player, start, played, limits).move();
                        played.add(move);
                        BlockingSearch.Result before = search(judge, position, SearchLimits.fixedDepth(depth));
                        Position after = position.play(move);
                        if (!after.hasLegalMove() || after.isCheckmate()) {
                            break;
                        }
                        int afterScore = -centipawns(search(judge, after, SearchLimits.fixedDepth(depth)).score());
                        int loss = Math.max(0, Math.min(1000, centipawns(before.score()) - afterScore));
                        if (Math.abs(centipawns(before.score())) < 1000) {
                            moves++;
                            totalLoss += loss;
                            best += move.equals(before.move()) ? 1 : 0;
                            mistakes += loss >= 100 ? 1 : 0;
                            blunders += loss >= 300 ? 1 : 0;
                        }
                        position = after;
                    }
                }
                System.out.printf("%-6d %6d %8.0f %7.0f%% %8.1f%% %8.1f%%%n", level.number(), moves,
                        (double) totalLoss / Math.max(1, moves), 100.0 * best / Math.max(1, moves),
                        100.0 * mistakes / Math.max(1, moves), 100.0 * blunders / Math.max(1, moves));
            }
        }
    }

    private static int centipawns(Score score) {
        return score.isMate() ? (score.value() > 0 ? 10_000 : -10_000) : score.value();
    }

    private static BlockingSearch.Result search(Engine engine, Position position, SearchLimits limits)
            throws Exception {
        return search(engine, position, List.of(), limits);
    }

    private static BlockingSearch.Result search(Engine engine, Position start, List<Move> moves,
            SearchLimits limits) throws Exception {
        engine.setPosition(start, moves);
        return BlockingSearch.run(engine, limits);
    }
}
