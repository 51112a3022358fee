package org.escaque.core.reference;

import java.util.ArrayList;
import java.util.List;

/**
 * A game for differential tests: a start position plus the moves played, answering the draw and end
 * questions of FIDE Articles 5 and 9. Immutable: {@link #play(String)} returns a new game.
 */
public final class ReferenceGame {

    private final ReferenceBoard start;
    private final List<String> moves;
    /** Every position of the game, the start first and the current one last. */
    private final List<ReferenceBoard> positions;

    private ReferenceGame(ReferenceBoard start, List<String> moves, List<ReferenceBoard> positions) {
        this.start = start;
        this.moves = List.copyOf(moves);
        this.positions = List.copyOf(positions);
    }

    /** A game from {@code start} with no move played yet. */
    public static ReferenceGame startingAt(ReferenceBoard start) {
        return new ReferenceGame(start, List.of(), List.of(start));
    }

    /** A game from {@code start} with the given UCI moves played; throws on the first illegal one. */
    public static ReferenceGame of(ReferenceBoard start, List<String> uciMoves) {
        ReferenceGame game = startingAt(start);
        for (String uci : uciMoves) {
            game = game.play(uci);
        }
        return game;
    }

    /**
     * The game with one more move.
     *
     * @throws IllegalArgumentException when the move is not legal in the current position
     */
    public ReferenceGame play(String uci) {
        ReferenceBoard next = board().play(uci);
        List<String> nextMoves = new ArrayList<>(moves);
        nextMoves.add(uci);
        List<ReferenceBoard> nextPositions = new ArrayList<>(positions);
        nextPositions.add(next);
        return new ReferenceGame(start, nextMoves, nextPositions);
    }

    public ReferenceBoard start() {
        return start;
    }

    /** The moves played, in UCI text. */
    public List<String> moves() {
        return moves;
    }

    /** The current position. */
    public ReferenceBoard board() {
        return positions.get(positions.size() - 1);
    }

    /** How many times the current position has stood in this game, itself included (FIDE 9.2.2, 9.2.3). */
    public int repetitionCount() {
        String key = board().repetitionKey();
        return (int) positions.stream().filter(position -> position.repetitionKey().equals(key)).count();
    }

    /** FIDE 9.2.1.2: the current position has stood at least three times. */
    public boolean canClaimThreefold() {
        return repetitionCount() >= 3;
    }

    /** FIDE 9.3.2: the last 50 moves of each player had no pawn move and no capture. */
    public boolean canClaimFiftyMoves() {
        return board().halfmoveClock() >= 100;
    }

    /** FIDE 9.6.1: the current position has stood at least five times; the game is drawn. */
    public boolean isFivefold() {
        return repetitionCount() >= 5;
    }

    /** FIDE 9.6.2: 75 moves by each player with no pawn move or capture, unless the last move mated. */
    public boolean isSeventyFiveMoves() {
        return board().halfmoveClock() >= 150 && !board().isCheckmate();
    }

    /** FIDE 9.2.1.1: after {@code uci} the resulting position would stand for the third time. */
    public boolean wouldOpenThreefoldClaim(String uci) {
        return play(uci).canClaimThreefold();
    }

    /** FIDE 9.3.1: after {@code uci} the fifty-move claim would be open. */
    public boolean wouldOpenFiftyMoveClaim(String uci) {
        return play(uci).canClaimFiftyMoves();
    }

    /**
     * How the game ended by rule: {@code "checkmate"}, {@code "stalemate"}, {@code "insufficient-material"},
     * {@code "fivefold-repetition"} or {@code "seventy-five-moves"}; {@code null} while the game goes on.
     * Checkmate comes first, so a mate on the 75th move wins.
     */
    public String outcome() {
        ReferenceBoard board = board();
        if (board.isCheckmate()) {
            return "checkmate";
        }
        if (board.isStalemate()) {
            return "stalemate";
        }
        if (board.isInsufficientMaterial()) {
            return "insufficient-material";
        }
        if (isFivefold()) {
            return "fivefold-repetition";
        }
        if (isSeventyFiveMoves()) {
            return "seventy-five-moves";
        }
        return null;
    }
}
