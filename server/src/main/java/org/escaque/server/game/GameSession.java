package org.escaque.server.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.DrawClaim;
import org.escaque.core.game.MatingMaterial;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;
import org.escaque.core.game.Termination;
import org.escaque.core.notation.San;

/**
 * One game being played: its moves, the seats, the clocks, pending offers and how it ended. Every ending is kept
 * here ({@link #ending()}), automatic ones included, so the core game is only ever asked about the rules. Not
 * thread-safe: callers hold the session's monitor ({@code synchronized (session)}) for every read and change, which
 * also orders the states pushed to its sockets.
 *
 * <p>The rules' {@link Game} ({@link #rules()}) starts at the position after the last capture or pawn move (or at
 * the start): the repetition and move-count rules (FIDE 9.2, 9.3, 9.6) never look further back, since no position
 * from before an irreversible move can occur again. The whole game's moves are kept here. This keeps a long game's
 * memory small: each core position holds a board copy of several kilobytes.
 */
final class GameSession {

    /** The fields a command may change, for rolling it back when it cannot be stored. */
    record Snapshot(List<Move> moves, Optional<ClockState> clock, Optional<Outcome> ending,
            Optional<Color> drawOffer, Optional<Color> takebackOffer, Map<Color, Seat> seats, long revision,
            long updatedAt, Optional<String> rematchId) {
    }

    /**
     * What only LAN games have: the code a guest types to join (none once a rematch fills both seats at once) and
     * whether devices without a seat may watch.
     */
    record LanSettings(Optional<String> joinCode, boolean spectators) {

        /** For games of the other modes. */
        static final LanSettings NONE = new LanSettings(Optional.empty(), false);
    }

    private final String id;
    private final GameMode mode;
    private final long createdAt;
    private final Map<String, String> tags;
    private final Position start;
    private final String startFen;
    private final List<Move> moves = new ArrayList<>();
    private final List<String> sans = new ArrayList<>();
    private Game rules;
    private final EnumMap<Color, Seat> seats;
    private final Optional<TimeControl> timeControl;
    private Optional<ClockState> clock;
    private Optional<Outcome> ending = Optional.empty();
    private Optional<Color> drawOffer = Optional.empty();
    private Optional<Color> takebackOffer = Optional.empty();
    private long revision;
    private long updatedAt;
    private Optional<GameStateBuilder.SharedView> sharedView = Optional.empty();
    private Optional<Set<DrawClaim>> openClaims = Optional.empty();
    private long openClaimsRevision = -1;
    private final Set<SocketConnection> connections = ConcurrentHashMap.newKeySet();
    private final LanSettings lan;
    private Optional<String> rematchId = Optional.empty();
    private SeatPresence presence;

    GameSession(String id, GameMode mode, Position start, Map<Color, Seat> seats, Optional<TimeControl> timeControl,
            Map<String, String> tags, long createdAt) {
        this(id, mode, start, seats, timeControl, tags, createdAt, LanSettings.NONE);
    }

    GameSession(String id, GameMode mode, Position start, Map<Color, Seat> seats, Optional<TimeControl> timeControl,
            Map<String, String> tags, long createdAt, LanSettings lan) {
        this.id = id;
        this.lan = lan;
        this.presence = new SeatPresence(createdAt);
        this.mode = mode;
        this.start = start;
        this.rules = new Game(start);
        this.startFen = start.fen();
        this.seats = new EnumMap<>(seats);
        this.timeControl = timeControl;
        this.clock = timeControl.map(ClockState::start);
        this.tags = Map.copyOf(tags);
        this.createdAt = createdAt;
        this.updatedAt = createdAt;
        rules.outcome().ifPresent(outcome -> ending = Optional.of(outcome));
    }

    // ---- facts ----

    String id() {
        return id;
    }

    GameMode mode() {
        return mode;
    }

    /** The rules' view of the game since its last irreversible move (see the class comment). */
    Game rules() {
        return rules;
    }

    /** The position the game started from. */
    Position start() {
        return start;
    }

    /** Every move of the game, in order. */
    List<Move> moves() {
        return Collections.unmodifiableList(moves);
    }

    /** The start position as FEN (kept: every state and every stored row carries it). */
    String startFen() {
        return startFen;
    }

    Position position() {
        return rules.position();
    }

    int ply() {
        return moves.size();
    }

    Color turn() {
        return rules.turn();
    }

    List<String> sans() {
        return Collections.unmodifiableList(sans);
    }

    Map<Color, Seat> seats() {
        return Collections.unmodifiableMap(seats);
    }

