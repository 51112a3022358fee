package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.escaque.core.Color;
import org.escaque.server.TestApp;
import org.escaque.server.TestApp.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two clients sending a move for the same half-move at the same moment: exactly one lands. */
final class MoveRaceTest {

    private static final List<String[]> RIVALS = List.of(new String[] {"e2e4", "d2d4"},
            new String[] {"e7e5", "c7c5"}, new String[] {"g1f3", "b1c3"}, new String[] {"b8c6", "g8f6"});

    @TempDir
    static Path folder;
    static TestApp app;
    static ExecutorService threads;

    @BeforeAll
    static void start() {
        app = new TestApp(folder);
        threads = Executors.newFixedThreadPool(2);
    }

    @AfterAll
    static void stop() {
        threads.shutdownNow();
        app.close();
    }

    @Test
    void exactlyOneOfTwoRacingMovesLands() throws Exception {
        for (int round = 0; round < 10; round++) {
            Table table = Table.create(app, "hotseat", "", List.of());
            for (int ply = 0; ply < RIVALS.size(); ply++) {
                Color side = ply % 2 == 0 ? Color.WHITE : Color.BLACK;
                Response[] answers = race(table, side, ply, RIVALS.get(ply)[0], RIVALS.get(ply)[1]);
                int landed = answers[0].status() == 200 ? 0 : 1;
                assertEquals(200, answers[landed].status(), answers[landed].text());
                assertEquals(409, answers[1 - landed].status(), answers[1 - landed].text());
                assertEquals("ply-mismatch", answers[1 - landed].json().get("error").asText());
                assertEquals(ply + 1, table.state().get("ply").asInt());
                assertEquals(RIVALS.get(ply)[landed], table.state().get("moves").get(ply).get("uci").asText());
            }
        }
    }

    @Test
    void theSameMoveSentTwiceLandsOnce() throws Exception {
        Table table = Table.create(app, "hotseat", "", List.of());
        Response[] answers = race(table, Color.WHITE, 0, "e2e4", "e2e4");
        assertEquals(200, answers[0].status(), answers[0].text());
        assertEquals(200, answers[1].status(), answers[1].text());
        assertEquals(1, table.state().get("ply").asInt());
    }

    private static Response[] race(Table table, Color side, int ply, String first, String second) throws Exception {
        CountDownLatch ready = new CountDownLatch(2);
        CountDownLatch go = new CountDownLatch(1);
        Callable<Response> one = racer(table, side, ply, first, ready, go);
        Callable<Response> two = racer(table, side, ply, second, ready, go);
        Future<Response> a = threads.submit(one);
        Future<Response> b = threads.submit(two);
        ready.await();
        go.countDown();
        return new Response[] {a.get(), b.get()};
    }

    private static Callable<Response> racer(Table table, Color side, int ply, String uci, CountDownLatch ready,
            CountDownLatch go) {
        return () -> {
            ready.countDown();
            go.await();
            return table.move(side, uci, ply, false);
        };
    }
}
