package org.escaque.server.game;

import java.time.Clock;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.game.DrawClaim;
import org.escaque.core.game.Outcome;
import org.escaque.core.game.Termination;
import org.escaque.core.notation.NotationException;
import org.escaque.core.notation.UciMove;
import org.escaque.server.ApiException;
import org.escaque.server.game.ApiTypes.ActionRequest;
import org.escaque.server.game.ApiTypes.GameState;
import org.escaque.server.game.ApiTypes.MoveRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Everything that changes a game: moves, actions, the computer's moves and fallen flags. Each runs with the
 * session's monitor held: check, change in memory, store (rolling the memory back if storing fails), then push
 * the new state, set the flag timer and call the computer when it is its turn.
 */
final class GameCommands implements AutoCloseable {

    /** A command's answer: the caller's view, and whether the game changed (sockets were told if it did). */
    record Result(GameState state, boolean changed) {
    }

    /** A change to a session that may refuse with an {@link ApiException}. */
    @FunctionalInterface
    interface Change {
        void apply() throws IllegalMoveException;
    }

    private static final Logger LOG = LoggerFactory.getLogger(GameCommands.class);

    private final SessionStore store;
    private final SocketHub hub;
    private final GameStateBuilder states;
    private final Clock clock;
    private final FlagWatch flags;
    private final ComputerTurns computer;
    private final ActionHandler actions;
    private final Rematches rematches;
    private final LanGamesObserver lanObserver;

    GameCommands(SessionStore store, SocketHub hub, GameStateBuilder states, Clock clock, ComputerPlayer player,
            SeatTokens tokens, LanGamesObserver lanObserver) {
        this.store = store;
        this.rematches = new Rematches(store, tokens);
        this.lanObserver = lanObserver;
        this.hub = hub;
        this.states = states;
        this.clock = clock;
        this.flags = new FlagWatch(this::checkFlag);
        this.computer = new ComputerTurns(player, this::applyComputerMove);
        this.actions = new ActionHandler(this);
    }

    long now() {
        return clock.millis();
    }

    // ---- moves ----

    /** Plays a move for the caller; a retry of the move already played at that ply answers with the state. */
    Result move(String gameId, Caller caller, MoveRequest request) {
        String uci = required(request.uci(), "uci", "the move in UCI notation, such as e2e4 or e7e8q");
        int ply = required(request.ply(), "ply", "the number of half-moves played before this one");
        GameSession session = store.get(gameId, now());
        synchronized (session) {
            Set<Color> seats = seats(session, caller, true);
            long now = now();
            boolean flagFell = expireFlag(session, now);
            if (ply < session.ply() && session.moves().get(ply).toString().equals(uci)) {
                return new Result(states.build(session, seats, now), flagFell);
            }
            requireActive(session);
            if (ply != session.ply()) {
                throw new ApiException(409, "ply-mismatch", "This move was made for half-move " + ply
                        + ", but the game is at half-move " + session.ply() + ": someone has moved since.",
                        Map.of("ply", session.ply()));
            }
            Color mover = session.turn();
            if (!seats.contains(mover)) {
                throw ApiException.conflict("not-your-turn", "It is " + mover.id() + "'s turn, and your seat is "
                        + String.join(" and ", seatNames(seats)) + ".");
            }
            Move move = parseMove(session, uci);
            Optional<DrawClaim> claim = Boolean.TRUE.equals(request.claimDraw()) ? Optional.of(claimFor(session, move))
                    : Optional.empty();
            commit(session, () -> session.play(move, claim, now),
                    record -> store.repository().saveMove(record, ply, uci));
            return new Result(states.build(session, seats, now), true);
        }
    }

    private static Move parseMove(GameSession session, String uci) {
        try {
            return UciMove.parse(session.position(), uci);
        } catch (NotationException e) {
            throw ApiException.badRequest("invalid-move-notation", "'" + uci + "' is not a move in UCI notation: "
                    + e.reason() + ".");
        } catch (IllegalMoveException e) {
            throw new ApiException(422, "illegal-move", "Illegal move " + uci + ": " + e.reason().describe()
                    + " (FIDE Laws of Chess, article " + e.reason().fideArticle() + ").",
                    Map.of("reason", IllegalMoveDetails.of(e.reason())));
        }
    }

    private static DrawClaim claimFor(GameSession session, Move move) {
        Set<DrawClaim> opened = session.rules().claimsOpenedBy(move);
        if (opened.isEmpty()) {
            throw ApiException.conflict("claim-not-available", "Playing " + move + " would not allow a draw claim: "
                    + "the position would not occur for the third time (FIDE 9.2) and 50 moves by each side without "
                    + "a capture or pawn move would not be complete (FIDE 9.3). Nothing was played.");
        }
        return opened.contains(DrawClaim.THREEFOLD_REPETITION) ? DrawClaim.THREEFOLD_REPETITION
                : DrawClaim.FIFTY_MOVES;
    }

    /** Plays the computer's move if the game still stands where it was asked; runs on the computer worker. */
    private void applyComputerMove(String gameId, long revision, Move move) {
        Optional<GameSession> found = store.inMemory(gameId);
        if (found.isEmpty()) {
            return;
        }
        GameSession session = found.get();
        synchronized (session) {
            long now = now();
            expireFlag(session, now);
            if (session.isFinished() || session.revision() != revision) {
                return;
            }
            if (!session.position().isLegal(move)) {
                LOG.error("the computer chose the illegal move {} in game {} ({})", move, gameId,
                        session.position().fen());
                return;
            }
            int ply = session.ply();
            try {
                commit(session, () -> session.play(move, Optional.empty(), now),
                        record -> store.repository().saveMove(record, ply, move.toString()));
            } catch (RuntimeException e) {
                LOG.error("could not store the computer's move in game {}", gameId, e);
            }
        }
    }

