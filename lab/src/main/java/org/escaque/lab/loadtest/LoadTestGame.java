package org.escaque.lab.loadtest;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;

/**
 * One game of the load test, played over one socket that holds both seats: after each state it picks a random
 * legal move from {@code dests} and sends it; the time from sending to receiving the next state is one round trip.
 * It waits for {@link #start} before its first move, so that every game starts once all are seated. Its first
 * {@code warmupPlies} round trips are recorded apart (warm-up), then {@code plies} more; then it resigns, so no game
 * is left unfinished. Each state is read with a streaming parser that keeps only the fields a move needs, so that
 * the client's own work weighs as little as it can on a machine it shares with the server.
 */
final class LoadTestGame implements WebSocket.Listener {

    private final String id;
    private final int warmupPlies;
    private final int plies;
    private final long thinkMillis;
    private final JsonFactory json;
    private final ScheduledExecutorService timer;
    private final LatencyRecorder warmup;
    private final LatencyRecorder latencies;
    private final CountDownLatch seated;
    private final AtomicInteger errors;
    private final CountDownLatch finished;
    private final RandomGenerator random;
    private final StringBuilder partial = new StringBuilder();
    private WebSocket socket;
    private int sentPly = -1;
    private long sentAtNanos;
    private boolean done;
    private boolean resigned;
    private boolean started;
    private State waiting;

    /** What a state message says that a move needs. */
    record State(int ply, boolean finished, String fen, List<String[]> moves) {
    }

    LoadTestGame(String id, int warmupPlies, int plies, long thinkMillis, JsonFactory json,
            ScheduledExecutorService timer, LatencyRecorder warmup, LatencyRecorder latencies, AtomicInteger errors,
            CountDownLatch seated, CountDownLatch finished, RandomGenerator random) {
        this.id = id;
        this.warmupPlies = warmupPlies;
        this.plies = plies;
        this.thinkMillis = thinkMillis;
        this.json = json;
        this.timer = timer;
        this.warmup = warmup;
        this.latencies = latencies;
        this.seated = seated;
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
                State state = read(text);
                if (state != null) {
                    handle(state);
                }
            } catch (IOException | RuntimeException e) {
                fail();
            }
        }
        webSocket.request(1);
        return null;
    }

    /**
     * The state a message carries; {@code null} for a message that is not a state. An error message fails the game
     * (with an {@link IllegalStateException}).
     */
    State read(String text) throws IOException {
        try (JsonParser parser = json.createParser(text)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new IllegalStateException("a message that is not a JSON object");
            }
            String kind = null;
            State state = null;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if (field.equals("kind")) {
                    kind = parser.getText();
                } else if (field.equals("state") && value == JsonToken.START_OBJECT) {
                    state = readState(parser);
                } else {
                    parser.skipChildren();
                }
            }
            if ("error".equals(kind)) {
                throw new IllegalStateException("the server answered an error: " + text);
            }
            return "state".equals(kind) ? state : null;
        }
    }

    private static State readState(JsonParser parser) throws IOException {
        int ply = -1;
        boolean finished = false;
        String fen = "";
        List<String[]> moves = new ArrayList<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (field) {
                case "ply" -> ply = parser.getIntValue();
                case "status" -> finished = parser.getText().equals("finished");
                case "fen" -> fen = parser.getText();
                case "dests" -> {
                    if (value != JsonToken.START_OBJECT) {
                        throw new IllegalStateException("dests is not an object");
                    }
                    while (parser.nextToken() == JsonToken.FIELD_NAME) {
                        String origin = parser.currentName();
                        parser.nextToken();
                        while (parser.nextToken() == JsonToken.VALUE_STRING) {
                            moves.add(new String[] {origin, parser.getText()});
                        }
                    }
                }
                default -> parser.skipChildren();
            }
        }
        return new State(ply, finished, fen, moves);
    }

    private synchronized void handle(State state) {
        if (done) {
            return;
        }
        if (!started) {
            if (waiting == null) {
                seated.countDown();
            }
            waiting = state;
            return;
        }
        int ply = state.ply();
        if (sentPly >= 0 && ply == sentPly + 1) {
            long micros = (System.nanoTime() - sentAtNanos) / 1000;
            (sentPly < warmupPlies ? warmup : latencies).record(micros);
            sentPly = -1;
        }
        if (state.finished()) {
            finish();
        } else if (ply >= warmupPlies + plies) {
            resign();
        } else if (sentPly < 0 && !resigned) {
            String uci = randomMove(state);
            sentPly = ply;
            timer.schedule(() -> send(uci, ply), thinkMillis == 0 ? 0 : random.nextLong(thinkMillis / 2,
                    thinkMillis * 3 / 2 + 1), TimeUnit.MILLISECONDS);
        }
    }

    /** Lets the game play: its first move goes out after a think time from now. */
    synchronized void start() {
        started = true;
        if (waiting != null) {
            State first = waiting;
            waiting = null;
            handle(first);
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

    private String randomMove(State state) {
        String[] move = state.moves().get(random.nextInt(state.moves().size()));
        boolean promotes = isPawn(state.fen(), move[0]) && (move[1].charAt(1) == '8' || move[1].charAt(1) == '1');
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
