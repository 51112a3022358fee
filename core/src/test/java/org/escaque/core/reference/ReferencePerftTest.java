package org.escaque.core.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft of the reference implementation against published counts: the classic positions
 * ({@code reference/standard.epd}) and Stockfish 15.1 counts for random positions
 * ({@code reference/random-stockfish.epd}). Lines read {@code FEN ;D1 n ;D2 n …}.
 */
final class ReferencePerftTest {

    /**
     * Largest count run from the standard file (the reference board does a few million nodes a second);
     * {@code -Descaque.reference.perftLimit=2000000} adds the deep tricky lines (about 10 s more).
     */
    private static final long STANDARD_NODE_LIMIT = Long.getLong("escaque.reference.perftLimit", 200_000);
    /** Every random position runs to depth 2; every 25th one, and each with an en-passant square, to depth 3. */
    private static final int RANDOM_SAMPLE_STEP = 25;

    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @MethodSource("standardCases")
    void standardPositionsMatchPublishedCounts(String fen, int depth, long expected) {
        assertEquals(expected, ReferenceBoard.fromFen(fen).perft(depth));
    }

    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @MethodSource("randomCases")
    void randomPositionsMatchStockfishCounts(String fen, int depth, long expected) {
        assertEquals(expected, ReferenceBoard.fromFen(fen).perft(depth));
    }

    @Test
    void perftOfDepthZeroCountsThePositionItself() {
        assertEquals(1, ReferenceBoard.standard().perft(0));
    }

    /** Edge case 6 of the shared list, with the impossible {@code q} right removed. */
    @Test
    void positionWithoutImpossibleCastlingRightMatchesHandCheckedCount() {
        assertEquals(1_310_762, ReferenceBoard.fromFen("r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQ - 0 1").perft(5));
    }

    static Stream<Arguments> standardCases() {
        List<Arguments> cases = new ArrayList<>();
        for (String line : readLines("/reference/standard.epd")) {
            EpdLine epd = EpdLine.parse(line);
            for (int depth = 1; depth < epd.counts().length; depth++) {
                long count = epd.counts()[depth];
                if (count > 0 && count <= STANDARD_NODE_LIMIT) {
                    cases.add(Arguments.of(epd.fen(), depth, count));
                }
            }
        }
        return cases.stream();
    }

    static Stream<Arguments> randomCases() {
        List<Arguments> cases = new ArrayList<>();
        List<String> lines = readLines("/reference/random-stockfish.epd");
        for (int index = 0; index < lines.size(); index++) {
            EpdLine epd = EpdLine.parse(lines.get(index));
            int depth = index % RANDOM_SAMPLE_STEP == 0 || epd.fen().matches(".* [a-h][36] .*") ? 3 : 2;
            cases.add(Arguments.of(epd.fen(), depth, epd.counts()[depth]));
        }
        return cases.stream();
    }

    /** One EPD line; {@code counts[d]} is the published count at depth d, 0 where none is given. */
    record EpdLine(String fen, long[] counts) {

        static EpdLine parse(String line) {
            String[] parts = line.split(";");
            long[] counts = new long[16];
            for (int index = 1; index < parts.length; index++) {
                String[] depthAndCount = parts[index].trim().split("\\s+");
                int depth = Integer.parseInt(depthAndCount[0].substring(1));
                counts[depth] = Long.parseLong(depthAndCount[1]);
            }
            return new EpdLine(parts[0].trim(), counts);
        }
    }

    static List<String> readLines(String resource) {
        try (InputStream stream = ReferencePerftTest.class.getResourceAsStream(resource)) {
            if (stream == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
            return reader.lines().filter(line -> !line.isBlank()).toList();
        } catch (IOException failure) {
            throw new UncheckedIOException(failure);
        }
    }
}