    Seat seat(Color color) {
        return seats.get(color);
    }

    Optional<TimeControl> timeControl() {
        return timeControl;
    }

    Optional<ClockState> clock() {
        return clock;
    }

    Optional<Outcome> ending() {
        return ending;
    }

    boolean isFinished() {
        return ending.isPresent();
    }

    Optional<Color> drawOffer() {
        return drawOffer;
    }

    Optional<Color> takebackOffer() {
        return takebackOffer;
    }

    Map<String, String> tags() {
        return tags;
    }

    long createdAt() {
        return createdAt;
    }

    long updatedAt() {
        return updatedAt;
    }

    /** The draws the side to move may claim now (core's answer, kept until the next change). */
    Set<DrawClaim> openClaims() {
        if (openClaims.isEmpty() || openClaimsRevision != revision) {
            openClaims = Optional.of(rules.openClaims());
            openClaimsRevision = revision;
        }
        return openClaims.get();
    }

    /** The part of the state every viewer sees, made once per revision by {@code make}. */
    GameStateBuilder.SharedView sharedView(java.util.function.Function<GameSession, GameStateBuilder.SharedView> make) {
        if (sharedView.isEmpty() || sharedView.get().revision() != revision) {
            sharedView = Optional.of(make.apply(this));
        }
        return sharedView.get();
    }

    /** Grows by one with every change; a computer move chosen at an older revision is dropped. */
    long revision() {
        return revision;
    }

    Set<SocketConnection> connections() {
        return connections;
    }

    /** The join code and spectator setting of a LAN game ({@link LanSettings#NONE} for other modes). */
    LanSettings lan() {
        return lan;
    }

    /** The id of this finished LAN game's rematch, once one was made. */
    Optional<String> rematchId() {
        return rematchId;
    }

    /** Which seats have a socket now, and since when (LAN games show it to both players). */
    SeatPresence presence() {
        return presence;
    }

    /** Whether someone holds the seat: a human seat with a token, or the computer. */
    boolean isTaken(Color color) {
        Seat seat = seats.get(color);
        return seat.isComputer() || seat.tokenHash().isPresent();
    }

