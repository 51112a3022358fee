package org.escaque.core.game.dead;

/** A set of 64-bit position keys (open addressing; 0 is stored on the side). Grows as needed. */
final class KeySet {

    private long[] keys = new long[1024];
    private int size;
    private boolean hasZero;

    /** Adds {@code key}; false if it was already there. */
    boolean add(long key) {
        if (key == 0) {
            boolean added = !hasZero;
            hasZero = true;
            return added;
        }
        if (size * 2 >= keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int slot = (int) mix(key) & mask;
        while (keys[slot] != 0) {
            if (keys[slot] == key) {
                return false;
            }
            slot = slot + 1 & mask;
        }
        keys[slot] = key;
        size++;
        return true;
    }

    void clear() {
        java.util.Arrays.fill(keys, 0);
        size = 0;
        hasZero = false;
    }

    private void grow() {
        long[] old = keys;
        keys = new long[old.length * 2];
        size = 0;
        for (long key : old) {
            if (key != 0) {
                add(key);
            }
        }
    }

    private static long mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return h ^ h >>> 29;
    }
}
