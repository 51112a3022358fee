package org.escaque.server.game.computer;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.engine.Engine;
import org.escaque.engine.Level;
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;

/**
 * The move a hint suggests: the engine at full strength, searching a fixed number of nodes from an empty table, so
 * the same position in the same game always gets the same hint. It is an engine of its own on a thread of its own,
 * so a hint never waits for, nor holds up, the computer opponent's searches.
 */
public final class HintEngine implements AutoCloseable {

    /** Nodes searched for one hint: a short search (about a tenth of a second on a laptop core). */
    public static final long NODES = org.escaque.play.HintRules.NODES;
    /** The hint engine's hash table. */
    public static final int HASH_MEGABYTES = org.escaque.play.HintRules.HASH_MEGABYTES;

    private final ExecutorService thread = Executors.newSingleThreadExecutor(runnable -> {
        Thread worker = new Thread(runnable, "hints");
        worker.setDaemon(true);
        return worker;
    });
    private volatile Engine engine;

    /** The engine's move after {@code history} from {@code start}; completed exceptionally if it finds none. */
    public CompletableFuture<Move> suggest(Position start, List<Move> history) {
        CompletableFuture<Move> answer = new CompletableFuture<>();
        thread.execute(() -> search(start, history, answer));
        return answer;
    }

    private void search(Position start, List<Move> history, CompletableFuture<Move> answer) {
        try {
            if (engine == null) {
                engine = new Engine();
                engine.setHashMegabytes(HASH_MEGABYTES);
            }
            engine.newGame();
            engine.setLevel(Level.MAX);
            engine.setForm(0);
            engine.setPosition(start, history);
            engine.go(SearchLimits.fixedNodes(NODES), new SearchListener() {
                @Override
                public void info(SearchInfo info) {
                }

                @Override
                public void bestMove(Move move, Optional<Move> ponder) {
                    answer.complete(move);
                }

                @Override
                public void noLegalMove() {
                    answer.completeExceptionally(new IllegalStateException("no legal move to suggest"));
                }
            });
            engine.awaitCompletion();
        } catch (IllegalMoveException | RuntimeException e) {
            answer.completeExceptionally(e);
        }
    }

    @Override
    public void close() {
        thread.shutdownNow();
        if (engine != null) {
            engine.close();
        }
    }
}
