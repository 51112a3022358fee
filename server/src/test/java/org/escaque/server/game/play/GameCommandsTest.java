package org.escaque.server.game.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.escaque.core.Color;
import org.escaque.play.ActionType;
import org.escaque.play.GameSession;
import org.escaque.play.NewGame;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.MutableClock;
import org.escaque.server.ScriptedComputerPlayer;
import org.escaque.server.db.Database;
import org.escaque.server.game.store.GameRepository;
import org.escaque.server.support.HostClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one path of a command: what {@link GameCommands#run} returns is what happened, stored before it is published,
 * and published once; a refused command returns nothing and publishes nothing (but a flag it found fallen).
 */
final class GameCommandsTest {

    private static final Caller BOTH = Caller.seats(EnumSet.allOf(Color.class));

    @TempDir
    Path folder;

    private Database database;
    private GameRepository repository;
    private MutableClock clock;
    private GameCommands commands;
    /** What the publisher was told, with the ply stored for the game when it was told. */
    private final List<Published> published = new ArrayList<>();

    private record Published(Change change, int storedPly) {
    }

    @BeforeEach
    void start() {
        database = Database.open(folder.resolve("escaque.db"));
        repository = new GameRepository(database);
        clock = new MutableClock(1_800_000_000_000L);
        commands = new GameCommands(repository, HostClock.following(clock), new ScriptedComputerPlayer(),
                (change, now) -> published.add(new Published(change, change.changed()
                        && change.event(Change.Deleted.class).isEmpty()
                        ? repository.load(change.session().id()).orElseThrow().record().ply() : -1)));
    }

    @AfterEach
    void stop() {
        commands.close();
        database.close();
    }

    private String hotseat(String timeControl) {
        String id = commands.create(NewGame.plan("hotseat", timeControl, null, null, null, null,
                new SplittableRandom(1)::nextBoolean), change -> change.session().id());
        published.clear();
        return id;
    }

    private Change move(String id, String uci, int ply) {
        return commands.run(id, BOTH, new GameCommand.Move(uci, false, ply, false));
    }

    @Test
    void aMoveNamesItselfIsStoredFirstAndIsPublishedOnce() {
        String id = hotseat(null);
        Change change = move(id, "e2e4", 0);

        assertEquals(List.of(new Change.Moved(0, "e2e4", false)), change.events());
        assertEquals(EnumSet.allOf(Color.class), change.seats());
        assertEquals(1, published.size(), "published exactly once");
        assertEquals(change, published.get(0).change(), "what is published is what is returned");
        assertEquals(1, published.get(0).storedPly(), "stored before it was published");
    }

    @Test
    void aRefusedCommandChangesNothingAndPublishesNothing() {
        String id = hotseat(null);
        move(id, "e2e4", 0);
        published.clear();

        Refusal stale = assertThrows(Refusal.class, () -> move(id, "d2d4", 0));
        assertEquals(Refusal.Code.PLY_MISMATCH, stale.code());
        Refusal illegal = assertThrows(Refusal.class, () -> move(id, "e7e4", 1));
        assertFalse(illegal.code() == Refusal.Code.PLY_MISMATCH);
        Refusal noSeat = assertThrows(Refusal.class, () -> commands.run(id, Caller.token(Optional.empty()),
                new GameCommand.Act(ActionType.RESIGN, Optional.empty())));
        assertEquals(Refusal.Code.SEAT_TOKEN_REQUIRED, noSeat.code());

        assertTrue(published.isEmpty(), "a refusal publishes nothing");
        assertEquals(1, (int) commands.sessions().run(id, GameSession::ply));
        assertEquals(1, repository.load(id).orElseThrow().record().ply());
    }

    @Test
    void aRetriedMoveAndALookReportNoChangeAndPublishNothing() {
        String id = hotseat(null);
        move(id, "e2e4", 0);
        published.clear();

        assertFalse(move(id, "e2e4", 0).changed(), "the retry of the move played at that ply");
        assertFalse(commands.run(id, BOTH, new GameCommand.Look(false)).changed());
        assertTrue(published.isEmpty());
    }

    @Test
    void aFlagFoundFallenIsStoredAndPublishedEvenWhenTheCommandIsRefused() {
        String id = hotseat("1+0");
        move(id, "e2e4", 0);
        move(id, "e7e5", 1);
        published.clear();
        clock.advance(Duration.ofMinutes(2));

        Refusal late = assertThrows(Refusal.class, () -> move(id, "g1f3", 2));
        assertEquals(Refusal.Code.GAME_FINISHED, late.code());

        assertEquals(1, published.size(), "the flag's fall, once");
        assertEquals(List.of(new Change.FlagFell(Color.WHITE), new Change.Ended()),
                published.get(0).change().events());
        assertTrue(repository.load(id).orElseThrow().record().status().equals("finished"), "stored");
        assertFalse(commands.run(id, BOTH, new GameCommand.Look(false)).changed(), "it falls once");
        assertEquals(1, published.size());
    }

    @Test
    void anActionThatEndsTheGameSaysSoAndADeletionIsPublishedAsOne() {
        String id = hotseat(null);
        move(id, "e2e4", 0);
        published.clear();

        Change resigned = commands.run(id, BOTH, new GameCommand.Act(ActionType.RESIGN, Optional.of(Color.BLACK)));
        assertEquals(List.of(new Change.Acted(ActionType.RESIGN, Color.BLACK), new Change.Ended()),
                resigned.events());

        Change deleted = commands.run(id, Caller.token(Optional.empty()), new GameCommand.Delete());
        assertEquals(List.of(new Change.Deleted(false)), deleted.events());
        assertEquals(2, published.size());
        assertTrue(repository.load(id).isEmpty(), "gone from storage when it is published");
        assertThrows(Refusal.class, () -> commands.run(id, BOTH, new GameCommand.Look(false)));
    }
}
