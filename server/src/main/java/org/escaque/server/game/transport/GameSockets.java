package org.escaque.server.game.transport;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.escaque.core.Color;
import org.escaque.play.ActionType;
import org.escaque.play.GameMode;
import org.escaque.play.GameSession;
import org.escaque.play.Moment;
import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.db.DatabaseException;
import org.escaque.server.game.play.Caller;
import org.escaque.server.game.play.GameCommand;
import org.escaque.server.game.play.GameCommands;
import org.escaque.server.game.play.Sessions;
import org.escaque.server.game.transport.ApiTypes.ActionRequest;
import org.escaque.server.game.transport.ApiTypes.SocketMessage;
import org.escaque.server.support.DatabaseFailures;
import org.escaque.server.support.HostClock;
import org.escaque.server.support.JsonCodec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game socket's protocol, apart from the web framework: a socket follows one game and receives its full state
 * after every change; it may prove seats with tokens (a {@code token} query parameter at the handshake, from this
 * computer only, or a {@code hello} message) and then send moves and actions as JSON with a {@code kind}. A bad
 * message gets an error message back and the socket stays open; an unexpected failure is logged and answered with
 * a generic error, never with the failure's own text. In a LAN game, which seats have a socket open is part of the
 * state ({@link org.escaque.play.SeatPresence}), pushed to everyone when it changes.
 */
public final class GameSockets implements AutoCloseable {

    /** The most tokens one {@code hello} may carry (a device holds at most both seats). */
    static final int MAX_HELLO_TOKENS = 2;

    private static final Logger LOG = LoggerFactory.getLogger(GameSockets.class);

    private final GameCommands commands;
    private final Sessions sessions;
    private final SocketHub hub;
    private final HostClock clock;
    private final JsonCodec json;
    private final PresenceWatch watch;

    GameSockets(GameCommands commands, SocketHub hub, HostClock clock, JsonCodec json) {
        this.json = json;
        this.commands = commands;
        this.sessions = commands.sessions();
        this.hub = hub;
        this.clock = clock;
        this.watch = new PresenceWatch(this::republish, this::cutSilentSockets);
    }

    /**
     * Opens a socket on a game, holding the seats of {@code tokens} (from the handshake), and sends it the state,
     * unless it comes from another device to a game without spectators: that one hears nothing until its
     * {@code hello} proves a seat, and is cut if none comes within {@link PresenceWatch#HELLO_WAIT_MILLIS}.
     *
     * @param ending closes or cuts the socket
     * @throws Refusal when there is no such game or a token does not belong to it
     */
    public SocketConnection connect(String gameId, List<String> tokens, SocketPeer peer, Consumer<String> sender,
            SocketConnection.Ending ending) {
        return sessions.run(gameId, session -> {
            SocketConnection connection = new SocketConnection(session.id(), peer, sender, ending,
                    clock.now().steadyMillis());
            connection.addSeats(seatsOf(session, tokens));
            if (peer.isRemote() && connection.seats().isEmpty() && !session.lan().spectators()) {
                watch.expectHello(connection);
                return connection;
            }
            admit(session, connection);
            return connection;
        });
    }

    /** Handles one text message from a socket; every failure goes back to it as an error message. */
    public void receive(SocketConnection connection, String text) {
        receive(connection, Optional.of(text));
    }

    /** A binary message: not read (messages are JSON text), and answered so, as any message that cannot be read. */
    public void receiveBinary(SocketConnection connection) {
        receive(connection, Optional.empty());
    }

