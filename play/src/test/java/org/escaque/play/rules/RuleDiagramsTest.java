package org.escaque.play.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.dead.Winnability;
import org.escaque.core.Fen;
import org.escaque.core.notation.San;
import org.escaque.core.notation.UciMove;
import org.escaque.core.reference.ReferenceBoard;
import org.escaque.play.rules.RuleDiagram.Shows;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every diagram of the rules page teaches what it claims: its move is legal (or, for an illegal try, refused for the
 * rule named) and the position after it is what the diagram says (check, mate, stalemate, dead position, move
 * counts), according to both the rules core and the separately written reference rules.
 */
class RuleDiagramsTest {

    /**
     * What a position after a diagram's move is, as one implementation of the rules sees it: besides check, mate,
     * stalemate and the listed material cases, whether it is dead (no mate for either side) and whether the side that
     * just moved could never mate (so a fallen flag of the other would be a draw, FIDE 6.9).
     */
    private record Verdict(boolean check, boolean checkmate, boolean stalemate, boolean insufficientMaterial,
            int halfmoveClock, boolean dead, boolean moverCannotMate) {
    }

    /** Plies the reference rules search for a mate by either side after a dead-position diagram's move. */
    private static final int REFERENCE_PLIES = 4;

    @TestFactory
    Stream<DynamicTest> eachDiagramAgreesWithTheRulesCore() {
        return RuleDiagrams.all().stream().map(diagram -> DynamicTest.dynamicTest(diagram.id(), () -> {
            Position before = Fen.parse(diagram.fen());
            if (!diagram.isLegal()) {
                IllegalMoveException refusal = assertThrows(IllegalMoveException.class,
                        () -> UciMove.parse(before, diagram.move()), diagram.id() + " must be illegal");
                assertEquals(diagram.reasonCode().orElseThrow(), refusal.reason().code(), diagram.id());
                return;
            }
            Move move = UciMove.parse(before, diagram.move());
            Position after = before.play(move);
            boolean moverCannotMate = Winnability.canCheckmate(after, before.turn()).isNo();
            assertShows(diagram, new Verdict(after.isCheck(), after.isCheckmate(), after.isStalemate(),
                    after.hasInsufficientMaterial(), after.halfmoveClock(), Winnability.isDead(after),
                    moverCannotMate), "core");
        }));
    }

    @TestFactory
    Stream<DynamicTest> eachDiagramAgreesWithTheReferenceRules() {
        return RuleDiagrams.all().stream().map(diagram -> DynamicTest.dynamicTest(diagram.id(), () -> {
            ReferenceBoard before = ReferenceBoard.fromFen(diagram.fen());
            List<String> legal = before.legalMoves();
            assertEquals(diagram.isLegal(), legal.contains(diagram.move()),
                    diagram.id() + ": reference legality of " + diagram.move());
            if (!diagram.isLegal()) {
                return;
            }
            ReferenceBoard after = before.play(diagram.move());
            boolean dead = diagram.shows() == Shows.DEAD_POSITION
                    && !mateWithin(after, true, REFERENCE_PLIES) && !mateWithin(after, false, REFERENCE_PLIES);
            boolean moverCannotMate = onlyAMinorAgainstNoBlockers(after, !after.isWhiteToMove());
            assertShows(diagram, new Verdict(after.isCheck(), after.isCheckmate(), after.isStalemate(),
                    after.isInsufficientMaterial(), after.halfmoveClock(), dead, moverCannotMate), "reference");
            Position corePosition = Fen.parse(diagram.fen());
            assertEquals(before.san(diagram.move()),
                    San.format(corePosition, UciMove.parse(corePosition, diagram.move())),
                    diagram.id() + ": SAN of core and reference");
        }));
    }

