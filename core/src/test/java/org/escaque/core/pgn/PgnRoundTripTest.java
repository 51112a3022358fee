package org.escaque.core.pgn;

import static org.escaque.core.pgn.PgnFixtures.readGood;
import static org.escaque.core.pgn.PgnFixtures.resource;
import static org.escaque.core.pgn.PgnFixtures.write;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;

class PgnRoundTripTest {

    /** Checks that the games read back from what the writer wrote are the same, tag order included. */
    private static void assertRoundTrip(List<PgnGame> games) {
        String text = write(games);
        List<PgnGame> back = readGood(text);
        assertEquals(games.size(), back.size());
        for (int i = 0; i < games.size(); i++) {
            PgnGame game = games.get(i);
            PgnGame read = back.get(i);
            assertEquals(new ArrayList<>(game.tags().entrySet()), new ArrayList<>(read.tags().entrySet()));
            assertEquals(game.start(), read.start());
            assertEquals(game.mainlineMoves(), read.mainlineMoves());
            assertEquals(game.mainline(), read.mainline());
            assertEquals(game.result(), read.result());
            assertEquals(game.finalPosition().fen(), read.finalPosition().fen());
            assertEquals(game, read);
        }
        assertEquals(text, write(back));
    }

    @Test
    void sampleGamesReadBackIdentically() {
        assertRoundTrip(readGood(write(readGood(resource("famous.pgn")))));
        assertRoundTrip(readGood(write(readGood(resource("annotated.pgn")))));
        assertRoundTrip(readGood(write(readGood(resource("setups.pgn")))));
    }

    @Test
    void aGameFromAFenStartWithBlackToMoveReadsBackIdentically() {
        PgnGame game = PgnGame.parse("[Event \"e\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                + "[Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"" + PgnFixtures.FEN_STARTS.get(2) + "\"]\n\n"
                + "{Black starts} 1... c5 {and} (1... e5 $1 2. Nf3 (2. f4 exf4) 2... Nc6) 2. Nf3 $13 *");
        assertEquals(Position.fromFen(PgnFixtures.FEN_STARTS.get(2)), game.start());
        assertRoundTrip(List.of(game));
    }

    @Test
    void randomPlayoutsFromTheStandardStartReadBackWithTheSameMovesAndFinalPosition() {
        Random random = new Random(20240601L);
        List<PgnGame> games = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            games.add(PgnFixtures.randomGame(random, Position.initial(), i));
        }
        assertRoundTrip(games);
    }

    @Test
    void randomPlayoutsFromFenStartsReadBackWithTheSameMovesAndFinalPosition() {
        Random random = new Random(99L);
        List<PgnGame> games = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            Position start = Position.fromFen(PgnFixtures.FEN_STARTS.get(i % PgnFixtures.FEN_STARTS.size()));
            games.add(PgnFixtures.randomGame(random, start, i));
        }
        assertRoundTrip(games);
    }

    @Test
    void randomlyAnnotatedGamesReadBackIdentically() {
        Random random = new Random(4242L);
        List<PgnGame> games = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            String fen = i % 3 == 0 ? PgnFixtures.FEN_STARTS.get(i % PgnFixtures.FEN_STARTS.size()) : null;
            Position start = fen == null ? Position.initial() : Position.fromFen(fen);
            games.add(PgnFixtures.annotate(PgnFixtures.randomGame(random, start, i), random));
        }
        assertRoundTrip(games);
    }
}
