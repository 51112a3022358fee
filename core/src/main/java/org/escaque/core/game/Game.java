package org.escaque.core.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.dead.Winnability;
import org.escaque.core.notation.San;

/**
 * A game under the FIDE Laws, and the one record of it: the start position, the moves played (with their SAN) and
 * the key of each position they led to, never whole positions but the current one. It answers every question of
 * the rules about the game, each in one place:
 * <ul>
 *   <li>automatic endings: checkmate, stalemate, a dead position (insufficient material, or any other position
 *       where no series of legal moves mates), the fifth occurrence of a position, 75 moves each without a capture
 *       or pawn move (unless the last move mates) ({@link #outcome()});</li>
 *   <li>the draws the side to move may claim ({@link #openClaims()}), those a move would open
 *       ({@link #claimsOpenedBy(Move)}, {@link #movesOpeningClaims()}), which claim is made when two are open
 *       ({@link DrawClaim#preferred(Set)}), and the claim itself ({@link #claimDraw()},
 *       {@link #playAndClaimDraw(Move)});</li>
 *   <li>endings decided off the board, through {@link #decide(Decision)}: resignation, agreement, a fallen flag
 *       and abandonment, with the rule that a side that cannot checkmate does not win on time (FIDE 6.9);</li>
 *   <li>taking back a move ({@link #takeBack()}), and an ending read back from storage or PGN
 *       ({@link #restoreOutcome(Outcome)}, {@link #recordPgnResult(String, Optional, Optional)}).</li>
 * </ul>
 * Not thread-safe: whoever shares a game runs its commands one at a time.
 */
public final class Game {

    private final Position start;
    private Position position;
    private final List<Move> moves = new ArrayList<>();
    private final List<String> sans = new ArrayList<>();
    /** {@code keys[i]}: the key of the position after {@code i} moves ({@code keys[0]}, the start's). */
    private long[] keys = new long[8];
    /** The rules' own ending of the current position (worked out once per move). */
    private Optional<Outcome> automatic;
    /** An ending claimed or decided off the board; null while there is none. */
    private Outcome settled;

    public Game(Position start) {
        this.start = start;
        this.position = start;
        keys[0] = start.key();
        automatic = automaticOutcome();
    }

    /** A game from the starting position. */
    public static Game standard() {
        return new Game(Position.initial());
    }

    /**
     * A game from {@code start} with {@code moves} replayed; an illegal move is refused with its reason, a move after
     * the game has ended with {@link GameOverException}.
     */
    public static Game replay(Position start, List<Move> moves) throws IllegalMoveException {
        Game game = new Game(start);
        for (Move move : moves) {
            game.play(move);
        }
        return game;
    }

    // ---- facts ----

    public Position start() {
        return start;
    }

    /** The current position. */
    public Position position() {
        return position;
    }

    /** The moves played, in order. */
    public List<Move> moves() {
        return Collections.unmodifiableList(moves);
    }

    /** The moves played in SAN, in order. */
    public List<String> sanMoves() {
        return Collections.unmodifiableList(sans);
    }

    /** Half-moves played in this game. */
    public int ply() {
        return moves.size();
    }

    /** The side to move now. */
    public Color turn() {
        return position.turn();
    }

    /**
     * Every position of the game, the start first, made anew by replaying the moves (the game keeps only their
     * keys): for showing its history, at a cost that grows with its length.
     */
    public List<Position> replayedPositions() {
        List<Position> positions = new ArrayList<>(moves.size() + 1);
        Position current = start;
        positions.add(current);
        for (Move move : moves) {
            current = playKnownLegal(current, move);
            positions.add(current);
        }
        return positions;
    }

    // ---- playing ----

    /** Plays a legal move; refuses an illegal one (with the rule) or any move once the game is over. */
    public void play(Move move) throws IllegalMoveException {
        requireNotOver();
        append(move, position.play(move));
    }

    /** Takes back the last move (and any ending claimed or decided after it); empty when there is none. */
    public Optional<Move> takeBack() {
        if (moves.isEmpty()) {
            return Optional.empty();
        }
        settled = null;
        Move last = moves.remove(moves.size() - 1);
        sans.remove(sans.size() - 1);
        Position current = start;
        for (Move move : moves) {
            current = playKnownLegal(current, move);
        }
        position = current;
        automatic = automaticOutcome();
        return Optional.of(last);
    }

