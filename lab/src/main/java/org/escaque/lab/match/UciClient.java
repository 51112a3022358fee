package org.escaque.lab.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One UCI engine process seen from the GUI side: starts it, sets its options, and exchanges lines with it.
 * Its output is read by a thread of its own, so waiting for an answer can give up at a deadline. Used by the match
 * runner and by the lab's other tools that ask an engine about positions.
 */
public final class UciClient implements AutoCloseable {

    /** The end-of-output marker put on the queue when the process closes its output. */
    private static final String END = "\u0000end";

    private final String command;
    private final Process process;
    private final PrintWriter in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final String name;
    /** Whether the process has closed its output (it ended or is ending). */
    private volatile boolean ended;
    /** What the engine said about options it was given (unknown option, bad value), to be shown. */
    private final List<String> optionWarnings = new java.util.ArrayList<>();
    /** The last score the engine reported, in centipawns for the side to move (mates as +-100000), if any. */
    private Integer lastScore;
    private Long lastNodes;

    /**
     * Starts {@code command} (run by {@code sh -c}), completes the {@code uci} handshake within {@code
     * startMillis}, and sets {@code options}.
     *
     * @throws IOException when the process cannot start, or does not answer the handshake in time
     */
    public UciClient(String command, Map<String, String> options, long startMillis) throws IOException {
        this.command = command;
        process = new ProcessBuilder(List.of("sh", "-c", command)).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        Thread reader = new Thread(this::pump, "uci-reader");
        reader.setDaemon(true);
        reader.start();
        send("uci");
        String id = null;
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(startMillis);
        while (true) {
            String line = next(deadline);
            if (line == null) {
                close();
                throw new IOException("the engine '" + command + "' did not answer 'uci' with 'uciok' "
                        + (ended ? "(it ended" + exitCode() + ")" : "within " + startMillis + " ms"));
            }
            if (line.startsWith("id name ")) {
                id = line.substring(8).strip();
            } else if (line.equals("uciok")) {
                break;
            }
        }
        String base = id == null || id.isEmpty() ? command : id;
        name = options.isEmpty() ? base : base + " " + options.entrySet().stream().map(e -> e.getKey() + "="
                + e.getValue()).sorted().collect(java.util.stream.Collectors.joining(",", "(", ")"));
        for (Map.Entry<String, String> option : options.entrySet()) {
            send("setoption name " + option.getKey() + " value " + option.getValue());
        }
        send("isready");
        long ready = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(startMillis);
        while (true) {
            String line = next(ready);
            if (line == null) {
                close();
                throw new IOException("the engine '" + command + "' did not answer 'isready' "
                        + (ended ? "(it ended" + exitCode() + ")" : "within " + startMillis + " ms"));
            }
            if (line.equals("readyok")) {
                break;
            }
            // Stockfish says "No such option: X"; others (and Escaque) use info string for what they refuse.
            if (line.startsWith("info string") || line.startsWith("No such option")) {
                optionWarnings.add(line);
            }
        }
    }

    /** What the engine answered to its options when it started, other than silence (possibly a refusal). */
    public List<String> optionWarnings() {
        return List.copyOf(optionWarnings);
    }

    /** Whether the engine has closed its output: it ended (or crashed). */
    public boolean hasEnded() {
        return ended || !process.isAlive();
    }

    private String exitCode() {
        try {
            return process.waitFor(500, TimeUnit.MILLISECONDS) ? " with exit code " + process.exitValue() : "";
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    private void pump() {
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                lines.add(line);
            }
        } catch (IOException closed) {
            // the process went away: reported as the end of its output
        }
        ended = true;
        lines.add(END);
    }

    /** The engine's name from its {@code id name} line (the command if it gave none). */
    public String name() {
        return name;
    }

    /** The command that started this engine. */
    String command() {
        return command;
    }

    /** Sends one line of the protocol, e.g. {@code position fen ...} or {@code go depth 8}. */
    public void send(String line) {
        in.println(line);
    }

    /** Sends {@code isready} and waits up to {@code millis} for {@code readyok}; whether it came. */
    public boolean isReady(long millis) {
        send("isready");
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        String line;
        while ((line = next(deadline)) != null) {
            if (line.equals("readyok")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Waits until {@code deadlineNanos} (of {@link System#nanoTime}) for the {@code bestmove} line and returns
     * the move text; empty when the deadline passes or the engine ends first. Scores seen on the way are kept
     * ({@link #lastScore()}).
     */
    public Optional<String> awaitBestMove(long deadlineNanos) {
        lastScore = null;
        lastNodes = null;
        String line;
        while ((line = next(deadlineNanos)) != null) {
            if (line.startsWith("info ")) {
                Long nodes = parseNodes(line);
                if (nodes != null) {
                    lastNodes = nodes;
                }
                Integer score = parseScore(line);
                if (score != null && (!line.contains(" multipv ") || line.contains(" multipv 1 "))) {
                    lastScore = score;
                }
            } else if (line.startsWith("bestmove")) {
                String[] words = line.strip().split("\\s+");
                return Optional.of(words.length > 1 ? words[1] : "");
            }
        }
        return Optional.empty();
    }

    /**
     * The score of the engine's last report (of its first line, with MultiPV) before its last best move, in
     * centipawns for the side to move, mates as +-100000; empty if it gave none.
     */
    public Optional<Integer> lastScore() {
        return Optional.ofNullable(lastScore);
    }

    /** The node count of the engine's last report that gave one before its last best move; empty if none did. */
    public Optional<Long> lastNodes() {
        return Optional.ofNullable(lastNodes);
    }

    /** Whether the process is still running. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** The next line, or null at the deadline or at the end of the output. */
    private String next(long deadlineNanos) {
        try {
            long wait = deadlineNanos - System.nanoTime();
            String line = wait <= 0 ? lines.poll() : lines.poll(wait, TimeUnit.NANOSECONDS);
            if (line == END) {
                lines.add(END);
                return null;
            }
            return line;
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** The {@code nodes N} of an info line; null if none. */
    static Long parseNodes(String line) {
        String[] words = line.split("\\s+");
        for (int i = 0; i + 1 < words.length; i++) {
            if (words[i].equals("nodes")) {
                try {
                    return Long.parseLong(words[i + 1]);
                } catch (NumberFormatException notNumber) {
                    return null;
                }
            }
        }
        return null;
    }

    /** The {@code score cp N} or {@code score mate N} of an info line, mates as +-100000; null if none. */
    static Integer parseScore(String line) {
        String[] words = line.split("\\s+");
        for (int i = 0; i + 2 < words.length; i++) {
            if (words[i].equals("score")) {
                if (i + 3 < words.length && (words[i + 3].equals("lowerbound") || words[i + 3].equals("upperbound"))) {
                    return null;
                }
                try {
                    int value = Integer.parseInt(words[i + 2]);
                    if (words[i + 1].equals("cp")) {
                        return value;
                    }
                    if (words[i + 1].equals("mate")) {
                        return value > 0 ? 100_000 : -100_000;
                    }
                } catch (NumberFormatException notNumber) {
                    return null;
                }
            }
        }
        return null;
    }

    /** Asks the engine to quit and ends the process (and anything it started) if it does not within a second. */
    @Override
    public void close() {
        try {
            send("quit");
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                // A command like "cd dir && ./engine" runs the engine as a child of the shell: end it too.
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        } catch (InterruptedException interrupted) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
