package org.escaque.play;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.Decision;
import org.escaque.core.game.DrawClaim;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;

/**
 * One game being played: core's {@link Game} (the moves, and every rule about them) plus the seats, the clocks,
 * pending offers, presence and what a LAN game has besides. It keeps no copy of the moves and decides no rule: it
 * asks its game. Not thread-safe: it is only reached through {@link Sessions#run}, which runs one command at a time
 * on a game; the accessors are for the views the transport makes inside such a run.
 */
public final class GameSession {

    /** The fields a command may change, for rolling it back when it cannot be stored. */
    public record Snapshot(List<Move> moves, Optional<Outcome> outcome, Optional<ClockState> clock,
            Optional<Color> drawOffer, Optional<Color> takebackOffer, Map<Color, Seat> seats, Map<String, String> tags,
            long revision, long updatedAt, Optional<String> rematchId) {
    }

    /**
     * What only LAN games have: the code a guest types to join (none once a rematch fills both seats at once) and
     * whether devices without a seat may watch.
     */
    public record LanSettings(Optional<String> joinCode, boolean spectators) {

        /** For games of the other modes. */
        public static final LanSettings NONE = new LanSettings(Optional.empty(), false);
    }

    private final String id;
    private final GameMode mode;
    private final long createdAt;
    private final Map<String, String> tags;
    private final String startFen;
    private Game game;
    private final EnumMap<Color, Seat> seats;
    private final Optional<TimeControl> timeControl;
    private Optional<ClockState> clock;
    private Optional<Color> drawOffer = Optional.empty();
    private Optional<Color> takebackOffer = Optional.empty();
    private long revision;
    private long updatedAt;
    private final LanSettings lan;
    private Optional<String> rematchId = Optional.empty();
    private SeatPresence presence;
    private Object view;
    private long viewRevision = -1;

    /**
     * A new game, created at {@code created} (its wall reading is recorded; from its steady reading both seats count
     * as away).
     */
    public GameSession(String id, GameMode mode, Position start, Map<Color, Seat> seats, Optional<TimeControl> timeControl,
            Map<String, String> tags, Moment created, LanSettings lan) {
        this(id, mode, start, seats, timeControl, tags, created.wallMillis(), created.steadyMillis(), lan);
    }

    private GameSession(String id, GameMode mode, Position start, Map<Color, Seat> seats,
            Optional<TimeControl> timeControl, Map<String, String> tags, long createdAt, long presenceSince,
            LanSettings lan) {
        this.id = id;
        this.lan = lan;
        this.presence = new SeatPresence(presenceSince);
        this.mode = mode;
        this.game = new Game(start);
        this.startFen = start.fen();
        this.seats = new EnumMap<>(seats);
        this.timeControl = timeControl;
        this.clock = timeControl.map(ClockState::start);
        // Not Map.copyOf: in the WebAssembly build (TeaVM 0.16) a look-up in an empty copy divides by zero.
        this.tags = new LinkedHashMap<>(tags);
        this.createdAt = createdAt;
        this.updatedAt = createdAt;
    }

    // ---- facts ----

    public String id() {
        return id;
    }

    public GameMode mode() {
        return mode;
    }

    /** The position the game started from. */
    public Position start() {
        return game.start();
    }

    /** The start position as FEN (kept: every state and every stored row carries it). */
    public String startFen() {
        return startFen;
    }

    public Position position() {
        return game.position();
    }

    public int ply() {
        return game.ply();
    }

    public Color turn() {
        return game.turn();
    }

    /** Every move of the game, in order. */
    public List<Move> moves() {
        return game.moves();
    }

    /** Every move of the game in SAN, in order. */
    public List<String> sanMoves() {
        return game.sanMoves();
    }

    /** Every position of the game, the start first, made anew from the moves (see {@link Game#replayedPositions}). */
    public List<Position> replayedPositions() {
        return game.replayedPositions();
    }

    /** The draws the side to move may claim now. */
    public Set<DrawClaim> openClaims() {
        return game.openClaims();
    }

    /** The moves that would open a draw claim, with the claims each opens. */
    public Map<Move, Set<DrawClaim>> movesOpeningClaims() {
        return game.movesOpeningClaims();
    }

    /** Whether {@code side} could still checkmate by some series of legal moves (FIDE 6.9). */
    public boolean canCheckmate(Color side) {
        return game.canCheckmate(side);
    }

    public Map<Color, Seat> seats() {
        return Collections.unmodifiableMap(seats);
    }

    public Seat seat(Color color) {
        return seats.get(color);
    }

