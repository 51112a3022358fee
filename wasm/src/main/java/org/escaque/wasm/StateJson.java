package org.escaque.wasm;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.DrawClaim;
import org.escaque.core.game.Outcome;
import org.escaque.core.openings.NamedPosition;
import org.escaque.core.openings.Openings;
import org.escaque.core.openings.SpanishOpeningNames;
import org.escaque.play.ActionRules;
import org.escaque.play.ClockState;
import org.escaque.play.GameJson;
import org.escaque.play.GameMode;
import org.escaque.play.GameSession;
import org.escaque.play.Moment;
import org.escaque.play.PlayerNames;
import org.escaque.play.Seat;
import org.escaque.play.SeatPresence;
import org.escaque.play.TimeControl;
import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;

/**
 * A local game's state as the API's JSON says it ({@code ApiTypes.GameState} on the server, {@code GameState} in
 * web/src/api.ts), field for field: the server writes it with Jackson, which the WebAssembly build does not have.
 * Everything about the rules in it is what the session and core answer ({@link ActionRules}, {@link GameJson}); the
 * server's test {@code LocalStateContractTest} holds the two writers to the same JSON.
 */
final class StateJson {

    private StateJson() {
    }

    /** The state as the holder of {@code seats} sees it at {@code now}. */
    static String state(GameSession session, Set<Color> seats, Moment now) {
        Position position = session.position();
        boolean active = !session.isFinished();
        boolean holdsTurn = active && seats.contains(session.turn());
        Optional<Outcome> ending = session.outcome();
        StringBuilder json = new StringBuilder(2048);
        json.append("{\"id\":").append(Json.string(session.id()))
                .append(",\"mode\":").append(Json.string(session.mode().id()))
                .append(",\"startFen\":").append(Json.string(session.startFen()))
                .append(",\"fen\":").append(Json.string(position.fen()))
                .append(",\"ply\":").append(session.ply())
                .append(",\"turn\":").append(Json.string(session.turn().id()))
                .append(",\"moves\":").append(moves(session))
                .append(",\"dests\":").append(active ? GameJson.dests(position) : "{}")
                .append(",\"lastMove\":").append(lastMove(session))
                .append(",\"check\":").append(position.isCheck() ? Json.string(position.kingSquare(position.turn()).id())
                        : "null")
                .append(",\"status\":").append(Json.string(active ? "active" : "finished"))
                .append(",\"result\":").append(Json.string(ending.map(Outcome::result).orElse(null)))
                .append(",\"termination\":").append(Json.string(ending.map(o -> o.termination().id()).orElse(null)))
                .append(",\"opening\":").append(opening(session))
                .append(",\"timeControl\":").append(Json.string(session.timeControl().map(TimeControl::text)
                        .orElse(null)));
        clocks(session, now).ifPresent(clocks -> json.append(",\"clocks\":").append(clocks));
        json.append(",\"players\":").append(players(session));
        session.computerColor().ifPresent(color -> json.append(",\"opponent\":").append(player(session, color, false)));
        List<String> claims = new ArrayList<>();
        if (holdsTurn) {
            for (DrawClaim claim : session.openClaims()) {
                claims.add(claim.id());
            }
        }
        List<String> actions = new ArrayList<>();
        ActionRules.available(session, seats, now.steadyMillis()).forEach(action -> actions.add(action.id()));
        json.append(",\"offers\":").append(offers(session))
                .append(",\"seats\":").append(Json.strings(GameJson.seatIds(seats)))
                .append(",\"actions\":").append(Json.strings(actions))
                .append(",\"claims\":").append(Json.strings(claims))
                .append(",\"claimMoves\":").append(holdsTurn ? GameJson.claimMoves(session) : "{}")
                .append(",\"version\":").append(session.revision());
        if (session.mode() == GameMode.LAN) {
            json.append(",\"connections\":{");
            for (Color color : Color.values()) {
                SeatPresence.Connection connection = SeatPresence.connection(session, color, now);
                json.append(color == Color.WHITE ? "" : ",").append(Json.string(color.id()))
                        .append(":{\"status\":").append(Json.string(connection.status()))
                        .append(",\"since\":").append(connection.since())
                        .append(",\"elapsed\":").append(connection.elapsed()).append('}');
            }
            json.append("},\"spectators\":").append(session.lan().spectators());
            session.rematchId().ifPresent(id -> {
                List<String> swapped = new ArrayList<>();
                for (Color color : Color.values()) {
                    if (seats.contains(color.opponent())) {
                        swapped.add(color.id());
                    }
                }
                json.append(",\"rematch\":{\"id\":").append(Json.string(id)).append(",\"seats\":")
                        .append(Json.strings(swapped)).append('}');
            });
        }
        json.append(",\"imported\":").append(PlayerNames.imported(session.mode(), session.tags()));
        return json.append('}').toString();
    }

