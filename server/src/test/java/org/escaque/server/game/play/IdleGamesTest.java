package org.escaque.server.game.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.SplittableRandom;
import org.escaque.core.Color;
import org.escaque.play.GameSession;
import org.escaque.play.NewGame;
import org.escaque.server.MutableClock;
import org.escaque.server.ScriptedComputerPlayer;
import org.escaque.server.db.Database;
import org.escaque.server.game.store.GameRepository;
import org.escaque.server.support.HostClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Games nothing waits on leave memory after a while and come back, unchanged, when asked for. */
final class IdleGamesTest {

    @TempDir
    Path folder;

    private Database database;
    private MutableClock clock;
    private GameCommands commands;
    private Sessions sessions;

    @BeforeEach
    void start() {
        database = Database.open(folder.resolve("escaque.db"));
        clock = new MutableClock(1_800_000_000_000L);
        commands = new GameCommands(new GameRepository(database), HostClock.following(clock),
                new ScriptedComputerPlayer(), (change, now) -> { });
        sessions = commands.sessions();
    }

    @AfterEach
    void stop() {
        commands.close();
        database.close();
    }

    private String hotseat(String timeControl) {
        String id = commands.create(NewGame.plan("hotseat", timeControl, null, null, null, null, new SplittableRandom(1)::nextBoolean),
                change -> change.session().id());
        move(id, "e2e4", 0);
        return id;
    }

    private void move(String id, String uci, int ply) {
        commands.run(id, Caller.seats(EnumSet.allOf(Color.class)), new GameCommand.Move(uci, false, ply, false));
    }

    @Test
    void abandonedUnfinishedGamesLeaveMemoryAndComeBackOnDemand() {
        int before = sessions.loaded();
        for (int i = 0; i < 200; i++) {
            hotseat(null);
        }
        String one = hotseat(null);
        assertEquals(before + 201, sessions.loaded());

        clock.advance(Duration.ofMinutes(5));
        commands.evictIdle(id -> false);
        assertTrue(sessions.isLoaded(one), "not idle long enough yet");

        clock.advance(Duration.ofMinutes(6));
        commands.evictIdle(id -> false);
        assertEquals(before, sessions.loaded(), "memory does not grow with abandoned games");

        assertEquals(1, (int) sessions.run(one, GameSession::ply), "loaded again as it was");
        assertTrue(sessions.isLoaded(one));
        move(one, "e7e5", 1);
        assertEquals(2, (int) sessions.run(one, GameSession::ply));
    }

    @Test
    void gamesSomethingWaitsOnStay() {
        String followed = hotseat(null);
        String timed = hotseat("5+0");
        clock.advance(Duration.ofSeconds(20));
        move(timed, "e7e5", 1);
        clock.advance(Duration.ofMinutes(11));
        commands.evictIdle(id -> id.equals(followed));
        assertTrue(sessions.isLoaded(followed), "a game with a socket stays");
        assertTrue(sessions.isLoaded(timed), "a game whose clock runs stays (its flag may fall)");
    }
}
