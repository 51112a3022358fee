package org.escaque.server.loadtest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;

/**
 * One game of the load test, played over one socket that holds both seats: after each state it picks a random
 * legal move from {@code dests} and sends it; the time from sending to receiving the next state is one round trip.
 * After its half-moves it resigns, so no game is left unfinished.
 */
final class LoadTestGame implements WebSocket.Listener {

    private final String id;
    private final int plies;
    private final long thinkMillis;
    private final ObjectMapper mapper;
    private final ScheduledExecutorService timer;
    private final LatencyRecorder latencies;
    private final AtomicInteger errors;
    private final CountDownLatch finished;
    private final RandomGenerator random;
    private final StringBuilder partial = new StringBuilder();
    private WebSocket socket;
    private int sentPly = -1;
    private long sentAtNanos;
    private boolean done;
    private boolean resigned;

    LoadTestGame(String id, int plies, long thinkMillis, ObjectMapper mapper, ScheduledExecutorService timer,
            LatencyRecorder latencies, AtomicInteger errors, CountDownLatch finished, RandomGenerator random) {
        this.id = id;
        this.plies = plies;
        this.thinkMillis = thinkMillis;
        this.mapper = mapper;
        this.timer = timer;
        this.latencies = latencies;
        this.errors = errors;
        this.finished = finished;
        this.random = random;
    }

    String id() {
        return id;
    }

    @Override
    public void onOpen(WebSocket webSocket) {
        synchronized (this) {
            socket = webSocket;
        }
        webSocket.request(1);
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            String text = partial.toString();
            partial.setLength(0);
            try {
                handle(mapper.readTree(text));
            } catch (Exception e) {
                fail();
            }
        }
        webSocket.request(1);
        return null;
    }

    private synchronized void handle(JsonNode message) {
        if (done) {
            return;
        }
        String kind = message.path("kind").asText();
        if (kind.equals("error")) {
            fail();
            return;
        }
        if (!kind.equals("state")) {
            return;
        }
        JsonNode state = message.path("state");
        int ply = state.path("ply").asInt();
        if (sentPly >= 0 && ply == sentPly + 1) {
            latencies.record((System.nanoTime() - sentAtNanos) / 1000);
            sentPly = -1;
        }
        if (state.path("status").asText().equals("finished")) {
            finish();
        } else if (ply >= plies) {
            resign();
        } else if (sentPly < 0 && !resigned) {
            String uci = randomMove(state);
            sentPly = ply;
            timer.schedule(() -> send(uci, ply), thinkMillis == 0 ? 0 : random.nextLong(thinkMillis / 2,
                    thinkMillis * 3 / 2 + 1), TimeUnit.MILLISECONDS);
        }
    }

    private synchronized void send(String uci, int ply) {
        if (done) {
            return;
        }
        sentAtNanos = System.nanoTime();
        socket.sendText("{\"kind\":\"move\",\"uci\":\"" + uci + "\",\"ply\":" + ply + "}", true);
    }

    private void resign() {
        if (!resigned) {
            resigned = true;
            socket.sendText("{\"kind\":\"action\",\"type\":\"resign\"}", true);
        }
    }

    private String randomMove(JsonNode state) {
        List<String[]> moves = new ArrayList<>();
        Iterator<Map.Entry<String, JsonNode>> origins = state.path("dests").fields();
        while (origins.hasNext()) {
            Map.Entry<String, JsonNode> origin = origins.next();
            for (JsonNode target : origin.getValue()) {
                moves.add(new String[] {origin.getKey(), target.asText()});
            }
        }
        String[] move = moves.get(random.nextInt(moves.size()));
        boolean promotes = isPawn(state.path("fen").asText(), move[0])
                && (move[1].charAt(1) == '8' || move[1].charAt(1) == '1');
        return move[0] + move[1] + (promotes ? "q" : "");
    }

    /** Whether a pawn stands on {@code square} in the FEN's placement field. */
    static boolean isPawn(String fen, String square) {
        int file = square.charAt(0) - 'a';
        int rank = square.charAt(1) - '1';
        String[] ranks = fen.split(" ")[0].split("/");
        String row = ranks[7 - rank];
        int column = 0;
        for (char c : row.toCharArray()) {
            if (Character.isDigit(c)) {
                column += c - '0';
            } else {
                if (column == file) {
                    return c == 'P' || c == 'p';
                }
                column++;
            }
        }
        return false;
    }

    private void fail() {
        errors.incrementAndGet();
        finish();
    }

    private synchronized void finish() {
        if (!done) {
            done = true;
            finished.countDown();
        }
    }

    synchronized boolean isDone() {
        return done;
    }

    /** Resigns if still playing and closes the socket (at the end of a run that ran out of time). */
    synchronized void stop() {
        if (socket != null && !done) {
            resign();
        }
    }

    synchronized void close() {
        if (socket != null) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        }
    }
}
