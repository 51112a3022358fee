package org.escaque.core.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;

/**
 * Garbage and damaged PGN never make the reader throw, hang or lose count: each bad game comes out as one
 * {@link PgnException} with a sensible game number and line, and each good game survives a write and a read.
 */
class PgnFuzzTest {

    /** A hang guard for a whole batch, not a speed requirement. */
    private static final Duration BATCH_LIMIT = Duration.ofSeconds(30);
    private static final String ALPHABET = "[]{}()\"\\;%$!?.*-/=+#:_ \n\n\r\t<>0123456789"
            + "abcdefghxNBRQKOPEventSiResult";

    /** Reads one input, checking the properties that hold for any input whatever. */
    private static void readAndCheck(String text) {
        List<PgnGame> games = new ArrayList<>();
        List<PgnException> errors = new ArrayList<>();
        PgnReader reader = new PgnReader(new StringReader(text));
        try {
            reader.read(new PgnGameCollector(games::add, errors::add));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertEquals(reader.gamesRead(), games.size() + errors.size(), () -> "games counted in: " + text);
        long lines = text.chars().filter(c -> c == '\n').count() + 2;
        int previous = 0;
        for (PgnException error : errors) {
            assertTrue(error.gameNumber() > previous && error.gameNumber() <= reader.gamesRead(), error::getMessage);
            assertTrue(error.line() >= 1 && error.line() <= lines + text.chars().filter(c -> c == '\r').count(),
                    error::getMessage);
            assertTrue(!error.reason().isBlank());
            previous = error.gameNumber();
        }
        for (PgnGame game : games) {
            PgnGame back = PgnGame.parse(PgnWriter.format(game));
            assertEquals(game.start(), back.start());
            assertEquals(game.mainline(), back.mainline());
            assertEquals(game.result(), back.result());
        }
    }

    private static String garbage(Random random) {
        int length = random.nextInt(400);
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            int choice = random.nextInt(20);
            if (choice == 0) {
                text.append((char) random.nextInt(0x3000));
            } else if (choice == 1) {
                text.append(List.of("e4 ", "Nf3 ", "O-O ", "1. ", "1... ", "1-0", "*", "[Event \"x\"]\n", "\n\n",
                        "(", ")", "{", "}", "$1", "exd6 e.p.", "e8=Q").get(random.nextInt(16)));
            } else {
                text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
        }
        return text.toString();
    }

    private static String mutate(String text, Random random) {
        StringBuilder mutated = new StringBuilder(text);
        int edits = 1 + random.nextInt(8);
        for (int i = 0; i < edits && mutated.length() > 1; i++) {
            int at = random.nextInt(mutated.length());
            switch (random.nextInt(5)) {
                case 0 -> mutated.deleteCharAt(at);
                case 1 -> mutated.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                case 2 -> {
                    int other = random.nextInt(mutated.length());
                    char c = mutated.charAt(at);
                    mutated.setCharAt(at, mutated.charAt(other));
                    mutated.setCharAt(other, c);
                }
                case 3 -> mutated.setLength(at);
                default -> mutated.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
        }
        return mutated.toString();
    }

    private static String corpus() {
        Random random = new Random(11L);
        List<PgnGame> games = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Position start = i % 2 == 0 ? Position.initial() : Position.fromFen(PgnFixtures.FEN_STARTS.get(i));
            games.add(PgnFixtures.annotate(PgnFixtures.randomGame(random, start, i), random));
        }
        return PgnFixtures.write(games) + PgnFixtures.resource("annotated.pgn") + PgnFixtures.resource("setups.pgn");
    }

    @Test
    void garbageOnlyEverComesOutAsPgnExceptions() {
        Random random = new Random(8128L);
        assertTimeoutPreemptively(BATCH_LIMIT, () -> {
            for (int i = 0; i < 4000; i++) {
                readAndCheck(garbage(random));
            }
        });
    }

    @Test
    void damagedGamesOnlyEverComeOutAsPgnExceptions() {
        Random random = new Random(496L);
        List<String> games = List.of(corpus().split("(?=\\[Event )"));
        assertTimeoutPreemptively(BATCH_LIMIT, () -> {
            for (int i = 0; i < 3000; i++) {
                String game = games.get(random.nextInt(games.size()));
                String next = games.get(random.nextInt(games.size()));
                readAndCheck(mutate(game, random) + next);
            }
        });
    }

    @Test
    void aDamagedGameDoesNotSpoilTheUndamagedGamesAfterIt() {
        Random random = new Random(33550336L);
        String tail = PgnFixtures.resource("famous.pgn");
        assertTimeoutPreemptively(BATCH_LIMIT, () -> {
            for (int i = 0; i < 300; i++) {
                String damaged = mutate(PgnFixtures.resource("annotated.pgn"), random);
                PgnReadResult result = PgnFixtures.read(damaged + "\n\n" + tail);
                List<String> names = result.games().stream().map(g -> g.tags().get("White")).toList();
                assertTrue(names.size() >= 5, () -> "lost games after: " + damaged);
                assertEquals(List.of("Paul Morphy", "Adolf Anderssen", "Adolf Anderssen", "Donald Byrne",
                        "Garry Kasparov"), names.subList(names.size() - 5, names.size()), damaged);
            }
        });
    }

    @Test
    void pathologicalInputsEndInPgnExceptions() {
        List<String> inputs = List.of("{".repeat(3_000_000), "(".repeat(100_000), "1. e4 " + "(".repeat(100_000),
                "[" + "E".repeat(100_000), "\"" + "x".repeat(100_000), "$" + "9".repeat(100_000),
                "!".repeat(100_000), "1. e4 " + "$1 ".repeat(200_000) + "*", "\r".repeat(100_000) + "e4",
                "1".repeat(1_000_000), "%" + "x".repeat(1_000_000), ".".repeat(100_000), "\u0000".repeat(10_000));
        assertTimeoutPreemptively(BATCH_LIMIT, () -> {
            for (String input : inputs) {
                readAndCheck(input);
            }
        });
    }
}
