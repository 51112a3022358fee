package org.escaque.server;

import java.time.Clock;
import java.time.Duration;
import java.util.random.RandomGenerator;
import org.escaque.server.db.Database;
import org.escaque.server.game.ComputerPlayer;
import org.escaque.server.game.PlaceholderRandomComputerPlayer;

/**
 * What the app is built from: the database, the clock flags fall by, the computer opponent, and the source of
 * random colour choices. Tests pass their own (a clock they move, a scripted computer).
 *
 * @param database the open database (the caller closes it after stopping the app)
 * @param clock the server's clock
 * @param computerPlayer the computer opponent
 * @param random where "random" colours come from
 */
public record AppDependencies(Database database, Clock clock, ComputerPlayer computerPlayer, RandomGenerator random) {

    /** How long the placeholder computer "thinks" in the real app. */
    public static final Duration PLACEHOLDER_DELAY = Duration.ofMillis(300);

    /** The real app's: the system clock and the placeholder computer (until the engine is plugged in). */
    public static AppDependencies production(Database database) {
        RandomGenerator random = RandomGenerator.getDefault();
        return new AppDependencies(database, Clock.systemUTC(),
                new PlaceholderRandomComputerPlayer(PLACEHOLDER_DELAY, random), random);
    }
}