    private void receive(SocketConnection connection, Optional<String> text) {
        try {
            if (!connection.peer().mayReceive().getAsBoolean()) {
                throw new Refusal(Refusal.Code.RATE_LIMITED, "Too many messages from your device; wait a moment.");
            }
            if (text.isEmpty()) {
                throw new Refusal(Refusal.Code.BAD_REQUEST, "Messages on a game's socket are JSON text; a binary "
                        + "message is not read.");
            }
            SocketMessage message = json.read(text.get(), SocketMessage.class);
            connection.heard(clock.now().steadyMillis(), "ping".equals(message.kind()));
            handle(connection, message);
        } catch (Refusal refusal) {
            hub.sendError(connection, refusal);
            if (!connection.isAdmitted()) {
                connection.close(ErrorResponses.socketCloseCode(refusal.code()), refusal.code().id());
            }
        } catch (DatabaseException e) {
            hub.sendError(connection, DatabaseFailures.answer(e, "a message on game " + connection.gameId()
                    + "'s socket"));
        } catch (RuntimeException e) {
            LOG.error("unexpected failure handling a message on game {}'s socket", connection.gameId(), e);
            hub.sendError(connection, ErrorResponses.internalError());
        }
    }

    /** Forgets a closed socket; the other side of a LAN game sees the seat go away. */
    public void disconnect(SocketConnection connection) {
        if (hub.unfollow(connection)) {
            sessions.runIfLoaded(connection.gameId(), session -> {
                presenceChanged(session, Optional.empty());
                return null;
            });
        }
    }

    /** Admits the socket (inside the game's run): a fallen flag ends the game first, and the socket gets the state. */
    private void admit(GameSession session, SocketConnection connection) {
        connection.admit();
        hub.follow(connection);
        commands.run(session.id(), Caller.seats(connection.seats()), new GameCommand.Look(false));
        hub.sendState(connection, session, clock.now());
        presenceChanged(session, Optional.of(connection));
    }

    private void handle(SocketConnection connection, SocketMessage message) {
        String kind = GameService.required(message.kind(), "kind", "hello, move, action or ping");
        if (!connection.isAdmitted() && !kind.equals("hello") && !kind.equals("ping")) {
            throw new Refusal(Refusal.Code.SEAT_TOKEN_REQUIRED, "Send a hello message with your seat token first.");
        }
        switch (kind) {
            case "hello" -> {
                onlyFields(message, kind, message.uci(), message.ply(), message.claimDraw(), message.type(),
                        message.color());
                hello(connection, message);
            }
            case "move" -> {
                onlyFields(message, kind, message.type(), message.color());
                move(connection, message);
            }
            case "action" -> {
                onlyFields(message, kind, message.uci(), message.ply(), message.claimDraw());
                commands.run(connection.gameId(), Caller.seats(connection.seats()),
                        new ActionRequest(message.type(), message.color()).command());
            }
            case "ping" -> hub.sendPong(connection);
            default -> throw Refusal.invalidField("kind is hello, move, action or ping, not '" + kind + "'.");
        }
    }

    /** A move; a retry of a move already played changes nothing, so its socket is sent the state (others got none). */
    private void move(SocketConnection connection, SocketMessage message) {
        String uci = GameService.required(message.uci(), "uci", "the move in UCI notation, such as e2e4 or e7e8q");
        int ply = GameService.required(message.ply(), "ply", "the number of half-moves played before this one");
        GameCommand.Move move = new GameCommand.Move(uci, false, ply, Boolean.TRUE.equals(message.claimDraw()));
        commands.run(connection.gameId(), Caller.seats(connection.seats()), move, change -> {
            if (!change.changed()) {
                hub.sendState(connection, change.session(), clock.now());
            }
            return null;
        });
    }

    private void hello(SocketConnection connection, SocketMessage message) {
        List<String> tokens = new ArrayList<>();
        if (message.token() != null) {
            tokens.add(message.token());
        }
        if (message.tokens() != null) {
            tokens.addAll(message.tokens());
        }
        if (tokens.isEmpty()) {
            throw new Refusal(Refusal.Code.MISSING_FIELD, "A hello message needs 'token' (or 'tokens').");
        }
        if (tokens.size() > MAX_HELLO_TOKENS) {
            throw Refusal.invalidField("A hello message carries at most " + MAX_HELLO_TOKENS + " tokens.");
        }
        sessions.run(connection.gameId(), session -> {
            connection.addSeats(seatsOf(session, tokens));
            if (!connection.isAdmitted()) {
                admit(session, connection);
                return null;
            }
            hub.sendState(connection, session, clock.now());
            presenceChanged(session, Optional.of(connection));
            return null;
        });
    }

