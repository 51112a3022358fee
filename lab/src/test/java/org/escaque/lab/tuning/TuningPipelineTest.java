package org.escaque.lab.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.escaque.core.Position;
import org.escaque.engine.eval.Weights;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tuning pipeline end to end, small: self-play data, engine scores added over UCI, a short tuning run. */
class TuningPipelineTest {

    @TempDir
    Path directory;

    @Test
    void selfPlayDataIsLabelledAndTunedIntoAReadableWeightsFile() throws Exception {
        Path games = directory.resolve("games.txt");
        SelfPlayData.main(new String[] {games.toString(), "2", "0", "400", "5"});
        List<String> lines = Files.readAllLines(games, StandardCharsets.UTF_8);
        assertTrue(lines.size() > 20, "positions kept: " + lines.size());
        for (String line : lines) {
            String[] fields = line.split(";");
            assertEquals(2, fields.length, line);
            assertTrue(List.of("1-0", "0-1", "1/2-1/2").contains(fields[1]), line);
            assertFalse(Position.fromFen(fields[0]).isCheck(), "a position in check is not quiet: " + line);
        }

        Path labelled = directory.resolve("labelled.txt");
        String java = ProcessHandle.current().info().command().orElse("java");
        String engine = "'" + java + "' -cp '" + System.getProperty("java.class.path")
                + "' org.escaque.engine.uci.UciMain";
        ScoreLabels.main(new String[] {games.toString(), labelled.toString(), engine, "2", "0", "40"});
        List<String> scored = Files.readAllLines(labelled, StandardCharsets.UTF_8);
        assertEquals(Math.min(40, lines.size()), scored.size());
        for (int i = 0; i < scored.size(); i++) {
            assertTrue(scored.get(i).startsWith(lines.get(i) + ";"), scored.get(i));
            int score = Integer.parseInt(scored.get(i).substring(lines.get(i).length() + 1));
            assertTrue(Math.abs(score) <= 2000, scored.get(i));
        }

        Path weights = directory.resolve("weights.txt");
        Tuner.main(new String[] {weights.toString(), labelled.toString(), "--epochs", "20", "--lambda", "0.5"});
        String text = Files.readString(weights, StandardCharsets.UTF_8);
        assertTrue(text.contains("Mean squared error after"), text);
        assertEquals(Weights.COUNT, Weights.parse(text).length);
    }
}
