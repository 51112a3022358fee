package org.escaque.server.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Map;
import org.escaque.play.rules.RulesPage;
import org.escaque.play.rules.RulesPage.DiagramView;
import org.junit.jupiter.api.Test;

/** The rules page's data: counted move sequences and what the core says about each diagram's move. */
class RulesPageTest {

    private final RulesPage page = new RulesController().page();

    @Test
    void countsTheMoveSequencesFromTheStartingPosition() {
        assertEquals(Map.of("1", 20L, "2", 400L, "3", 8902L), page.perft());
    }

    @Test
    void aLegalMoveCarriesItsSquaresSanCheckAndTheNextPosition() {
        DiagramView mate = view("checkmate");
        assertEquals(List.of("d8", "h4"), mate.lastMove());
        assertEquals("Qh4#", mate.san());
        assertEquals("e1", mate.check());
        assertEquals("checkmate", mate.shows());
        assertEquals("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", mate.fenAfter());
        assertNull(mate.reason());
    }

    @Test
    void castlingIsShownAsTheKingsMove() {
        assertEquals(List.of("e1", "g1"), view("castling-kingside").lastMove());
        assertEquals("O-O", view("castling-kingside").san());
    }

    @Test
    void anIllegalTryCarriesTheReasonInTheGamesApiShape() {
        DiagramView pinned = view("pinned-piece");
        assertEquals(false, pinned.legal());
        assertNull(pinned.san());
        assertEquals(List.of("d7", "f6"), pinned.lastMove());
        assertEquals("king-would-be-in-check", pinned.reason().get("code"));
        assertEquals("3.9", pinned.reason().get("fideArticle"));
        assertEquals("b5", pinned.reason().get("attacker"));
        assertEquals(Map.of("color", "white", "type", "bishop"), pinned.reason().get("attackerPiece"));
        assertEquals("f1", view("castling-through-attack").reason().get("square"));
        assertEquals("e1", view("castling-in-check").check(), "the check is marked on the position shown");
    }

    @Test
    void thePageIsComputedOnce() {
        RulesController controller = new RulesController();
        assertSame(controller.page(), controller.page());
    }

    private DiagramView view(String id) {
        return page.diagrams().stream().filter(diagram -> diagram.id().equals(id)).findFirst().orElseThrow();
    }
}
