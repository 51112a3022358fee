package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.Map;
import org.escaque.core.InvalidPositionException.Field;
import org.escaque.core.InvalidPositionException.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each way a position can be wrong is named (a {@link Problem}) with the facts a message in any language needs, so
 * that a board editor can say which rule the position breaks rather than a generic "invalid".
 */
class InvalidPositionProblemTest {

    private static Map<String, String> facts(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }

    private static InvalidPositionException refusal(String fen) {
        return assertThrows(InvalidPositionException.class, () -> Fen.parse(fen));
    }

    @Test
    void twoWhiteKings() {
        InvalidPositionException e = refusal("4k3/8/8/8/8/8/8/3KK3 w - - 0 1");
        assertEquals(Problem.KING_COUNT, e.problem());
        assertEquals(facts("color", "white", "count", "2"), e.facts());
    }

    @Test
    void noBlackKing() {
        InvalidPositionException e = refusal("8/8/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals(Problem.KING_COUNT, e.problem());
        assertEquals(facts("color", "black", "count", "0"), e.facts());
    }

    @Test
    void aPawnOnTheFirstRank() {
        InvalidPositionException e = refusal("4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
        assertEquals(Problem.PAWN_ON_BACK_RANK, e.problem());
        assertEquals(facts("square", "a1"), e.facts());
    }

    @Test
    void textThatIsNoFen() {
        InvalidPositionException e = refusal("hello");
        assertEquals(Field.SYNTAX, e.field());
        assertEquals(Problem.FIELD_COUNT, e.problem());
        assertEquals(facts("count", "1"), e.facts());
    }

    @Test
    void theSideNotToMoveInCheckIsNamedAsSuch() {
        // White to move, and the black king on h8 is attacked by the white queen on h6.
        InvalidPositionException e = refusal("7k/8/6KQ/8/8/8/8/8 w - - 0 1");
        assertEquals(Problem.OPPONENT_IN_CHECK, e.problem());
        assertEquals(facts("color", "black"), e.facts());
    }

    @ParameterizedTest(name = "{1}: {0}")
    @CsvSource(delimiter = '|', value = {
        "'' | EMPTY",
        "4k3/8/8/8/8/8/8/4K3/8 w - - 0 1 | RANK_COUNT",
        "4k3/8/8/8/8/8/8/4X3 w - - 0 1 | PIECE_LETTER",
        "4k3/8/8/8/8/8/8/4K4 w - - 0 1 | RANK_LENGTH",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1 | TURN_LETTER",
        "4k3/8/8/8/8/8/8/R3K2R w KX - 0 1 | CASTLING_LETTER",
        "4k3/8/8/8/8/8/8/R3K2R w KK - 0 1 | CASTLING_TWICE",
        "4k3/8/8/8/8/8/8/4K3 w - z9 0 1 | EN_PASSANT_TEXT",
        "4k3/8/8/8/8/8/8/4K3 w - - x 1 | COUNTER_TEXT",
        "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1 | TOO_MANY_PAWNS",
        "4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w - - 0 1 | TOO_MANY_PIECES",
        "4k3/8/8/8/8/8/QQQQQQQQ/QQQ1K3 w - - 0 1 | TOO_MANY_PROMOTED",
        "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1 | CASTLING_KING",
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1 | CASTLING_ROOK",
        "4k3/8/8/8/8/8/8/4K3 w - e3 0 1 | EN_PASSANT_RANK",
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1 | EN_PASSANT_PAWN",
        "4k3/8/8/4p3/8/8/8/4K3 w - e6 3 1 | EN_PASSANT_CLOCK",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 0 | COUNTER_RANGE",
    })
    void everyRefusalNamesItsProblem(String fen, Problem problem) {
        assertEquals(problem, refusal(fen).problem());
    }
}
