package org.escaque.lab.tools;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.escaque.core.Board;
import org.escaque.core.CastlingRights;
import org.escaque.core.Color;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.MoveGenerator;
import org.escaque.core.Piece;
import org.escaque.core.PieceType;
import org.escaque.core.Position;
import org.escaque.core.Setup;
import org.escaque.core.Square;
import org.escaque.core.game.dead.Winnability;

/**
 * The benchmark of {@code escaque-lab dead-position-bench}: how long the dead-position check made after every move
 * ({@link Winnability#isDead(Position)}) takes, per position, over every position of random games (both sides play
 * uniformly random legal moves from the start until the game ends: mate, stalemate, a dead position, 75 moves) and
 * over random positions with locked pawn chains; and how long the check made when a flag falls
 * ({@link Winnability#canCheckmate(Position, Color)} for the side not to move) takes, on every {@link #SAMPLE}th of
 * those positions. The games and positions come from a fixed seed, so each run measures the same positions. Prints
 * p50, p99 and the maximum in microseconds.
 */
public final class DeadPositionBench {

    private static final int MAX_PLIES = 600;
    private static final int LOCKED_POSITIONS = 20_000;
    private static final int RUNS = 3;
    private static final int WARM_UP_GAMES = 300;
    private static final int SAMPLE = 20;

    private DeadPositionBench() {
    }

    /** Plays {@code games} random games from {@code seed}, times the checks and prints the figures to {@code out}. */
    public static void run(PrintWriter out, int games, long seed) {
        Random random = new Random(seed);
        // Warm up every code path first (the compiler's work is not the check's), on games and positions of their own.
        Timings warmUp = new Timings();
        for (int game = 0; game < WARM_UP_GAMES; game++) {
            playRandomGame(random, warmUp);
        }
        for (int i = 0; i < WARM_UP_GAMES * 10; i++) {
            lockedPosition(random).ifPresent(warmUp::time);
        }
        Timings played = new Timings();
        for (int game = 0; game < games; game++) {
            playRandomGame(random, played);
        }
        Timings locked = new Timings();
        while (locked.count < LOCKED_POSITIONS) {
            lockedPosition(random).ifPresent(locked::time);
        }
        out.println("Winnability.isDead, the check after every move (microseconds per position, best of " + RUNS
                + " runs):");
        played.report(out, games + " random games");
        locked.report(out, "locked pawn chains");
        out.println("Winnability.canCheckmate for the side not to move, the check when a flag falls (every " + SAMPLE
                + "th position):");
        played.flagFalls.report(out, games + " random games");
        locked.flagFalls.report(out, "locked pawn chains");
        out.flush();
    }