    // ---- actions ----

    /** Performs an action for the caller. */
    Result act(String gameId, Caller caller, ActionRequest request) {
        String typeId = required(request.type(), "type", "the action, such as resign or claim-draw");
        ActionType type = ActionType.fromId(typeId).orElseThrow(() -> ApiException.badRequest("invalid-field",
                "Unknown action '" + typeId + "'. Actions: claim-draw, agree-draw, offer-draw, accept-draw, "
                        + "decline-draw, resign, takeback, accept-takeback, decline-takeback, claim-abandonment-win, "
                        + "claim-abandonment-draw, rematch."));
        if (type == ActionType.MOVE) {
            throw ApiException.badRequest("invalid-field", "Moves are sent to /api/games/{id}/moves, not as actions.");
        }
        Optional<Color> named = Optional.ofNullable(request.color()).map(GameCommands::color);
        GameSession session = store.get(gameId, now());
        synchronized (session) {
            Set<Color> seats = seats(session, caller, true);
            if (named.isPresent() && !seats.contains(named.get())) {
                throw new ApiException(403, "seat-token-invalid", "Your token does not hold the "
                        + named.get().id() + " seat.");
            }
            long now = now();
            expireFlag(session, now);
            Color actor = ActionRules.actingSeat(session, seats, named);
            if (type == ActionType.REMATCH) {
                rematches.make(session, actor, this, now);
                return new Result(states.build(session, seats, now), true);
            }
            requireActive(session);
            actions.perform(session, type, actor, now);
            return new Result(states.build(session, seats, now), true);
        }
    }

    // ---- flags ----

    /** Ends the game on time if a flag has fallen; whether it did. Called with the monitor held. */
    boolean expireFlag(GameSession session, long now) {
        Optional<Outcome> timeout = session.flagOutcome(now);
        if (timeout.isEmpty()) {
            return false;
        }
        commit(session, () -> session.finish(timeout.get(), now), store.repository()::save);
        return true;
    }

    private void checkFlag(String gameId) {
        store.inMemory(gameId).ifPresent(session -> {
            synchronized (session) {
                try {
                    if (!expireFlag(session, now())) {
                        flags.watch(session, now());
                    }
                } catch (RuntimeException e) {
                    LOG.error("could not end game {} on time", gameId, e);
                }
            }
        });
    }

    // ---- the common path ----

    /**
     * Applies {@code change} to the session, stores the result with {@code store}, and tells everyone. If storing
     * fails the session is put back as it was and the failure propagates: the game has not changed.
     */
    void commit(GameSession session, Change change, Consumer<GameRecord> persist) {
        GameSession.Snapshot before = session.snapshot();
        try {
            change.apply();
            persist.accept(GameRecords.toRecord(session));
        } catch (IllegalMoveException e) {
            session.rollBack(before);
            throw new IllegalStateException("a checked move was refused", e);
        } catch (RuntimeException e) {
            session.rollBack(before);
            throw e;
        }
        settled(session);
    }

    /** After a change (or a restore): push the state, set the flag timer, call the computer if due. */
    void settled(GameSession session) {
        long now = now();
        hub.publish(session, now);
        flags.watch(session, now);
        computer.requestIfDue(session, now);
        if (session.mode() == GameMode.LAN) {
            lanObserver.lanGamesChanged();
        }
    }

    SessionStore store() {
        return store;
    }

    /** The seats the caller holds in this game; a token that holds none is refused. */
    Set<Color> seats(GameSession session, Caller caller, boolean required) {
        if (caller instanceof Caller.WithSeats withSeats) {
            if (required && withSeats.seats().isEmpty()) {
                throw new ApiException(401, "seat-token-required", "This socket holds no seat: send a hello "
                        + "message with your seat token first.");
            }
            return withSeats.seats();
        }
        Optional<String> token = ((Caller.WithToken) caller).token().filter(text -> !text.isBlank());
        if (token.isEmpty()) {
            if (required) {
                throw new ApiException(401, "seat-token-required", "This needs your seat's token in the "
                        + "X-Seat-Token header.");
            }
            return EnumSet.noneOf(Color.class);
        }
        Set<Color> held = session.seatsHeldBy(token.get());
        if (held.isEmpty()) {
            throw new ApiException(403, "seat-token-invalid", "This seat token does not belong to game "
                    + session.id() + ".");
        }
        return held;
    }

    static void requireActive(GameSession session) {
        session.ending().ifPresent(outcome -> {
            throw new ApiException(409, "game-finished", "The game is over (" + describe(outcome.termination())
                    + ", " + outcome.result() + "); nothing more can be played.",
                    Map.of("result", outcome.result(), "termination", outcome.termination().id()));
        });
    }

    static String describe(Termination termination) {
        return termination.id().replace('-', ' ');
    }

    static Color color(String id) {
        return switch (id) {
            case "white" -> Color.WHITE;
            case "black" -> Color.BLACK;
            default -> throw ApiException.badRequest("invalid-field", "A colour is 'white' or 'black', not '" + id
                    + "'.");
        };
    }

    private static String[] seatNames(Set<Color> seats) {
        return seats.stream().map(Color::id).toArray(String[]::new);
    }

    static <T> T required(T value, String field, String what) {
        if (value == null) {
            throw ApiException.badRequest("missing-field", "Field '" + field + "' is required: " + what + ".");
        }
        return value;
    }

    @Override
    public void close() {
        flags.close();
        computer.close();
    }
}
