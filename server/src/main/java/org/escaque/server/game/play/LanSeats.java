package org.escaque.server.game.play;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.play.GameMode;
import org.escaque.play.GameSession;
import org.escaque.play.Moment;
import org.escaque.play.SeatTokens;
import org.escaque.play.refusal.Refusal;

/**
 * The seats of LAN games: a second device takes the free seat (directly, or by the join code the host's screen
 * shows), and what the host's screen and the network gate need to know. A command on a game is called inside its
 * run, as {@link GameCommands}' are.
 */
public final class LanSeats {

    private final GameCommands commands;
    private final SeatTokens tokens;

    LanSeats(GameCommands commands, SeatTokens tokens) {
        this.commands = commands;
        this.tokens = tokens;
    }

    /** A seat given out: its colour and its token. */
    public record SeatGrant(Color color, String token) {
    }


    /** Gives the free seat of a LAN game to a second device ({@code wanted} if given). */
    public SeatGrant takeSeat(GameSession session, Optional<Color> wanted) {
        if (session.mode() != GameMode.LAN) {
            throw new Refusal(Refusal.Code.SEAT_NOT_AVAILABLE, "Only LAN games have a seat to take; this is a "
                    + session.mode().id() + " game.");
        }
        Moment now = commands.now();
        commands.expireFlag(session, now);
        GameCommands.requireActive(session);
        Color color = freeSeat(session, wanted);
        String token = tokens.newToken();
        commands.commit(session, () -> session.takeSeat(color, SeatTokens.hash(token), now),
                commands.repository()::save);
        return new SeatGrant(color, token);
    }

    private static Color freeSeat(GameSession session, Optional<Color> wanted) {
        for (Color color : Color.values()) {
            boolean free = session.seat(color).tokenHash().isEmpty() && !session.seat(color).isComputer();
            if (free && wanted.map(color::equals).orElse(true)) {
                return color;
            }
        }
        throw new Refusal(Refusal.Code.SEAT_NOT_AVAILABLE, wanted.map(c -> "The " + c.id() + " seat is taken.")
                .orElse("Both seats are taken."));
    }

    /** The answer to a join: the game, the seat and its token, and whether the seat was given out now. */
    public record Joined(String gameId, Color color, String token, boolean created) {
    }

    /**
     * Gives the free seat of the LAN game with join code {@code typedCode} to the caller, once; a caller presenting
     * the token of a seat of that game gets that seat again (a reconnecting guest).
     */
    public Joined join(String typedCode, Optional<String> token) {
        String code = SeatTokens.canonicalJoinCode(typedCode).orElseThrow(() -> Refusal.invalidField(
                "A join code is " + SeatTokens.JOIN_CODE_LENGTH + " letters and digits, such as K7MX3P."));
        String gameId = unfinishedGame(code).orElseThrow(() -> Refusal.notFound(
                "No game on this computer is waiting for code " + code + "; check the code on the host's screen."));
        return commands.sessions().run(gameId, session -> {
            Set<Color> held = token.filter(text -> !text.isBlank()).map(session::seatsHeldBy).orElse(Set.of());
            if (!held.isEmpty()) {
                return new Joined(session.id(), held.iterator().next(), token.get(), false);
            }
            SeatGrant grant = takeSeat(session, Optional.empty());
            return new Joined(session.id(), grant.color(), grant.token(), true);
        });
    }

    /** The join code of a LAN game, for the host's screen. */
    public JoinFacts joinFacts(GameSession session) {
        String code = session.lan().joinCode().orElseThrow(() -> new Refusal(Refusal.Code.NOT_JOINABLE,
                "Game " + session.id() + " has no join code: only LAN games created by a host have one."));
        boolean waiting = !session.isFinished() && (!session.isTaken(Color.WHITE) || !session.isTaken(Color.BLACK));
        return new JoinFacts(session.id(), code, waiting);
    }

    /** How many LAN games are unfinished, and how many of them wait for their guest. */
    public LanGames lanGames() {
        List<Boolean> unfinishedWaiting = commands.sessions().runOnEach(session ->
                session.mode() == GameMode.LAN && !session.isFinished()
                        ? !session.isTaken(Color.WHITE) || !session.isTaken(Color.BLACK) : null);
        return new LanGames(unfinishedWaiting.size(), (int) unfinishedWaiting.stream().filter(w -> w).count());
    }

    /** What the network gate needs to know about a game, seen with {@code token}; empty if there is no such game. */
    public Optional<NetworkView> networkView(String gameId, Optional<String> token) {
        if (!commands.sessions().exists(gameId)) {
            return Optional.empty();
        }
        return Optional.of(commands.sessions().run(gameId, session -> new NetworkView(session.mode() == GameMode.LAN,
                session.lan().spectators(), token.filter(text -> !text.isBlank())
                        .map(text -> !session.seatsHeldBy(text).isEmpty()).orElse(false))));
    }

    /** The id of the unfinished LAN game with this join code (all unfinished games are in memory). */
    Optional<String> unfinishedGame(String code) {
        return commands.sessions().runOnEach(session -> session.lan().joinCode().equals(Optional.of(code))
                && !session.isFinished() ? session.id() : null).stream().findFirst();
    }
}