    /** Times every position of one random game, the start included. */
    private static void playRandomGame(Random random, Timings timings) {
        Board board = Position.initial().board();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int ply = 0; ply < MAX_PLIES; ply++) {
            Position position = Position.fromBoard(board);
            boolean dead = timings.time(position);
            int n = MoveGenerator.generate(board, moves);
            if (n == 0 || dead || position.halfmoveClock() >= 150) {
                return;
            }
            board.play(moves[random.nextInt(n)]);
        }
    }

    /**
     * A random position with locked pawn pairs (a white pawn with a black pawn just in front of it): half of the
     * time a chain across the board on every other file with the kings on either side of it and up to two bishops,
     * otherwise two to eight pairs anywhere, the kings anywhere and up to three other pieces. Empty when that is not
     * a legal position.
     */
    static java.util.Optional<Position> lockedPosition(Random random) {
        Map<Square, Piece> pieces = new EnumMap<>(Square.class);
        boolean chain = random.nextBoolean();
        if (chain) {
            int first = random.nextInt(2);
            int rank = 2 + random.nextInt(3);
            for (int file = first; file < 8; file += 2) {
                pieces.put(Square.of(file, rank), Piece.of(Color.WHITE, PieceType.PAWN));
                pieces.put(Square.of(file, rank + 1), Piece.of(Color.BLACK, PieceType.PAWN));
            }
            place(random, pieces, Piece.of(Color.WHITE, PieceType.KING), 0, rank - 1);
            place(random, pieces, Piece.of(Color.BLACK, PieceType.KING), rank + 2, 7);
            for (int i = random.nextInt(3); i > 0; i--) {
                Color color = random.nextBoolean() ? Color.WHITE : Color.BLACK;
                place(random, pieces, Piece.of(color, PieceType.BISHOP), 0, 7);
            }
        } else {
            int pairs = 2 + random.nextInt(7);
            List<Integer> files = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5, 6, 7));
            java.util.Collections.shuffle(files, random);
            for (int i = 0; i < pairs; i++) {
                int rank = 1 + random.nextInt(5);
                pieces.put(Square.of(files.get(i), rank), Piece.of(Color.WHITE, PieceType.PAWN));
                pieces.put(Square.of(files.get(i), rank + 1), Piece.of(Color.BLACK, PieceType.PAWN));
            }
            place(random, pieces, Piece.of(Color.WHITE, PieceType.KING), 0, 7);
            place(random, pieces, Piece.of(Color.BLACK, PieceType.KING), 0, 7);
            PieceType[] extras = {PieceType.KNIGHT, PieceType.BISHOP, PieceType.BISHOP, PieceType.ROOK,
                PieceType.QUEEN, PieceType.PAWN};
            for (int i = random.nextInt(4); i > 0; i--) {
                Color color = random.nextBoolean() ? Color.WHITE : Color.BLACK;
                place(random, pieces, Piece.of(color, extras[random.nextInt(extras.length)]), 0, 7);
            }
        }
        Color turn = random.nextBoolean() ? Color.WHITE : Color.BLACK;
        try {
            return java.util.Optional.of(Position.of(new Setup(pieces, turn, CastlingRights.NONE,
                    java.util.Optional.empty(), 0, 1)));
        } catch (InvalidPositionException e) {
            return java.util.Optional.empty();
        }
    }

    /** Puts {@code piece} on a random free square between ranks {@code low} and {@code high} (0 to 7). */
    private static void place(Random random, Map<Square, Piece> pieces, Piece piece, int low, int high) {
        while (true) {
            Square square = Square.of(random.nextInt(8), low + random.nextInt(high - low + 1));
            boolean backRank = square.rank() == 0 || square.rank() == 7;
            if (!pieces.containsKey(square) && !(piece.type() == PieceType.PAWN && backRank)) {
                pieces.put(square, piece);
                return;
            }
        }
    }

    /**
     * Per position, the best of {@link #RUNS} timed calls of the dead-position check (a garbage-collection pause is
     * not the check's time), and of the flag-fall check on every {@link #SAMPLE}th position.
     */
    private static final class Timings {
        private final Series deadChecks = new Series("dead");
        private final Series flagFalls = new Series("draw on time");
        private int count;

        /** Times the checks on {@code position}; returns whether it is dead. */
        boolean time(Position position) {
            boolean dead = deadChecks.time(() -> Winnability.isDead(position));
            if (count++ % SAMPLE == 0) {
                flagFalls.time(() -> Winnability.canCheckmate(position, position.turn().opponent()).isNo());
            }
            return dead;
        }

        void report(PrintWriter out, String what) {
            deadChecks.report(out, what);
        }
    }

    /** Best-of-{@link #RUNS} times of one check, and how often it answered true. */
    private static final class Series {
        private final String answer;
        private long[] nanos = new long[1 << 12];
        private int count;
        private int yes;

        Series(String answer) {
            this.answer = answer;
        }

        boolean time(java.util.function.BooleanSupplier check) {
            long best = Long.MAX_VALUE;
            boolean result = false;
            for (int run = 0; run < RUNS; run++) {
                long start = System.nanoTime();
                result = check.getAsBoolean();
                best = Math.min(best, System.nanoTime() - start);
            }
            if (count == nanos.length) {
                nanos = Arrays.copyOf(nanos, count * 2);
            }
            nanos[count++] = best;
            if (result) {
                yes++;
            }
            return result;
        }

        void report(PrintWriter out, String what) {
            long[] sorted = Arrays.copyOf(nanos, count);
            Arrays.sort(sorted);
            out.printf(Locale.ROOT, "  %-20s %9d positions (%d %s): p50 %.1f, p99 %.1f, max %.1f%n", what, count, yes,
                    answer, sorted[count / 2] / 1e3, sorted[Math.min(count - 1, (int) (count * 0.99))] / 1e3,
                    sorted[count - 1] / 1e3);
        }
    }
}
