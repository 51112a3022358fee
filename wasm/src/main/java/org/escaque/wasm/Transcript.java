package org.escaque.wasm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.SeededRandom;
import org.escaque.core.game.DrawClaim;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;
import org.escaque.core.notation.San;

/**
 * Random games played by core's {@link Game}, written out ply by ply: the position (FEN), every legal move, check,
 * the draw claims open and the moves that would open one, the move played in SAN, and how the game ended. The same
 * code runs on the JVM and in the browser's WebAssembly build; the differential test compares the two texts, so any
 * difference in how the two targets run the rules (64-bit arithmetic, integer overflow, collections' order, strings)
 * shows up as a game whose digest differs.
 *
 * <p>Game {@code i} of seed {@code s} depends on nothing else, so one differing game can be written out whole with
 * {@link #game}. Odd-numbered games are biased towards captures (four in five moves capture when one can), so that
 * they reach endings, where insufficient material, dead positions and the fifty- and seventy-five-move rules decide; a
 * third of the games claim a draw when one is open (now and then), the others play on to the automatic endings.
 */
public final class Transcript {

    /** Plies after which a game that has not ended is stopped (its line says so); the 75-move rule ends most before. */
    static final int MAX_PLIES = 2000;

    private Transcript() {
    }

    /** One line per game, {@code count} games from {@code seed}: index, plies, how it ended, and a digest of its lines. */
    public static String games(long seed, int count) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            Digest digest = new Digest();
            Summary summary = play(seed, i, digest::add);
            out.append(i).append(' ').append(summary.plies()).append(' ').append(summary.ending()).append(' ')
                    .append(digest.hex()).append('\n');
        }
        return out.toString();
    }

    /** Every line of game {@code index} of {@code seed}, for finding where two targets part. */
    public static String game(long seed, int index) {
        StringBuilder out = new StringBuilder();
        play(seed, index, line -> out.append(line).append('\n'));
        return out.toString();
    }

    /**
     * Command line, on the JVM: {@code Transcript SEED COUNT} prints {@link #games}, {@code Transcript SEED COUNT INDEX}
     * {@link #game}; what the differential test compares with the WebAssembly build's text.
     */
    public static void main(String[] arguments) {
        if (arguments.length < 2 || arguments.length > 3) {
            System.err.println("usage: Transcript SEED COUNT [INDEX]");
            System.exit(2);
        }
        try {
            long seed = Long.parseLong(arguments[0]);
            int count = Integer.parseInt(arguments[1]);
            System.out.print(arguments.length == 2 ? games(seed, count) : game(seed, Integer.parseInt(arguments[2])));
        } catch (NumberFormatException notANumber) {
            System.err.println("Transcript: " + notANumber.getMessage());
            System.exit(2);
        }
    }

    private record Summary(int plies, String ending) {
    }

    private interface Lines {
        void add(String line);
    }

    private static Summary play(long seed, int index, Lines lines) {
        SeededRandom random = new SeededRandom(seed * 1_000_003L + index);
        boolean captures = index % 2 == 1;
        // A third of the games claim draws when they can; the rest play on to the automatic endings.
        boolean claims = random.nextInt(3) == 0;
        Game game = new Game(Position.initial());
        while (!game.isOver() && game.ply() < MAX_PLIES) {
            Position position = game.position();
            List<Move> legal = position.legalMoves();
            lines.add(describe(game, position, legal));
            Move move = choose(position, legal, captures, random);
            String san = San.format(position, move);
            try {
                if (claims && random.nextInt(8) == 0 && !game.claimsOpenedBy(move).isEmpty()) {
                    Outcome claimed = game.playAndClaimDraw(move);
                    lines.add("move " + san + " claim " + claimed.termination().id());
                    break;
                }
                game.play(move);
            } catch (IllegalMoveException impossible) {
                throw new IllegalStateException("a legal move was refused: " + move, impossible);
            }
            lines.add("move " + san);
            if (claims && !game.isOver() && random.nextInt(16) == 0 && !game.openClaims().isEmpty()) {
                lines.add("claim " + game.claimDraw().termination().id());
            }
        }
        Optional<Outcome> outcome = game.outcome();
        String ending = outcome.map(o -> o.termination().id() + ":" + o.result()).orElse("unfinished");
        lines.add("end " + ending + " " + game.position().fen());
        return new Summary(game.ply(), ending);
    }

    private static String describe(Game game, Position position, List<Move> legal) {
        Set<String> moves = new TreeSet<>();
        for (Move move : legal) {
            moves.add(move.toString());
        }
        StringBuilder line = new StringBuilder();
        line.append(game.ply()).append(' ').append(position.fen()).append(" key ")
                .append(Long.toHexString(position.key())).append(" check ").append(position.isCheck())
                .append(" repeated ").append(game.repetitionCount()).append(" moves ").append(String.join(",", moves));
        List<String> claims = new ArrayList<>();
        for (DrawClaim claim : game.openClaims()) {
            claims.add(claim.id());
        }
        line.append(" claims ").append(String.join(",", claims));
        Set<String> opening = new TreeSet<>();
        for (Map.Entry<Move, Set<DrawClaim>> entry : game.movesOpeningClaims().entrySet()) {
            Set<String> ids = new TreeSet<>();
            entry.getValue().forEach(claim -> ids.add(claim.id()));
            opening.add(entry.getKey() + "=" + String.join("+", ids));
        }
        line.append(" opening ").append(String.join(",", opening));
        return line.toString();
    }

    private static Move choose(Position position, List<Move> legal, boolean preferCaptures, SeededRandom random) {
        if (preferCaptures && random.nextInt(5) != 0) {
            List<Move> captures = new ArrayList<>();
            for (Move move : legal) {
                if (move.isEnPassant() || !move.isCastling() && position.pieceAt(move.to()).isPresent()) {
                    captures.add(move);
                }
            }
            if (!captures.isEmpty()) {
                return captures.get(random.nextInt(captures.size()));
            }
        }
        return legal.get(random.nextInt(legal.size()));
    }

    /** FNV-1a over the lines' characters, 64 bits. */
    private static final class Digest {
        private long hash = 0xcbf29ce484222325L;

        void add(String line) {
            for (int i = 0; i < line.length(); i++) {
                hash ^= line.charAt(i);
                hash *= 0x100000001b3L;
            }
            hash ^= '\n';
            hash *= 0x100000001b3L;
        }

        String hex() {
            return Long.toHexString(hash);
        }
    }
}
