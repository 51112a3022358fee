package org.escaque.server.game.play;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.play.ActionType;
import org.escaque.play.GameSession;

/**
 * What one command did to a game, as {@link GameCommands} returns it: the session after it (read it inside the run
 * that made it), the seats the caller holds, and the events, in order; none when nothing changed (a refused command
 * throws instead, and a retried move changes nothing). Every change with events has been stored, and published once,
 * before it is returned.
 */
public record Change(GameSession session, Set<Color> seats, List<Event> events) {

    public Change {
        seats = Set.copyOf(seats);
        events = List.copyOf(events);
    }

    /** Whether the command changed the game. */
    public boolean changed() {
        return !events.isEmpty();
    }

    /** The first event of this kind, if the command had one. */
    public <E extends Event> Optional<E> event(Class<E> kind) {
        return events.stream().filter(kind::isInstance).map(kind::cast).findFirst();
    }

    /** Something that happened to the game. */
    public sealed interface Event {
    }

    /** The game was created (or imported, or made as a rematch); the caller holds the seats of these tokens. */
    public record Created(Map<Color, String> tokens) implements Event {
        public Created {
            tokens = Map.copyOf(tokens);
        }
    }

    /** The unfinished game was loaded again at start. */
    public record Restored() implements Event {
    }

    /** A move was played at half-move {@code ply} (the number played before it). */
    public record Moved(int ply, String uci, boolean byComputer) implements Event {
    }

    /** An action (not a move) was carried out for the seat {@code actor}. */
    public record Acted(ActionType type, Color actor) implements Event {
    }

    /** {@code side}'s flag fell: the game ended on time. */
    public record FlagFell(Color side) implements Event {
    }

    /** A second device took the seat {@code color}, with this token. */
    public record SeatTaken(Color color, String token) implements Event {
    }

    /** The finished game's rematch was made: this new game, linked from the old one. */
    public record RematchMade(GameSession rematch) implements Event {
    }

    /** The game ended with this command (by a move, an action or a flag). */
    public record Ended() implements Event {
    }

    /** The game is gone from memory and storage; {@code aborted} if it was unfinished. */
    public record Deleted(boolean aborted) implements Event {
    }
}