    private void append(Move move, Position next) {
        sans.add(San.format(position, move));
        moves.add(move);
        if (moves.size() == keys.length) {
            keys = Arrays.copyOf(keys, keys.length * 2);
        }
        keys[moves.size()] = next.key();
        position = next;
        automatic = automaticOutcome();
    }

    private void requireNotOver() {
        Optional<Outcome> over = outcome();
        if (over.isPresent()) {
            throw new GameOverException(over.get());
        }
    }

    private static Position playKnownLegal(Position position, Move move) {
        try {
            return position.play(move);
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("a move played before is no longer legal", e);
        }
    }

    // ---- endings ----

    /** The outcome if the game is over: the rules' own ending, or one claimed or decided off the board. */
    public Optional<Outcome> outcome() {
        return settled != null ? Optional.of(settled) : automatic;
    }

    public boolean isOver() {
        return outcome().isPresent();
    }

    private Optional<Outcome> automaticOutcome() {
        if (!position.hasLegalMove()) {
            return Optional.of(position.isCheck()
                    ? Outcome.win(Termination.CHECKMATE, position.turn().opponent())
                    : Outcome.draw(Termination.STALEMATE));
        }
        if (position.hasInsufficientMaterial()) {
            return Optional.of(Outcome.draw(Termination.INSUFFICIENT_MATERIAL));
        }
        if (Winnability.isDead(position)) {
            return Optional.of(Outcome.draw(Termination.DEAD_POSITION));
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
     * Whether {@code side} could still checkmate its opponent by some series of legal moves (FIDE 6.9): false only
     * where {@link Winnability} proves it cannot; where its budget runs out, the side is taken to be able to.
     */
    public boolean canCheckmate(Color side) {
        return !Winnability.canCheckmate(position, side).isNo();
    }

    /**
     * Ends the game as {@code decision} says, under the rules about it (see {@link Decision}); refuses once the game
     * is over.
     *
     * @return the outcome now recorded
     */
    public Outcome decide(Decision decision) {
        requireNotOver();
        Outcome outcome;
        if (decision instanceof Decision.Resignation resignation) {
            outcome = Outcome.win(Termination.RESIGNATION, resignation.resigning().opponent());
        } else if (decision instanceof Decision.Agreement) {
            outcome = Outcome.draw(Termination.AGREEMENT);
        } else if (decision instanceof Decision.FlagFall flagFall) {
            Color opponent = flagFall.flagged().opponent();
            outcome = canCheckmate(opponent) ? Outcome.win(Termination.TIMEOUT, opponent)
                    : Outcome.draw(Termination.TIMEOUT_DRAW);
        } else {
            Decision.Abandonment abandonment = (Decision.Abandonment) decision;
            outcome = abandonment.winClaimed() && canCheckmate(abandonment.claimant())
                    ? Outcome.win(Termination.ABANDONMENT, abandonment.claimant())
                    : Outcome.draw(Termination.ABANDONMENT);
        }
        settled = outcome;
        return outcome;
    }

    // ---- repetition and draw claims ----

    /**
     * How many times the current position has stood on the board in this game, this time included
     * (FIDE 9.2.3: same player to move, same placement, same castling rights, same en-passant possibility).
     */
    public int repetitionCount() {
        return occurrences(position.key(), moves.size(), position.halfmoveClock());
    }

    /**
     * How often the position with {@code key}, standing after {@code index} moves with {@code halfmoveClock}, has
     * stood in the game: only positions with the same side to move since the last capture or pawn move can be it.
     */
    private int occurrences(long key, int index, int halfmoveClock) {
        int oldest = index - Math.min(halfmoveClock, index);
        int count = 1;
        for (int i = index - 2; i >= oldest; i -= 2) {
            if (keys[i] == key) {
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
        if (position.halfmoveClock() >= 100) {
            claims.add(DrawClaim.FIFTY_MOVES);
        }
        return claims;
    }

    /**
     * The claims the side to move could make by announcing {@code move} (FIDE 9.2.1.1, 9.3.1): the move
     * would make a position occur for the third time, or complete 50 moves each without capture or pawn move.
     * Empty for an illegal move or a finished game. The game does not change.
     */
    public Set<DrawClaim> claimsOpenedBy(Move move) {
        if (isOver() || !position.isLegal(move)) {
            return EnumSet.noneOf(DrawClaim.class);
        }
        return claimsAt(playKnownLegal(position, move));
    }

    /** The claims open in {@code next}, the position one move on from the current one. */
    private Set<DrawClaim> claimsAt(Position next) {
        Set<DrawClaim> claims = EnumSet.noneOf(DrawClaim.class);
        if (occurrences(next.key(), moves.size() + 1, next.halfmoveClock()) >= 3) {
            claims.add(DrawClaim.THREEFOLD_REPETITION);
        }
        if (next.halfmoveClock() >= 100) {
            claims.add(DrawClaim.FIFTY_MOVES);
        }
        return claims;
    }

    /**
     * Every legal move that would open a draw claim, with the claims it opens, in generation order. Most positions
     * skip the work: 50 moves need the half-move clock at 99, and a move can make a third occurrence only if some
     * position with the opponent to move already stands twice since the last capture or pawn move.
     */
    public Map<Move, Set<DrawClaim>> movesOpeningClaims() {
        if (isOver() || (position.halfmoveClock() < 99 && !anyPositionTwiceWithOpponentToMove())) {
            return Map.of();
        }
        Map<Move, Set<DrawClaim>> opened = new LinkedHashMap<>();
        for (Move move : position.legalMoves()) {
            Set<DrawClaim> claims = claimsAt(playKnownLegal(position, move));
            if (!claims.isEmpty()) {
                opened.put(move, claims);
            }
        }
        return opened;
    }

    private boolean anyPositionTwiceWithOpponentToMove() {
        int index = moves.size();
        int oldest = index - Math.min(position.halfmoveClock(), index);
        for (int i = index - 1; i >= oldest; i -= 2) {
            for (int j = i - 2; j >= oldest; j -= 2) {
                if (keys[i] == keys[j]) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Ends the game with a claimed draw if that claim is open now; otherwise refuses with the reason. */
    public Outcome claimDraw(DrawClaim claim) {
        requireNotOver();
        if (!openClaims().contains(claim)) {
            throw new ClaimNotOpenException(claim == DrawClaim.THREEFOLD_REPETITION
                    ? "this position has not occurred three times"
                    : "50 moves by each side without a capture or pawn move have not been played");
        }
        settled = Outcome.draw(claim.termination());
        return settled;
    }

    /** Claims the draw that is open now (the {@linkplain DrawClaim#preferred preferred} one if both are). */
    public Outcome claimDraw() {
        requireNotOver();
        DrawClaim claim = DrawClaim.preferred(openClaims()).orElseThrow(() -> new ClaimNotOpenException(
                "no draw can be claimed now: this position has not occurred three times, and 50 moves by each side "
                        + "without a capture or pawn move have not been played"));
        return claimDraw(claim);
    }

    /**
     * Plays {@code move} and claims the draw it opens (FIDE 9.2.1.1 / 9.3.1: the claimant writes the move
     * and declares the intention). If the move ends the game by itself (mate, fivefold...), that stands.
     */
    public Outcome playAndClaimDraw(Move move, DrawClaim claim) throws IllegalMoveException {
        requireNotOver();
        Position next = position.play(move);
        if (!claimsAt(next).contains(claim)) {
            throw new ClaimNotOpenException("that move does not open a " + claim.id() + " claim");
        }
        append(move, next);
        if (automatic.isPresent()) {
            return automatic.get();
        }
        settled = Outcome.draw(claim.termination());
        return settled;
    }

    /**
     * Plays {@code move} and claims the draw it opens, the {@linkplain DrawClaim#preferred preferred} one if it
     * opens both; refuses (playing nothing) a move that opens none.
     */
    public Outcome playAndClaimDraw(Move move) throws IllegalMoveException {
        requireNotOver();
        Position next = position.play(move);
        DrawClaim claim = DrawClaim.preferred(claimsAt(next)).orElseThrow(() -> new ClaimNotOpenException(
                "playing " + move + " would not allow a draw claim: the position would not occur for the third time "
                        + "(FIDE 9.2) and 50 moves by each side without a capture or pawn move would not be complete "
                        + "(FIDE 9.3)"));
        return playAndClaimDraw(move, claim);
    }

    // ---- endings read back ----

    /**
     * Records the ending a stored game was given, after its moves were replayed. An automatic ending must be the
     * one the position shows; a claimed draw must be open; the result must be one the termination allows.
     *
     * @throws IllegalArgumentException when the ending does not fit the game
     */
    public void restoreOutcome(Outcome outcome) {
        if (automatic.isPresent()) {
            if (!automatic.get().equals(outcome)) {
                throw new IllegalArgumentException("the game ended by itself (" + describe(automatic.get())
                        + "), not by " + describe(outcome));
            }
            return;
        }
        requireNotOver();
        Termination termination = outcome.termination();
        if (termination.isAutomatic()) {
            throw new IllegalArgumentException("the final position does not show " + describe(outcome));
        }
        if (termination.isClaimed() && openClaims().stream().noneMatch(claim -> claim.termination() == termination)) {
            throw new IllegalArgumentException("no " + termination.id() + " claim is open at the end of the game");
        }
        settled = outcome;
    }

    /**
     * Reads the ending of a game from its PGN result and tags, records it, and returns it (empty for an unfinished
     * game: result {@code *} and no automatic ending). The ending is, in order: the rules' own, which the result must
     * match; the one {@code preciseId} names (a {@link Termination#id()}), if it fits; else the standard
     * {@code Termination} tag read with the result (PGN standard 9.8.1): {@code time forfeit} is a timeout (a draw
     * when the result is one, FIDE 6.9), {@code abandoned} an abandonment, any other decisive result a resignation,
     * and any other draw the claim open at the end, else an agreement.
     *
     * @throws IllegalArgumentException when the result contradicts the final position (a checkmate, stalemate or
     *     automatic draw)
     */
    public Optional<Outcome> recordPgnResult(String result, Optional<String> terminationTag,
            Optional<String> preciseId) {
        requireResultFits(result);
        if (automatic.isPresent() || result.equals("*")) {
            return outcome();
        }
        requireNotOver();
        Optional<Color> winner = Outcome.winnerOf(result);
        Optional<Termination> precise = preciseId.flatMap(Termination::fromId).filter(termination ->
                termination.isDecidedOffTheBoard() && termination.allows(winner)
                || termination.isClaimed() && openClaims().stream().anyMatch(c -> c.termination() == termination));
        Termination termination = precise.orElseGet(() -> fromPgnTermination(terminationTag, winner.isPresent()));
        settled = new Outcome(termination, winner);
        return Optional.of(settled);
    }

    /**
     * Refuses a PGN result that contradicts the final position: a checkmate, stalemate or automatic draw makes the
     * result; {@code *} (unknown) contradicts nothing.
     *
     * @throws IllegalArgumentException naming the ending and the result it makes
     */
    public void requireResultFits(String result) {
        if (automatic.isPresent() && !result.equals("*") && !result.equals(automatic.get().result())) {
            throw new IllegalArgumentException("the result " + result + " contradicts the final position: "
                    + describe(automatic.get()) + " makes it " + automatic.get().result());
        }
    }

    private Termination fromPgnTermination(Optional<String> tag, boolean decisive) {
        String text = tag.orElse("normal").toLowerCase(java.util.Locale.ROOT);
        if (text.equals("time forfeit")) {
            return decisive ? Termination.TIMEOUT : Termination.TIMEOUT_DRAW;
        }
        if (text.equals("abandoned")) {
            return Termination.ABANDONMENT;
        }
        if (decisive) {
            return Termination.RESIGNATION;
        }
        return DrawClaim.preferred(openClaims()).map(DrawClaim::termination).orElse(Termination.AGREEMENT);
    }

    /** An ending in words, e.g. {@code "fivefold repetition"}, for messages. */
    public static String describe(Outcome outcome) {
        return outcome.termination().id().replace('-', ' ');
    }
}
