package org.escaque.core;

/**
 * Random keys whose XOR identifies a position for repetition (FIDE 9.2.3: placement, side to move,
 * castling rights, and the en-passant square only when an en-passant capture is legal).
 */
final class Zobrist {

    /** Indexed by piece code * 64 + square. */
    static final long[] PIECE_SQUARE = new long[12 * 64];
    /** Indexed by the 4-bit castling-rights mask. */
    static final long[] CASTLING = new long[16];
    /** Indexed by the file of the en-passant square. */
    static final long[] EN_PASSANT_FILE = new long[8];
    /** XORed in when black is to move. */
    static final long BLACK_TO_MOVE;

    static {
        SeededRandom random = new SeededRandom(0x45534341515545L);
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            PIECE_SQUARE[i] = random.nextLong();
        }
        for (int i = 0; i < CASTLING.length; i++) {
            CASTLING[i] = random.nextLong();
        }
        for (int i = 0; i < EN_PASSANT_FILE.length; i++) {
            EN_PASSANT_FILE[i] = random.nextLong();
        }
        BLACK_TO_MOVE = random.nextLong();
    }

    private Zobrist() {
    }
}
