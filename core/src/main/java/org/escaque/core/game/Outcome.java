package org.escaque.core.game;

import java.util.Optional;
import org.escaque.core.Color;

/** How a game ended: the termination and the winner (empty for a draw). */
public record Outcome(Termination termination, Optional<Color> winner) {

    public Outcome {
        if (termination == null || winner == null) {
            throw new IllegalArgumentException("an outcome needs a termination and a winner (or none)");
        }
    }

    public static Outcome draw(Termination termination) {
        return new Outcome(termination, Optional.empty());
    }

    public static Outcome win(Termination termination, Color winner) {
        return new Outcome(termination, Optional.of(winner));
    }

    /** The winner a PGN result names: {@code 1-0} white, {@code 0-1} black, {@code 1/2-1/2} none. */
    public static Optional<Color> winnerOf(String result) {
        return switch (result) {
            case "1-0" -> Optional.of(Color.WHITE);
            case "0-1" -> Optional.of(Color.BLACK);
            case "1/2-1/2" -> Optional.empty();
            default -> throw new IllegalArgumentException("result '" + result + "' is not 1-0, 0-1 or 1/2-1/2");
        };
    }

    public boolean isDraw() {
        return winner.isEmpty();
    }

    /** The PGN result: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public String result() {
        return winner.map(c -> c == Color.WHITE ? "1-0" : "0-1").orElse("1/2-1/2");
    }
}
