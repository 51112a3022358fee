package org.escaque.core.pgn;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.San;

/**
 * A whole game as PGN holds it, in memory: the tags in their order, the starting position, the main line with
 * its comments, NAGs and variations, and the result. Every move is legal in its place; the constructor checks.
 * Comments never hold {@code '}'}; as read from PGN they have their whitespace made single spaces (the writer
 * wraps them anew).
 *
 * @param tags the tag pairs, in order (unmodifiable); names are letters, digits and {@code _}, values are on
 *     one line
 * @param start the position before the first move
 * @param mainline the moves played, with annotations and variations
 * @param result the game termination marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 */
public record PgnGame(Map<String, String> tags, Position start, PgnLine mainline, String result) {

    /** The four game termination markers. */
    public static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

    /** Copies the tags and checks the parts, replaying every move; an illegal one is refused. */
    public PgnGame {
        tags = copyTags(tags);
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(mainline, "mainline");
        if (!RESULTS.contains(result)) {
            throw new IllegalArgumentException("result '" + result + "' is not 1-0, 0-1, 1/2-1/2 or *");
        }
        checkLine(start, mainline, 0);
    }

    /** A game without annotations. */
    public static PgnGame of(Map<String, String> tags, Position start, List<Move> moves, String result) {
        return new PgnGame(tags, start, PgnLine.of(moves), result);
    }

    /**
     * Reads a text that holds exactly one game.
     *
     * @throws PgnException when the game is bad, or the text holds no game or more than one
     */
    public static PgnGame parse(String text) {
        List<PgnGame> games = new ArrayList<>(1);
        List<PgnException> errors = new ArrayList<>(1);
        PgnReader reader = new PgnReader(new StringReader(text));
        try {
            reader.readGame(new PgnGameCollector(games::add, errors::add));
            if (!errors.isEmpty()) {
                throw errors.get(0);
            }
            if (games.isEmpty()) {
                throw new PgnException(1, 1, "no game found");
            }
            if (reader.readGame(new PgnVisitor() { })) {
                throw new PgnException(2, reader.gameLine(), "expected one game, found another");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return games.get(0);
    }

    /** The main line's moves. */
    public List<PgnMove> moves() {
        return mainline.moves();
    }

    /** The main line's moves without annotations. */
    public List<Move> mainlineMoves() {
        List<Move> moves = new ArrayList<>(mainline.moves().size());
        for (PgnMove move : mainline.moves()) {
            moves.add(move.move());
        }
        return moves;
    }

    /** The main line's moves in SAN. */
    public List<String> mainlineSan() {
        List<String> san = new ArrayList<>(mainline.moves().size());
        Position position = start;
        for (PgnMove move : mainline.moves()) {
            san.add(San.format(position, move.move()));
            position = playChecked(position, move.move());
        }
        return san;
    }

    /** The position at the end of the main line. */
    public Position finalPosition() {
        Position position = start;
        for (PgnMove move : mainline.moves()) {
            position = playChecked(position, move.move());
        }
        return position;
    }

    /** The value of a tag. */
    public Optional<String> tag(String name) {
        return Optional.ofNullable(tags.get(name));
    }

    private static Map<String, String> copyTags(Map<String, String> tags) {
        Map<String, String> copy = new LinkedHashMap<>();
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            String name = Objects.requireNonNull(tag.getKey(), "tag name");
            String value = Objects.requireNonNull(tag.getValue(), "tag value");
            if (!PgnGameParser.TAG_NAME.matcher(name).matches() || name.length() > PgnReader.MAX_SYMBOL_LENGTH) {
                throw new IllegalArgumentException("tag name '" + name + "' must be 1 to "
                        + PgnReader.MAX_SYMBOL_LENGTH + " letters, digits and '_'");
            }
            if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
                throw new IllegalArgumentException("the value of tag " + name + " must be on one line");
            }
            copy.put(name, value);
        }
        return Collections.unmodifiableMap(copy);
    }

    private static void checkLine(Position start, PgnLine line, int depth) {
        if (depth > PgnReader.MAX_VARIATION_DEPTH) {
            throw new IllegalArgumentException("variations nested more than " + PgnReader.MAX_VARIATION_DEPTH
                    + " deep");
        }
        Position position = start;
        for (PgnMove move : line.moves()) {
            for (PgnLine variation : move.variations()) {
                checkLine(position, variation, depth + 1);
            }
            try {
                position = position.play(move.move());
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("move " + move.move() + " is not legal in " + position.fen()
                        + ": " + e.getMessage(), e);
            }
        }
    }

    /** Plays a move known to be legal (the constructor checked). */
    static Position playChecked(Position position, Move move) {
        try {
            return position.play(move);
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("a checked game holds an illegal move", e);
        }
    }
}