    /** The colours whose seat {@code token} holds; empty when it holds none. */
    Set<Color> seatsHeldBy(String token) {
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
    Optional<Color> computerColor() {
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
    int pliesToTakeBackFor(Color requester) {
        if (mode == GameMode.HOTSEAT) {
            return ply() > 0 ? 1 : 0;
        }
        int plies = turn() == requester ? 2 : 1;
        return ply() >= plies ? plies : 0;
    }

    // ---- changes ----

    /** Plays a legal move (the caller checked it), with the draw claim it announces, if any. */
    void play(Move move, Optional<DrawClaim> claim, long now) throws IllegalMoveException {
        Color mover = turn();
        String san = San.format(position(), move);
        rules.play(move);
        moves.add(move);
        sans.add(san);
        clock = clock.map(state -> state.afterMove(mover, ply(), now, timeControl.orElseThrow()));
        if (drawOffer.equals(Optional.of(mover.opponent()))) {
            drawOffer = Optional.empty();
        }
        takebackOffer = Optional.empty();
        Optional<Outcome> automatic = rules.outcome();
        if (position().halfmoveClock() == 0) {
            rules = new Game(position());
        }
        if (automatic.isPresent()) {
            finish(automatic.get(), now);
        } else if (claim.isPresent()) {
            finish(Outcome.draw(claim.get().termination()), now);
        } else {
            touch(now);
        }
    }

    /** Ends the game: the clocks stop and offers lapse. */
    void finish(Outcome outcome, long now) {
        ending = Optional.of(outcome);
        clock = clock.map(state -> state.stopped(now));
        drawOffer = Optional.empty();
        takebackOffer = Optional.empty();
        touch(now);
    }

    /** Takes back {@code plies} half-moves; the clocks keep their times and the side now to move's clock runs. */
    void takeBack(int plies, long now) {
        for (int i = 0; i < plies; i++) {
            moves.remove(moves.size() - 1);
            sans.remove(sans.size() - 1);
        }
        if (rules.ply() >= plies) {
            for (int i = 0; i < plies; i++) {
                rules.takeBack();
            }
        } else {
            rules = rulesFrom(start, moves);
        }
        clock = clock.map(state -> state.runningFor(turn(), ply(), now));
        drawOffer = Optional.empty();
        takebackOffer = Optional.empty();
        touch(now);
    }

    /** If a flag has fallen at {@code now}, the outcome under FIDE 6.9 (the game is not yet ended by it). */
    Optional<Outcome> flagOutcome(long now) {
        if (isFinished() || clock.isEmpty()) {
            return Optional.empty();
        }
        return clock.get().flagged(now).map(loser -> MatingMaterial.canCheckmate(position(), loser.opponent())
                ? Outcome.win(Termination.TIMEOUT, loser.opponent())
                : Outcome.draw(Termination.TIMEOUT_DRAW));
    }

    /** Charges the running clock up to {@code now} (before a shutdown, so the time used so far is kept). */
    void chargeClock(long now) {
        clock = clock.map(state -> state.chargedAt(now));
    }

    void setDrawOffer(Optional<Color> from, long now) {
        drawOffer = from;
        touch(now);
    }

    void setTakebackOffer(Optional<Color> from, long now) {
        takebackOffer = from;
        touch(now);
    }

    /** Seats {@code tokenHash} in the free seat {@code color}. */
    void takeSeat(Color color, String tokenHash, long now) {
        seats.put(color, Seat.human(tokenHash));
        presence.restart(color, now);
        touch(now);
    }

    /** Links this finished game to its rematch. */
    void setRematch(String gameId, long now) {
        rematchId = Optional.of(gameId);
        touch(now);
    }

    private void touch(long now) {
        revision++;
        updatedAt = Math.max(updatedAt, now);
    }

    // ---- restore and roll back ----

    /** Replays stored moves and state; the running clock resumes at {@code now} (time while down is not charged). */
    void restore(List<Move> moves, Optional<ClockState> storedClock, Optional<Outcome> storedEnding,
            Optional<Color> storedDrawOffer, Optional<Color> storedTakebackOffer, long storedUpdatedAt, long now)
            throws IllegalMoveException {
        replace(moves);
        clock = storedClock.map(state -> state.resumedAt(now));
        ending = storedEnding.or(rules::outcome);
        drawOffer = storedDrawOffer;
        takebackOffer = storedTakebackOffer;
        updatedAt = storedUpdatedAt;
        presence = new SeatPresence(now);
    }

    /**
     * Puts back what a stored game knows besides its moves: the version its clients last saw (so that versions
     * keep growing across a restart) and its rematch.
     */
    void restoreVersionAndRematch(long storedRevision, Optional<String> storedRematchId) {
        revision = storedRevision;
        rematchId = storedRematchId;
    }

    /** Makes {@code played} the game's moves, replayed from the start (their SAN and the rules' game anew). */
    private void replace(List<Move> played) throws IllegalMoveException {
        List<Move> copy = List.copyOf(played);
        List<String> texts = new ArrayList<>(copy.size());
        Position position = start;
        for (Move move : copy) {
            texts.add(San.format(position, move));
            position = position.play(move);
        }
        rules = rulesFrom(start, copy);
        moves.clear();
        moves.addAll(copy);
        sans.clear();
        sans.addAll(texts);
    }

    /** The rules' game for these moves: from the position after the last irreversible move, the rest replayed. */
    private static Game rulesFrom(Position start, List<Move> played) {
        Position anchor = start;
        int anchorIndex = 0;
        Position position = start;
        for (int i = 0; i < played.size(); i++) {
            position = playChecked(position, played.get(i));
            if (position.halfmoveClock() == 0) {
                anchor = position;
                anchorIndex = i + 1;
            }
        }
        Game game = new Game(anchor);
        for (Move move : played.subList(anchorIndex, played.size())) {
            try {
                game.play(move);
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("a move played before is no longer legal", e);
            }
        }
        return game;
    }

    private static Position playChecked(Position position, Move move) {
        try {
            return position.play(move);
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("a move played before is no longer legal", e);
        }
    }

    Snapshot snapshot() {
        return new Snapshot(List.copyOf(moves), clock, ending, drawOffer, takebackOffer, new EnumMap<>(seats),
                revision, updatedAt, rematchId);
    }

    /** Puts back everything a failed command changed. */
    void rollBack(Snapshot snapshot) {
        try {
            replace(snapshot.moves());
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("a move played before is no longer legal", e);
        }
        clock = snapshot.clock();
        ending = snapshot.ending();
        drawOffer = snapshot.drawOffer();
        takebackOffer = snapshot.takebackOffer();
        seats.clear();
        seats.putAll(snapshot.seats());
        revision = snapshot.revision();
        updatedAt = snapshot.updatedAt();
        rematchId = snapshot.rematchId();
        sharedView = Optional.empty();
        openClaims = Optional.empty();
    }
}
