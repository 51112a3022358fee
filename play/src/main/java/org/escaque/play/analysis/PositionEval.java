package org.escaque.play.analysis;

import java.util.List;
import java.util.Objects;

/**
 * The engine's word on one position of a game.
 *
 * @param ply half-moves played before the position (0: the start)
 * @param fen the position
 * @param eval its evaluation, White's point of view
 * @param bestUci the engine's move there, or null when the position has no legal move
 * @param line the engine's expected line in UCI, starting with {@code bestUci} (empty when there is none)
 * @param depth the depth the search completed
 * @param nodes the nodes it searched
 */
public record PositionEval(int ply, String fen, Eval eval, String bestUci, List<String> line, int depth, long nodes) {

    public PositionEval {
        Objects.requireNonNull(fen, "fen");
        Objects.requireNonNull(eval, "eval");
        line = List.copyOf(line);
    }
}
