package org.escaque.server.game.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.server.game.transport.ApiTypes.MoveText;
import org.junit.jupiter.api.Test;

/** The kept JSON of the moves reads as the moves themselves would, whatever was kept from the revision before. */
final class MoveTextsTest {

    private final ObjectMapper mapper = new ObjectMapper();

    private static List<MoveText> moves(int count) {
        List<MoveText> moves = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            moves.add(new MoveText("e2e" + i, "e\"" + i + "\\+", "fen " + i + " \u00e9"));
        }
        return moves;
    }

    private void assertSameJson(List<MoveText> expected, MoveTexts kept) throws Exception {
        assertEquals(mapper.readTree(mapper.writeValueAsString(expected)),
                mapper.readTree(mapper.writeValueAsString(kept)));
        assertEquals(expected, kept);
    }

    @Test
    void writesWhatTheMovesSayAfterANewMoveATakeBackAndFromNothing() throws Exception {
        assertSameJson(List.of(), MoveTexts.of(List.of(), Optional.empty(), 0));
        MoveTexts three = MoveTexts.of(moves(3), Optional.empty(), 0);
        assertSameJson(moves(3), three);
        MoveTexts four = MoveTexts.of(moves(4), Optional.of(three), 3);
        assertSameJson(moves(4), four);
        MoveTexts two = MoveTexts.of(moves(2), Optional.of(four), 2);
        assertSameJson(moves(2), two);
        List<MoveText> other = new ArrayList<>(moves(1));
        other.add(new MoveText("d2d4", "d4", "other"));
        assertSameJson(other, MoveTexts.of(other, Optional.of(two), 1));
        // Inside a state, as a field.
        assertEquals(mapper.readTree("{\"moves\":" + mapper.writeValueAsString(moves(4)) + "}"),
                mapper.readTree(mapper.writeValueAsString(Map.of("moves", four))));
    }
}