    public Optional<TimeControl> timeControl() {
        return timeControl;
    }

    public Optional<ClockState> clock() {
        return clock;
    }

    /** How the game ended, once it has. */
    public Optional<Outcome> outcome() {
        return game.outcome();
    }

    public boolean isFinished() {
        return game.isOver();
    }

    public Optional<Color> drawOffer() {
        return drawOffer;
    }

    public Optional<Color> takebackOffer() {
        return takebackOffer;
    }

    public Map<String, String> tags() {
        return Collections.unmodifiableMap(tags);
    }

    public long createdAt() {
        return createdAt;
    }

    public long updatedAt() {
        return updatedAt;
    }

    /** Grows by one with every change; a computer move chosen at an older revision is dropped. */
    public long revision() {
        return revision;
    }

    /** The join code and spectator setting of a LAN game ({@link LanSettings#NONE} for other modes). */
    public LanSettings lan() {
        return lan;
    }

    /** The id of this finished LAN game's rematch, once one was made. */
    public Optional<String> rematchId() {
        return rematchId;
    }

    /** Which seats have a socket now, and since when (LAN games show it to both players). */
    public SeatPresence presence() {
        return presence;
    }

    /**
     * The view {@code make} makes of this session, made once per revision and kept with the session (the transport's
     * view shared by every viewer of one revision). {@code make} is given the view of the previous revision, if
     * any, to reuse what has not changed.
     */
    @SuppressWarnings("unchecked")
    public <V> V viewAtRevision(BiFunction<GameSession, Optional<V>, V> make) {
        if (view == null || viewRevision != revision) {
            view = make.apply(this, Optional.ofNullable((V) view));
            viewRevision = revision;
        }
        return (V) view;
    }

    /** Whether someone holds the seat: a human seat with a token, or the computer. */
    public boolean isTaken(Color color) {
        Seat seat = seats.get(color);
        return seat.isComputer() || seat.tokenHash().isPresent();
    }

    /** The colours whose seat {@code token} holds; empty when it holds none. */
    public Set<Color> seatsHeldBy(String token) {
        Set<Color> held = EnumSet.noneOf(Color.class);
        for (Map.Entry<Color, Seat> entry : seats.entrySet()) {
            Optional<String> hash = entry.getValue().tokenHash();
            if (hash.isPresent() && SeatTokens.matches(token, hash.get())) {
                held.add(entry.getKey());
            }
        }
        return held;
    }

    /** The colour the computer plays, if it plays. */
    public Optional<Color> computerColor() {
        for (Map.Entry<Color, Seat> entry : seats.entrySet()) {
            if (entry.getValue().isComputer()) {
                return Optional.of(entry.getKey());
            }
        }
        return Optional.empty();
    }

    /**
     * How many half-moves a take-back by {@code requester} removes: the requester's last move, and the
     * opponent's reply when it has come; zero when the requester has no move to take back.
     */
    public int pliesToTakeBackFor(Color requester) {
        if (mode == GameMode.HOTSEAT) {
            return ply() > 0 ? 1 : 0;
        }
        int plies = turn() == requester ? 2 : 1;
        return ply() >= plies ? plies : 0;
    }

    // ---- changes ----

    /**
     * Plays a legal move, claiming the draw it opens when {@code claimDraw} (the preferred claim if it opens both).
     *
     * @throws org.escaque.core.game.ClaimNotOpenException when a claim was asked and the move opens none (nothing
     *     played)
     */
    public void play(Move move, boolean claimDraw, Moment now) throws IllegalMoveException {
        Color mover = turn();
        if (claimDraw) {
            game.playAndClaimDraw(move);
        } else {
            game.play(move);
        }
        clock = clock.map(state -> state.afterMove(mover, ply(), now.steadyMillis(), timeControl.orElseThrow()));
        if (drawOffer.equals(Optional.of(mover.opponent()))) {
            drawOffer = Optional.empty();
        }
        takebackOffer = Optional.empty();
        if (game.isOver()) {
            settle(now);
        } else {
            touch(now);
        }
    }

    /** Ends the game as {@code decision} says, under the rules core applies to it. */
    public void decide(Decision decision, Moment now) {
        game.decide(decision);
        settle(now);
    }

    /** Claims the draw open now (the preferred one if both are). */
    public void claimDraw(Moment now) {
        game.claimDraw();
        settle(now);
    }

    /** After the game ended: the clocks stop and offers lapse. */
    private void settle(Moment now) {
        clock = clock.map(state -> state.stopped(now.steadyMillis()));
        drawOffer = Optional.empty();
        takebackOffer = Optional.empty();
        touch(now);
    }

