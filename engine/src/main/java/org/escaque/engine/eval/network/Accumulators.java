package org.escaque.engine.eval.network;

import org.escaque.core.Board;

/**
 * The first layer's sums for both perspectives at every ply of a search, so that a move changes only what it
 * changes: the sums at ply {@code p + 1} are those at {@code p} plus the weights of the pieces that arrived and
 * minus those of the pieces that left (two to four inputs), and taking a move back costs nothing.
 *
 * <p>Each ply and perspective has its own {@code short[]}, and every update is one plain counted loop over it, the
 * form the JIT turns into vector instructions. Not thread-safe: each search thread owns one.
 */
final class Accumulators {

    // The kinds of a packed move, bits 14-15 of the layout defined in core's Move.
    private static final int KIND_PROMOTION = 1;
    private static final int KIND_EN_PASSANT = 2;
    private static final int KIND_CASTLING = 3;

    private final Network network;
    private final int hidden;
    private final short[] weights;
    /** [ply x 2 + perspective][hidden neuron]. */
    private final short[][] sums;

    Accumulators(Network network, int plies) {
        this.network = network;
        this.hidden = network.hidden;
        this.weights = network.inputWeights;
        this.sums = new short[2 * plies][hidden];
    }

    /** Computes the sums of {@code board} at {@code ply} from scratch. */
    void refresh(Board board, int ply) {
        for (int perspective = 0; perspective < 2; perspective++) {
            short[] sum = sums[2 * ply + perspective];
            System.arraycopy(network.hiddenBiases, 0, sum, 0, hidden);
            for (long occupied = board.occupied(); occupied != 0; occupied &= occupied - 1) {
                int square = Long.numberOfTrailingZeros(occupied);
                add(sum, Network.feature(perspective, board.pieceAt(square), square) * hidden);
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
            short[] before = sums[2 * ply + perspective];
            short[] after = sums[2 * (ply + 1) + perspective];
            int left = offset(perspective, piece, from);
            if (kind == KIND_CASTLING) {
                int rookFrom = to > from ? from + 3 : from - 4;
                int rookTo = to > from ? from + 1 : from - 1;
                int rook = board.pieceAt(rookFrom);
                addTwoSubtractTwo(before, after, offset(perspective, piece, to), offset(perspective, rook, rookTo),
                        left, offset(perspective, rook, rookFrom));
                continue;
            }
            int arrived = kind == KIND_PROMOTION ? piece - piece % 6 + 1 + (move >>> 12 & 3) : piece;
            int captureSquare = kind == KIND_EN_PASSANT ? to ^ 8 : to;
            int captured = board.pieceAt(captureSquare);
            int added = offset(perspective, arrived, to);
            if (captured < 0) {
                addSubtract(before, after, added, left);
            } else {
                addSubtractTwo(before, after, added, left, offset(perspective, captured, captureSquare));
            }
        }
    }

    /**
     * The output for the side to move at {@code ply}, in the scaled integer units of the last layer (QA x QB per
     * logit), bias included.
     */
    int output(int sideToMove, int ply) {
        short[] output = network.outputWeights;
        return network.outputBias + dot(sums[2 * ply + sideToMove], output, 0)
                + dot(sums[2 * ply + (sideToMove ^ 1)], output, hidden);
    }

    /** A copy of the sums of one perspective at a ply, for tests. */
    short[] sums(int ply, int perspective) {
        return sums[2 * ply + perspective].clone();
    }

    private int offset(int perspective, int piece, int square) {
        return Network.feature(perspective, piece, square) * hidden;
    }

    private int dot(short[] sum, short[] output, int from) {
        int total = 0;
        for (int i = 0; i < hidden; i++) {
            int activation = Math.min(Math.max(sum[i], 0), Network.QA);
            total += activation * output[from + i];
        }
        return total;
    }

    private void add(short[] sum, int added) {
        for (int i = 0; i < hidden; i++) {
            sum[i] = (short) (sum[i] + weights[added + i]);
        }
    }

    private void addSubtract(short[] before, short[] after, int added, int removed) {
        for (int i = 0; i < hidden; i++) {
            after[i] = (short) (before[i] + weights[added + i] - weights[removed + i]);
        }
    }

    private void addSubtractTwo(short[] before, short[] after, int added, int removed, int removedToo) {
        for (int i = 0; i < hidden; i++) {
            after[i] = (short) (before[i] + weights[added + i] - weights[removed + i] - weights[removedToo + i]);
        }
    }

    private void addTwoSubtractTwo(short[] before, short[] after, int added, int addedToo, int removed,
            int removedToo) {
        for (int i = 0; i < hidden; i++) {
            after[i] = (short) (before[i] + weights[added + i] + weights[addedToo + i] - weights[removed + i]
                    - weights[removedToo + i]);
        }
    }
}