    /** A line of the game list ({@code ApiTypes.GameSummary}). */
    static String summary(GameSession session) {
        Optional<Outcome> ending = session.outcome();
        return "{\"id\":" + Json.string(session.id()) + ",\"mode\":" + Json.string(session.mode().id())
                + ",\"status\":" + Json.string(session.isFinished() ? "finished" : "active")
                + ",\"result\":" + Json.string(ending.map(Outcome::result).orElse(null))
                + ",\"termination\":" + Json.string(ending.map(o -> o.termination().id()).orElse(null))
                + ",\"ply\":" + session.ply() + ",\"fen\":" + Json.string(session.position().fen())
                + ",\"timeControl\":" + Json.string(session.timeControl().map(TimeControl::text).orElse(null))
                + ",\"players\":" + players(session) + ",\"opening\":" + opening(session)
                + ",\"createdAt\":" + session.createdAt() + ",\"updatedAt\":" + session.updatedAt()
                + ",\"abortable\":" + ActionRules.canAbort(session)
                + ",\"imported\":" + PlayerNames.imported(session.mode(), session.tags()) + "}";
    }

    /** A refusal as the API's error body with its HTTP status ({@code {"status":409,"error":{...}}}), as the server sends it. */
    static String refusal(Refusal refusal) {
        ErrorResponses.ErrorBody body = ErrorResponses.body(refusal);
        StringBuilder json = new StringBuilder("{\"status\":").append(ErrorResponses.status(refusal.code()))
                .append(",\"error\":{\"error\":").append(Json.string(body.error()))
                .append(",\"message\":").append(Json.string(body.message()));
        if (body.reason() != null) {
            json.append(",\"reason\":").append(value(body.reason()));
        }
        if (body.details() != null) {
            json.append(",\"details\":").append(value(body.details()));
        }
        return json.append("}}").toString();
    }

    /** A value of a refusal's details or a move's reason (strings, numbers, booleans, maps, lists, null) as JSON. */
    static String value(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String text) {
            return Json.string(text);
        }
        if (value instanceof Number || value instanceof Boolean) {
            return value.toString();
        }
        if (value instanceof java.util.Map<?, ?> map) {
            StringBuilder json = new StringBuilder("{");
            for (java.util.Map.Entry<?, ?> entry : map.entrySet()) {
                if (json.length() > 1) {
                    json.append(',');
                }
                json.append(Json.string(String.valueOf(entry.getKey()))).append(':').append(value(entry.getValue()));
            }
            return json.append('}').toString();
        }
        if (value instanceof Iterable<?> items) {
            StringBuilder json = new StringBuilder("[");
            for (Object item : items) {
                if (json.length() > 1) {
                    json.append(',');
                }
                json.append(value(item));
            }
            return json.append(']').toString();
        }
        return Json.string(value.toString());
    }

    private static String moves(GameSession session) {
        List<Move> played = session.moves();
        List<String> sans = session.sanMoves();
        List<Position> positions = session.replayedPositions();
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < played.size(); i++) {
            if (i > 0) {
                json.append(',');
            }
            json.append("{\"uci\":").append(Json.string(played.get(i).toString()))
                    .append(",\"san\":").append(Json.string(sans.get(i)))
                    .append(",\"fen\":").append(Json.string(positions.get(i + 1).fen())).append('}');
        }
        return json.append(']').toString();
    }

    private static String lastMove(GameSession session) {
        List<Move> moves = session.moves();
        if (moves.isEmpty()) {
            return "null";
        }
        Move last = moves.get(moves.size() - 1);
        return Json.strings(List.of(last.from().id(), last.to().id()));
    }

    private static String opening(GameSession session) {
        Optional<NamedPosition> named = Openings.standard().ofPositions(session.replayedPositions());
        if (named.isEmpty()) {
            return "null";
        }
        return "{\"eco\":" + Json.string(named.get().opening().eco()) + ",\"name\":"
                + Json.string(named.get().opening().name()) + ",\"nameEs\":"
                + Json.string(SpanishOpeningNames.of(named.get().opening())) + ",\"ply\":" + named.get().ply() + "}";
    }

    private static Optional<String> clocks(GameSession session, Moment moment) {
        long now = moment.steadyMillis();
        if (session.clock().isEmpty()) {
            return Optional.empty();
        }
        ClockState clock = session.clock().get();
        return Optional.of("{\"white\":" + clock.remaining(Color.WHITE, now) + ",\"black\":"
                + clock.remaining(Color.BLACK, now) + ",\"running\":"
                + Json.string(clock.running().map(Color::id).orElse(null)) + ",\"increment\":"
                + session.timeControl().orElseThrow().incrementMillis() + "}");
    }

    private static String players(GameSession session) {
        return "{\"white\":" + player(session, Color.WHITE, true) + ",\"black\":" + player(session, Color.BLACK, true)
                + "}";
    }

    /** A seat's player; with {@code named}, with the person's name the game's tags give it ({@link PlayerNames}). */
    private static String player(GameSession session, Color color, boolean named) {
        Seat seat = session.seat(color);
        StringBuilder json = new StringBuilder("{\"kind\":").append(Json.string(seat.isComputer() ? "computer" : "human"));
        seat.level().ifPresent(level -> json.append(",\"level\":").append(level));
        if (named) {
            PlayerNames.of(session.tags(), color).ifPresent(name -> json.append(",\"name\":").append(Json.string(name)));
        }
        return json.append('}').toString();
    }

    private static String offers(GameSession session) {
        List<String> offers = new ArrayList<>(2);
        session.drawOffer().ifPresent(from -> offers.add("{\"type\":\"draw\",\"from\":" + Json.string(from.id()) + "}"));
        session.takebackOffer().ifPresent(from -> offers.add("{\"type\":\"takeback\",\"from\":" + Json.string(from.id())
                + "}"));
        return "[" + String.join(",", offers) + "]";
    }
}
