package org.escaque.core.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;
import org.escaque.core.Position;

/** Shared test material: sample files, random legal games, random annotations, an event log. */
final class PgnFixtures {

    /** Starting positions other than the standard one, some with Black to move. */
    static final List<String> FEN_STARTS = List.of(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 40");

    private static final List<String> WORDS = List.of("good", "bad", "the", "knight", "%50", "[Event", "a\"quote",
            "back\\slash", "(aside)", "ends;here", "Tal's", "€uro", "Ödön", "$5", "1-0", "*", "e4", "1...");

    private PgnFixtures() {
    }

    /** A sample file from {@code src/test/resources/pgn}. */
    static String resource(String name) {
        try (InputStream in = PgnFixtures.class.getResourceAsStream("/pgn/" + name)) {
            if (in == null) {
                throw new IllegalStateException("no test resource /pgn/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads every game of a text. */
    static PgnReadResult read(String text) {
        try {
            return PgnReader.readAll(new StringReader(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads a text that must hold only good games. */
    static List<PgnGame> readGood(String text) {
        PgnReadResult result = read(text);
        if (!result.errors().isEmpty()) {
            throw new AssertionError("unexpected errors: " + result.errors());
        }
        return result.games();
    }

    /** The export text of several games. */
    static String write(List<PgnGame> games) {
        StringBuilder text = new StringBuilder();
        for (PgnGame game : games) {
            text.append(PgnWriter.format(game));
        }
        return text.toString();
    }

    static Position play(Position position, Move move) {
        try {
            return position.play(move);
        } catch (IllegalMoveException e) {
            throw new AssertionError(e);
        }
    }

    /** Random legal moves from {@code start} until the game is over or {@code maxPlies} are played. */
    static List<Move> randomPlayout(Random random, Position start, int maxPlies) {
        Game game = new Game(start);
        while (game.ply() < maxPlies && !game.isOver()) {
            List<Move> legal = game.position().legalMoves();
            try {
                game.play(legal.get(random.nextInt(legal.size())));
            } catch (IllegalMoveException e) {
                throw new AssertionError("a generated move was refused", e);
            }
        }
        return new ArrayList<>(game.moves());
    }

    /** The result a finished position calls for, else {@code *}. */
    static String resultOf(Position end) {
        if (end.isCheckmate()) {
            return end.turn() == Color.WHITE ? "0-1" : "1-0";
        }
        return end.isStalemate() || end.hasInsufficientMaterial() ? "1/2-1/2" : "*";
    }

    /** A random legal game with the tags a real one would have. */
    static PgnGame randomGame(Random random, Position start, int number) {
        List<Move> moves = randomPlayout(random, start, 1 + random.nextInt(300));
        Position end = start;
        for (Move move : moves) {
            end = play(end, move);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Random playout " + number);
        tags.put("Site", "Escaque \"test\" \\ suite");
        tags.put("Date", "2024.01." + (10 + number % 20));
        tags.put("Round", String.valueOf(number));
        tags.put("White", "Random, A.");
        tags.put("Black", "Random, B.");
        String result;
        try {
            result = Game.replay(start, moves).outcome().map(Outcome::result).orElse("*");
        } catch (IllegalMoveException e) {
            throw new AssertionError(e);
        }
        tags.put("Result", result);
        if (!start.fen().equals(Position.initial().fen())) {
            tags.put("SetUp", "1");
            tags.put("FEN", start.fen());
        }
        tags.put("PlyCount", String.valueOf(moves.size()));
        return PgnGame.of(tags, start, moves, result);
    }

    /** The game with random comments, NAGs and variations (nested up to three deep) added. */
    static PgnGame annotate(PgnGame game, Random random) {
        return new PgnGame(game.tags(), game.start(), annotate(game.mainline(), game.start(), random, 0),
                game.result());
    }

    private static PgnLine annotate(PgnLine line, Position start, Random random, int depth) {
        List<String> comments = random.nextInt(5) == 0 ? List.of(randomComment(random)) : List.of();
        List<PgnMove> moves = new ArrayList<>();
        Position position = start;
        for (PgnMove move : line.moves()) {
            List<Integer> nags = new ArrayList<>();
            while (random.nextInt(5) == 0) {
                nags.add(random.nextBoolean() ? 1 + random.nextInt(6) : random.nextInt(256));
            }
            List<String> notes = new ArrayList<>();
            while (random.nextInt(6) == 0) {
                notes.add(randomComment(random));
            }
            List<PgnLine> variations = new ArrayList<>();
            while (depth < 3 && random.nextInt(8) == 0) {
                PgnLine variation = PgnLine.of(randomPlayout(random, position, 1 + random.nextInt(6)));
                variations.add(annotate(variation, position, random, depth + 1));
            }
            moves.add(new PgnMove(move.move(), nags, notes, variations));
            position = play(position, move.move());
        }
        return new PgnLine(comments, moves);
    }

    /** A comment already in normal form: words separated by single spaces. */
    static String randomComment(Random random) {
        int count = random.nextInt(12);
        List<String> words = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            words.add(WORDS.get(random.nextInt(WORDS.size())));
        }
        return String.join(" ", words);
    }

    /** A visitor that writes down every call, one string each. */
    static class EventLog implements PgnVisitor {
        final List<String> events = new ArrayList<>();

        @Override
        public void beginGame(int gameNumber) {
            events.add("begin " + gameNumber);
        }

        @Override
        public void tag(String name, String value) {
            events.add("tag " + name + "=" + value);
        }

        @Override
        public void startingPosition(Position start) {
            events.add("start " + start.fen());
        }

        @Override
        public void move(String text, Move move, Position before, Position after) {
            events.add("move " + text);
        }

        @Override
        public void nag(int nag) {
            events.add("nag " + nag);
        }

        @Override
        public void comment(String text) {
            events.add("comment " + text);
        }

        @Override
        public void beginVariation() {
            events.add("(");
        }

        @Override
        public void endVariation() {
            events.add(")");
        }

        @Override
        public void result(String result) {
            events.add("result " + result);
        }

        @Override
        public void endGame(int gameNumber) {
            events.add("end " + gameNumber);
        }

        @Override
        public void error(PgnException error) {
            events.add("error " + error.gameNumber() + "@" + error.line());
        }
    }
}
