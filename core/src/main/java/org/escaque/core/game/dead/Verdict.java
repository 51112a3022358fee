package org.escaque.core.game.dead;

import java.util.List;
import java.util.Objects;
import org.escaque.core.Move;

/**
 * The answer to "can this side still checkmate by some series of legal moves?" (FIDE 5.2.2 and 6.9).
 *
 * @param answer {@link Answer#YES} (a mate is reachable), {@link Answer#NO} (proved unreachable) or
 *     {@link Answer#UNKNOWN} (the budget ran out first)
 * @param helpmate for a YES found by search, the moves from the position analysed to a checkmate given by that
 *     side, both sides cooperating; empty otherwise (and for a position that already is that side's checkmate)
 */
public record Verdict(Answer answer, List<Move> helpmate) {

    /** Whether a side can still checkmate. */
    public enum Answer {
        /** A checkmate by that side is reachable; the helpmate shows one way. */
        YES,
        /** No series of legal moves ends in that side's checkmate. */
        NO,
        /** Neither shown nor disproved within the budget. */
        UNKNOWN;

        /** Lower-case text, as the command line prints it: {@code yes}, {@code no}, {@code unknown}. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private static final Verdict NO = new Verdict(Answer.NO, List.of());
    private static final Verdict UNKNOWN = new Verdict(Answer.UNKNOWN, List.of());

    public Verdict {
        Objects.requireNonNull(answer, "answer");
        helpmate = List.copyOf(helpmate);
        if (answer != Answer.YES && !helpmate.isEmpty()) {
            throw new IllegalArgumentException("only a YES comes with a helpmate");
        }
    }

    static Verdict yes(List<Move> helpmate) {
        return new Verdict(Answer.YES, helpmate);
    }

    static Verdict no() {
        return NO;
    }

    static Verdict unknown() {
        return UNKNOWN;
    }

    public boolean isYes() {
        return answer == Answer.YES;
    }

    public boolean isNo() {
        return answer == Answer.NO;
    }
}
