package org.escaque.server.game.transport;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Position;
import org.escaque.core.notation.UciMove;
import org.escaque.core.openings.NamedPosition;
import org.escaque.core.openings.Openings;
import org.escaque.core.openings.SpanishOpeningNames;
import org.escaque.play.GameRecord;
import org.escaque.server.game.transport.ApiTypes.OpeningName;

/**
 * The openings of listed games, named by core ({@link Openings}) from their stored moves. A game's name is kept with
 * the version it was found at, so a list replays only the games that changed since it was last asked for.
 */
final class OpeningNames {

    /** More games than this remembered, and the memory starts again. */
    static final int MAX_REMEMBERED = 2_000;

    private record Known(long version, Optional<OpeningName> opening) {
    }

    private final Map<String, Known> known = new ConcurrentHashMap<>();

    /** Core's answer in the API's shape. */
    static OpeningName wire(NamedPosition named) {
        return new OpeningName(named.opening().eco(), named.opening().name(),
                SpanishOpeningNames.of(named.opening()), named.ply());
    }

    /**
     * The opening of each record, in order ({@code null} for a game that reached no named position);
     * {@code storedMoves} reads the moves of the games not known at their version.
     */
    List<OpeningName> of(List<GameRecord> records, Function<List<String>, Map<String, List<String>>> storedMoves) {
        Map<String, Optional<OpeningName>> found = new HashMap<>();
        List<String> unknown = new ArrayList<>();
        for (GameRecord record : records) {
            Known entry = known.get(record.id());
            if (entry != null && entry.version() == record.version()) {
                found.put(record.id(), entry.opening());
            } else {
                unknown.add(record.id());
            }
        }
        if (!unknown.isEmpty()) {
            if (known.size() + unknown.size() > MAX_REMEMBERED) {
                known.clear();
            }
            Map<String, List<String>> moves = storedMoves.apply(unknown);
            for (GameRecord record : records) {
                if (!found.containsKey(record.id())) {
                    Optional<OpeningName> name = name(record.startFen(), moves.getOrDefault(record.id(), List.of()));
                    found.put(record.id(), name);
                    known.put(record.id(), new Known(record.version(), name));
                }
            }
        }
        List<OpeningName> names = new ArrayList<>(records.size());
        for (GameRecord record : records) {
            names.add(found.get(record.id()).orElse(null));
        }
        return names;
    }

    private static Optional<OpeningName> name(String startFen, List<String> moves) {
        try {
            List<Position> positions = new ArrayList<>(moves.size() + 1);
            Position position = Position.fromFen(startFen);
            positions.add(position);
            for (String uci : moves) {
                position = position.play(UciMove.parse(position, uci));
                positions.add(position);
            }
            return Openings.standard().ofPositions(positions).map(OpeningNames::wire);
        } catch (IllegalMoveException | RuntimeException unreadable) {
            // A game whose stored moves do not replay is set aside as damaged when opened; its list line has no name.
            return Optional.empty();
        }
    }
}