    /** Takes back {@code plies} half-moves; the clocks keep their times and the side now to move's clock runs. */
    public void takeBack(int plies, Moment now) {
        for (int i = 0; i < plies; i++) {
            game.takeBack();
        }
        clock = clock.map(state -> state.runningFor(turn(), ply(), now.steadyMillis()));
        drawOffer = Optional.empty();
        takebackOffer = Optional.empty();
        touch(now);
    }

    /** The side whose flag has fallen at {@code now}, if the game is on and a clock shows zero. */
    public Optional<Color> flagFallen(Moment now) {
        return isFinished() ? Optional.empty() : clock.flatMap(state -> state.flagged(now.steadyMillis()));
    }

    /** Charges the running clock up to {@code now} (before a shutdown, so the time used so far is kept). */
    public void chargeClock(Moment now) {
        clock = clock.map(state -> state.chargedAt(now.steadyMillis()));
    }

    public void setDrawOffer(Optional<Color> from, Moment now) {
        drawOffer = from;
        touch(now);
    }

    public void setTakebackOffer(Optional<Color> from, Moment now) {
        takebackOffer = from;
        touch(now);
    }

    /** Seats {@code tokenHash} in the free seat {@code color}, with the name its player gave (checked), if any. */
    public void takeSeat(Color color, String tokenHash, Optional<String> name, Moment now) {
        seats.put(color, Seat.human(tokenHash));
        name.ifPresent(given -> tags.put(PlayerNames.tag(color), given));
        presence.restart(color, now.steadyMillis());
        touch(now);
    }

    /** Links this finished game to its rematch. */
    public void setRematch(String gameId, Moment now) {
        rematchId = Optional.of(gameId);
        touch(now);
    }

    private void touch(Moment now) {
        revision++;
        updatedAt = Math.max(updatedAt, now.wallMillis());
    }

    // ---- restore and roll back ----

    /**
     * Puts back a stored game: its moves replayed, its recorded ending (checked against them), its clocks (a running
     * clock resumes at {@code now}: time while the app was down is not charged), offers, version and rematch.
     *
     * @throws IllegalMoveException when a stored move is illegal
     * @throws IllegalArgumentException when the stored ending does not fit the moves
     */
    void restore(Stored stored, Moment now) throws IllegalMoveException {
        Game replayed = Game.replay(game.start(), stored.moves());
        stored.outcome().ifPresent(replayed::restoreOutcome);
        game = replayed;
        clock = stored.clock().map(state -> state.resumedAt(now.steadyMillis()));
        drawOffer = stored.drawOffer();
        takebackOffer = stored.takebackOffer();
        updatedAt = stored.updatedAt();
        revision = stored.revision();
        rematchId = stored.rematchId();
        presence = new SeatPresence(now.steadyMillis());
    }

    /** What storage knows of a game besides what it was created with. */
    record Stored(List<Move> moves, Optional<Outcome> outcome, Optional<ClockState> clock,
            Optional<Color> drawOffer, Optional<Color> takebackOffer, long updatedAt, long revision,
            Optional<String> rematchId) {
    }

    /** Puts in place an imported game (its moves and ending already checked by core while reading it). */
    public void adopt(Game imported) {
        game = imported;
    }

    public Snapshot snapshot() {
        return new Snapshot(List.copyOf(game.moves()), game.outcome(), clock, drawOffer, takebackOffer,
                new EnumMap<>(seats), new LinkedHashMap<>(tags), revision, updatedAt, rematchId);
    }

    /**
     * Puts back everything a failed command changed. The game is made anew from the snapshot only if the command
     * changed it (a move, a take-back or an ending that could not be stored).
     */
    public void rollBack(Snapshot snapshot) {
        if (!game.moves().equals(snapshot.moves()) || !game.outcome().equals(snapshot.outcome())) {
            try {
                Game restored = Game.replay(game.start(), snapshot.moves());
                snapshot.outcome().ifPresent(restored::restoreOutcome);
                game = restored;
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("a move played before is no longer legal", e);
            }
        }
        clock = snapshot.clock();
        drawOffer = snapshot.drawOffer();
        takebackOffer = snapshot.takebackOffer();
        seats.clear();
        seats.putAll(snapshot.seats());
        tags.clear();
        tags.putAll(snapshot.tags());
        revision = snapshot.revision();
        updatedAt = snapshot.updatedAt();
        rematchId = snapshot.rematchId();
        view = null;
    }
}
