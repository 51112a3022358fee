package org.escaque.server.game.transport;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.play.MoveInput;
import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.game.play.GameCommand;

/**
 * Every JSON shape of the games API, requests and responses, in one place (docs/api.md describes them; the UI's
 * TypeScript types mirror this file). Request fields are boxed so that a missing one can be told from a zero.
 */
public final class ApiTypes {

    private ApiTypes() {
    }

    // ---- requests ----

    /**
     * {@code POST /api/games}; {@code spectators} (LAN only) lets devices without a seat watch; {@code names} gives a
     * hotseat game's players' names ({@code {"white": "Ana", "black": "Luis"}}), {@code name} the caller's own against
     * the computer or on the network ({@link org.escaque.play.NewGame#withNames}).
     */
    public record CreateGameRequest(String mode, String timeControl, Integer level, String color, String fen,
            Boolean spectators, Map<String, String> names, String name) {

        /** A request without the LAN-only field and without names. */
        public CreateGameRequest(String mode, String timeControl, Integer level, String color, String fen) {
            this(mode, timeControl, level, color, fen, null, null, null);
        }

        /** A request without names. */
        public CreateGameRequest(String mode, String timeControl, Integer level, String color, String fen,
                Boolean spectators) {
            this(mode, timeControl, level, color, fen, spectators, null, null);
        }
    }

    /**
     * {@code POST /api/games/{id}/moves}: the move as {@code uci}, or as {@code san} (read leniently, as a person
     * types it); {@code ply} is the number of half-moves played before this one.
     */
    public record MoveRequest(String uci, String san, Integer ply, Boolean claimDraw) {

        /** The command this request asks for. */
        public GameCommand.Move command() {
            if (uci != null && san != null) {
                throw Refusal.invalidField("Send the move once: as uci or as san, not both.");
            }
            boolean bySan = san != null;
            String text = bySan ? san : GameService.required(uci, "uci", "the move in UCI notation, such as e2e4 "
                    + "or e7e8q (or san, in algebraic notation, such as Nf3)");
            int before = GameService.required(ply, "ply", "the number of half-moves played before this one");
            return new GameCommand.Move(text, bySan, before, Boolean.TRUE.equals(claimDraw));
        }
    }

    /** {@code POST /api/games/{id}/actions}; {@code color} picks the seat when the caller holds both. */
    public record ActionRequest(String type, String color) {

        /** The command this request asks for. */
        public GameCommand.Act command() {
            return new GameCommand.Act(GameService.actionType(this), Optional.ofNullable(color).map(MoveInput::color));
        }
    }

    /**
     * {@code POST /api/games/{id}/hint}: a hint for the position after {@code ply} half-moves; {@code reveal} is
     * {@code piece} (the piece to move, the default) or {@code move}.
     */
    public record HintRequest(Integer ply, String reveal) {
    }

    /** {@code POST /api/games/{id}/seats}: takes the free seat of a LAN game, with its player's name if given. */
    public record SeatRequest(String color, String name) {
    }

    /** {@code POST /api/games/import}. */
    public record ImportRequest(String pgn) {
    }

    /** {@code POST /api/positions/check}: a FEN a game could start from (the board editor's position). */
    public record PositionRequest(String fen) {
    }

    /** The answer to {@code POST /api/positions/check}: the position, playable, as its FEN is written. */
    public record PositionCheck(String fen, boolean playable) {
    }

    /** {@code POST /api/lan/join}: the code the host's screen shows, and the guest's name if given. */
    public record JoinRequest(String code, String name) {
    }

    /**
     * A message a client sends on the game socket: {@code hello} (with {@code token} or {@code tokens}),
     * {@code move} (the fields of {@link MoveRequest}), {@code action} (those of {@link ActionRequest}) or
     * {@code ping}.
     */
    public record SocketMessage(String kind, String token, List<String> tokens, String uci, Integer ply,
            Boolean claimDraw, String type, String color) {
    }

    // ---- responses ----

    /** A move of the game in UCI and SAN, and the position after it as FEN. */
    public record MoveText(String uci, String san, String fen) {
    }

    /** The clocks in milliseconds at the moment the state was made, and which one runs. */
    public record Clocks(long white, long black, String running, long increment) {
    }

    /** A pending offer: {@code type} is {@code "draw"} or {@code "takeback"}, {@code from} the side making it. */
    public record Offer(String type, String from) {
    }

    /**
     * A LAN seat's connection as its opponent sees it: {@code status} is {@code waiting} (nobody has taken the
     * seat), {@code connected} (a socket holding the seat is open), {@code reconnecting} (none for under
     * {@link org.escaque.play.SeatPresence#RECONNECTING_MILLIS} ms) or {@code disconnected}; {@code since} is when that status began
     * (the server's clock, ms since 1970) and {@code elapsed} how long ago that was when the state was made.
     */
    public record Connection(String status, long since, long elapsed) {
    }

    /**
     * The rematch of a finished LAN game: the new game's id and the seats the caller's token holds there (the
     * same token holds the other colour; empty for a spectator).
     */
    public record Rematch(String id, List<String> seats) {
    }

