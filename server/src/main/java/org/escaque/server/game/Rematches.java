package org.escaque.server.game;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.server.ApiException;

/**
 * Rematches of finished LAN games: a new game from the same start, with the same clocks and spectator setting,
 * between the same two devices with the colours swapped. Each seat of the new game is held by the token that held
 * the other colour in the old one, so each device already has its new seat's token and no secret travels again;
 * the old game's state names the rematch, and each socket's view says which seat its token now holds.
 */
final class Rematches {

    private final SessionStore store;
    private final SeatTokens tokens;

    Rematches(SessionStore store, SeatTokens tokens) {
        this.store = store;
        this.tokens = tokens;
    }

    /**
     * Makes the rematch of {@code finished} for {@code actor} (the session's monitor held): stores it with the link
     * to it in one transaction, then pushes both games' states.
     */
    void make(GameSession finished, Color actor, GameCommands commands, long now) {
        if (!ActionRules.canRematch(finished)) {
            throw ApiException.conflict("action-not-available",
                    ActionHandler.whyNot(finished, ActionType.REMATCH, actor, now));
        }
        Map<Color, Seat> seats = new EnumMap<>(Color.class);
        for (Color color : Color.values()) {
            seats.put(color, finished.seat(color.opponent()));
        }
        GameSession rematch = new GameSession(tokens.newGameId(), GameMode.LAN, finished.start(), seats,
                finished.timeControl(), Map.of(), now,
                new GameSession.LanSettings(Optional.empty(), finished.lan().spectators()));
        commands.commit(finished, () -> finished.setRematch(rematch.id(), now), record -> {
            store.repository().insertRematch(GameRecords.toRecord(rematch), record);
            store.add(rematch);
        });
        synchronized (rematch) {
            commands.settled(rematch);
        }
    }
}
