package org.escaque.server.lan;

import io.javalin.http.Context;
import java.util.Optional;
import org.escaque.play.GameMode;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.game.transport.ApiTypes.CreateGameRequest;
import org.escaque.server.game.transport.ApiTypes.CreatedGame;
import org.escaque.server.game.transport.ApiTypes.JoinDetails;
import org.escaque.server.game.transport.ApiTypes.JoinLink;
import org.escaque.server.game.transport.ApiTypes.JoinRequest;
import org.escaque.server.game.transport.GameController;
import org.escaque.server.game.transport.GameService;
import org.escaque.server.support.JsonCodec;

/**
 * The LAN routes: creating a game (a LAN game's answer carries how to join it), joining with a code, a LAN game's
 * join details and QR codes, and the games found on the network. Who may call which is the network gate's
 * business ({@link NetworkGate}).
 */
public final class LanController {

    private final GameService games;
    private final GameController gameController;
    private final LanHosting hosting;
    private final JsonCodec json;

    /** The LAN routes over the games, answering as {@code gameController} does. */
    public LanController(GameService games, GameController gameController, LanHosting hosting, JsonCodec json) {
        this.games = games;
        this.gameController = gameController;
        this.hosting = hosting;
        this.json = json;
    }

    /** {@code POST /api/games}: as the games API; a LAN game's answer adds {@code join}, its links already open. */
    public void createGame(Context ctx) {
        CreatedGame created = games.create(json.read(ctx.body(), CreateGameRequest.class));
        if (created.state().mode().equals(GameMode.LAN.id())) {
            hosting.settle();
            created = created.withJoin(hosting.joinDetails(games.lanSeats().joinFacts(created.id())));
        }
        gameController.respond(ctx, 201, created);
    }

    /** {@code POST /api/lan/join}: 201 with a new seat, 200 with the seat the presented token holds. */
    public void join(Context ctx) {
        JoinRequest request = json.read(ctx.body(), JoinRequest.class);
        if (request.code() == null) {
            throw Refusal.missingField("code", "the code on the host's screen");
        }
        GameService.JoinResult result = games.join(request.code(),
                Optional.ofNullable(ctx.header(GameController.SEAT_TOKEN_HEADER)), request.name());
        gameController.respond(ctx, result.created() ? 201 : 200, result.game());
    }

    /** {@code GET /api/games/{id}/join}. */
    public void joinDetails(Context ctx) {
        gameController.respond(ctx, 200, details(ctx.pathParam("id")));
    }

    /** {@code GET /api/games/{id}/join/qr.svg?url=}: the QR code of one of the game's join links (default the first). */
    public void qrCode(Context ctx) {
        JoinDetails details = details(ctx.pathParam("id"));
        Optional<String> wanted = Optional.ofNullable(ctx.queryParam("url"));
        String url = details.links().stream().map(JoinLink::url)
                .filter(link -> wanted.isEmpty() || wanted.get().equals(link)).findFirst()
                .orElseThrow(() -> Refusal.notFound(wanted.isPresent()
                        ? "That is not one of this game's join links (the addresses may have changed)."
                        : "The game has no join link: the app does not listen on the network now."));
        ctx.status(200).contentType("image/svg+xml").header("Cache-Control", "no-store")
                .header("X-Content-Type-Options", "nosniff").result(JoinQrCode.svg(url));
    }

    /** {@code GET /api/lan/games}. */
    public void discovered(Context ctx) {
        gameController.respond(ctx, 200, hosting.discovered());
    }

    private JoinDetails details(String gameId) {
        return hosting.joinDetails(games.lanSeats().joinFacts(gameId));
    }
}
