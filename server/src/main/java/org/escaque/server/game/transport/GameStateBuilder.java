package org.escaque.server.game.transport;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.Outcome;
import org.escaque.core.openings.NamedPosition;
import org.escaque.core.openings.Openings;
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
import org.escaque.server.game.transport.ApiTypes.Clocks;
import org.escaque.server.game.transport.ApiTypes.Connection;
import org.escaque.server.game.transport.ApiTypes.GameState;
import org.escaque.server.game.transport.ApiTypes.MoveText;
import org.escaque.server.game.transport.ApiTypes.Offer;
import org.escaque.server.game.transport.ApiTypes.OpeningName;
import org.escaque.server.game.transport.ApiTypes.Player;
import org.escaque.server.game.transport.ApiTypes.Rematch;

/**
 * Makes the API's {@link GameState} of a session, as one caller (by the seats it holds) sees it. Everything about the
 * rules in it (legal destinations, check, claims, endings) is what core's game answers; this only writes it out.
 */
final class GameStateBuilder {

    /**
     * What every viewer of one revision sees alike, worked out once: position facts, moves (each with the FEN after
     * it), legal destinations, the moves that open a claim, and the opening reached ({@code null} while core's table
     * of names is still being read).
     */
    record SharedView(String fen, List<Move> played, List<MoveText> moves, JsonText dests,
            List<String> lastMove, String check, List<String> claims, JsonText claimMoves,
            Optional<OpeningName> opening) {
    }

    /** The state for a caller holding {@code seats} (none for a spectator), clocks read at {@code now}. */
    GameState build(GameSession session, Set<Color> seats, Moment now) {
        SharedView shared = session.viewAtRevision(GameStateBuilder::share);
        boolean active = !session.isFinished();
        boolean holdsTurn = active && seats.contains(session.turn());
        Optional<Outcome> ending = session.outcome();
        List<String> actions = new ArrayList<>();
        ActionRules.available(session, seats, now.steadyMillis()).forEach(action -> actions.add(action.id()));
        boolean lan = session.mode() == GameMode.LAN;
        return new GameState(session.id(), session.mode().id(), session.startFen(), shared.fen(), session.ply(),
                session.turn().id(), shared.moves(), shared.dests(), shared.lastMove(), shared.check(),
                active ? "active" : "finished", ending.map(Outcome::result).orElse(null),
                ending.map(o -> o.termination().id()).orElse(null), opening(session, shared),
                session.timeControl().map(TimeControl::text).orElse(null), clocks(session, now), players(session),
                opponent(session), offers(session), GameJson.seatIds(seats), actions,
                holdsTurn ? shared.claims() : List.of(), holdsTurn ? shared.claimMoves() : JsonText.EMPTY_OBJECT,
                session.revision(), lan ? connections(session, now) : null, lan ? session.lan().spectators() : null,
                session.rematchId().map(id -> new Rematch(id, swapped(seats))).orElse(null),
                PlayerNames.imported(session.mode(), session.tags()));
    }

    /** Each seat's connection as the other side sees it (LAN games; {@link SeatPresence#connection}). */
    static Map<String, Connection> connections(GameSession session, Moment now) {
        Map<String, Connection> connections = new LinkedHashMap<>();
        for (Color color : Color.values()) {
            SeatPresence.Connection connection = SeatPresence.connection(session, color, now);
            connections.put(color.id(), new Connection(connection.status(), connection.since(), connection.elapsed()));
        }
        return connections;
    }

    /** The seats a rematch gives the holder of {@code seats}: the other colours. */
    private static List<String> swapped(Set<Color> seats) {
        Set<Color> other = EnumSet.noneOf(Color.class);
        seats.forEach(color -> other.add(color.opponent()));
        return GameJson.seatIds(other);
    }

    private static SharedView share(GameSession session, Optional<SharedView> previous) {
        Position position = session.position();
        boolean active = !session.isFinished();
        List<String> claims = new ArrayList<>();
        if (active) {
            session.openClaims().forEach(claim -> claims.add(claim.id()));
        }
        List<Move> played = List.copyOf(session.moves());
        return new SharedView(position.fen(), played, moves(session, played, previous),
                active ? new JsonText(GameJson.dests(position)) : JsonText.EMPTY_OBJECT,
                lastMove(session), position.isCheck() ? position.kingSquare(position.turn()).id() : null,
                List.copyOf(claims), active ? new JsonText(GameJson.claimMoves(session)) : JsonText.EMPTY_OBJECT, opening(session, played, previous));
    }

