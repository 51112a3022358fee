package org.escaque.core.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;

/**
 * A game under the FIDE Laws: a start position, the moves played, and the positions they led to. It ends
 * by itself on checkmate, stalemate, insufficient material, the fifth occurrence of a position, or 75 moves
 * each without a capture or pawn move (unless the last move mates); it ends on a successful draw claim
 * (third occurrence, 50 moves). Not thread-safe: a session guards its game.
 */
public final class Game {

    private final List<Position> positions = new ArrayList<>();
    private final List<Move> moves = new ArrayList<>();
    private Outcome claimed;

    public Game(Position start) {
        positions.add(start);
    }

    /** A game from the starting position. */
    public static Game standard() {
        return new Game(Position.initial());
    }

    /** A game from {@code start} with {@code moves} replayed; an illegal move is refused with its reason. */
    public static Game replay(Position start, List<Move> moves) throws IllegalMoveException {
        Game game = new Game(start);
        for (Move move : moves) {
            game.play(move);
        }
        return game;
    }

    public Position start() {
        return positions.get(0);
    }

    /** The current position. */
    public Position position() {
        return positions.get(positions.size() - 1);
    }

    public List<Move> moves() {
        return Collections.unmodifiableList(moves);
    }

    /** Every position so far, the start first. */
    public List<Position> positions() {
        return Collections.unmodifiableList(positions);
    }

    /** Half-moves played in this game. */
    public int ply() {
        return moves.size();
    }

    /** Plays a legal move; refuses an illegal one (with the rule) or any move once the game is over. */
    public void play(Move move) throws IllegalMoveException {
        Optional<Outcome> over = outcome();
        if (over.isPresent()) {
            throw new GameOverException(over.get());
        }
        positions.add(position().play(move));
        moves.add(move);
    }

    /** Takes back the last move (and any draw claimed after it); empty when there is none. */
    public Optional<Move> takeBack() {
        if (moves.isEmpty()) {
            return Optional.empty();
        }
        claimed = null;
        positions.remove(positions.size() - 1);
        return Optional.of(moves.remove(moves.size() - 1));
    }

    // ---- endings ----

    /** The outcome if the game is over: automatic endings first, then a draw claimed with {@link #claimDraw}. */
    public Optional<Outcome> outcome() {
        if (claimed != null) {
            return Optional.of(claimed);
        }
        return automaticOutcome();
    }

    public boolean isOver() {
        return outcome().isPresent();
    }

    private Optional<Outcome> automaticOutcome() {
        Position position = position();
        if (!position.hasLegalMove()) {
            return Optional.of(position.isCheck()
                    ? Outcome.win(Termination.CHECKMATE, position.turn().opponent())
                    : Outcome.draw(Termination.STALEMATE));
        }
        if (position.hasInsufficientMaterial()) {
            return Optional.of(Outcome.draw(Termination.INSUFFICIENT_MATERIAL));
        }
        if (repetitionCount() >= 5) {
            return Optional.of(Outcome.draw(Termination.FIVEFOLD_REPETITION));
        }
        if (position.halfmoveClock() >= 150) {
            return Optional.of(Outcome.draw(Termination.SEVENTY_FIVE_MOVES));
        }
        return Optional.empty();
    }

    /**
     * How many times the current position has stood on the board in this game, this time included
     * (FIDE 9.2.3: same player to move, same placement, same castling rights, same en-passant possibility).
     */
    public int repetitionCount() {
        return occurrences(position(), positions.size() - 1);
    }

    private int occurrences(Position target, int lastIndex) {
        long key = target.key();
        int window = Math.min(target.halfmoveClock(), lastIndex);
        int count = 1;
        for (int i = lastIndex - 2; i >= lastIndex - window; i -= 2) {
            if (positions.get(i).key() == key) {
                count++;
            }
        }
        return count;
    }

    /** The draws the side to move may claim now; empty once the game is over. */
    public Set<DrawClaim> openClaims() {
        Set<DrawClaim> claims = EnumSet.noneOf(DrawClaim.class);
        if (isOver()) {
            return claims;
        }
        if (repetitionCount() >= 3) {
            claims.add(DrawClaim.THREEFOLD_REPETITION);
        }
        if (position().halfmoveClock() >= 100) {
            claims.add(DrawClaim.FIFTY_MOVES);
        }
        return claims;
    }

    /**
     * The claims the side to move could make by announcing {@code move} (FIDE 9.2.1.1, 9.3.1): the move
     * would make a position occur for the third time, or complete 50 moves each without capture or pawn move.
     * Empty for an illegal move or a finished game.
     */
    public Set<DrawClaim> claimsOpenedBy(Move move) {
        Set<DrawClaim> claims = EnumSet.noneOf(DrawClaim.class);
        if (isOver() || !position().isLegal(move)) {
            return claims;
        }
        Position next;
        try {
            next = position().play(move);
        } catch (IllegalMoveException e) {
            return claims;
        }
        positions.add(next);
        try {
            if (repetitionCount() >= 3) {
                claims.add(DrawClaim.THREEFOLD_REPETITION);
            }
        } finally {
            positions.remove(positions.size() - 1);
        }
        if (next.halfmoveClock() >= 100) {
            claims.add(DrawClaim.FIFTY_MOVES);
        }
        return claims;
    }

    /** Ends the game with a claimed draw if that claim is open now; otherwise refuses with the reason. */
    public Outcome claimDraw(DrawClaim claim) {
        Optional<Outcome> over = outcome();
        if (over.isPresent()) {
            throw new GameOverException(over.get());
        }
        if (!openClaims().contains(claim)) {
            throw new IllegalArgumentException(claim == DrawClaim.THREEFOLD_REPETITION
                    ? "this position has not occurred three times"
                    : "50 moves by each side without a capture or pawn move have not been played");
        }
        claimed = Outcome.draw(claim.termination());
        return claimed;
    }

    /**
     * Plays {@code move} and claims the draw it opens (FIDE 9.2.1.1 / 9.3.1: the claimant writes the move
     * and declares the intention). If the move ends the game by itself (mate, fivefold...), that stands.
     */
    public Outcome playAndClaimDraw(Move move, DrawClaim claim) throws IllegalMoveException {
        if (!claimsOpenedBy(move).contains(claim)) {
            throw new IllegalArgumentException("that move does not open a " + claim.id() + " claim");
        }
        play(move);
        Optional<Outcome> automatic = automaticOutcome();
        if (automatic.isPresent()) {
            return automatic.get();
        }
        claimed = Outcome.draw(claim.termination());
        return claimed;
    }

    /** The side to move now. */
    public Color turn() {
        return position().turn();
    }
}
