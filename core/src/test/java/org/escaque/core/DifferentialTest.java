package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.escaque.core.game.DrawClaim;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;
import org.escaque.core.notation.San;
import org.escaque.core.reference.ReferenceBoard;
import org.escaque.core.reference.ReferenceGame;
import org.junit.jupiter.api.Test;

/**
 * Core against the separately written mailbox implementation in {@code reference/}, over many random
 * playouts: legal move sets, check, mate, stalemate, insufficient material, SAN of every move, FEN, and the
 * repetition and move-count draws must agree at every step. Playouts often step a piece back to where it
 * came from, so repetitions (and with FEN starts near the limit, the 50- and 75-move rules) really happen.
 */
class DifferentialTest {

    @Test
    void coreAgreesWithTheReferenceImplementationOverRandomPlayouts() throws IllegalMoveException {
        Random random = new Random(314159);
        List<String> starts = new ArrayList<>();
        starts.add(Position.initial().fen());
        EpdFixtures.perftCases("/perft/random-stockfish.epd").stream().limit(150).forEach(c -> starts.add(c.fen()));
        starts.add("4k3/8/8/8/8/8/8/R3K3 w - - 95 80");
        starts.add("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 140 100");
        starts.add("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1");
        starts.add("8/8/8/8/k3p2Q/8/3P4/3K4 w - - 0 1");
        int checked = 0;
        java.util.Map<String, Integer> seen = new java.util.TreeMap<>();
        for (int game = 0; game < 400; game++) {
            checked += playout(starts.get(game % starts.size()), random, seen);
        }
        System.out.println("differential: " + checked + " positions compared; seen " + seen);
        for (String event : List.of("threefold-claim", "fifty-move-claim", "fivefold-repetition",
                "seventy-five-moves", "checkmate")) {
            org.junit.jupiter.api.Assertions.assertTrue(seen.getOrDefault(event, 0) > 0,
                    "the playouts should reach " + event + ", saw " + seen);
        }
    }

    private static int playout(String fen, Random random, java.util.Map<String, Integer> seen)
            throws IllegalMoveException {
        Game game = new Game(Position.fromFen(fen));
        ReferenceGame reference = ReferenceGame.startingAt(ReferenceBoard.fromFen(fen));
        int positions = 0;
        for (int ply = 0; ply < 160; ply++) {
            compare(game, reference);
            positions++;
            game.openClaims().forEach(c -> seen.merge(c == DrawClaim.THREEFOLD_REPETITION ? "threefold-claim"
                    : "fifty-move-claim", 1, Integer::sum));
            if (game.isOver()) {
                seen.merge(game.outcome().orElseThrow().termination().id(), 1, Integer::sum);
                break;
            }
            List<Move> legal = game.position().legalMoves();
            Move move = chooseMove(game, legal, random);
            assertEquals(reference.wouldOpenThreefoldClaim(move.toString()),
                    game.claimsOpenedBy(move).contains(DrawClaim.THREEFOLD_REPETITION), context(game, move));
            assertEquals(reference.wouldOpenFiftyMoveClaim(move.toString()),
                    game.claimsOpenedBy(move).contains(DrawClaim.FIFTY_MOVES), context(game, move));
            game.play(move);
            reference = reference.play(move.toString());
        }
        return positions;
    }

    /** Mostly a move that undoes the previous move of the same side (to make repetitions), else any move. */
    private static Move chooseMove(Game game, List<Move> legal, Random random) {
        List<Move> history = game.moves();
        if (history.size() >= 2 && random.nextInt(3) > 0) {
            Move mine = history.get(history.size() - 2);
            for (Move move : legal) {
                if (move.from() == mine.to() && move.to() == mine.from()) {
                    return move;
                }
            }
        }
        return legal.get(random.nextInt(legal.size()));
    }

    private static void compare(Game game, ReferenceGame reference) {
        Position position = game.position();
        ReferenceBoard board = reference.board();
        String where = position.fen();
        assertEquals(board.toFen(), position.fen(), "FEN");
        Set<String> ours = new TreeSet<>();
        position.legalMoves().forEach(m -> ours.add(m.toString()));
        assertEquals(new TreeSet<>(board.legalMoves()), ours, "legal moves in " + where);
        assertEquals(board.isCheck(), position.isCheck(), "check in " + where);
        assertEquals(board.isCheckmate(), position.isCheckmate(), "checkmate in " + where);
        assertEquals(board.isStalemate(), position.isStalemate(), "stalemate in " + where);
        assertEquals(board.isInsufficientMaterial(), position.hasInsufficientMaterial(), "material in " + where);
        for (Move move : position.legalMoves()) {
            assertEquals(board.san(move.toString()), San.format(position, move), "SAN of " + move + " in " + where);
        }
        assertEquals(reference.repetitionCount(), game.repetitionCount(), "repetitions in " + where);
        assertEquals(reference.canClaimThreefold(), game.openClaims().contains(DrawClaim.THREEFOLD_REPETITION)
                || (game.isOver() && reference.canClaimThreefold()), "threefold claim in " + where);
        assertEquals(reference.canClaimFiftyMoves(), game.openClaims().contains(DrawClaim.FIFTY_MOVES)
                || (game.isOver() && reference.canClaimFiftyMoves()), "fifty-move claim in " + where);
        assertEquals(reference.outcome(), game.outcome().map(Outcome::termination).map(t -> t.id()).orElse(null),
                "outcome in " + where);
    }

    private static String context(Game game, Move move) {
        return move + " in " + game.position().fen();
    }
}
