package org.escaque.lab.nnue;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Training positions held compactly in memory: per position its pieces (as the network's white-perspective inputs,
 * from which the black perspective follows), the side to move, the game's result and the search's score, both
 * from white's side. Read from {@code FEN;result;score} lines ({@link SelfPlayPositions}; the result {@code *}
 * when there is none, {@link DistilledPositions}); only the FEN's placement and side-to-move fields are used.
 */
final class TrainingPositions {

    private static final String PIECES = "PNBRQKpnbrqk";
    private static final int NO_RESULT = 3;

    private short[] features = new short[1 << 20];
    private int[] starts = new int[1 << 15];
    private byte[] sideToMove = new byte[1 << 15];
    private byte[] results = new byte[1 << 15];
    private short[] scores = new short[1 << 15];
    private int size;

    /** Positions. */
    int size() {
        return size;
    }

    /** Adds a position: {@code line} as {@link SelfPlayPositions} writes it. */
    void add(String line) {
        String[] fields = line.split(";");
        if (fields.length < 3) {
            throw new IllegalArgumentException("not FEN;result;score: '" + line + "'");
        }
        int result = switch (fields[1].strip()) {
            case "1-0" -> 2;
            case "1/2-1/2" -> 1;
            case "0-1" -> 0;
            case "*" -> NO_RESULT;
            default -> throw new IllegalArgumentException("no result in '" + line + "'");
        };
        int score = Integer.parseInt(fields[2].strip());
        String fen = fields[0].strip();
        int space = fen.indexOf(' ');
        if (space < 0) {
            throw new IllegalArgumentException("no side to move in '" + line + "'");
        }
        grow();
        int start = starts[size];
        int count = 0;
        int rank = 7;
        int file = 0;
        for (int i = 0; i < space; i++) {
            char c = fen.charAt(i);
            if (c == '/') {
                rank--;
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
            } else {
                int piece = PIECES.indexOf(c);
                if (piece < 0 || count == 32 || rank < 0 || file > 7) {
                    throw new IllegalArgumentException("bad placement in '" + line + "'");
                }
                features[start + count++] = (short) (piece * 64 + rank * 8 + file);
                file++;
            }
        }
        sideToMove[size] = (byte) (fen.charAt(space + 1) == 'w' ? 0 : 1);
        results[size] = (byte) result;
        scores[size] = (short) Math.max(-Short.MAX_VALUE, Math.min(Short.MAX_VALUE, score));
        size++;
        starts[size] = start + count;
    }

    /** Adds every line of {@code file}, the first {@code skip} lines aside, up to {@code limit} lines. */
    void read(Path file, long skip, long limit) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            long number = 0;
            for (String line; (line = in.readLine()) != null && number < skip + limit; number++) {
                if (number >= skip && !line.isBlank()) {
                    add(line);
                }
            }
        }
    }

    /** Counts the non-blank lines of a file. */
    static long lines(Path file) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            long count = 0;
            for (String line; (line = in.readLine()) != null; ) {
                if (!line.isBlank()) {
                    count++;
                }
            }
            return count;
        }
    }

    /** Where position {@code index}'s inputs start in {@link #features()}. */
    int start(int index) {
        return starts[index];
    }

    /** Where they end (exclusive). */
    int end(int index) {
        return starts[index + 1];
    }

    /** All positions' inputs, white's perspective: piece (0-5 white, 6-11 black) x 64 + square. */
    short[] features() {
        return features;
    }

    /** 0 when white is to move, 1 when black is. */
    int sideToMove(int index) {
        return sideToMove[index];
    }

    /** Whether any position comes with its game's result. */
    boolean anyResult() {
        for (int i = 0; i < size; i++) {
            if (hasResult(i)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the position comes with its game's result. */
    boolean hasResult(int index) {
        return results[index] != NO_RESULT;
    }

    /** The game's result for white: 1, 0.5 or 0 (only when it {@link #hasResult has one}). */
    double whiteResult(int index) {
        if (!hasResult(index)) {
            throw new IllegalStateException("position " + index + " has no result");
        }
        return results[index] / 2.0;
    }

    /** The search's score in centipawns, from white's side. */
    int whiteScore(int index) {
        return scores[index];
    }

    private void grow() {
        if (size + 2 > starts.length) {
            int capacity = starts.length * 2;
            starts = Arrays.copyOf(starts, capacity);
            sideToMove = Arrays.copyOf(sideToMove, capacity);
            results = Arrays.copyOf(results, capacity);
            scores = Arrays.copyOf(scores, capacity);
        }
        if (starts[size] + 32 > features.length) {
            features = Arrays.copyOf(features, features.length * 2);
        }
    }
}
