package org.escaque.engine.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The weight vector's text form ({@code weights.txt}) and the names of its entries. */
class WeightsFileTest {

    @Test
    void theWeightsFileRoundTrips() {
        String text = Weights.format(Weights.current(), List.of("header"));
        assertArrayEquals(Weights.current(), Weights.parse(text));
        assertTrue(text.startsWith("# header\n"));
    }

    @Test
    void aDamagedWeightsFileIsRefusedWithTheReason() {
        String text = Weights.format(Weights.current(), List.of());
        IllegalArgumentException wrongGroup = assertThrows(IllegalArgumentException.class,
                () -> Weights.parse(text.replace("bishop-pair 1", "bishop-pairs 1")));
        assertTrue(wrongGroup.getMessage().contains("'bishop-pair'"), wrongGroup.getMessage());
        IllegalArgumentException badPair = assertThrows(IllegalArgumentException.class,
                () -> Weights.parse(text.replaceFirst("(?m)^tempo 1\\n\\s*\\S+", "tempo 1\n 12")));
        assertTrue(badPair.getMessage().contains("'12'"), badPair.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Weights.parse(text + "\nextra 1\n 1/1\n"));
    }

    @Test
    void entriesAreFoundByTheirNames() {
        assertEquals(Weights.MATERIAL + 1, Weights.indexOf("material[1]"));
        assertEquals(Weights.BISHOP_PAIR, Weights.indexOf("bishop-pair"));
        assertEquals(Weights.PASSED_PAWN + 5, Weights.indexOf("passed-pawn[5]"));
        // The king on g1 (square 6): the table is in diagram order, a8 first, so g1 is entry 62.
        assertEquals(Weights.pieceSquareIndex(5, 6), Weights.indexOf("king-squares[62]"));
        assertEquals(Weights.KNIGHT_MOBILITY + 5, Weights.indexOf("knight-mobility[5]"));
        assertEquals(Weights.TEMPO, Weights.indexOf("tempo"));
        for (int index = 0; index < Weights.COUNT; index++) {
            assertEquals(index, Weights.indexOf(Weights.nameOf(index)));
        }
    }

    @Test
    void anUnknownNameIsRefusedWithTheReason() {
        IllegalArgumentException noGroup = assertThrows(IllegalArgumentException.class,
                () -> Weights.indexOf("bishop-pairs"));
        assertTrue(noGroup.getMessage().contains("no group 'bishop-pairs'"), noGroup.getMessage());
        IllegalArgumentException outside = assertThrows(IllegalArgumentException.class,
                () -> Weights.indexOf("passed-pawn[8]"));
        assertTrue(outside.getMessage().contains("[0] to [7]"), outside.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Weights.indexOf("tempo[0]"));
        assertThrows(IllegalArgumentException.class, () -> Weights.indexOf("passed-pawn"));
    }

    @Test
    void aVectorOfTheWrongSizeIsNotWritten() {
        assertThrows(IllegalArgumentException.class, () -> Weights.format(new int[3], List.of()));
    }
}
