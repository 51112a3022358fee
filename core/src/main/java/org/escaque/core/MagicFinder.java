package org.escaque.core;

import java.util.Arrays;

/**
 * Finds the magic multipliers stored in {@link MagicNumbers}: for each square, a number that maps every
 * relevant occupancy to a table slot without two different attack sets sharing one. Run
 * {@code java org.escaque.core.MagicFinder} to print a fresh set; {@link Attacks} re-checks every stored number
 * while it fills its tables, and refuses to load with one that collides.
 */
final class MagicFinder {

    private MagicFinder() {
    }

    static long find(int square, int[][] directions, SeededRandom random) {
        long mask = Rays.relevantMask(square, directions);
        int bits = Long.bitCount(mask);
        int size = 1 << bits;
        long[] occupancies = new long[size];
        long[] attacks = new long[size];
        long subset = 0;
        int n = 0;
        do {
            occupancies[n] = subset;
            attacks[n] = Rays.slidingAttacks(square, subset, directions);
            n++;
            subset = (subset - mask) & mask;
        } while (subset != 0);
        long[] table = new long[size];
        int[] epoch = new int[size];
        for (int attempt = 1; ; attempt++) {
            long magic = random.nextLong() & random.nextLong() & random.nextLong();
            if (Long.bitCount((mask * magic) >>> 56) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int index = (int) ((occupancies[i] * magic) >>> (64 - bits));
                if (epoch[index] != attempt) {
                    epoch[index] = attempt;
                    table[index] = attacks[i];
                } else if (table[index] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                return magic;
            }
        }
    }

    public static void main(String[] args) {
        SeededRandom random = new SeededRandom(args.length > 0 ? Long.parseLong(args[0]) : 2026);
        long[] rook = new long[64];
        long[] bishop = new long[64];
        for (int sq = 0; sq < 64; sq++) {
            rook[sq] = find(sq, Rays.ROOK_DIRECTIONS, random);
            bishop[sq] = find(sq, Rays.BISHOP_DIRECTIONS, random);
        }
        System.out.println(format("ROOK", rook));
        System.out.println(format("BISHOP", bishop));
    }

    private static String format(String name, long[] magics) {
        StringBuilder text = new StringBuilder("    static final long[] " + name + " = {\n");
        for (int i = 0; i < 64; i += 4) {
            text.append("        ");
            long[] row = Arrays.copyOfRange(magics, i, i + 4);
            for (long magic : row) {
                text.append(String.format("0x%016XL, ", magic));
            }
            text.setLength(text.length() - 1);
            text.append('\n');
        }
        return text.append("    };").toString();
    }
}
