package org.escaque.engine.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.NotationException;
import org.escaque.core.notation.UciMove;
import org.escaque.engine.search.SearchLimits;

/** Reads the arguments of UCI {@code go} into {@link SearchLimits}. */
final class GoCommand {

    private static final Set<String> KEYWORDS = Set.of("wtime", "btime", "winc", "binc", "movestogo", "depth",
            "nodes", "movetime", "mate", "infinite", "ponder", "searchmoves");

    private GoCommand() {
    }

    /** The limits that {@code arguments} name, for a search of {@code position} (to check searchmoves). */
    static SearchLimits parse(List<String> arguments, Position position) {
        SearchLimits.Builder builder = SearchLimits.builder();
        for (int i = 0; i < arguments.size(); i++) {
            String keyword = arguments.get(i);
            switch (keyword) {
                case "infinite" -> builder.infinite(true);
                case "ponder" -> builder.ponder(true);
                case "searchmoves" -> {
                    List<Move> moves = new ArrayList<>();
                    while (i + 1 < arguments.size() && !KEYWORDS.contains(arguments.get(i + 1))) {
                        moves.add(searchMove(position, arguments.get(++i)));
                    }
                    builder.searchMoves(moves);
                }
                case "wtime" -> builder.whiteTime(number(arguments, ++i, keyword, true));
                case "btime" -> builder.blackTime(number(arguments, ++i, keyword, true));
                case "winc" -> builder.whiteIncrement(number(arguments, ++i, keyword, false));
                case "binc" -> builder.blackIncrement(number(arguments, ++i, keyword, false));
                case "movestogo" -> builder.movesToGo(toInt(number(arguments, ++i, keyword, false)));
                case "depth" -> builder.depth(toInt(number(arguments, ++i, keyword, false)));
                case "nodes" -> builder.nodes(number(arguments, ++i, keyword, false));
                case "movetime" -> builder.moveTime(number(arguments, ++i, keyword, false));
                case "mate" -> builder.mate(toInt(number(arguments, ++i, keyword, false)));
                default -> throw new UciException("go: unknown limit '" + keyword + "'");
            }
        }
        return builder.build();
    }

    private static long number(List<String> arguments, int index, String keyword, boolean mayBeNegative) {
        if (index >= arguments.size()) {
            throw new UciException("go: '" + keyword + "' needs a number");
        }
        try {
            long value = Long.parseLong(arguments.get(index));
            if (value < 0 && !mayBeNegative) {
                throw new UciException("go: '" + keyword + "' must not be negative, got " + value);
            }
            return value;
        } catch (NumberFormatException notNumber) {
            throw new UciException("go: '" + keyword + "' needs a number, got '" + arguments.get(index) + "'");
        }
    }

    private static int toInt(long value) {
        return (int) Math.min(Integer.MAX_VALUE, value);
    }

    private static Move searchMove(Position position, String text) {
        try {
            return UciMove.parse(position, text);
        } catch (IllegalMoveException | NotationException illegal) {
            throw new UciException("go: searchmoves '" + text + "' is not a legal move: " + illegal.getMessage());
        }
    }
}
