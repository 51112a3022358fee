package org.escaque.lab.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.escaque.core.Board;
import org.escaque.core.MoveGenerator;
import org.escaque.core.Position;
import org.escaque.engine.eval.Evaluator;
import org.escaque.engine.eval.network.Network;
import org.escaque.engine.eval.network.NetworkEvaluation;
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

    @Test
    void distilledPositionsAreQuietLabelledByTheEvaluationAndCarryANetworkOver() throws Exception {
        Path games = directory.resolve("positions.txt");
        SelfPlayPositions.main(new String[] {games.toString(), "2", "0", "400", "5"});
        List<String> gameLines = Files.readAllLines(games, StandardCharsets.UTF_8);
        long gamePositions = gameLines.size();
        Path distilled = directory.resolve("distilled.txt");
        DistilledPositions.main(new String[] {distilled.toString(), games.toString(), "6", "3"});
        List<String> lines = Files.readAllLines(distilled, StandardCharsets.UTF_8);
        assertTrue(lines.size() > gamePositions && lines.size() <= 6 * gamePositions,
                lines.size() + " from " + gamePositions);
        Evaluator evaluator = new Evaluator();
        int walked = 0;
        for (String line : lines) {
            String[] fields = line.split(";");
            assertEquals("*", fields[1], line);
            Board board = Position.fromFen(fields[0]).board();
            assertFalse(board.isCheck(), line);
            assertTrue(MoveGenerator.count(board) > 0, line);
            int score = evaluator.evaluate(board);
            assertEquals(board.sideToMove() == 0 ? score : -score, Integer.parseInt(fields[2]), line);
            assertTrue(noCaptureWins(board, evaluator, score), "not quiet: " + line);
            walked += Files.readString(games).contains(fields[0]) ? 0 : 1;
        }
        assertTrue(walked > lines.size() / 2, walked + " of " + lines.size() + " positions are new");
        int training = gameLines.size() - gameLines.size() / NetworkTrainer.HELD_OUT;
        String seen = String.join("\n", gameLines.subList(0, training));
        String output = String.join("\n", lines);
        int heldOut = 0;
        for (String line : gameLines.subList(training, gameLines.size())) {
            String fen = line.substring(0, line.indexOf(';'));
            if (!seen.contains(fen)) {
                heldOut++;
                assertFalse(output.contains(fen), "a held-out position was distilled: " + fen);
            }
        }
        assertTrue(heldOut > 0);
        Path again = directory.resolve("distilled-again.txt");
        DistilledPositions.main(new String[] {again.toString(), games.toString(), "6", "3"});
        assertArrayEquals(Files.readAllBytes(distilled), Files.readAllBytes(again), "the same seed, the same lines");

        Path prior = directory.resolve("prior.nnue");
        NetworkTrainer.main(new String[] {prior.toString(), distilled.toString(), "--hidden", "8", "--epochs", "2",
            "--batch", "16", "--threads", "1", "--scale", "150"});
        assertEquals(150, Network.read(prior).scale());
        Path carried = directory.resolve("carried.nnue");
        NetworkTrainer.main(new String[] {carried.toString(), games.toString(), "--hidden", "8", "--epochs", "1",
            "--batch", "16", "--threads", "1", "--scale", "150", "--rate", "0", "--init", prior + ".checkpoint"});
        assertArrayEquals(Files.readAllBytes(prior), Files.readAllBytes(carried),
                "at rate 0 the network started from is the network written");

        // A network file (such as the built-in network) starts a run as well as a checkpoint does.
        Path fromFile = directory.resolve("from-file.nnue");
        NetworkTrainer.main(new String[] {fromFile.toString(), games.toString(), "--hidden", "8", "--epochs", "1",
            "--batch", "16", "--threads", "1", "--scale", "150", "--rate", "0", "--init", prior.toString()});
        assertArrayEquals(Files.readAllBytes(prior), Files.readAllBytes(fromFile),
                "at rate 0 the network file started from is the network written");
        assertEquals(null, NetworkTrainer.problem(TrainingSettings.parse(new String[] {"out.nnue", games.toString(),
            "--hidden", "8", "--init", prior.toString()})));
        assertEquals(prior + " holds a network with 8 hidden neurons, not 16 (--hidden)",
                NetworkTrainer.problem(TrainingSettings.parse(new String[] {"out.nnue", games.toString(),
                    "--hidden", "16", "--init", prior.toString()})));

        // Output buckets: a network of one output given to --init has its output copied to each bucket, so at rate 0
        // the network written scores every position as the one started from.
        Path bucketed = directory.resolve("bucketed.nnue");
        NetworkTrainer.main(new String[] {bucketed.toString(), games.toString(), "--hidden", "8", "--epochs", "1",
            "--batch", "16", "--threads", "1", "--scale", "150", "--rate", "0", "--buckets", "8", "--init",
            prior.toString()});
        Network one = Network.read(prior);
        Network eight = Network.read(bucketed);
        assertEquals(8, eight.buckets());
        NetworkEvaluation byOne = new NetworkEvaluation(one, 1);
        NetworkEvaluation byEight = new NetworkEvaluation(eight, 1);
        for (String line : lines) {
            Board board = Position.fromFen(line.split(";")[0]).board();
            byOne.start(board);
            byEight.start(board);
            assertEquals(byOne.evaluate(board, 0), byEight.evaluate(board, 0), line);
        }
        // Trained on, the buckets part; the run goes on from its checkpoint, buckets and all.
        Path parted = directory.resolve("parted.nnue");
        NetworkTrainer.main(new String[] {parted.toString(), games.toString(), "--hidden", "8", "--epochs", "2",
            "--batch", "16", "--threads", "1", "--scale", "150", "--rate", "0.01", "--buckets", "8", "--init",
            bucketed.toString()});
        short[] outputs = Network.read(parted).outputWeights();
        assertFalse(Arrays.equals(Arrays.copyOfRange(outputs, 0, 16), Arrays.copyOfRange(outputs, 7 * 16, 8 * 16)),
                "the first and last buckets still alike");
        assertEquals(null, NetworkTrainer.problem(TrainingSettings.parse(new String[] {"out.nnue", games.toString(),
            "--hidden", "8", "--buckets", "8", "--init", parted + ".checkpoint"})));
        assertEquals(parted + " holds a network with 8 output buckets, not 4 (--buckets; a network of one output may"
                + " be given any number)", NetworkTrainer.problem(TrainingSettings.parse(new String[] {"out.nnue",
                    games.toString(), "--hidden", "8", "--buckets", "4", "--init", parted.toString()})));
        assertEquals(parted + ".checkpoint holds a network with 8 output buckets, not 1 (--buckets; a network of one"
                + " output may be given any number)", NetworkTrainer.problem(TrainingSettings.parse(new String[] {
                    "out.nnue", games.toString(), "--hidden", "8", "--init", parted + ".checkpoint"})));

        // A squared activation from a clipped network: at rate 0 the same weights, now squared (a version 3 file);
        // trained on, its checkpoint keeps the activation, so a longer run resumes from it squared.
        Path squared = directory.resolve("squared.nnue");
        NetworkTrainer.main(new String[] {squared.toString(), games.toString(), "--hidden", "8", "--epochs", "1",
            "--batch", "16", "--threads", "1", "--scale", "150", "--rate", "0", "--activation", "squared", "--init",
            prior.toString()});
        Network squaredNetwork = Network.read(squared);
        assertEquals(Network.Activation.SQUARED, squaredNetwork.activation());
        assertArrayEquals(Network.read(prior).inputWeights(), squaredNetwork.inputWeights());
        assertArrayEquals(Network.read(prior).outputWeights(), squaredNetwork.outputWeights());
        Path squaredTrained = directory.resolve("squared-trained.nnue");
        String[] squaredRun = {squaredTrained.toString(), games.toString(), "--hidden", "8", "--epochs", "1",
            "--batch", "16", "--threads", "1", "--scale", "150", "--rate", "0.01", "--activation", "squared",
            "--init", prior.toString()};
        NetworkTrainer.main(squaredRun);
        byte[] afterOne = Files.readAllBytes(squaredTrained);
        squaredRun[5] = "2";
        NetworkTrainer.main(squaredRun);
        assertEquals(Network.Activation.SQUARED, Network.read(squaredTrained).activation());
        assertFalse(Arrays.equals(afterOne, Files.readAllBytes(squaredTrained)), "a second epoch changed nothing");
        assertThrows(IllegalArgumentException.class, () -> TrainingSettings.parse(new String[] {"out.nnue",
            games.toString(), "--activation", "cubed"}));

        String notANetwork = NetworkTrainer.problem(TrainingSettings.parse(new String[] {"out.nnue",
            games.toString(), "--hidden", "8", "--init", games.toString()}));
        assertTrue(notANetwork.startsWith(games + " is neither a checkpoint nor a network"), notANetwork);
        assertEquals("no checkpoint or network " + directory.resolve("none") + " to start from",
                NetworkTrainer.problem(TrainingSettings.parse(new String[] {"out.nnue", games.toString(),
                    "--hidden", "8", "--init", directory.resolve("none").toString()})));
    }

    @Test
    void selfPlayMayBeLabelledByANetwork() throws Exception {
        Path classic = directory.resolve("classic.txt");
        Path network = directory.resolve("network.txt");
        SelfPlayPositions.main(new String[] {classic.toString(), "2", "0", "400", "5"});
        SelfPlayPositions.main(new String[] {network.toString(), "2", "0", "400", "5", "builtin"});
        List<String> lines = Files.readAllLines(network, StandardCharsets.UTF_8);
        assertTrue(lines.size() > 20, "positions kept: " + lines.size());
        for (String line : lines) {
            assertEquals(3, line.split(";").length, line);
        }
        assertFalse(Files.readString(classic).equals(Files.readString(network)),
                "the network's games and scores are not the hand-crafted evaluation's");
    }

    @Test
    void anEvaluationArgumentNamesClassicTheBuiltInNetworkOrAFile() throws Exception {
        assertTrue(EvaluationArgument.parse("classic").isEmpty());
        assertEquals(Network.builtIn().hidden(), EvaluationArgument.parse("builtin").orElseThrow().hidden());
        Path file = directory.resolve("copy.nnue");
        try (var out = Files.newOutputStream(file)) {
            Network.builtIn().write(out);
        }
        assertEquals(Network.builtIn().hidden(), EvaluationArgument.parse(file.toString()).orElseThrow().hidden());
        Path missing = directory.resolve("missing.nnue");
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> EvaluationArgument.parse(missing.toString()));
        assertEquals("there is no network file " + missing, none.getMessage());
        Path text = directory.resolve("text.nnue");
        Files.writeString(text, "not a network");
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> EvaluationArgument.parse(text.toString()));
        assertTrue(bad.getMessage().startsWith("cannot read the network " + text + ": "), bad.getMessage());
    }

    /** Whether no single capture or promotion, answered by nothing, raises the side to move's score. */
    private static boolean noCaptureWins(Board board, Evaluator evaluator, int score) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generate(board, moves, MoveGenerator.NOISY);
        for (int i = 0; i < count; i++) {
            board.play(moves[i]);
            int best = -evaluator.evaluate(board);
            int answers = MoveGenerator.generate(board, replies, MoveGenerator.NOISY);
            for (int j = 0; j < answers; j++) {
                board.play(replies[j]);
                best = Math.min(best, evaluator.evaluate(board));
                board.undo();
            }
            board.undo();
            if (best > score) {
                return false;
            }
        }
        return true;
    }
}