    private static void assertShows(RuleDiagram diagram, Verdict after, String implementation) {
        String what = diagram.id() + " (" + implementation + "): " + after;
        switch (diagram.shows()) {
            case MOVE -> assertTrue(!after.check() && !after.stalemate() && !after.insufficientMaterial()
                    && !after.dead() && after.halfmoveClock() < 100, what);
            case CHECK -> assertTrue(after.check() && !after.checkmate(), what);
            case CHECKMATE -> assertTrue(after.checkmate(), what);
            case STALEMATE -> assertTrue(after.stalemate() && !after.check(), what);
            case INSUFFICIENT_MATERIAL -> assertTrue(after.insufficientMaterial() && !after.checkmate(), what);
            case DEAD_POSITION -> assertTrue(after.dead() && !after.insufficientMaterial() && !after.checkmate()
                    && !after.stalemate(), what);
            case TIMEOUT_DRAW -> assertTrue(after.moverCannotMate() && !after.dead() && !after.insufficientMaterial()
                    && !after.checkmate() && !after.stalemate(), what);
            case FIFTY_MOVES -> assertTrue(after.halfmoveClock() >= 100 && after.halfmoveClock() < 150
                    && !after.checkmate(), what);
            case SEVENTY_FIVE_MOVES -> assertTrue(after.halfmoveClock() >= 150 && !after.checkmate(), what);
            case ILLEGAL -> throw new AssertionError("an illegal try has no position after it: " + what);
        }
    }

    /** Reference search: whether some series of at most {@code plies} legal moves ends with that side mating. */
    private static boolean mateWithin(ReferenceBoard board, boolean white, int plies) {
        if (board.isCheckmate()) {
            return board.isWhiteToMove() != white;
        }
        if (plies == 0) {
            return false;
        }
        for (String move : board.legalMoves()) {
            if (mateWithin(board.play(move), white, plies - 1)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reference material check for FIDE 6.9: the side has only its king and one bishop, and the other side has no
     * pawn, knight or bishop to block its own king's squares of the other colour with (a lone bishop then never
     * mates: the king always has a flight square of the other colour, or a rook or queen to cover the check with).
     */
    private static boolean onlyAMinorAgainstNoBlockers(ReferenceBoard board, boolean white) {
        StringBuilder own = new StringBuilder();
        StringBuilder other = new StringBuilder();
        for (char file = 'a'; file <= 'h'; file++) {
            for (char rank = '1'; rank <= '8'; rank++) {
                board.pieceAt("" + file + rank).ifPresent(piece -> {
                    boolean pieceIsWhite = Character.isUpperCase(piece);
                    (pieceIsWhite == white ? own : other).append(Character.toLowerCase(piece));
                });
            }
        }
        String mine = own.toString().replace("k", "");
        String theirs = other.toString().replace("k", "");
        return mine.equals("b") && theirs.chars().noneMatch(c -> c == 'p' || c == 'n' || c == 'b');
    }

    @Test
    void idsAreUniqueAndEveryKindOfLessonIsShown() {
        Set<String> ids = new HashSet<>();
        Set<Shows> shown = new HashSet<>();
        for (RuleDiagram diagram : RuleDiagrams.all()) {
            assertTrue(ids.add(diagram.id()), "duplicate diagram id " + diagram.id());
            shown.add(diagram.shows());
        }
        assertEquals(Set.of(Shows.values()), shown, "every kind of lesson has a diagram");
    }

    @Test
    void theUiHasACaptionForEveryDiagramInBothLanguages() throws IOException {
        for (String language : List.of("es", "en")) {
            Path bundle = Path.of("..", "web", "src", "i18n", language + ".json");
            String text = Files.readString(bundle, StandardCharsets.UTF_8);
            for (RuleDiagram diagram : RuleDiagrams.all()) {
                assertTrue(text.contains("\"rules.diagram." + diagram.id() + "\""),
                        language + " bundle lacks the caption of " + diagram.id());
            }
        }
    }

    @Test
    void aDiagramClaimsIllegalityExactlyWhenItNamesARule() {
        assertThrows(IllegalArgumentException.class,
                () -> new RuleDiagram("x", Fen.INITIAL, "e2e4", Shows.ILLEGAL, java.util.Optional.empty()));
        assertThrows(IllegalArgumentException.class,
                () -> new RuleDiagram("x", Fen.INITIAL, "e2e4", Shows.MOVE, java.util.Optional.of("no-piece")));
        assertFalse(RuleDiagram.illegal("x", Fen.INITIAL, "e2e5", "wrong-pattern").isLegal());
    }
}