    /**
     * The opening a game has reached: the ECO code, English name ({@code name}) and Spanish name ({@code nameEs},
     * core's {@code SpanishOpeningNames}) of the last position of the game that has a name (found by position, so a
     * transposition is named too), and the half-move after which it stood.
     */
    public record OpeningName(String eco, String name, String nameEs, int ply) {
    }

    /**
     * A hint: the square of the piece to move ({@code from}), and with {@code reveal} {@code move} also where it goes
     * and the move in UCI and SAN.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record HintAnswer(int ply, String reveal, String from, String to, String uci, String san) {
    }

    /** Who sits in a seat; level only for the computer, name only when one was given (or an imported PGN's). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Player(String kind, Integer level, String name) {

        /** A player without a name. */
        public Player(String kind, Integer level) {
            this(kind, level, null);
        }
    }

    /** The whole state of a game as one seat (or a spectator) sees it. */
    public record GameState(
            String id,
            String mode,
            String startFen,
            String fen,
            int ply,
            String turn,
            List<MoveText> moves,
            JsonText dests,
            List<String> lastMove,
            String check,
            String status,
            String result,
            String termination,
            OpeningName opening,
            String timeControl,
            @JsonInclude(JsonInclude.Include.NON_NULL) Clocks clocks,
            Map<String, Player> players,
            @JsonInclude(JsonInclude.Include.NON_NULL) Player opponent,
            List<Offer> offers,
            List<String> seats,
            List<String> actions,
            List<String> claims,
            JsonText claimMoves,
            long version,
            @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Connection> connections,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean spectators,
            @JsonInclude(JsonInclude.Include.NON_NULL) Rematch rematch,
            boolean imported) {
    }

    /**
     * The answer to creating, importing or joining a game: its id, the caller's seat tokens, and its state; a
     * LAN game's creator also gets {@code join}, what the guest needs (made by the lan package).
     */
    public record CreatedGame(String id, Map<String, String> tokens, GameState state,
            @JsonInclude(JsonInclude.Include.NON_NULL) JoinDetails join) {

        /** An answer without join details. */
        public CreatedGame(String id, Map<String, String> tokens, GameState state) {
            this(id, tokens, state, null);
        }

        /** This answer with the join details added. */
        public CreatedGame withJoin(JoinDetails details) {
            return new CreatedGame(id, tokens, state, details);
        }
    }

    /**
     * How a guest joins a LAN game (for the host's screen): the code to type, the join links (one per usable
     * network address, IPv4 first) with a QR code each, whether the guest's seat is still free, and what to check
     * when the guest cannot connect.
     */
    public record JoinDetails(String code, List<JoinLink> links, boolean waiting, JoinHelp help) {
    }

    /** One join link, {@code http://<address>:<port>/join/<code>}, and where its QR code (SVG) is. */
    public record JoinLink(String url, String qr) {
    }

    /**
     * What to check when the guest cannot connect: whether the app listens on the network now, on which addresses
     * and port, and the checks in order ({@code same-network}, {@code client-isolation}, {@code firewall}).
     */
    public record JoinHelp(boolean listening, List<String> addresses, int port, List<HelpCheck> checks) {
    }

    /** One thing to check, by id (for the UI's own words) with an English explanation. */
    public record HelpCheck(String id, String text) {
    }

    /** A game another Escaque on the network announces (mDNS): where its join page is. */
    public record DiscoveredGame(String name, String host, int port, String url) {
    }

    /** {@code GET /api/lan/games}: what mDNS has found so far, and whether it could look at all. */
    public record DiscoveredGames(List<DiscoveredGame> games, boolean searching) {
    }

    /** The answer to taking a seat. */
    public record SeatGranted(String color, String token, GameState state) {
    }

    /** A line of the game list; {@code abortable}: unfinished, and the two sides have not both moved yet. */
    public record GameSummary(String id, String mode, String status, String result, String termination, int ply,
            String fen, String timeControl, Map<String, Player> players, OpeningName opening, long createdAt,
            long updatedAt, boolean abortable, boolean imported) {
    }

    /** {@code GET /api/games}: a page of the list, and how many games the whole list has. */
    public record GameList(List<GameSummary> games, int total) {
    }

    /** A message the server pushes on the game socket: the state, an error, or a pong. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SocketPush(String kind, GameState state, ErrorResponses.ErrorBody error) {
    }

    /** The game's analysis, pushed on its sockets as it goes ({@code kind} is {@code "analysis"}). */
    public record AnalysisPush(String kind, Object analysis) {
    }

    /** {@code GET /api/games/damaged}. */
    public record DamagedGames(List<DamagedGame> games) {
    }

    /**
     * A game set aside because it cannot be replayed: {@code ply} as stored, {@code damage} saying why, {@code pgn}
     * its moves as far as they are legal (result {@code *}).
     */
    public record DamagedGame(String id, String mode, int ply, String damage, String pgn, long updatedAt) {
    }
}
