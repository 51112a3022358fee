package org.escaque.server.game.transport;

import io.javalin.http.Context;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.Optional;
import org.eclipse.jetty.websocket.api.Callback;
import org.escaque.core.Fen;
import org.escaque.play.NewGame;
import org.escaque.play.PgnLanguage;
import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.game.transport.ApiTypes.ActionRequest;
import org.escaque.server.game.transport.ApiTypes.ImportRequest;
import org.escaque.server.game.transport.ApiTypes.MoveRequest;
import org.escaque.server.game.transport.ApiTypes.PositionRequest;
import org.escaque.server.game.transport.ApiTypes.SeatRequest;
import org.escaque.server.game.transport.ApiTypes.SocketPush;
import org.escaque.server.support.JsonCodec;

/** The games API over HTTP and WebSocket: reads requests, calls {@link GameService}, writes JSON. */
public final class GameController {

    /** The header that carries a seat's token. */
    public static final String SEAT_TOKEN_HEADER = "X-Seat-Token";
    /** The media type of PGN (PGN standard 16.2.1 suggests application/x-chess-pgn). */
    public static final String PGN_MEDIA_TYPE = "application/x-chess-pgn; charset=utf-8";

    private static final String CONNECTION = "escaque.connection";

    private final GameService games;
    private final JsonCodec json;

    public GameController(GameService games, JsonCodec json) {
        this.games = games;
        this.json = json;
    }

    /** {@code POST /api/games/import}. */
    public void importPgn(Context ctx) {
        respond(ctx, 201, games.importPgn(json.read(ctx.body(), ImportRequest.class)));
    }

    /**
     * {@code POST /api/positions/check}: whether a game could start from {@code fen}; the refusal a new game from it
     * would get ({@code invalid-fen}, with core's rule in its details), or the position's FEN as written.
     */
    public void checkPosition(Context ctx) {
        PositionRequest request = json.read(ctx.body(), PositionRequest.class);
        if (request.fen() == null) {
            throw Refusal.missingField("fen", "the position in FEN");
        }
        respond(ctx, 200, new ApiTypes.PositionCheck(Fen.format(NewGame.playablePosition(request.fen())), true));
    }

    /** {@code GET /api/games?status=&limit=&offset=}. */
    public void list(Context ctx) {
        String limit = Optional.ofNullable(ctx.queryParam("limit")).orElse("100");
        int count;
        try {
            count = Integer.parseInt(limit);
        } catch (NumberFormatException e) {
            throw Refusal.invalidField("limit is a whole number, not '" + limit + "'.");
        }
        String offsetText = Optional.ofNullable(ctx.queryParam("offset")).orElse("0");
        int offset;
        try {
            offset = Integer.parseInt(offsetText);
        } catch (NumberFormatException e) {
            throw Refusal.invalidField("offset is a whole number, not '" + offsetText + "'.");
        }
        respond(ctx, 200, games.list(Optional.ofNullable(ctx.queryParam("status")), count, offset));
    }

    /** {@code GET /api/games/damaged}. */
    public void damaged(Context ctx) {
        respond(ctx, 200, games.damaged());
    }

    /** {@code GET /api/games/{id}}. */
    public void state(Context ctx) {
        respond(ctx, 200, games.state(ctx.pathParam("id"), token(ctx)));
    }

    /** {@code GET /api/games/{id}/pgn[?lang=es|en]}. */
    public void pgn(Context ctx) {
        PgnLanguage language = PgnLanguage.of(ctx.queryParam("lang"));
        ctx.status(200).contentType(PGN_MEDIA_TYPE).result(games.pgn(ctx.pathParam("id"), language));
    }

    /** {@code DELETE /api/games/{id}}: 204 once the game is gone. */
    public void delete(Context ctx) {
        games.delete(ctx.pathParam("id"), token(ctx));
        ctx.status(204);
    }

    /** {@code POST /api/games/{id}/moves}. */
    public void move(Context ctx) {
        respond(ctx, 200, games.play(ctx.pathParam("id"), token(ctx),
                json.read(ctx.body(), MoveRequest.class).command()));
    }

    /** {@code POST /api/games/{id}/actions}. */
    public void act(Context ctx) {
        respond(ctx, 200, games.play(ctx.pathParam("id"), token(ctx),
                json.read(ctx.body(), ActionRequest.class).command()));
    }

    /** {@code POST /api/games/{id}/hint}. */
    public void hint(Context ctx) {
        respond(ctx, 200, games.hint(ctx.pathParam("id"), token(ctx), json.read(ctx.body(), ApiTypes.HintRequest.class)));
    }

    /** {@code POST /api/games/{id}/seats}. */
    public void takeSeat(Context ctx) {
        String body = ctx.body();
        SeatRequest request = body.isBlank() ? new SeatRequest(null, null) : json.read(body, SeatRequest.class);
        respond(ctx, 201, games.takeSeat(ctx.pathParam("id"), request));
    }

    /** {@code WS /api/games/{id}/socket}. */
    public void socket(WsConfig ws) {
        GameSockets sockets = games.sockets();
        ws.onConnect(ctx -> {
            SocketPeer peer = Optional.ofNullable(ctx.<SocketPeer>attribute(SocketPeer.ATTRIBUTE))
                    .orElseGet(SocketPeer::local);
            try {
                ctx.attribute(CONNECTION, sockets.connect(ctx.pathParam("id"), ctx.queryParams("token"), peer,
                        text -> send(ctx, text), ending(ctx)));
            } catch (Refusal refusal) {
                send(ctx, json.write(new SocketPush("error", null, ErrorResponses.body(refusal))));
                ctx.closeSession(ErrorResponses.socketCloseCode(refusal.code()), refusal.code().id());
            }
        });
        ws.onMessage(ctx -> {
            SocketConnection connection = ctx.attribute(CONNECTION);
            if (connection != null) {
                sockets.receive(connection, ctx.message());
            }
        });
        ws.onBinaryMessage(ctx -> {
            SocketConnection connection = ctx.attribute(CONNECTION);
            if (connection != null) {
                sockets.receiveBinary(connection);
            }
        });
        ws.onClose(ctx -> disconnect(sockets, ctx));
        ws.onError(ctx -> disconnect(sockets, ctx));
    }

    private static void disconnect(GameSockets sockets, WsContext ctx) {
        SocketConnection connection = ctx.attribute(CONNECTION);
        if (connection != null) {
            sockets.disconnect(connection);
        }
    }

    private static SocketConnection.Ending ending(WsContext ctx) {
        return new SocketConnection.Ending() {
            @Override
            public void close(int code, String reason) {
                ctx.closeSession(code, reason);
            }

            @Override
            public void cut() {
                ctx.session.disconnect();
            }
        };
    }

    /** Sends without blocking: Jetty queues the frame, and a slow client holds up nobody. */
    private static void send(WsContext ctx, String text) {
        if (ctx.session.isOpen()) {
            ctx.session.sendText(text, Callback.NOOP);
        }
    }

    /** Answers with {@code body} as JSON. */
    public void respond(Context ctx, int status, Object body) {
        ctx.status(status).contentType("application/json").result(json.write(body));
    }

    private static Optional<String> token(Context ctx) {
        return Optional.ofNullable(ctx.header(SEAT_TOKEN_HEADER));
    }
}
