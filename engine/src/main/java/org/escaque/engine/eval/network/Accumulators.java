package org.escaque.engine.eval.network;

import org.escaque.core.Board;

/**
 * The first layer's sums for both perspectives at every ply of a search, so that a move changes only what it
 * changes: the sums at ply {@code p + 1} are those at {@code p} plus the weights of the pieces that arrived and
 * minus those of the pieces that left (two to four inputs), and taking a move back costs nothing.
 *
 * <p>Each ply and perspective has its own {@code int[]}, each feature's weights too ({@link Network#inputRows}),
 * and every update and the output are plain counted loops over whole arrays of one type with no branch inside,
 * the form the JIT turns into vector instructions. The sums stay within a {@code short}, as the trainer clips the
 * weights so that they do. Not thread-safe: each search thread owns one.
 */
final class Accumulators {

    // The kinds of a packed move, bits 14-15 of the layout defined in core's Move.
    private static final int KIND_PROMOTION = 1;
    private static final int KIND_EN_PASSANT = 2;
    private static final int KIND_CASTLING = 3;

    private final Network network;
    private final boolean squared;
    private final int hidden;
    private final int[][] rows;
    /** [ply x 2 + perspective][hidden neuron]. */
    private final int[][] sums;

    Accumulators(Network network, int plies) {
        this.network = network;
        this.squared = network.activation == Network.Activation.SQUARED;
        this.hidden = network.hidden;
        this.rows = network.inputRows;
        this.sums = new int[2 * plies][hidden];
    }

    /** Computes the sums of {@code board} at {@code ply} from scratch. */
    void refresh(Board board, int ply) {
        for (int perspective = 0; perspective < 2; perspective++) {
            int[] sum = sums[2 * ply + perspective];
            System.arraycopy(network.biases, 0, sum, 0, hidden);
            for (long occupied = board.occupied(); occupied != 0; occupied &= occupied - 1) {
                int square = Long.numberOfTrailingZeros(occupied);
                add(sum, row(perspective, board.pieceAt(square), square));
            }
        }
    }

    /** The sums after a null move at {@code ply}: the same pieces, so the same sums at {@code ply + 1}. */
    void copy(int ply) {
        for (int perspective = 0; perspective < 2; perspective++) {
            System.arraycopy(sums[2 * ply + perspective], 0, sums[2 * (ply + 1) + perspective], 0, hidden);
        }
    }

    /**
     * The sums at {@code ply + 1} after {@code move} (packed, see core's {@code Move}) is played on {@code board},
     * which must still show the position before it.
     */
    void play(Board board, int move, int ply) {
        int from = move & 63;
        int to = move >>> 6 & 63;
        int kind = move >>> 14 & 3;
        int piece = board.pieceAt(from);
        for (int perspective = 0; perspective < 2; perspective++) {
            int[] before = sums[2 * ply + perspective];
            int[] after = sums[2 * (ply + 1) + perspective];
            int[] left = row(perspective, piece, from);
            if (kind == KIND_CASTLING) {
                int rookFrom = to > from ? from + 3 : from - 4;
                int rookTo = to > from ? from + 1 : from - 1;
                int rook = board.pieceAt(rookFrom);
                addTwoSubtractTwo(before, after, row(perspective, piece, to), row(perspective, rook, rookTo),
                        left, row(perspective, rook, rookFrom));
                continue;
            }
            int arrived = kind == KIND_PROMOTION ? piece - piece % 6 + 1 + (move >>> 12 & 3) : piece;
            int captureSquare = kind == KIND_EN_PASSANT ? to ^ 8 : to;
            int captured = board.pieceAt(captureSquare);
            int[] added = row(perspective, arrived, to);
            if (captured < 0) {
                addSubtract(before, after, added, left);
            } else {
                addSubtractTwo(before, after, added, left, row(perspective, captured, captureSquare));
            }
        }
    }

    /**
     * The output for the side to move at {@code ply}, with {@code pieces} pieces on the board (which picks the output
     * bucket), in the scaled integer units of the last layer (QA x QB per logit), bias included.
     */
    int output(int sideToMove, int ply, int pieces) {
        int bucket = Network.bucket(pieces, network.buckets);
        int[] ours = sums[2 * ply + sideToMove];
        int[] theirs = sums[2 * ply + (sideToMove ^ 1)];
        if (squared) {
            // Each activation is (c x c + 128) >> 8, about QA x QA / 256 per 1.0: 256 / QA brings the sum to QA x QB.
            long total = (long) dotSquared(ours, network.outputOurs[bucket])
                    + dotSquared(theirs, network.outputTheirs[bucket]);
            return network.outputBiases[bucket] + (int) (total * 256 / Network.QA);
        }
        return network.outputBiases[bucket] + dot(ours, network.outputOurs[bucket])
                + dot(theirs, network.outputTheirs[bucket]);
    }

    /** A copy of the sums of one perspective at a ply, for tests. */
    int[] sums(int ply, int perspective) {
        return sums[2 * ply + perspective].clone();
    }

    private int[] row(int perspective, int piece, int square) {
        return rows[Network.feature(perspective, piece, square)];
    }

    /**
     * The clipped activations, {@code min(max(sum, 0), QA)}, times the output weights, summed. The clip is written
     * with shifts and masks rather than {@code Math.min}/{@code max}, which kept the loop scalar (Java 17).
     */
    private int dot(int[] sum, int[] output) {
        int total = 0;
        for (int i = 0; i < hidden; i++) {
            int x = sum[i];
            x &= ~(x >> 31);
            int over = x - Network.QA;
            x = Network.QA + (over & over >> 31);
            total += x * output[i];
        }
        return total;
    }

    /** As {@link #dot}, each clipped activation {@code c} squared and scaled back to 0..254 as {@code (c x c + 128) >> 8}. */
    private int dotSquared(int[] sum, int[] output) {
        int total = 0;
        for (int i = 0; i < hidden; i++) {
            int x = sum[i];
            x &= ~(x >> 31);
            int over = x - Network.QA;
            x = Network.QA + (over & over >> 31);
            total += (x * x + 128 >> 8) * output[i];
        }
        return total;
    }

    private void add(int[] sum, int[] added) {
        for (int i = 0; i < hidden; i++) {
            sum[i] += added[i];
        }
    }

    private void addSubtract(int[] before, int[] after, int[] added, int[] removed) {
        for (int i = 0; i < hidden; i++) {
            after[i] = before[i] + added[i] - removed[i];
        }
    }

    private void addSubtractTwo(int[] before, int[] after, int[] added, int[] removed, int[] removedToo) {
        for (int i = 0; i < hidden; i++) {
            after[i] = before[i] + added[i] - removed[i] - removedToo[i];
        }
    }

    private void addTwoSubtractTwo(int[] before, int[] after, int[] added, int[] addedToo, int[] removed,
            int[] removedToo) {
        for (int i = 0; i < hidden; i++) {
            after[i] = before[i] + added[i] + addedToo[i] - removed[i] - removedToo[i];
        }
    }
}
