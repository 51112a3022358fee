package org.escaque.lab.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.escaque.core.Fen;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Openings made from a seed by the project's own recipe: the same seed makes the same set, another seed another; each
 * is new (not in the bundled set), still going, not in check, and balanced by the reference engine's own measure.
 */
final class OpeningsGeneratorTest {

    @Test
    void aSeedMakesTheSameBalancedNewOpeningsAndAnotherSeedOthers() throws Exception {
        String stockfish = stockfish();
        OpeningsGenerator recipe = new OpeningsGenerator(20261206, 6, OpeningsGenerator.PLIES, 8, 60, stockfish);
        Set<String> bundled = OpeningsGenerator.bundled();
        assertEquals(400, bundled.size());
        OpeningsGenerator.Result first = recipe.generate(bundled);
        OpeningsGenerator.Result again = recipe.generate(bundled);
        assertEquals(first.openings(), again.openings(), "the same seed, the same set");
        assertEquals(6, first.openings().size());
        assertEquals(first.drawn(), 6 + first.ended() + first.repeated() + first.unbalanced());
        List<String> other = new OpeningsGenerator(7, 6, OpeningsGenerator.PLIES, 8, 60, stockfish).generate(bundled)
                .openings();
        assertFalse(other.equals(first.openings()), "another seed, another set");
        try (UciClient reference = new UciClient(stockfish, Map.of("Threads", "1"), 10_000)) {
            for (String epd : first.openings()) {
                assertFalse(bundled.contains(epd), epd);
                var position = Fen.parse(epd + " 0 1");
                assertTrue(position.hasLegalMove() && !position.isCheck(), epd);
                reference.send("ucinewgame");
                reference.send("position fen " + epd + " 0 1");
                reference.send("go depth 8");
                assertTrue(reference.awaitBestMove(System.nanoTime() + TimeUnit.SECONDS.toNanos(30)).isPresent());
                int score = reference.lastScore().orElseThrow();
                assertTrue(Math.abs(score) <= 60, epd + " scored " + score);
            }
        }
        String text = recipe.text(first);
        assertTrue(text.startsWith("# Escaque openings: seed 20261206, 8 random plies"), text);
        Path file = Files.createTempFile("openings", ".epd");
        try {
            Files.writeString(file, text);
            assertEquals(first.openings(), MatchRunner.readOpenings(Files.readAllLines(file), "fresh").stream()
                    .map(fen -> fen.substring(0, fen.length() - 4)).toList(), "the match runner reads it as written");
            assertEquals(Set.copyOf(first.openings()), OpeningsGenerator.read(file));
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void aRecipeOutOfBoundsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new OpeningsGenerator(1, 0, 8, 12, 60, "stockfish"));
        assertThrows(IllegalArgumentException.class, () -> new OpeningsGenerator(1, 10, 0, 12, 60, "stockfish"));
        assertThrows(IllegalArgumentException.class, () -> new OpeningsGenerator(1, 10, 8, 0, 60, "stockfish"));
        assertThrows(IllegalArgumentException.class, () -> new OpeningsGenerator(1, 10, 8, 12, -1, "stockfish"));
    }

    /** Stockfish's path: the test is skipped without it, or fails when external checks are required. */
    private static String stockfish() {
        for (String directory : (System.getenv().getOrDefault("PATH", "") + ":/usr/games:/usr/bin").split(":")) {
            if (!directory.isEmpty() && Files.isExecutable(Path.of(directory, "stockfish"))) {
                return Path.of(directory, "stockfish").toString();
            }
        }
        if (Boolean.getBoolean("escaque.requireExternal")) {
            fail("stockfish is required (escaque.requireExternal=true) but was not found");
        }
        Assumptions.abort("stockfish is not installed");
        return Optional.<String>empty().orElseThrow();
    }
}
