package org.escaque.server;

import java.time.Clock;
import java.util.random.RandomGenerator;
import org.escaque.server.analysis.EngineAnalyser;
import org.escaque.server.analysis.PositionAnalyser;
import org.escaque.server.db.Database;
import org.escaque.server.game.computer.ComputerPlayer;
import org.escaque.server.game.computer.EngineComputerPlayer;
import org.escaque.server.http.RequestLimits;
import org.escaque.server.lan.LanConfig;
import org.escaque.server.support.HostClock;

/**
 * What the app is built from: the database, the clocks (flags fall by the steady one), the computer opponent, the
 * source of random colour choices, and how it opens to the local network. Tests pass their own (a clock they move, a
 * scripted computer, no network).
 *
 * @param database the open database (the caller closes it after stopping the app)
 * @param clock the host's wall and steady clocks
 * @param computerPlayer the computer opponent
 * @param random where "random" colours come from
 * @param lan when and where the app listens on the local network, and whether it uses mDNS
 * @param limits what one request, and other devices together, may take from the server
 * @param analyser what evaluates positions for game analyses
 */
public record AppDependencies(Database database, HostClock clock, ComputerPlayer computerPlayer,
        RandomGenerator random, LanConfig lan, RequestLimits limits, PositionAnalyser analyser) {

    /** An app whose game time follows {@code clock} alone ({@link HostClock#following}: tests that move one clock). */
    public AppDependencies(Database database, Clock clock, ComputerPlayer computerPlayer, RandomGenerator random,
            LanConfig lan, RequestLimits limits, PositionAnalyser analyser) {
        this(database, HostClock.following(clock), computerPlayer, random, lan, limits, analyser);
    }

    /** An app that analyses games with the engine ({@link EngineAnalyser}, started on first use). */
    public AppDependencies(Database database, Clock clock, ComputerPlayer computerPlayer, RandomGenerator random,
            LanConfig lan, RequestLimits limits) {
        this(database, HostClock.following(clock), computerPlayer, random, lan, limits, new EngineAnalyser());
    }

    /** An app that never opens to the network ({@link LanConfig#offline()}). */
    public AppDependencies(Database database, Clock clock, ComputerPlayer computerPlayer, RandomGenerator random) {
        this(database, clock, computerPlayer, random, LanConfig.offline());
    }

    /** An app with the default request limits. */
    public AppDependencies(Database database, Clock clock, ComputerPlayer computerPlayer, RandomGenerator random,
            LanConfig lan) {
        this(database, clock, computerPlayer, random, lan, RequestLimits.DEFAULT);
    }

    /** The real app's: the system's clocks and the engine as the computer opponent. */
    public static AppDependencies production(Database database, LanConfig lan) {
        return production(database, lan, RequestLimits.DEFAULT);
    }

    /** The real app's, with the given request limits. */
    public static AppDependencies production(Database database, LanConfig lan, RequestLimits limits) {
        return new AppDependencies(database, HostClock.system(), new EngineComputerPlayer(),
                RandomGenerator.getDefault(), lan, limits, new EngineAnalyser());
    }
}