    /**
     * After a socket came, went or proved a seat: if that changed which seats of a LAN game have a socket, pushes
     * the state to every socket but {@code told} (which has just been sent it). Called inside the game's run.
     */
    private void presenceChanged(GameSession session, Optional<SocketConnection> told) {
        if (session.mode() != GameMode.LAN) {
            return;
        }
        Set<Color> withSocket = EnumSet.noneOf(Color.class);
        hub.followersOf(session.id()).forEach(connection -> withSocket.addAll(connection.seats()));
        Moment now = clock.now();
        Set<Color> changed = session.presence().update(withSocket, now.steadyMillis());
        if (changed.isEmpty()) {
            return;
        }
        hub.publishExcept(session, now, told);
        if (!session.isFinished() && changed.stream().anyMatch(color -> !withSocket.contains(color))) {
            watch.seatWentAway(session.id());
        }
    }

    /**
     * Tells every socket of a deleted game that it is gone ({@code not-found}) and closes it (code 4404, as a socket
     * on an unknown game).
     */
    public void gameDeleted(String gameId) {
        Refusal gone = Refusal.notFound("Game " + gameId + " has been deleted.");
        for (SocketConnection connection : List.copyOf(hub.followersOf(gameId))) {
            hub.unfollow(connection);
            hub.sendError(connection, gone);
            connection.close(ErrorResponses.socketCloseCode(gone.code()), gone.code().id());
        }
    }

    /** Pushes a game's state again (a seat's status or the claims open changed with time alone). */
    private void republish(String gameId) {
        sessions.runIfLoaded(gameId, session -> {
            hub.publish(session, clock.now());
            return null;
        });
    }

    /** Cuts every socket that keeps a heartbeat but has fallen silent: its device is gone from the network. */
    private void cutSilentSockets() {
        try {
            Moment now = clock.now();
            for (String gameId : List.copyOf(hub.followedGames())) {
                for (SocketConnection connection : List.copyOf(hub.followersOf(gameId))) {
                    if (connection.isSilentSince(now.steadyMillis(), PresenceWatch.HEARTBEAT_TIMEOUT_MILLIS)) {
                        disconnect(connection);
                        connection.cut();
                    }
                }
            }
        } catch (RuntimeException e) {
            LOG.error("could not look for silent sockets", e);
        }
    }

    private static Set<Color> seatsOf(GameSession session, List<String> tokens) {
        Set<Color> seats = EnumSet.noneOf(Color.class);
        for (String token : tokens) {
            Set<Color> held = session.seatsHeldBy(token == null ? "" : token);
            if (held.isEmpty()) {
                throw new Refusal(Refusal.Code.SEAT_TOKEN_INVALID, "A seat token does not belong to game "
                        + session.id() + ".");
            }
            seats.addAll(held);
        }
        return seats;
    }

    private static void onlyFields(SocketMessage message, String kind, Object... foreign) {
        boolean tokenFields = message.token() != null || message.tokens() != null;
        boolean anyForeign = false;
        for (Object value : foreign) {
            anyForeign |= value != null;
        }
        if (anyForeign || (tokenFields && !kind.equals("hello"))) {
            throw new Refusal(Refusal.Code.UNKNOWN_FIELD, "A '" + kind + "' message has a field that does not "
                    + "belong to it (hello: token, tokens; move: uci, ply, claimDraw; action: type, color).");
        }
    }

    /** Stops the presence timers. */
    @Override
    public void close() {
        watch.close();
    }
}
