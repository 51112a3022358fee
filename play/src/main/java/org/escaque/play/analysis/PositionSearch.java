package org.escaque.play.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.UciMove;
import org.escaque.engine.Engine;
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;

/**
 * How one position of a game is evaluated for its analysis, the same on the host (on a search thread of its own) and in
 * the browser (in the WebAssembly build's worker): a checkmate or stalemate on the board needs no search; any other
 * position is searched at full strength, from an empty hash table and fresh histories, over the budget's nodes, so its
 * evaluation is the same whatever was analysed before it, on any machine.
 */
public final class PositionSearch implements SearchListener {

    /** The hash table of the analysis engine, in MiB. */
    public static final int HASH_MEGABYTES = 16;

    private final Position position;
    private final int ply;
    private volatile SearchInfo last;
    private volatile Move best;

    private PositionSearch(Position position, int ply) {
        this.position = position;
        this.ply = ply;
    }

    /** The position reached by {@code history} from {@code start}. */
    public static Position reached(Position start, List<Move> history) {
        Position position = start;
        for (Move move : history) {
            try {
                position = position.play(move);
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("an illegal move in the game analysed", e);
            }
        }
        return position;
    }

    /** The evaluation of a position with no legal move (checkmate, or stalemate as 0.00); empty for any other. */
    public static Optional<PositionEval> onTheBoard(Position position, int ply) {
        if (position.isCheckmate()) {
            return Optional.of(new PositionEval(ply, position.fen(), Eval.checkmated(position.turn()), null, List.of(),
                    0, 0));
        }
        if (position.isStalemate()) {
            return Optional.of(new PositionEval(ply, position.fen(), Eval.cp(0), null, List.of(), 0, 0));
        }
        return Optional.empty();
    }

    /**
     * Starts the search of the position reached by {@code history} on {@code engine} (a new game for it: an empty
     * table), over {@code nodes}; the answer is read with {@link #result()} once the engine has answered (at once for
     * an engine on the caller's thread).
     */
    public static PositionSearch start(Engine engine, Position start, List<Move> history, long nodes) {
        PositionSearch search = new PositionSearch(reached(start, history), history.size());
        engine.newGame();
        try {
            engine.setPosition(start, history);
        } catch (IllegalMoveException e) {
            throw new IllegalArgumentException("an illegal move in the game analysed", e);
        }
        engine.go(SearchLimits.fixedNodes(nodes), search);
        return search;
    }

    /** A fresh engine for analyses, at full strength, with its table at {@link #HASH_MEGABYTES}. */
    public static Engine configure(Engine engine) {
        engine.setHashMegabytes(HASH_MEGABYTES);
        return engine;
    }

    @Override
    public void info(SearchInfo info) {
        if (info.multiPv() == 1) {
            last = info;
        }
    }

    @Override
    public void bestMove(Move move, Optional<Move> ponder) {
        best = move;
    }

    /** The evaluation, with the engine's move and its line; empty when the search gave none (it was stopped). */
    public Optional<PositionEval> result() {
        SearchInfo info = last;
        Move move = best;
        if (info == null || move == null) {
            return Optional.empty();
        }
        String bestUci = UciMove.format(move);
        List<String> line = new ArrayList<>();
        for (Move each : info.principalVariation()) {
            line.add(UciMove.format(each));
        }
        if (line.isEmpty() || !line.get(0).equals(bestUci)) {
            line = List.of(bestUci);
        }
        return Optional.of(new PositionEval(ply, position.fen(), Eval.fromSideToMove(position.turn(),
                info.score().isMate(), info.score().value()), bestUci, line, info.depth(), info.nodes()));
    }
}
