package org.escaque.engine.eval.network;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.escaque.core.Board;
import org.escaque.core.MoveGenerator;
import org.escaque.core.Position;
import org.escaque.engine.eval.Evaluator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The learned evaluation's integer inference: the accumulators kept move by move equal those computed afresh, over
 * random lines with every kind of move and with moves taken back; the evaluation does not depend on which colour is
 * which; and the file format reads back what it wrote.
 */
class NetworkTest {

    private static final int PLIES = 64;
    private static final String[] STARTS = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        // Kiwipete: castling both ways for both sides, captures, en passant after a double step.
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        // Promotions (with and without capture) for both sides.
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        // En passant available at once.
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    };

    @Test
    void incrementalSumsEqualFreshOnesOverRandomLinesWithUndo() {
        Network network = TestNetworks.random(48, 1);
        SplittableRandom random = new SplittableRandom(2);
        int[] kinds = new int[4];
        int captures = 0;
        int undone = 0;
        int nulls = 0;
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int game = 0; game < 60; game++) {
            Board board = Position.fromFen(STARTS[game % STARTS.length]).board();
            Accumulators incremental = new Accumulators(network, PLIES + 1);
            incremental.refresh(board, 0);
            int ply = 0;
            boolean[] wasNull = new boolean[PLIES + 1];
            for (int step = 0; step < 200; step++) {
                int count = MoveGenerator.generate(board, moves);
                boolean back = ply > 0 && (ply == PLIES || count == 0 || random.nextInt(4) == 0);
                if (back) {
                    ply--;
                    if (wasNull[ply]) {
                        board.undoNull();
                    } else {
                        board.undo();
                    }
                    undone++;
                } else if (count == 0) {
                    break;
                } else if (!board.isCheck() && random.nextInt(12) == 0) {
                    incremental.copy(ply);
                    board.playNull();
                    wasNull[ply++] = true;
                    nulls++;
                } else {
                    int move = pick(moves, count, random);
                    int to = move >>> 6 & 63;
                    kinds[move >>> 14 & 3]++;
                    if (board.pieceAt(to) >= 0) {
                        captures++;
                    }
                    incremental.play(board, move, ply);
                    board.play(move);
                    wasNull[ply++] = false;
                }
                assertSameSums(board, incremental, ply, network);
            }
        }
        assertTrue(kinds[0] > 1000 && captures > 100 && undone > 1000 && nulls > 50,
                Arrays.toString(kinds) + " captures " + captures + " undone " + undone + " null " + nulls);
        assertTrue(kinds[1] > 20 && kinds[2] > 20 && kinds[3] > 20,
                "promotions, en passant and castling each played: " + Arrays.toString(kinds));
    }

    @ParameterizedTest
    @EnumSource(Network.Activation.class)
    void evaluationIsTheSameWithColoursSwapped(Network.Activation activation) {
        // Each side sees the board from its own side (mirrored for black, its own pieces first), so any network
        // scores a position and its colour-flipped twin alike for the side to move: a random one is tested.
        Network network = TestNetworks.random(32, 1, 3, activation);
        NetworkEvaluation evaluation = new NetworkEvaluation(network, 1);
        NetworkEvaluation flippedEvaluation = new NetworkEvaluation(network, 1);
        SplittableRandom random = new SplittableRandom(4);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int compared = 0;
        int nonZero = 0;
        for (String start : STARTS) {
            Board board = Position.fromFen(start).board();
            for (int ply = 0; ply < 80; ply++) {
                int count = MoveGenerator.generate(board, moves);
                if (count == 0) {
                    break;
                }
                board.play(moves[random.nextInt(count)]);
                Board flipped = Position.fromFen(flip(Position.fromBoard(board).fen())).board();
                evaluation.start(board);
                flippedEvaluation.start(flipped);
                int score = evaluation.evaluate(board, 0);
                assertEquals(score, flippedEvaluation.evaluate(flipped, 0), Position.fromBoard(board).fen());
                compared++;
                nonZero += score != 0 ? 1 : 0;
            }
        }
        assertTrue(compared > 200 && nonZero > compared / 2, compared + " positions, " + nonZero + " not zero");
    }

    @Test
    void evaluatesTheSameIncrementallyAsAfresh() {
        Network network = TestNetworks.random(64, 5);
        NetworkEvaluation searching = new NetworkEvaluation(network, PLIES);
        NetworkEvaluation fresh = new NetworkEvaluation(network, 1);
        SplittableRandom random = new SplittableRandom(6);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        Board board = Position.fromFen(STARTS[1]).board();
        searching.start(board);
        for (int ply = 0; ply < PLIES - 1; ply++) {
            int count = MoveGenerator.generate(board, moves);
            if (count == 0) {
                break;
            }
            int move = moves[random.nextInt(count)];
            searching.play(board, move, ply);
            board.play(move);
            fresh.start(board);
            assertEquals(fresh.evaluate(board, 0), searching.evaluate(board, ply + 1));
        }
    }

    @Test
    void readsBackWhatItWrites() throws IOException {
        Network network = TestNetworks.random(16, 7);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        network.write(bytes);
        Network read = Network.read(new ByteArrayInputStream(bytes.toByteArray()));
        assertEquals(16, read.hidden());
        assertEquals(400, read.scale());
        assertArrayEquals(network.inputWeights, read.inputWeights);
        assertArrayEquals(network.hiddenBiases, read.hiddenBiases);
        assertArrayEquals(network.outputWeights, read.outputWeights);
        assertArrayEquals(network.outputBiases, read.outputBiases);
        byte[] whole = bytes.toByteArray();
        assertEquals(1, whole[7], "a network of one output is written as version 1");
        assertThrows(IOException.class, () -> Network.read(new ByteArrayInputStream(Arrays.copyOf(whole, 100))));
        assertThrows(IOException.class, () -> Network.read(new ByteArrayInputStream(
                Arrays.copyOf(whole, whole.length + 1))));
        byte[] wrongMagic = whole.clone();
        wrongMagic[0] ^= 1;
        assertThrows(IOException.class, () -> Network.read(new ByteArrayInputStream(wrongMagic)));
    }

    @Test
    void readsBackANetworkWithOutputBuckets() throws IOException {
        Network network = TestNetworks.random(16, 8, 9);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        network.write(bytes);
        byte[] whole = bytes.toByteArray();
        assertEquals(2, whole[7], "version 2");
        Network read = Network.read(new ByteArrayInputStream(whole));
        assertEquals(8, read.buckets());
        assertArrayEquals(network.inputWeights, read.inputWeights);
        assertArrayEquals(network.hiddenBiases, read.hiddenBiases);
        assertArrayEquals(network.outputWeights, read.outputWeights);
        assertArrayEquals(network.outputBiases, read.outputBiases);
        assertThrows(IOException.class, () -> Network.read(new ByteArrayInputStream(
                Arrays.copyOf(whole, whole.length - 4))));
        assertThrows(IllegalArgumentException.class, () -> new Network(16, 400, network.inputWeights,
                network.hiddenBiases, network.outputWeights, new int[7]));
    }

    @Test
    void readsBackASquaredNetworkAsVersionThree() throws IOException {
        Network network = TestNetworks.random(16, 4, 10, Network.Activation.SQUARED);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        network.write(bytes);
        byte[] whole = bytes.toByteArray();
        assertEquals(3, whole[7], "version 3");
        Network read = Network.read(new ByteArrayInputStream(whole));
        assertEquals(Network.Activation.SQUARED, read.activation());
        assertEquals(4, read.buckets());
        assertArrayEquals(network.inputWeights, read.inputWeights);
        assertArrayEquals(network.outputWeights, read.outputWeights);
        assertArrayEquals(network.outputBiases, read.outputBiases);
        // The activation is the int after the buckets: at bytes 32 to 35.
        assertEquals(1, whole[35]);
        byte[] unknown = whole.clone();
        unknown[35] = 7;
        IOException failure = assertThrows(IOException.class, () -> Network.read(new ByteArrayInputStream(unknown)));
        assertTrue(failure.getMessage().contains("activation"), failure.getMessage());
        // The same weights clipped instead score the start position otherwise.
        Network clipped = new Network(16, 400, network.inputWeights, network.hiddenBiases, network.outputWeights,
                network.outputBiases);
        assertEquals(Network.Activation.CLIPPED, clipped.activation());
        String start = STARTS[1];
        assertTrue(networkScore(new NetworkEvaluation(read, 1), start)
                != networkScore(new NetworkEvaluation(clipped, 1), start));
    }

    @Test
    void theBucketIsChosenByTheNumberOfPieces() {
        assertEquals(0, Network.bucket(2, 8));
        assertEquals(0, Network.bucket(4, 8));
        assertEquals(1, Network.bucket(5, 8));
        assertEquals(3, Network.bucket(16, 8));
        assertEquals(4, Network.bucket(17, 8));
        assertEquals(7, Network.bucket(29, 8));
        assertEquals(7, Network.bucket(32, 8));
        for (int pieces = 2; pieces <= 32; pieces++) {
            assertEquals(0, Network.bucket(pieces, 1));
        }
    }

    @Test
    void eachPositionIsScoredByItsBucketsOutput() {
        // A network of 8 buckets scores a position exactly as the one-output network made of its bucket's weights
        // (the same first layer), and the buckets differ, so a wrong choice would show.
        Network buckets = TestNetworks.random(24, 8, 11);
        Network[] single = new Network[8];
        short[] outputs = buckets.outputWeights();
        int[] biases = buckets.outputBiases();
        for (int b = 0; b < 8; b++) {
            single[b] = new Network(24, buckets.scale(), buckets.inputWeights(), buckets.hiddenBiases(),
                    Arrays.copyOfRange(outputs, b * 48, (b + 1) * 48), biases[b]);
        }
        NetworkEvaluation evaluation = new NetworkEvaluation(buckets, 1);
        SplittableRandom random = new SplittableRandom(12);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] seen = new int[8];
        int differ = 0;
        int positions = 0;
        for (String start : STARTS) {
            Board board = Position.fromFen(start).board();
            for (int ply = 0; ply < 120; ply++) {
                int pieces = Long.bitCount(board.occupied());
                int bucket = Network.bucket(pieces, 8);
                seen[bucket]++;
                int expected = networkScore(new NetworkEvaluation(single[bucket], 1), Position.fromBoard(board).fen());
                assertEquals(expected, networkScore(evaluation, Position.fromBoard(board).fen()),
                        Position.fromBoard(board).fen());
                int other = networkScore(new NetworkEvaluation(single[(bucket + 1) % 8], 1), Position.fromBoard(board).fen());
                if (!Evaluator.scoresAsMaterialDraw(board) && Math.abs(expected) < 10_000) {
                    differ += other != expected ? 1 : 0;
                    positions++;
                }
                int count = MoveGenerator.generate(board, moves);
                if (count == 0) {
                    break;
                }
                int capture = -1;
                for (int i = 0; i < count; i++) {
                    if (board.pieceAt(moves[i] >>> 6 & 63) >= 0) {
                        capture = moves[i];
                    }
                }
                board.play(capture >= 0 ? capture : moves[random.nextInt(count)]);
            }
        }
        assertTrue(seen[7] > 0 && seen[3] > 0 && seen[0] + seen[1] > 0, Arrays.toString(seen));
        assertTrue(positions > 300 && differ > positions * 19 / 20, "the next bucket scores alike in " + (positions - differ) + " of "
                + positions);
    }

    @Test
    void theBuiltInNetworkKnowsMaterialAndWhoIsToMove() {
        // A trained network, not random weights: level at the start, a queen up is worth several pawns to the side
        // that has it and as much against the side that does not, and a pawn about to promote counts.
        Network network = Network.builtIn();
        assertEquals(256, network.hidden());
        NetworkEvaluation evaluation = new NetworkEvaluation(network, 1);
        int start = score(evaluation, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertTrue(Math.abs(start) < 60, "start position: " + start);
        int queenUp = score(evaluation, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        int queenDown = score(evaluation, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        assertTrue(queenUp > 500, "white to move, a queen up: " + queenUp);
        assertTrue(queenDown < -500, "black to move, a queen down: " + queenDown);
        int promoting = score(evaluation, "6k1/1P6/8/8/8/8/5K2/8 w - - 0 1");
        int far = score(evaluation, "6k1/8/8/8/8/1P6/5K2/8 w - - 0 1");
        assertTrue(promoting > far + 100, "b7 " + promoting + ", b3 " + far);
    }

    @Test
    void theScoreShrinksWithTheFiftyMoveCount() {
        // Without pawns on a side: the same position counted 0 and 80 plies towards the fifty-move rule, 120/200 of
        // the score. With pawns on both sides: the whole score up to 20 plies, then 1/200 less a ply past them.
        NetworkEvaluation evaluation = new NetworkEvaluation(Network.builtIn(), 1);
        int fresh = score(evaluation, "6k1/8/8/8/3Q4/8/5K2/1r6 w - - 0 60");
        int late = score(evaluation, "6k1/8/8/8/3Q4/8/5K2/1r6 w - - 80 60");
        assertTrue(fresh > 300, "a queen against a rook: " + fresh);
        assertTrue(Math.abs(late - fresh * 120 / 200) <= 1, "after 80 plies " + late + ", at first " + fresh);
        int pawns = score(evaluation, "1r4k1/5ppp/8/8/3Q4/8/5PPP/6K1 w - - 0 60");
        int twenty = score(evaluation, "1r4k1/5ppp/8/8/3Q4/8/5PPP/6K1 w - - 20 60");
        int pawnsLate = score(evaluation, "1r4k1/5ppp/8/8/3Q4/8/5PPP/6K1 w - - 80 60");
        assertTrue(pawns > 300, "a queen against a rook, with pawns: " + pawns);
        assertEquals(pawns, twenty, "with pawns, after 20 plies");
        assertTrue(Math.abs(pawnsLate - pawns * 140 / 200) <= 1, "with pawns, after 80 plies " + pawnsLate
                + ", at first " + pawns);
    }

    @Test
    void aQueenAgainstARookOrABareKingDrivesTheKingToTheEdge() {
        // The weaker king in a corner with the other king close scores higher than in the middle, for either colour;
        // a rook against a bishop (not won by force) gets no such reward from the network evaluation's additions.
        NetworkEvaluation evaluation = new NetworkEvaluation(Network.builtIn(), 1);
        String[][] pairs = {
            {"7k/8/5K2/8/3Q4/8/8/1r6 w - - 0 1", "8/8/2k2K2/8/3Q4/8/8/1r6 w - - 0 1"},
            {"1R6/8/8/3q4/8/5k2/8/7K b - - 0 1", "1R6/8/8/3q4/8/2K2k2/8/8 b - - 0 1"},
            {"k7/8/2K5/8/8/8/8/5BN1 w - - 0 1", "8/8/2K5/4k3/8/8/8/5BN1 w - - 0 1"},
        };
        for (String[] pair : pairs) {
            int cornered = score(evaluation, pair[0]);
            int central = score(evaluation, pair[1]);
            assertTrue(cornered > central, pair[0] + ": " + cornered + ", " + pair[1] + ": " + central);
        }
        assertEquals(0, Evaluator.mopUp(Position.fromFen("7k/8/5K2/8/3R4/8/8/1b6 w - - 0 1").board(), true));
        assertEquals(0, Evaluator.mopUp(Position.fromFen("7k/8/5K2/8/3Q4/8/8/1r6 w - - 0 1").board(), false));
    }

    @Test
    void aBareKingThatCanBeMatedByForceScoresAsASureWin() {
        // For the side to move: +1 when it is the one with the pieces, -1 when it has the bare king.
        NetworkEvaluation evaluation = new NetworkEvaluation(Network.builtIn(), 1);
        Object[][] wins = {
            {"8/8/3k4/8/8/8/8/4KBN1 w - - 0 1", 1}, {"8/8/3k4/8/8/8/8/4KBN1 b - - 0 1", -1},
            {"4kbn1/8/8/8/8/3K4/8/8 w - - 90 80", -1}, {"8/8/3k4/8/8/8/8/R3K3 w - - 0 1", 1},
            {"8/8/3k4/8/8/8/8/2B1KB2 b - - 0 1", -1}, {"8/8/3k4/8/8/8/P7/2Q1K3 w - - 0 1", 1},
        };
        for (Object[] win : wins) {
            int score = score(evaluation, (String) win[0]);
            assertTrue((int) win[1] * score > Evaluator.KNOWN_WIN, win[0] + ": " + score);
        }
        // Two knights, or two bishops on squares of one colour, cannot force mate: the network decides.
        assertEquals(0, Evaluator.bareKingWin(Position.fromFen("8/8/3k4/8/8/8/8/1N2K1N1 w - - 0 1").board()));
        assertEquals(0, Evaluator.bareKingWin(Position.fromFen("8/8/3k4/8/8/8/8/2B1K1B1 w - - 0 1").board()));
        assertTrue(Math.abs(score(evaluation, "8/8/3k4/8/8/8/8/1N2K1N1 w - - 0 1")) < Evaluator.KNOWN_WIN);
    }

    /** The network's own score, without what {@link NetworkEvaluation#evaluate} adds to it. */
    private static int networkScore(NetworkEvaluation evaluation, String fen) {
        Board board = Position.fromFen(fen).board();
        evaluation.start(board);
        return evaluation.networkScore(board, 0);
    }

    private static int score(NetworkEvaluation evaluation, String fen) {
        Board board = Position.fromFen(fen).board();
        evaluation.start(board);
        return evaluation.evaluate(board, 0);
    }

    /** A random move, one of the rarer kinds (promotion, en passant, castling) half the time there is one. */
    private static int pick(int[] moves, int count, SplittableRandom random) {
        int special = 0;
        int[] specials = new int[count];
        for (int i = 0; i < count; i++) {
            if ((moves[i] >>> 14 & 3) != 0) {
                specials[special++] = moves[i];
            }
        }
        if (special > 0 && random.nextBoolean()) {
            return specials[random.nextInt(special)];
        }
        return moves[random.nextInt(count)];
    }

    private static void assertSameSums(Board board, Accumulators incremental, int ply, Network network) {
        Accumulators fresh = new Accumulators(network, 1);
        fresh.refresh(board, 0);
        for (int perspective = 0; perspective < 2; perspective++) {
            assertArrayEquals(fresh.sums(0, perspective), incremental.sums(ply, perspective),
                    Position.fromBoard(board).fen() + " perspective " + perspective);
        }
        int pieces = Long.bitCount(board.occupied());
        assertEquals(fresh.output(board.sideToMove(), 0, pieces),
                incremental.output(board.sideToMove(), ply, pieces));
    }

    /** The same position with the colours swapped: ranks mirrored, pieces and side to move changing colour. */
    static String flip(String fen) {
        String[] fields = fen.split(" ");
        String[] ranks = fields[0].split("/");
        StringBuilder placement = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            placement.append(swapCase(ranks[i]));
            if (i > 0) {
                placement.append('/');
            }
        }
        String side = fields[1].equals("w") ? "b" : "w";
        String castling = fields[2].equals("-") ? "-" : sortCastling(swapCase(fields[2]));
        String enPassant = fields[3].equals("-") ? "-"
                : fields[3].charAt(0) + String.valueOf((char) ('1' + '8' - fields[3].charAt(1)));
        return placement + " " + side + " " + castling + " " + enPassant + " " + fields[4] + " " + fields[5];
    }

    private static String swapCase(String text) {
        StringBuilder swapped = new StringBuilder();
        for (char c : text.toCharArray()) {
            swapped.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return swapped.toString();
    }

    private static String sortCastling(String rights) {
        StringBuilder sorted = new StringBuilder();
        for (char c : "KQkq".toCharArray()) {
            if (rights.indexOf(c) >= 0) {
                sorted.append(c);
            }
        }
        return sorted.toString();
    }
}
