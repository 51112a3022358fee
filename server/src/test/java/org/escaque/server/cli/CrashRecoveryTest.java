package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real server process, killed with SIGKILL at random moments while moves are played over HTTP, then started
 * again: every move that was answered with a 2xx is still there, at its half-move.
 */
final class CrashRecoveryTest {

    private static final int KILLS = 5;

    @TempDir
    Path dataDirectory;

    @Test
    void noAcknowledgedMoveIsLostToSigkill() throws Exception {
        Random random = new Random(2026);
        ServerUnderCuts server = new ServerUnderCuts(dataDirectory, dataDirectory.resolve("server.log"));
        List<String> games = new ArrayList<>();
        int acknowledgedBefore = 0;
        for (int round = 0; round <= KILLS; round++) {
            Process process = server.start(Map.of());
            try {
                server.verifyEveryAcknowledgedMove("after " + round + " kills");
                if (round == KILLS) {
                    break;
                }
                server.replaceFinishedGames(games, 2);
                server.playUntilKilled(process, games, random, 150 + random.nextInt(600));
            } finally {
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
            int count = server.acknowledgedMoves();
            assertTrue(count > acknowledgedBefore, "moves were played in round " + round + "; the server said: "
                    + server.serverSaid());
            acknowledgedBefore = count;
        }
        System.out.printf("%d kills: %d acknowledged moves in %d games all kept; %d move requests cut off by a "
                + "kill%n", KILLS, acknowledgedBefore, server.games(), server.interruptedMoves());
    }
}
