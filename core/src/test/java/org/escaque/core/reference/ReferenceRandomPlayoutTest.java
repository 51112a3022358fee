package org.escaque.core.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Random games from the start position and from the random positions of the perft data, checking invariants in every position they reach. The checks
 * take a second route to each answer (e.g. "the opponent could take the king" instead of "the king is
 * attacked"), so a slip in one route shows up as a disagreement.
 */
final class ReferenceRandomPlayoutTest {

    private static final int GAMES = 1_000;
    private static final int MAXIMUM_PLIES = 40;

    @Test
    void invariantsHoldAlongRandomGames() {
        List<String> starts = ReferencePerftTest.readLines("/reference/random-stockfish.epd").stream()
                .map(line -> line.split(";")[0].trim())
                .toList();
        Random random = new Random(20_240_611L);
        int positions = 0;
        Set<String> seen = new HashSet<>();
        for (int game = 0; game < GAMES; game++) {
            ReferenceBoard board = game % 2 == 0
                    ? ReferenceBoard.standard()
                    : ReferenceBoard.fromFen(starts.get(random.nextInt(starts.size())));
            for (int ply = 0; ply < MAXIMUM_PLIES; ply++) {
                checkPosition(board, ply % 4 == 0);
                positions++;
                List<String> moves = board.legalMoves();
                if (moves.isEmpty()) {
                    seen.add(board.isCheckmate() ? "checkmate" : "stalemate");
                    break;
                }
                String move = moves.get(random.nextInt(moves.size()));
                ReferenceBoard next = board.play(move);
                checkMove(board, move, next);
                seen.add(kind(board, ReferenceMove.parseUci(move)));
                board = next;
            }
        }
        assertTrue(positions > GAMES * 20, "games ended too early: " + positions + " positions");
        assertTrue(seen.containsAll(Set.of("castling", "en passant", "promotion", "checkmate")), seen.toString());
    }

    /** The costly checks (every pseudo-legal move, every SAN) run only when {@code thorough}. */
    private static void checkPosition(ReferenceBoard board, boolean thorough) {
        String fen = board.toFen();
        ReferenceBoard reread = ReferenceBoard.fromFen(fen);
        assertEquals(fen, reread.toFen());
        assertEquals(Set.copyOf(board.legalMoves()), Set.copyOf(reread.legalMoves()), fen);
        assertEquals(String.join(" ", List.of(fen.split(" ")).subList(0, 4)), board.repetitionKey());

        assertEquals(opponentCouldTakeKing(nullMove(board)), board.isCheck(), fen);

        boolean noMoves = board.legalMoves().isEmpty();
        assertEquals(noMoves && board.isCheck(), board.isCheckmate(), fen);
        assertEquals(noMoves && !board.isCheck(), board.isStalemate(), fen);
        assertEquals(1, count(board, 'K'), fen);
        assertEquals(1, count(board, 'k'), fen);

        if (thorough) {
            Set<ReferenceMove> legal = Set.copyOf(board.legalMoveList());
            for (ReferenceMove move : ReferenceMoveGenerator.pseudoLegalMoves(board)) {
                assertEquals(legal.contains(move), !opponentCouldTakeKing(board.after(move)), fen + " " + move.uci());
            }
            Set<String> sans = new HashSet<>();
            for (String move : board.legalMoves()) {
                assertTrue(sans.add(board.san(move)), fen + " repeats SAN " + board.san(move));
            }
        }
    }

    private static void checkMove(ReferenceBoard before, String uci, ReferenceBoard after) {
        ReferenceMove move = ReferenceMove.parseUci(uci);
        boolean zeroing = Character.toLowerCase(before.at(move.from())) == 'p' || before.isCapture(move);
        assertEquals(zeroing ? 0 : before.halfmoveClock() + 1, after.halfmoveClock(), before + " " + uci);
        assertEquals(before.fullmoveNumber() + (before.isWhiteToMove() ? 0 : 1), after.fullmoveNumber());
        assertFalse(after.isWhiteToMove() == before.isWhiteToMove());
        for (char right : after.castlingRights().toCharArray()) {
            assertTrue(right == '-' || before.castlingRights().indexOf(right) >= 0, "castling right came back");
        }
        String san = before.san(uci);
        assertEquals(after.isCheckmate(), san.endsWith("#"), before + " " + san);
        assertEquals(after.isCheck() && !after.isCheckmate(), san.endsWith("+"), before + " " + san);
    }

    private static String kind(ReferenceBoard board, ReferenceMove move) {
        if (board.isCastling(move)) {
            return "castling";
        }
        if (board.isEnPassant(move)) {
            return "en passant";
        }
        return move.isPromotion() ? "promotion" : "other";
    }

    /** Whether the side to move has a pseudo-legal move onto the other king's square. */
    private static boolean opponentCouldTakeKing(ReferenceBoard board) {
        char enemyKing = board.isWhiteToMove() ? 'k' : 'K';
        return ReferenceMoveGenerator.pseudoLegalMoves(board).stream()
                .anyMatch(move -> board.at(move.to()) == enemyKing);
    }

    /** The same placement with the other side to move, no castling and no en-passant square. */
    private static ReferenceBoard nullMove(ReferenceBoard board) {
        char[] squares = new char[64];
        for (int square = 0; square < 64; square++) {
            squares[square] = board.at(square);
        }
        return new ReferenceBoard(squares, !board.isWhiteToMove(), 0, ReferenceBoard.NO_SQUARE, 0, 1);
    }

    private static long count(ReferenceBoard board, char piece) {
        long total = 0;
        for (int square = 0; square < 64; square++) {
            total += board.at(square) == piece ? 1 : 0;
        }
        return total;
    }
}
