package org.escaque.server.game;

import java.util.Optional;
import java.util.random.RandomGenerator;
import org.escaque.core.Color;
import org.escaque.core.Position;
import org.escaque.server.ApiException;
import org.escaque.server.game.ApiTypes.CreateGameRequest;

/**
 * A checked request for a new game: the mode, where it starts, the clock, and who sits where.
 *
 * @param mode how the game is played
 * @param start the start position (the standard one unless a FEN was given)
 * @param timeControl the clocks, if any
 * @param humanColor the colour of the caller's seat in LAN and computer games (white in hotseat, which has both)
 * @param level the computer's level (1 to 8) in a computer game
 * @param spectators LAN only: whether devices without a seat may watch
 */
record NewGame(GameMode mode, Position start, Optional<TimeControl> timeControl, Color humanColor, int level,
        boolean spectators) {

    /** Checks a request; anything wrong is refused with a 400 that says what. */
    static NewGame plan(CreateGameRequest request, RandomGenerator colorChooser) {
        String modeId = GameCommands.required(request.mode(), "mode", "hotseat, lan or computer");
        GameMode mode = GameMode.fromId(modeId).orElseThrow(() -> ApiException.badRequest("invalid-field",
                "mode is hotseat, lan or computer, not '" + modeId + "'."));
        if (request.level() != null && mode != GameMode.COMPUTER) {
            throw ApiException.badRequest("invalid-field", "level is only for games against the computer.");
        }
        if (request.spectators() != null && mode != GameMode.LAN) {
            throw ApiException.badRequest("invalid-field", "spectators is only for LAN games.");
        }
        if (request.color() != null && mode == GameMode.HOTSEAT) {
            throw ApiException.badRequest("invalid-field", "color is not for hotseat games: both seats are yours.");
        }
        int level = request.level() == null ? GameService.DEFAULT_LEVEL : request.level();
        if (level < ComputerPlayer.MIN_LEVEL || level > ComputerPlayer.MAX_LEVEL) {
            throw ApiException.badRequest("invalid-field", "level is " + ComputerPlayer.MIN_LEVEL + " to "
                    + ComputerPlayer.MAX_LEVEL + ", not " + level + ".");
        }
        Position start = request.fen() == null ? Position.initial() : GameService.startPosition(request.fen());
        if (!start.hasLegalMove() || start.hasInsufficientMaterial()) {
            throw ApiException.badRequest("invalid-fen", "The game would be over before it starts: "
                    + (start.isCheckmate() ? "checkmate" : start.isStalemate() ? "stalemate" : "insufficient material")
                    + " in that position.");
        }
        if (start.halfmoveClock() >= 150) {
            throw ApiException.badRequest("invalid-fen", "The game would be over before it starts: the half-move "
                    + "clock is already " + start.halfmoveClock() + " (75 moves each, FIDE 9.6.2).");
        }
        return new NewGame(mode, start, timeControl(request.timeControl()), color(request.color(), colorChooser),
                level, Boolean.TRUE.equals(request.spectators()));
    }

    private static Optional<TimeControl> timeControl(String text) {
        if (text == null || text.equals("none")) {
            return Optional.empty();
        }
        try {
            return Optional.of(TimeControl.parse(text));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("invalid-time-control", "Time control '" + text + "' is not possible: "
                    + e.getMessage() + " (or \"none\").");
        }
    }

    private static Color color(String text, RandomGenerator colorChooser) {
        if (text == null || text.equals("white")) {
            return Color.WHITE;
        }
        return switch (text) {
            case "black" -> Color.BLACK;
            case "random" -> colorChooser.nextBoolean() ? Color.WHITE : Color.BLACK;
            default -> throw ApiException.badRequest("invalid-field", "color is white, black or random, not '" + text
                    + "'.");
        };
    }

    /** The computer's colour, in a computer game. */
    Optional<Color> computerColor() {
        return mode == GameMode.COMPUTER ? Optional.of(humanColor.opponent()) : Optional.empty();
    }

    /** Whether the caller gets the token of {@code color}'s seat. */
    boolean tokenFor(Color color) {
        return mode == GameMode.HOTSEAT || color == humanColor;
    }
}
