package org.escaque.server.game;

import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;

/** Who makes a request: an HTTP caller with a seat token (or none), or a socket whose seats were proved before. */
sealed interface Caller {

    /** An HTTP request with the {@code X-Seat-Token} header's value, if it had one. */
    record WithToken(Optional<String> token) implements Caller {
    }

    /** A socket holding these seats. */
    record WithSeats(Set<Color> seats) implements Caller {
    }

    static Caller token(Optional<String> token) {
        return new WithToken(token);
    }

    static Caller seats(Set<Color> seats) {
        return new WithSeats(seats);
    }
}
