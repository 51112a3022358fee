package org.escaque.server.game.play;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.play.ActionRules;
import org.escaque.play.ActionType;
import org.escaque.play.GameMode;
import org.escaque.play.GameSession;
import org.escaque.play.Moment;
import org.escaque.play.PlayerNames;
import org.escaque.play.Seat;
import org.escaque.play.SeatTokens;
import org.escaque.play.SessionRecords;
import org.escaque.play.refusal.Refusal;

/**
 * Rematches of finished LAN games: a new game from the same start, with the same clocks and spectator setting,
 * between the same two devices with the colours swapped. Each seat of the new game is held by the token that held
 * the other colour in the old one, so each device already has its new seat's token and no secret travels again;
 * the old game's state names the rematch, and each socket's view says which seat its token now holds.
 */
final class Rematches {

    private final Sessions sessions;
    private final SeatTokens tokens;

    Rematches(Sessions sessions, SeatTokens tokens) {
        this.sessions = sessions;
        this.tokens = tokens;
    }

    /**
     * Makes the rematch of {@code finished} for {@code actor} (inside the finished game's run): stores it with the link
     * to it in one transaction; the new game, which the caller settles (its state pushed, like the old one's).
     */
    GameSession make(GameSession finished, Color actor, GameCommands commands, Moment now) {
        if (!ActionRules.canRematch(finished)) {
            throw new Refusal(Refusal.Code.ACTION_NOT_AVAILABLE,
                    ActionRules.whyNot(finished, ActionType.REMATCH, actor, now.steadyMillis()));
        }
        Map<Color, Seat> seats = new EnumMap<>(Color.class);
        for (Color color : Color.values()) {
            seats.put(color, finished.seat(color.opponent()));
        }
        GameSession rematch = new GameSession(tokens.newGameId(), GameMode.LAN, finished.start(), seats,
                finished.timeControl(), PlayerNames.swappedTags(finished.tags()), now,
                new GameSession.LanSettings(Optional.empty(), finished.lan().spectators()));
        commands.commit(finished, () -> finished.setRematch(rematch.id(), now), record -> {
            sessions.repository().insertRematch(SessionRecords.toRecord(rematch), record);
            sessions.add(rematch);
        });
        return rematch;
    }
}
