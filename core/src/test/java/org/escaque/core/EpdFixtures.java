package org.escaque.core;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Reads perft EPD lines ({@code FEN ;D1 n ;D2 n ...}) from test resources. */
public final class EpdFixtures {

    /** One line: a FEN and the expected node count per depth. */
    public record PerftCase(String fen, Map<Integer, Long> counts) {
    }

    private EpdFixtures() {
    }

    public static List<PerftCase> perftCases(String resource) {
        List<PerftCase> cases = new ArrayList<>();
        for (String line : lines(resource)) {
            String[] parts = line.split(";");
            Map<Integer, Long> counts = new LinkedHashMap<>();
            for (int i = 1; i < parts.length; i++) {
                String[] depthAndCount = parts[i].trim().split("\\s+");
                counts.put(Integer.parseInt(depthAndCount[0].substring(1)), Long.parseLong(depthAndCount[1]));
            }
            cases.add(new PerftCase(parts[0].trim(), counts));
        }
        return cases;
    }

    /** The FENs of every perft position, standard and random (1,517): the positions below which a test compares. */
    public static List<String> allPerftFens() {
        List<String> fens = new ArrayList<>();
        perftCases("/perft/standard.epd").forEach(c -> fens.add(c.fen()));
        perftCases("/perft/random-stockfish.epd").forEach(c -> fens.add(c.fen()));
        return fens;
    }

    public static List<String> lines(String resource) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(EpdFixtures.class.getResourceAsStream(resource), resource),
                StandardCharsets.UTF_8))) {
            List<String> lines = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line);
                }
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
