package org.escaque.lab.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.escaque.core.Position;
import org.escaque.engine.eval.network.Network;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The network's pipeline end to end, small: self-play positions, then a short training run, twice. */
class NetworkPipelineTest {

    @TempDir
    Path directory;

    @Test
    void selfPlayPositionsTrainIntoTheSameReadableNetworkEachTime() throws Exception {
        Path data = directory.resolve("positions.txt");
        SelfPlayPositions.main(new String[] {data.toString(), "2", "0", "400", "5"});
        List<String> lines = Files.readAllLines(data, StandardCharsets.UTF_8);
        assertTrue(lines.size() > 20, "positions kept: " + lines.size());
        for (String line : lines) {
            String[] fields = line.split(";");
            assertEquals(3, fields.length, line);
            assertTrue(List.of("1-0", "0-1", "1/2-1/2").contains(fields[1]), line);
            assertFalse(Position.fromFen(fields[0]).isCheck(), "a position in check is not quiet: " + line);
            Integer.parseInt(fields[2]);
        }
        byte[][] networks = new byte[2][];
        for (int run = 0; run < 2; run++) {
            Path output = directory.resolve("network-" + run + ".nnue");
            NetworkTrainer.main(new String[] {output.toString(), data.toString(), "--hidden", "8", "--epochs", "3",
                "--batch", "16", "--threads", "1", "--seed", "9"});
            Network network = Network.read(output);
            assertEquals(8, network.hidden());
            assertTrue(network.scale() >= 30 && network.scale() <= 3000, "scale " + network.scale());
            assertTrue(Files.exists(Path.of(output + ".checkpoint")));
            networks[run] = Files.readAllBytes(output);
        }
        assertArrayEquals(networks[0], networks[1], "the same data, settings and seed give the same network");
    }
}
