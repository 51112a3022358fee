package org.escaque.core.game;

import static org.escaque.core.game.GamePlay.move;
import static org.escaque.core.game.GamePlay.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.escaque.core.Color;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.San;
import org.junit.jupiter.api.Test;

/** The game as the one record: moves, SAN, positions made anew, take-back, claims, endings read back. */
class GameRecordTest {

    @Test
    void keepsTheMovesAndTheirSan() {
        Game game = Game.standard();
        play(game, "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O");
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O"), game.sanMoves());
        assertEquals(9, game.moves().size());
        List<Position> positions = game.replayedPositions();
        assertEquals(10, positions.size());
        assertEquals(Position.initial(), positions.get(0));
        assertEquals(game.position(), positions.get(9));
        assertEquals("r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 5", positions.get(9).fen());
    }

    @Test
    void takeBackReturnsToThePositionBeforeTheMove() {
        Game game = Game.standard();
        play(game, "e4", "d5", "exd5", "Qxd5", "Nc3");
        String before = game.position().fen();
        play(game, "Qa5");
        assertEquals("Qa5", San.format(game.replayedPositions().get(5), game.takeBack().orElseThrow()));
        assertEquals(before, game.position().fen());
        assertEquals(List.of("e4", "d5", "exd5", "Qxd5", "Nc3"), game.sanMoves());
        while (game.takeBack().isPresent()) {
            assertTrue(game.ply() >= 0);
        }
        assertEquals(Position.initial(), game.position());
    }

