package org.escaque.play.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Perft;
import org.escaque.core.Position;
import org.escaque.core.Fen;
import org.escaque.core.notation.San;
import org.escaque.core.notation.UciMove;
import org.escaque.play.refusal.IllegalMoveDetails;

/**
 * The data of the rules page ({@code GET /api/rules}): move-sequence counts from the starting position, computed
 * by the rules core, and every diagram with what the core says about its move (last-move squares, check square,
 * SAN, the position after it, or the reason an illegal try is refused).
 *
 * @param perft the number of legal move sequences of each length from the starting position, keyed "1", "2", "3"
 * @param diagrams the diagrams in page order
 */
public record RulesPage(Map<String, Long> perft, List<DiagramView> diagrams) {

    /** The longest sequence counted: 8,902 sequences, a few milliseconds. */
    public static final int PERFT_DEPTH = 3;

    /**
     * A diagram as the UI draws it.
     *
     * @param id the diagram's id (its caption's key)
     * @param fen the position before the move
     * @param move the move in UCI text
     * @param san the move in SAN; null for an illegal try
     * @param legal whether the move is legal
     * @param shows what the move demonstrates ({@link RuleDiagram.Shows#id()})
     * @param lastMove origin and destination squares of the move (tried or played)
     * @param check the square of the king in check in the position drawn (after a legal move, else before); null if none
     * @param fenAfter the position after a legal move; null for an illegal try
     * @param reason why an illegal try is refused ({@code code}, {@code fideArticle}, and the reason's squares and
     *     pieces); null for a legal move
     */
    public record DiagramView(String id, String fen, String move, String san, boolean legal, String shows,
            List<String> lastMove, String check, String fenAfter, Map<String, Object> reason) {
    }

    /** Computes the page for {@code diagrams}; a diagram whose FEN or move text is malformed is a programming error. */
    public static RulesPage compute(List<RuleDiagram> diagrams) {
        Map<String, Long> perft = new LinkedHashMap<>();
        Position start = Position.initial();
        for (int depth = 1; depth <= PERFT_DEPTH; depth++) {
            perft.put(Integer.toString(depth), Perft.count(start, depth));
        }
        List<DiagramView> views = new ArrayList<>(diagrams.size());
        for (RuleDiagram diagram : diagrams) {
            views.add(view(diagram));
        }
        return new RulesPage(Collections.unmodifiableMap(perft), List.copyOf(views));
    }

    static DiagramView view(RuleDiagram diagram) {
        Position before = Fen.parse(diagram.fen());
        List<String> squares = List.of(diagram.move().substring(0, 2), diagram.move().substring(2, 4));
        try {
            Move move = UciMove.parse(before, diagram.move());
            Position after = before.play(move);
            return new DiagramView(diagram.id(), diagram.fen(), diagram.move(), San.format(before, move), true,
                    diagram.shows().id(), List.of(move.from().id(), move.to().id()), checkSquare(after),
                    after.fen(), null);
        } catch (IllegalMoveException e) {
            return new DiagramView(diagram.id(), diagram.fen(), diagram.move(), null, false, diagram.shows().id(),
                    squares, checkSquare(before), null, IllegalMoveDetails.of(e.reason()));
        }
    }

    private static String checkSquare(Position position) {
        return position.isCheck() ? position.kingSquare(position.turn()).id() : null;
    }
}
