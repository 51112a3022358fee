package org.escaque.core.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.escaque.core.ExternalTools;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * pgn-extract, an independent PGN program, reads what core writes without a single complaint and finds the
 * same games with the same moves.
 */
class PgnExtractCompatibilityTest {

    private static List<PgnGame> sampleGames() {
        Random random = new Random(1956L);
        List<PgnGame> games = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            String fen = i % 5 == 4 ? PgnFixtures.FEN_STARTS.get(i % PgnFixtures.FEN_STARTS.size()) : null;
            Position start = fen == null ? Position.initial() : Position.fromFen(fen);
            PgnGame game = PgnFixtures.randomGame(random, start, i);
            games.add(i % 2 == 0 ? PgnFixtures.annotate(game, random) : game);
        }
        games.addAll(PgnFixtures.readGood(PgnFixtures.resource("famous.pgn")));
        games.addAll(PgnFixtures.readGood(PgnFixtures.resource("annotated.pgn")));
        games.addAll(PgnFixtures.readGood(PgnFixtures.resource("setups.pgn")));
        games.add(PgnGame.parse("1. e4 ; a } b\n e5 (1... c5 ; in } variation\n) {" + "word ".repeat(14)
                + "%%%% more} *"));
        return games;
    }

    @Test
    void pgnExtractReadsWhatCoreWritesWithoutComplaint(@TempDir Path directory) throws Exception {
        List<PgnGame> games = sampleGames();
        assertEquals(50, games.size());
        List<PgnGame> extracted = PgnFixtures.readGood(ExternalTools.pgnExtract(directory, PgnFixtures.write(games)));
        assertEquals(games.size(), extracted.size(), "games pgn-extract kept");
        for (int i = 0; i < games.size(); i++) {
            assertEquals(games.get(i).start(), extracted.get(i).start(), "start of game " + (i + 1));
            assertEquals(games.get(i).mainlineMoves(), extracted.get(i).mainlineMoves(), "moves of game " + (i + 1));
            assertEquals(games.get(i).result(), extracted.get(i).result(), "result of game " + (i + 1));
        }
    }
}
