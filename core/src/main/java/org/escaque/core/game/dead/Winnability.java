package org.escaque.core.game.dead;

import java.util.ArrayList;
import java.util.List;
import org.escaque.core.Board;
import org.escaque.core.Color;
import org.escaque.core.Move;
import org.escaque.core.MoveGenerator;
import org.escaque.core.Position;

/**
 * Whether a side can still checkmate by some series of legal moves, both sides cooperating: the question of FIDE
 * 6.9 (when a flag falls, or a player abandons, the game is drawn if the opponent cannot mate) and, asked of both
 * sides, of 5.2.2 (a position where neither can is dead, and the game ends there).
 *
 * <p>A NO is always a proof, from one of: the material ({@link MaterialRules}); a locked structure ({@link Blockade}
 * with {@link BishopMates} and {@link FlightSquares}); a complete visit of every position that can follow
 * ({@link ClosureSearch}); or the game being over without that side's mate. A YES comes with the mate found
 * ({@link GuidedSearch}, {@link HelpmateSearch}, or the visit itself). When the budget runs out first the answer is
 * UNKNOWN. The 75-move and fivefold-repetition rules are not taken into account: a mate that only they would prevent
 * counts as reachable. A position that already is checkmate is a YES for the side that gave it, with an empty
 * line, unless the material alone rules a mate out (only possible in a position that cannot arise in a game, such
 * as a double check by two bishops on squares of one colour). All methods are safe to call from any thread.
 */
public final class Winnability {

    /** Positions visited, at most, to prove a small endgame dead when nothing is locked. */
    private static final long SHORT_VISIT = 200;

    private Winnability() {
    }

    /** {@link #canCheckmate(Position, Color, Budget)} within {@link Budget#PER_MOVE}. */
    public static Verdict canCheckmate(Position position, Color side) {
        return canCheckmate(position, side, Budget.PER_MOVE);
    }

    /** Whether {@code side} can still checkmate from {@code position}, within {@code budget}. */
    public static Verdict canCheckmate(Position position, Color side, Budget budget) {
        Board board = position.board();
        int attacker = side.ordinal();
        if (MaterialRules.cannotMate(board, attacker)) {
            return Verdict.no();
        }
        if (!hasLegalMove(board)) {
            return board.isCheck() && board.sideToMove() != attacker ? Verdict.yes(List.of()) : Verdict.no();
        }
        Blockade blockade = new Blockade();
        if (blockade.analyse(board) && blockade.provesNoMate(attacker)) {
            return Verdict.no();
        }
        return search(board, attacker, SearchLimit.of(budget));
    }

    /**
     * The searches, in the order that settles most positions soonest: a short helpmate (full boards), a mate towards
     * the nearest corners (endgames), the complete visit (small closed worlds, proving NO), then the rest of the
     * budget on the mate searches.
     */
    private static Verdict search(Board board, int attacker, SearchLimit limit) {
        int[] mate = new HelpmateSearch(board.copy(), attacker, limit.part(0.05)).find();
        MatePlan[] plans = MatePlan.choose(board, attacker);
        for (int i = 0; mate == null && i < plans.length; i++) {
            mate = new GuidedSearch(board, attacker, limit.part(0.1), plans[i]).find();
        }
        if (mate == null) {
            ClosureSearch closure = new ClosureSearch(board.copy(), attacker, limit.part(0.5));
            ClosureSearch.Outcome outcome = closure.run();
            if (outcome == ClosureSearch.Outcome.NO_MATE) {
                return Verdict.no();
            }
            mate = outcome == ClosureSearch.Outcome.MATE ? closure.mate() : null;
        }
        for (int i = 0; mate == null && i < plans.length; i++) {
            mate = new GuidedSearch(board, attacker, limit.part(0.4), plans[i]).find();
        }
        if (mate == null) {
            mate = new HelpmateSearch(board.copy(), attacker, limit.part(1.0)).find();
        }
        return mate != null ? Verdict.yes(decode(mate)) : Verdict.unknown();
    }

    /**
     * Whether neither side can ever checkmate: a dead position, which ends the game at once (FIDE 5.2.2). False for
     * a position without legal moves (that game ended by mate or stalemate). Only proofs of NO are sought: with
     * mating material on both sides and no locked structure it answers at once; otherwise within
     * {@link Budget#PER_MOVE}.
     */
    public static boolean isDead(Position position) {
        return isDead(position, Budget.PER_MOVE);
    }

    /** {@link #isDead(Position)} within {@code budget}. */
    public static boolean isDead(Position position, Budget budget) {
        Board board = position.board();
        boolean white = MaterialRules.cannotMate(board, 0);
        boolean black = MaterialRules.cannotMate(board, 1);
        Blockade blockade = new Blockade();
        boolean locked = (!white || !black) && blockade.analyse(board);
        if (locked) {
            white = white || blockade.provesNoMate(0);
            black = black || blockade.provesNoMate(1);
        }
        if (!hasLegalMove(board)) {
            return false;
        }
        if (white && black) {
            return true;
        }
        // Visiting what can follow proves something only in a small world: a locked structure, or a few pieces
        // about to fall (the rest of such endgames is too large a world, so there the visit is kept short).
        if (!locked && (Long.bitCount(board.occupied()) > 5 || !white && !black)) {
            return false;
        }
        SearchLimit limit = SearchLimit.of(locked ? budget : new Budget(Math.min(budget.nodes(), SHORT_VISIT),
                budget.millis()));
        return (white || visitProvesNoMate(board, 0, limit.part(0.5)))
                && (black || visitProvesNoMate(board, 1, limit.part(1.0)));
    }

    private static boolean visitProvesNoMate(Board board, int side, SearchLimit limit) {
        return new ClosureSearch(board.copy(), side, limit).run() == ClosureSearch.Outcome.NO_MATE;
    }

    private static boolean hasLegalMove(Board board) {
        return MoveGenerator.generate(board, new int[MoveGenerator.MAX_MOVES]) > 0;
    }

    private static List<Move> decode(int[] moves) {
        List<Move> list = new ArrayList<>(moves.length);
        for (int move : moves) {
            list.add(Move.decode(move));
        }
        return list;
    }
}
