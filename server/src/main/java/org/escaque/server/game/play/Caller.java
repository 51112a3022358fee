package org.escaque.server.game.play;

import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;

/** Who makes a request: an HTTP caller with a seat token (or none), or a socket whose seats were proved before. */
public sealed interface Caller {

    /** An HTTP request with the {@code X-Seat-Token} header's value, if it had one. */
    record WithToken(Optional<String> token) implements Caller {
    }

    /** A socket holding these seats. */
    record WithSeats(Set<Color> seats) implements Caller {
    }

    public static Caller token(Optional<String> token) {
        return new WithToken(token);
    }

    public static Caller seats(Set<Color> seats) {
        return new WithSeats(seats);
    }
}
