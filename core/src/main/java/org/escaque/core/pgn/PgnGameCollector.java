package org.escaque.core.pgn;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.escaque.core.Move;
import org.escaque.core.Position;

/**
 * A visitor that builds each good game as a {@link PgnGame} and hands it on, one at a time, so that only the
 * game being read is in memory. Comments are stored with their whitespace made single spaces, and with any
 * {@code '}'} (possible in a {@code ;} comment) made {@code ')'}, since a brace comment cannot hold it.
 */
public final class PgnGameCollector implements PgnVisitor {

    /** A line being built. */
    private static final class LineBuilder {
        final List<String> comments = new ArrayList<>();
        final List<MoveBuilder> moves = new ArrayList<>();

        MoveBuilder last() {
            return moves.get(moves.size() - 1);
        }

        PgnLine build() {
            List<PgnMove> built = new ArrayList<>(moves.size());
            for (MoveBuilder move : moves) {
                built.add(new PgnMove(move.move, move.nags, move.comments, move.variations));
            }
            return new PgnLine(comments, built);
        }
    }

    /** A move being annotated. */
    private static final class MoveBuilder {
        final Move move;
        final List<Integer> nags = new ArrayList<>(0);
        final List<String> comments = new ArrayList<>(0);
        final List<PgnLine> variations = new ArrayList<>(0);

        MoveBuilder(Move move) {
            this.move = move;
        }
    }

    private final Consumer<PgnGame> games;
    private final Consumer<PgnException> errors;
    private Map<String, String> tags = new LinkedHashMap<>();
    private Position start = Position.initial();
    private final Deque<LineBuilder> lines = new ArrayDeque<>();
    private String result = "*";

    /**
     * A collector.
     *
     * @param games receives each good game
     * @param errors receives the problem of each bad game
     */
    public PgnGameCollector(Consumer<PgnGame> games, Consumer<PgnException> errors) {
        this.games = Objects.requireNonNull(games, "games");
        this.errors = Objects.requireNonNull(errors, "errors");
    }

    @Override
    public void beginGame(int gameNumber) {
        tags = new LinkedHashMap<>();
        start = Position.initial();
        lines.clear();
        lines.push(new LineBuilder());
        result = "*";
    }

    @Override
    public void tag(String name, String value) {
        tags.put(name, value);
    }

    @Override
    public void startingPosition(Position position) {
        start = position;
    }

    @Override
    public void move(String text, Move move, Position before, Position after) {
        lines.element().moves.add(new MoveBuilder(move));
    }

    @Override
    public void nag(int nag) {
        lines.element().last().nags.add(nag);
    }

    @Override
    public void comment(String text) {
        LineBuilder line = lines.element();
        String comment = PgnText.normalize(text).replace('}', ')');
        if (line.moves.isEmpty()) {
            line.comments.add(comment);
        } else {
            line.last().comments.add(comment);
        }
    }

    @Override
    public void beginVariation() {
        lines.push(new LineBuilder());
    }

    @Override
    public void endVariation() {
        PgnLine variation = lines.pop().build();
        lines.element().last().variations.add(variation);
    }

    @Override
    public void result(String text) {
        result = text;
    }

    @Override
    public void endGame(int gameNumber) {
        PgnGame game = new PgnGame(tags, start, lines.pop().build(), result);
        lines.clear();
        games.accept(game);
    }

    @Override
    public void error(PgnException error) {
        lines.clear();
        errors.accept(error);
    }
}
