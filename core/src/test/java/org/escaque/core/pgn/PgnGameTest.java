package org.escaque.core.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.Square;
import org.escaque.core.notation.San;
import org.junit.jupiter.api.Test;

class PgnGameTest {

    private static Move san(Position position, String text) {
        return San.parse(position, text);
    }

    @Test
    void keepsTagsInTheirOrderAndUnmodifiable() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Zeta", "1");
        tags.put("Alpha", "2");
        tags.put("Event", "3");
        PgnGame game = PgnGame.of(tags, Position.initial(), List.of(), "*");
        assertEquals(List.of("Zeta", "Alpha", "Event"), new ArrayList<>(game.tags().keySet()));
        assertThrows(UnsupportedOperationException.class, () -> game.tags().put("x", "y"));
        assertEquals("2", game.tag("Alpha").orElseThrow());
        assertTrue(game.tag("Missing").isEmpty());
    }

    @Test
    void refusesAnIllegalMoveAnywhereWithTheReason() {
        Move e4 = san(Position.initial(), "e4");
        Move illegal = new Move(Square.E2, Square.E5, Move.Kind.NORMAL, null);
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PgnGame.of(Map.of(), Position.initial(), List.of(e4, illegal), "*"));
        assertTrue(error.getMessage().startsWith("move e2e5 is not legal in "), error.getMessage());
        PgnLine badVariation = new PgnLine(List.of(), List.of(PgnMove.of(illegal)));
        PgnMove withVariation = new PgnMove(e4, List.of(), List.of(), List.of(badVariation));
        assertThrows(IllegalArgumentException.class,
                () -> new PgnGame(Map.of(), Position.initial(), new PgnLine(List.of(), List.of(withVariation)), "*"));
    }

    @Test
    void refusesBadTagsResultsNagsAndEmptyVariations() {
        Position start = Position.initial();
        assertThrows(IllegalArgumentException.class, () -> PgnGame.of(Map.of("Bad Name", "x"), start, List.of(), "*"));
        assertThrows(IllegalArgumentException.class, () -> PgnGame.of(Map.of("", "x"), start, List.of(), "*"));
        assertThrows(IllegalArgumentException.class, () -> PgnGame.of(Map.of("Event", "a\nb"), start, List.of(), "*"));
        assertThrows(IllegalArgumentException.class, () -> PgnGame.of(Map.of(), start, List.of(), "2-0"));
        Move e4 = san(start, "e4");
        assertThrows(IllegalArgumentException.class, () -> new PgnMove(e4, List.of(256), List.of(), List.of()));
        assertThrows(IllegalArgumentException.class, () -> new PgnMove(e4, List.of(), List.of(), List.of(PgnLine.EMPTY)));
    }

    @Test
    void givesTheMainLineAsMovesSanAndFinalPosition() {
        PgnGame game = PgnGame.parse("1. f3 e5 (1... e6) 2. g4 Qh4# 0-1");
        assertEquals(List.of("f3", "e5", "g4", "Qh4#"), game.mainlineSan());
        assertEquals(4, game.mainlineMoves().size());
        assertEquals(game.moves().get(0).move(), game.mainlineMoves().get(0));
        assertTrue(game.finalPosition().isCheckmate());
    }

    @Test
    void collectorNormalisesCommentWhitespace() {
        PgnGame game = PgnGame.parse("{  two\n\tlines  } 1. e4 {a\r\nb} *");
        assertEquals(List.of("two lines"), game.mainline().comments());
        assertEquals(List.of("a b"), game.moves().get(0).comments());
    }

    @Test
    void collectorTurnsTheCloseBraceOfARestOfLineCommentIntoAParenthesis() {
        PgnGame game = PgnGame.parse("1. e4 ; smile :-}\n*");
        assertEquals(List.of("smile :-)"), game.moves().get(0).comments());
    }

    @Test
    void refusesACommentThatBracesCannotHold() {
        Move e4 = san(Position.initial(), "e4");
        assertThrows(IllegalArgumentException.class, () -> new PgnMove(e4, List.of(), List.of("a}b"), List.of()));
        assertThrows(IllegalArgumentException.class, () -> new PgnLine(List.of("}"), List.of()));
    }
}
