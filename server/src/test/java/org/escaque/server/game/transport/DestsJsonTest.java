package org.escaque.server.game.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.play.GameJson;
import org.junit.jupiter.api.Test;

/** The destinations written as JSON text are core's legal moves, by origin, squares sorted, each once. */
final class DestsJsonTest {

    private final ObjectMapper mapper = new ObjectMapper();

    private static Map<String, List<String>> expected(Position position) {
        Map<String, List<String>> dests = new TreeMap<>();
        for (Move move : position.legalMoves()) {
            List<String> targets = dests.computeIfAbsent(move.from().id(), key -> new ArrayList<>());
            if (!targets.contains(move.to().id())) {
                targets.add(move.to().id());
            }
        }
        dests.values().forEach(targets -> targets.sort(null));
        return dests;
    }

    private void check(Position position) throws Exception {
        String json = GameJson.dests(position);
        JsonNode read = mapper.readTree(json);
        assertEquals(mapper.writeValueAsString(expected(position)), mapper.writeValueAsString(read), position.fen());
        assertEquals(mapper.writeValueAsString(expected(position)), json, "same order, same text: " + position.fen());
    }

    @Test
    void matchCoresLegalMovesOverRandomGamesWithPromotionsAndEndings() throws Exception {
        check(Position.fromFen("8/P6k/8/8/8/8/6p1/K7 w - - 0 1"));
        check(Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
        SplittableRandom random = new SplittableRandom(7);
        for (int game = 0; game < 200; game++) {
            Position position = Position.initial();
            for (int ply = 0; ply < 200; ply++) {
                check(position);
                List<Move> legal = position.legalMoves();
                if (legal.isEmpty()) {
                    break;
                }
                position = position.play(legal.get(random.nextInt(legal.size())));
            }
        }
    }
}
