package org.escaque.engine.search;

import java.util.List;
import java.util.OptionalLong;
import org.escaque.core.Move;

/**
 * When a search should stop, as the UCI {@code go} command says it. Every limit is optional: numbers are
 * 0 when not given (a given 0 would mean nothing anyway), the clocks are empty when not given (because a
 * clock can legitimately read 0). A search with no limit at all runs until {@link Engine#stop()}.
 *
 * @param whiteTime white's remaining time in milliseconds
 * @param blackTime black's remaining time in milliseconds
 * @param whiteIncrement white's increment per move in milliseconds
 * @param blackIncrement black's increment per move in milliseconds
 * @param movesToGo moves until the next time control, 0 for sudden death
 * @param depth maximum depth in plies, 0 for none
 * @param nodes maximum nodes, 0 for none
 * @param moveTime exact time for this move in milliseconds, 0 for none
 * @param mate stop once a mate in this many moves is found, 0 for none
 * @param infinite search until stopped, and answer only then (UCI {@code go infinite})
 * @param ponder search the opponent's expected move; clocks count only from {@link Engine#ponderHit()}
 * @param searchMoves restrict the root to these moves; empty for all
 */
public record SearchLimits(OptionalLong whiteTime, OptionalLong blackTime, long whiteIncrement, long blackIncrement,
        int movesToGo, int depth, long nodes, long moveTime, int mate, boolean infinite, boolean ponder,
        List<Move> searchMoves) {

    public SearchLimits {
        searchMoves = List.copyOf(searchMoves);
        if (whiteIncrement < 0 || blackIncrement < 0 || movesToGo < 0 || depth < 0 || nodes < 0 || moveTime < 0
                || mate < 0) {
            throw new IllegalArgumentException("search limits are never negative (clocks excepted)");
        }
    }

    /** A search to a fixed depth. */
    public static SearchLimits fixedDepth(int plies) {
        return builder().depth(plies).build();
    }

    /** A search of a fixed time. */
    public static SearchLimits fixedTime(long milliseconds) {
        return builder().moveTime(milliseconds).build();
    }

    /** A search of (about) a fixed number of nodes. */
    public static SearchLimits fixedNodes(long count) {
        return builder().nodes(count).build();
    }

    /** A search that runs until stopped. */
    public static SearchLimits untilStopped() {
        return builder().infinite(true).build();
    }

    /** A builder with no limit set. */
    public static Builder builder() {
        return new Builder();
    }

    /** Whether the side to move has a clock to manage ({@code wtime}/{@code btime} given). */
    public boolean hasClock(int sideToMove) {
        return (sideToMove == 0 ? whiteTime : blackTime).isPresent();
    }

    /** Builds limits one field at a time; unset fields mean "no limit". */
    public static final class Builder {
        private OptionalLong whiteTime = OptionalLong.empty();
        private OptionalLong blackTime = OptionalLong.empty();
        private long whiteIncrement;
        private long blackIncrement;
        private int movesToGo;
        private int depth;
        private long nodes;
        private long moveTime;
        private int mate;
        private boolean infinite;
        private boolean ponder;
        private List<Move> searchMoves = List.of();

        private Builder() {
        }

        /** White's remaining clock in milliseconds. */
        public Builder whiteTime(long milliseconds) {
            whiteTime = OptionalLong.of(milliseconds);
            return this;
        }

        /** Black's remaining clock in milliseconds. */
        public Builder blackTime(long milliseconds) {
            blackTime = OptionalLong.of(milliseconds);
            return this;
        }

        /** White's increment per move in milliseconds. */
        public Builder whiteIncrement(long milliseconds) {
            whiteIncrement = milliseconds;
            return this;
        }

        /** Black's increment per move in milliseconds. */
        public Builder blackIncrement(long milliseconds) {
            blackIncrement = milliseconds;
            return this;
        }

        /** Moves until the next time control. */
        public Builder movesToGo(int moves) {
            movesToGo = moves;
            return this;
        }

        /** Maximum depth in plies. */
        public Builder depth(int plies) {
            depth = plies;
            return this;
        }

        /** Maximum number of nodes. */
        public Builder nodes(long count) {
            nodes = count;
            return this;
        }

        /** Exact time for the move in milliseconds. */
        public Builder moveTime(long milliseconds) {
            moveTime = milliseconds;
            return this;
        }

        /** Stop when a mate in this many moves is found. */
        public Builder mate(int moves) {
            mate = moves;
            return this;
        }

        /** Search until stopped. */
        public Builder infinite(boolean value) {
            infinite = value;
            return this;
        }

        /** Search on the opponent's time until ponder hit. */
        public Builder ponder(boolean value) {
            ponder = value;
            return this;
        }

        /** Restrict the root to these moves. */
        public Builder searchMoves(List<Move> moves) {
            searchMoves = moves;
            return this;
        }

        /** The limits set so far. */
        public SearchLimits build() {
            return new SearchLimits(whiteTime, blackTime, whiteIncrement, blackIncrement, movesToGo, depth, nodes,
                    moveTime, mate, infinite, ponder, searchMoves);
        }
    }
}