    @Test
    void theThreefoldClaimIsPreferredWhenBothAreOpen() throws Exception {
        // 99 half-moves without capture or pawn move, and the position about to stand for the third time.
        Game game = new Game(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 92 80"));
        play(game, "Ra2", "Kd8", "Ra1", "Ke8", "Ra2", "Kd8", "Ra1");
        assertEquals(Set.of(DrawClaim.THREEFOLD_REPETITION, DrawClaim.FIFTY_MOVES),
                game.claimsOpenedBy(move(game, "Ke8")));
        assertEquals(Outcome.draw(Termination.THREEFOLD_REPETITION), game.playAndClaimDraw(move(game, "Ke8")));
        assertEquals(Optional.of(DrawClaim.THREEFOLD_REPETITION),
                DrawClaim.preferred(EnumSet.of(DrawClaim.FIFTY_MOVES, DrawClaim.THREEFOLD_REPETITION)));
        assertEquals(Optional.of(DrawClaim.FIFTY_MOVES), DrawClaim.preferred(EnumSet.of(DrawClaim.FIFTY_MOVES)));
        assertEquals(Optional.empty(), DrawClaim.preferred(EnumSet.noneOf(DrawClaim.class)));
    }

    @Test
    void claimingWithNothingOpenChangesNothing() throws Exception {
        Game game = Game.standard();
        play(game, "Nf3");
        assertThrows(ClaimNotOpenException.class, game::claimDraw);
        assertThrows(ClaimNotOpenException.class, () -> game.playAndClaimDraw(move(game, "Nf6")));
        assertEquals(1, game.ply());
        assertFalse(game.isOver());
    }

    @Test
    void claimDrawWithoutNamingOneClaimsTheOpenOne() {
        Game game = Game.standard();
        play(game, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
        assertEquals(Outcome.draw(Termination.THREEFOLD_REPETITION), game.claimDraw());
    }

    @Test
    void theMovesOpeningClaimsAreThoseEachMoveWouldOpen() {
        SplittableRandom random = new SplittableRandom(15);
        int checked = 0;
        for (int round = 0; round < 60; round++) {
            Game game = new Game(Position.fromFen(round % 2 == 0 ? "4k3/8/8/8/8/8/8/R3K2R w K - 80 50"
                    : "r3k3/8/2n5/8/8/5N2/8/4K2R w Kq - 0 1"));
            for (int ply = 0; ply < 80 && !game.isOver(); ply++) {
                Map<Move, Set<DrawClaim>> expected = new LinkedHashMap<>();
                for (Move move : game.position().legalMoves()) {
                    Set<DrawClaim> opened = game.claimsOpenedBy(move);
                    if (!opened.isEmpty()) {
                        expected.put(move, opened);
                    }
                }
                assertEquals(expected, game.movesOpeningClaims(), game.position().fen());
                checked += expected.size();
                List<Move> legal = new ArrayList<>(game.position().legalMoves());
                // Mostly shuffle back and forth, so that positions repeat.
                Move chosen = random.nextInt(4) == 0 || game.ply() < 2 ? legal.get(random.nextInt(legal.size()))
                        : undoing(game, legal).orElse(legal.get(random.nextInt(legal.size())));
                try {
                    game.play(chosen);
                } catch (org.escaque.core.IllegalMoveException e) {
                    throw new AssertionError(e);
                }
            }
        }
        assertTrue(checked > 50, "claims were opened " + checked + " times");
    }

    /** The move that takes the piece moved two plies ago back where it came from, if legal. */
    private static Optional<Move> undoing(Game game, List<Move> legal) {
        Move earlier = game.moves().get(game.ply() - 2);
        return legal.stream().filter(m -> m.from() == earlier.to() && m.to() == earlier.from()).findFirst();
    }

    @Test
    void aStoredEndingMustFitTheGame() {
        Game mated = Game.standard();
        play(mated, "f3", "e5", "g4", "Qh4#");
        mated.restoreOutcome(Outcome.win(Termination.CHECKMATE, Color.BLACK));
        assertThrows(IllegalArgumentException.class,
                () -> mated.restoreOutcome(Outcome.win(Termination.RESIGNATION, Color.WHITE)));

        Game open = Game.standard();
        play(open, "e4");
        assertThrows(IllegalArgumentException.class, () -> open.restoreOutcome(Outcome.draw(Termination.STALEMATE)));
        assertThrows(IllegalArgumentException.class,
                () -> open.restoreOutcome(Outcome.draw(Termination.THREEFOLD_REPETITION)));
        assertFalse(open.isOver());
        open.restoreOutcome(Outcome.win(Termination.TIMEOUT, Color.WHITE));
        assertEquals(Optional.of(Outcome.win(Termination.TIMEOUT, Color.WHITE)), open.outcome());
    }

    @Test
    void pgnResultsAreReadWithTheirTerminationTags() {
        assertEquals(Optional.of(Outcome.win(Termination.RESIGNATION, Color.WHITE)),
                afterE4().recordPgnResult("1-0", Optional.of("normal"), Optional.empty()));
        assertEquals(Optional.of(Outcome.win(Termination.TIMEOUT, Color.BLACK)),
                afterE4().recordPgnResult("0-1", Optional.of("time forfeit"), Optional.empty()));
        assertEquals(Optional.of(Outcome.draw(Termination.TIMEOUT_DRAW)),
                afterE4().recordPgnResult("1/2-1/2", Optional.of("time forfeit"), Optional.empty()));
        assertEquals(Optional.of(Outcome.draw(Termination.AGREEMENT)),
                afterE4().recordPgnResult("1/2-1/2", Optional.empty(), Optional.empty()));
        assertEquals(Optional.of(Outcome.win(Termination.ABANDONMENT, Color.WHITE)),
                afterE4().recordPgnResult("1-0", Optional.of("abandoned"), Optional.empty()));
        assertEquals(Optional.of(Outcome.draw(Termination.ABANDONMENT)),
                afterE4().recordPgnResult("1/2-1/2", Optional.of("normal"), Optional.of("abandonment")));
        assertEquals(Optional.empty(), afterE4().recordPgnResult("*", Optional.empty(), Optional.empty()));
        // A precise id that does not fit the result or the game falls back to the standard tag.
        assertEquals(Optional.of(Outcome.win(Termination.RESIGNATION, Color.BLACK)),
                afterE4().recordPgnResult("0-1", Optional.of("normal"), Optional.of("agreement")));
        assertEquals(Optional.of(Outcome.draw(Termination.AGREEMENT)),
                afterE4().recordPgnResult("1/2-1/2", Optional.of("normal"), Optional.of("threefold-repetition")));

        Game repeated = Game.standard();
        play(repeated, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
        assertEquals(Optional.of(Outcome.draw(Termination.THREEFOLD_REPETITION)),
                repeated.recordPgnResult("1/2-1/2", Optional.of("normal"), Optional.empty()));
    }

    @Test
    void aPgnResultMustNotContradictTheFinalPosition() {
        Game mated = Game.standard();
        play(mated, "f3", "e5", "g4", "Qh4#");
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class,
                () -> mated.recordPgnResult("1-0", Optional.empty(), Optional.empty()));
        assertEquals("the result 1-0 contradicts the final position: checkmate makes it 0-1", wrong.getMessage());
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.BLACK)),
                mated.recordPgnResult("*", Optional.empty(), Optional.empty()));

        Game bare = new Game(Position.fromFen("7k/8/8/8/8/8/8/K7 w - - 0 1"));
        assertThrows(IllegalArgumentException.class, () -> bare.requireResultFits("1-0"));
        bare.requireResultFits("1/2-1/2");
    }

    @Test
    void terminationsSayByPropertyHowTheyCome() {
        for (Termination termination : Termination.values()) {
            int kinds = (termination.isAutomatic() ? 1 : 0) + (termination.isClaimed() ? 1 : 0)
                    + (termination.isDecidedOffTheBoard() ? 1 : 0);
            assertEquals(1, kinds, termination.id());
            assertTrue(termination.allows(Optional.empty()) || termination.allows(Optional.of(Color.WHITE)));
        }
        assertTrue(Termination.SEVENTY_FIVE_MOVES.isAutomatic());
        assertTrue(Termination.FIFTY_MOVES.isClaimed());
        assertTrue(Termination.TIMEOUT_DRAW.isDecidedOffTheBoard());
        assertFalse(Termination.CHECKMATE.allows(Optional.empty()));
        assertFalse(Termination.STALEMATE.allows(Optional.of(Color.BLACK)));
        assertTrue(Termination.ABANDONMENT.allows(Optional.empty()) && Termination.ABANDONMENT.allows(
                Optional.of(Color.BLACK)));
    }

    private static Game afterE4() {
        Game game = Game.standard();
        play(game, "e4");
        return game;
    }
}
