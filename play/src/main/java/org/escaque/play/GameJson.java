package org.escaque.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.escaque.core.Color;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.Square;
import org.escaque.core.game.DrawClaim;

/**
 * The parts of a game's state that are written as JSON text by hand, the same on the server and in the browser's
 * WebAssembly build: the legal destinations and the moves that would open a draw claim (both as core answers), and
 * the seats' ids.
 */
public final class GameJson {

    private GameJson() {
    }

    /**
     * Legal destinations by origin square, squares sorted, for the side to move, as a JSON object of arrays
     * ({@code {"e2":["e3","e4"],...}}). A square's id sorts by file, then rank, so its number {@code file * 8 + rank}
     * sorts alike.
     */
    public static String dests(Position position) {
        List<Move> legal = position.legalMoves();
        int[] pairs = new int[legal.size()];
        for (int i = 0; i < pairs.length; i++) {
            Move move = legal.get(i);
            pairs[i] = order(move.from()) << 6 | order(move.to());
        }
        Arrays.sort(pairs);
        StringBuilder json = new StringBuilder(16 + pairs.length * 8).append('{');
        int origin = -1;
        int last = -1;
        for (int pair : pairs) {
            if (pair == last) {
                continue; // the same squares for another promotion piece
            }
            last = pair;
            if (pair >> 6 != origin) {
                if (origin >= 0) {
                    json.append("],");
                }
                origin = pair >> 6;
                json.append('"').append(squareId(origin)).append("\":[");
            } else {
                json.append(',');
            }
            json.append('"').append(squareId(pair & 63)).append('"');
        }
        return json.append(origin >= 0 ? "]}" : "}").toString();
    }

    private static int order(Square square) {
        return square.file() * 8 + square.rank();
    }

    private static String squareId(int order) {
        return Square.of(order / 8, order % 8).id();
    }

    /**
     * The moves that would open a draw claim (core's answer), by UCI, with the claims each opens, as a JSON object
     * ({@code {"g1f3":["threefold-repetition"]}}), moves sorted.
     */
    public static String claimMoves(GameSession session) {
        Map<Move, Set<DrawClaim>> opening = session.movesOpeningClaims();
        if (opening.isEmpty()) {
            return "{}";
        }
        Map<String, Set<DrawClaim>> byUci = new TreeMap<>();
        opening.forEach((move, claims) -> byUci.put(move.toString(), claims));
        StringBuilder json = new StringBuilder("{");
        byUci.forEach((uci, claims) -> {
            json.append(json.length() > 1 ? ",\"" : "\"").append(uci).append("\":[");
            int before = json.length();
            claims.forEach(claim -> json.append(json.length() > before ? ",\"" : "\"").append(claim.id()).append('"'));
            json.append(']');
        });
        return json.append('}').toString();
    }

    /** The seats' colour ids, white first (a state's {@code seats}). */
    public static List<String> seatIds(Set<Color> seats) {
        List<String> ids = new ArrayList<>(2);
        for (Color color : Color.values()) {
            if (seats.contains(color)) {
                ids.add(color.id());
            }
        }
        return ids;
    }
}
