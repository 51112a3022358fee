package org.escaque.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.escaque.core.Position;
import org.escaque.core.notation.UciMove;
import org.escaque.engine.eval.network.TestNetworks;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A UCI dialogue through the real protocol object, over pipes, as a GUI would hold it. */
class UciProtocolTest {

    private PrintStream toEngine;
    private final BlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
    private CompletableFuture<Integer> session;

    @BeforeEach
    void start() throws IOException {
        PipedOutputStream commands = new PipedOutputStream();
        PipedInputStream engineInput = new PipedInputStream(commands, 1 << 16);
        PipedOutputStream engineOutput = new PipedOutputStream();
        PipedInputStream replies = new PipedInputStream(engineOutput, 1 << 16);
        toEngine = new PrintStream(commands, true, StandardCharsets.UTF_8);
        PrintStream engineOut = new PrintStream(engineOutput, true, StandardCharsets.UTF_8);
        session = CompletableFuture.supplyAsync(() -> {
            int code = UciProtocol.run(engineInput, engineOut);
            engineOut.close();
            return code;
        });
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(replies, StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    fromEngine.add(line);
                }
            } catch (IOException ended) {
                // The engine side closed: the dialogue is over.
            }
        });
        reader.setDaemon(true);
        reader.start();
    }

    @AfterEach
    void quit() throws Exception {
        send("quit");
        assertEquals(0, session.get(10, TimeUnit.SECONDS));
    }

    @Test
    void identifiesItselfAndItsOptions() throws Exception {
        send("uci");
        assertEquals("id name Escaque", next());
        assertEquals("id author the Escaque authors", next());
        String line;
        StringBuilder options = new StringBuilder();
        while (!(line = next()).equals("uciok")) {
            options.append(line).append('\n');
        }
        for (String option : new String[] {"Hash type spin", "Threads type spin default 1 min 1 max 64",
            "Evaluation type combo default nnue var classic var nnue", "EvalFile type string", "MultiPV",
            "UCI_LimitStrength type check", "UCI_Elo type spin", "Skill Level type spin default 8 min 1 max 8",
            "OwnBook type check", "BookFile type string", "Clear Hash type button",
            "Ponder type check"}) {
            assertTrue(options.toString().contains("option name " + option), option);
        }
        send("isready");
        assertEquals("readyok", next());
    }

    @Test
    void searchesAPositionAndAnswersALegalMove() throws Exception {
        send("uci");
        skipUntil("uciok");
        send("ucinewgame");
        send("position startpos moves e2e4 e7e5 g1f3");
        send("go depth 5");
        String info = skipUntil("info depth 5");
        assertTrue(info.matches(".*seldepth \\d+ multipv 1 score (cp|mate) -?\\d+ nodes \\d+ nps \\d+ hashfull \\d+ "
                + "time \\d+ pv .*"), info);
        String best = skipUntil("bestmove");
        Position position = Position.initial();
        for (String move : new String[] {"e2e4", "e7e5", "g1f3"}) {
            position = position.play(UciMove.parse(position, move));
        }
        String move = best.split(" ")[1];
        assertTrue(position.isLegal(UciMove.parse(position, move)), best);
    }

    @Test
    void answersMalformedCommandsWithInfoString() throws Exception {
        send("fly to the moon");
        assertTrue(next().startsWith("info string unknown command"));
        send("position fen not a fen");
        assertTrue(next().startsWith("info string invalid FEN"));
        send("position startpos moves e2e5");
        assertTrue(next().startsWith("info string position ignored: move 'e2e5'"));
        send("go depth x");
        assertTrue(next().startsWith("info string go: 'depth' needs a number"));
        send("setoption name Hash value lots");
        assertTrue(next().startsWith("info string Hash needs a whole number"));
        send("setoption name Colour value blue");
        assertTrue(next().startsWith("info string unknown option"));
        send("position");
        assertTrue(next().startsWith("info string position needs"));
        send("isready");
        assertEquals("readyok", next());
    }

    @Test
    void levelsAndBookOptions() throws Exception {
        send("setoption name Skill Level value 9");
        assertTrue(next().startsWith("info string Skill Level must be between 1 and 8"));
        send("setoption name BookFile value /nonexistent/book.bin");
        send("setoption name OwnBook value true");
        assertTrue(next().startsWith("info string no book in use: opening book /nonexistent/book.bin"));
        send("setoption name UCI_LimitStrength value true");
        send("setoption name UCI_Elo value 1");
        assertTrue(next().startsWith("info string UCI_Elo must be between"));
        send("setoption name Skill Level value 1");
        send("position startpos moves e2e4");
        send("go depth 20");
        String best = skipUntil("bestmove");
        Position position = Position.initial().play(UciMove.parse(Position.initial(), "e2e4"));
        assertTrue(position.isLegal(UciMove.parse(position, best.split(" ")[1])), best);
    }

    @Test
    void stopEndsAnInfiniteSearchWithABestMove() throws Exception {
        send("setoption name MultiPV value 2");
        send("position fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        send("go infinite");
        skipUntil("info depth 3");
        send("isready");
        skipUntil("readyok");
        send("stop");
        assertTrue(skipUntil("bestmove").matches("bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?"));
    }

    @Test
    void searchesAndStopsWithTwoThreads() throws Exception {
        send("setoption name Threads value 0");
        assertTrue(next().startsWith("info string Threads must be between 1 and 64"));
        send("setoption name Threads value 2");
        send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
        send("go depth 6");
        assertTrue(skipUntil("info depth 6").contains("score mate 1"));
        assertEquals("bestmove a1a8", skipUntil("bestmove"));
        send("position startpos moves e2e4 e7e5");
        send("go infinite");
        skipUntil("info depth 4");
        send("stop");
        String best = skipUntil("bestmove");
        Position position = Position.initial();
        for (String move : new String[] {"e2e4", "e7e5"}) {
            position = position.play(UciMove.parse(position, move));
        }
        assertTrue(position.isLegal(UciMove.parse(position, best.split(" ")[1])), best);
        send("isready");
        assertEquals("readyok", skipUntil("readyok"));
    }

    @Test
    void switchesBetweenTheHandCraftedAndTheLearnedEvaluation(@TempDir Path directory) throws Exception {
        Path file = directory.resolve("random.nnue");
        try (OutputStream out = Files.newOutputStream(file)) {
            TestNetworks.random(16, 1).write(out);
        }
        // By default the network built in: no file needed.
        String builtIn = firstScore();
        send("setoption name Evaluation value neural");
        assertTrue(next().startsWith("info string Evaluation is classic or nnue"));
        assertEquals(builtIn, firstScore());
        send("setoption name Evaluation value classic");
        String classic = firstScore();
        assertTrue(!builtIn.equals(classic), builtIn);
        send("setoption name Evaluation value nnue");
        assertEquals(builtIn, firstScore());
        // A file that cannot be read changes nothing.
        send("setoption name EvalFile value /nonexistent/network.nnue");
        assertTrue(next().startsWith("info string evaluation unchanged (the network read before): cannot use the "
                + "network /nonexistent"));
        assertEquals(builtIn, firstScore());
        send("setoption name EvalFile value " + file);
        String learned = firstScore();
        assertTrue(!learned.equals(classic), learned);
        send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
        send("go depth 5");
        assertTrue(skipUntil("info depth 5").contains("score mate 1"));
        assertEquals("bestmove a1a8", skipUntil("bestmove"));
        send("position startpos moves e2e4");
        send("go depth 6");
        String best = skipUntil("bestmove");
        Position position = Position.initial().play(UciMove.parse(Position.initial(), "e2e4"));
        assertTrue(position.isLegal(UciMove.parse(position, best.split(" ")[1])), best);
        send("setoption name Evaluation value classic");
        assertEquals(classic, firstScore());
        // Back to the built-in network, as a GUI does with an empty EvalFile.
        send("setoption name EvalFile value <empty>");
        send("setoption name Evaluation value nnue");
        assertEquals(builtIn, firstScore());
    }

    /** The score of a depth-1 search of the start position, on a cleared table. */
    private String firstScore() throws InterruptedException {
        send("setoption name Clear Hash");
        send("position startpos");
        send("go depth 1");
        String info = skipUntil("info depth 1");
        skipUntil("bestmove");
        return info.replaceAll(".* score (cp -?\\d+|mate -?\\d+) .*", "$1");
    }

    @Test
    void reportsMateScoresAndNoMoveWhenMated() throws Exception {
        send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
        send("go depth 4");
        assertTrue(skipUntil("info depth 4").contains("score mate 1"));
        assertEquals("bestmove a1a8", skipUntil("bestmove"));
        send("position fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
        send("go depth 3");
        assertEquals("bestmove 0000", skipUntil("bestmove"));
    }

    @Test
    void ponderWaitsForPonderHit() throws Exception {
        send("position startpos moves e2e4");
        send("go ponder wtime 1000 btime 1000");
        // Well past what a one-second clock would spend (depth 12), no best move yet: it waits for ponderhit.
        String line;
        do {
            line = next();
            assertFalse(line.startsWith("bestmove"), "no best move while pondering: " + line);
        } while (!line.startsWith("info depth 12 "));
        send("ponderhit");
        assertTrue(skipUntil("bestmove").startsWith("bestmove "));
    }

    private void send(String command) {
        toEngine.println(command);
    }

    private String next() throws InterruptedException {
        String line = fromEngine.poll(20, TimeUnit.SECONDS);
        if (line == null) {
            throw new AssertionError("no answer from the engine");
        }
        return line;
    }

    private String skipUntil(String prefix) throws InterruptedException {
        String line;
        do {
            line = next();
        } while (!line.startsWith(prefix));
        return line;
    }
}