    /**
     * The opening reached: after one new move, the new position's name if it has one, else the one before; after
     * any other change (a take-back, a first view), core names it from all the positions of the game. Until core has
     * read its table (just after a start) the name is not known, and is found when the state is next made.
     */
    private static Optional<OpeningName> opening(GameSession session, List<Move> played,
            Optional<SharedView> previous) {
        Optional<Openings> table = Openings.standardIfRead();
        if (table.isEmpty()) {
            return null;
        }
        if (previous.isPresent() && previous.get().opening() != null
                && played.size() == previous.get().played().size() + 1
                && played.subList(0, played.size() - 1).equals(previous.get().played())) {
            Optional<OpeningName> here = table.get().at(session.position())
                    .map(opening -> OpeningNames.wire(new NamedPosition(opening, played.size())));
            return here.isPresent() ? here : previous.get().opening();
        }
        return table.get().ofPositions(session.replayedPositions()).map(OpeningNames::wire);
    }

    /** The opening of the shared view, or, if it was made before core had read its table, found now. */
    private static OpeningName opening(GameSession session, SharedView shared) {
        Optional<OpeningName> known = shared.opening();
        if (known == null) {
            known = opening(session, shared.played(), Optional.empty());
        }
        return known == null ? null : known.orElse(null);
    }

    /**
     * The player in each seat, with the person's name the game's tags give it ({@link PlayerNames}: given when the
     * game was made, or by an imported PGN), if any.
     */
    static Map<String, Player> players(GameSession session) {
        Map<String, Player> players = new LinkedHashMap<>();
        for (Color color : Color.values()) {
            Player player = player(session.seat(color));
            players.put(color.id(), PlayerNames.of(session.tags(), color)
                    .map(name -> new Player(player.kind(), player.level(), name)).orElse(player));
        }
        return players;
    }

    private static Player player(Seat seat) {
        return seat.isComputer() ? new Player("computer", seat.level().orElseThrow()) : new Player("human", null);
    }

    private static Player opponent(GameSession session) {
        return session.computerColor().map(color -> player(session.seat(color))).orElse(null);
    }

    /**
     * Each move in UCI and SAN with the FEN after it. The texts of the previous revision are kept as far as its moves
     * are the same; after one new move its FEN is the current position's; otherwise core makes the positions anew
     * from the moves.
     */
    private static List<MoveText> moves(GameSession session, List<Move> played, Optional<SharedView> previous) {
        List<MoveText> before = previous.map(SharedView::moves).orElse(List.of());
        List<Move> beforePlayed = previous.map(SharedView::played).orElse(List.of());
        int same = 0;
        while (same < beforePlayed.size() && same < played.size() && beforePlayed.get(same).equals(played.get(same))) {
            same++;
        }
        List<String> sans = session.sanMoves();
        List<MoveText> texts = new ArrayList<>(played.size());
        texts.addAll(before.subList(0, same));
        if (same == played.size() - 1) {
            texts.add(new MoveText(played.get(same).toString(), sans.get(same), session.position().fen()));
        } else if (same < played.size()) {
            List<Position> positions = session.replayedPositions();
            for (int i = same; i < played.size(); i++) {
                texts.add(new MoveText(played.get(i).toString(), sans.get(i), positions.get(i + 1).fen()));
            }
        }
        return MoveTexts.of(texts, previous.map(SharedView::moves), same);
    }

    private static List<String> lastMove(GameSession session) {
        List<Move> moves = session.moves();
        if (moves.isEmpty()) {
            return null;
        }
        Move last = moves.get(moves.size() - 1);
        return List.of(last.from().id(), last.to().id());
    }

    private static Clocks clocks(GameSession session, Moment now) {
        if (session.clock().isEmpty()) {
            return null;
        }
        ClockState clock = session.clock().get();
        return new Clocks(clock.remaining(Color.WHITE, now.steadyMillis()),
                clock.remaining(Color.BLACK, now.steadyMillis()),
                clock.running().map(Color::id).orElse(null), session.timeControl().orElseThrow().incrementMillis());
    }

    private static List<Offer> offers(GameSession session) {
        List<Offer> offers = new ArrayList<>(2);
        session.drawOffer().ifPresent(from -> offers.add(new Offer("draw", from.id())));
        session.takebackOffer().ifPresent(from -> offers.add(new Offer("takeback", from.id())));
        return offers;
    }
}
