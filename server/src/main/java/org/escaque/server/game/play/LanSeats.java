package org.escaque.server.game.play;

import java.util.List;
import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.play.GameMode;
import org.escaque.play.GameSession;
import org.escaque.play.Moment;
import org.escaque.play.SeatTokens;
import org.escaque.play.refusal.Refusal;

/**
 * The seats of LAN games as the host's screen and the network gate see them: which game a join code names, a game's
 * code, how many games wait. Taking a seat is a command ({@link GameCommand.TakeSeat}), run as any other.
 */
public final class LanSeats {

    private final GameCommands commands;

    LanSeats(GameCommands commands) {
        this.commands = commands;
    }

    /** The free seat of a LAN game ({@code wanted} if given); refused if there is none. */
    static Color freeSeat(GameSession session, Optional<Color> wanted) {
        for (Color color : Color.values()) {
            boolean free = session.seat(color).tokenHash().isEmpty() && !session.seat(color).isComputer();
            if (free && wanted.map(color::equals).orElse(true)) {
                return color;
            }
        }
        throw new Refusal(Refusal.Code.SEAT_NOT_AVAILABLE, wanted.map(c -> "The " + c.id() + " seat is taken.")
                .orElse("Both seats are taken."));
    }

    /**
     * The unfinished LAN game with join code {@code typedCode} (read leniently: case, spaces and dashes), whose free
     * seat {@link GameCommand.TakeSeat} gives out.
     */
    public String gameFor(String typedCode) {
        String code = SeatTokens.canonicalJoinCode(typedCode).orElseThrow(() -> Refusal.invalidField(
                "A join code is " + SeatTokens.JOIN_CODE_LENGTH + " letters and digits, such as K7MX3P."));
        return unfinishedGame(code).orElseThrow(() -> Refusal.notFound(
                "No game on this computer is waiting for code " + code + "; check the code on the host's screen."));
    }

    /** The join code of a LAN game, for the host's screen. */
    public JoinFacts joinFacts(String gameId) {
        return commands.sessions().run(gameId, LanSeats::joinFacts);
    }

    private static JoinFacts joinFacts(GameSession session) {
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
