package org.escaque.play;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.escaque.core.Color;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.Position;
import org.escaque.core.game.Game;
import org.escaque.core.game.Outcome;
import org.escaque.core.Fen;
import org.escaque.engine.Level;
import org.escaque.play.refusal.Refusal;

/**
 * A checked request for a new game: the mode, where it starts, the clock, and who sits where.
 *
 * @param mode how the game is played
 * @param start the start position (the standard one unless a FEN was given)
 * @param timeControl the clocks, if any
 * @param humanColor the colour of the caller's seat in LAN and computer games (white in hotseat, which has both)
 * @param level the computer's level ({@link Level#MIN} to {@link Level#MAX}) in a computer game
 * @param spectators LAN only: whether devices without a seat may watch
 * @param names the players' names the caller gave, by seat: only the caller's own seats (both in hotseat), never the
 *     computer's or a guest's
 */
public record NewGame(GameMode mode, Position start, Optional<TimeControl> timeControl, Color humanColor, int level,
        boolean spectators, Map<Color, String> names) {

    /** A plan's names are its own copy, white first. */
    public NewGame {
        EnumMap<Color, String> copy = new EnumMap<>(Color.class);
        copy.putAll(names);
        names = Collections.unmodifiableMap(copy);
    }

    /** The level a computer game gets when none is given. */
    public static final int DEFAULT_LEVEL = Level.MIN;

    /**
     * Checks what a caller asked for (each part as sent, null when left out); anything wrong is refused saying what.
     */
    public static NewGame plan(String modeId, String timeControl, Integer requestedLevel, String color, String fen,
            Boolean spectators, BooleanSupplier whiteByChance) {
        if (modeId == null) {
            throw Refusal.missingField("mode", "hotseat, lan or computer");
        }
        GameMode mode = GameMode.fromId(modeId).orElseThrow(() -> Refusal.invalidField(
                "mode is hotseat, lan or computer, not '" + modeId + "'."));
        if (requestedLevel != null && mode != GameMode.COMPUTER) {
            throw Refusal.invalidField("level is only for games against the computer.");
        }
        if (spectators != null && mode != GameMode.LAN) {
            throw Refusal.invalidField("spectators is only for LAN games.");
        }
        if (color != null && mode == GameMode.HOTSEAT) {
            throw Refusal.invalidField("color is not for hotseat games: both seats are yours.");
        }
        int level = requestedLevel == null ? DEFAULT_LEVEL : requestedLevel;
        if (level < Level.MIN || level > Level.MAX) {
            throw Refusal.invalidField("level is " + Level.MIN + " to " + Level.MAX + ", not " + level + ".");
        }
        Position start = fen == null ? Position.initial() : playablePosition(fen);
        return new NewGame(mode, start, timeControl(timeControl), color(color, whiteByChance), level,
                Boolean.TRUE.equals(spectators), Map.of());
    }

    /**
     * This plan with the players' names the caller gave, as sent (null when left out): {@code names}, by colour
     * ({@code white}, {@code black}), for the two players of a hotseat game; {@code name}, the caller's own, for a
     * game against the computer or on the network, whose other player is not the caller's to name (and whose colour
     * may be drawn by chance). A name is stripped of surrounding spaces, and an empty one is no name. Refused: either
     * in the other kind of game, a key that is not a colour, a name longer than {@link PlayerNames#MAX_LENGTH} characters
     * or with a control character, and Escaque's own name for its computer.
     */
    public NewGame withNames(Map<String, String> names, String name) {
        Map<Color, String> given = new EnumMap<>(Color.class);
        if (names != null) {
            if (mode != GameMode.HOTSEAT) {
                throw Refusal.invalidField("names is for the two players of a hotseat game; against the computer "
                        + "and on the network, name is your own.");
            }
            for (Map.Entry<String, String> entry : names.entrySet()) {
                Color color = switch (String.valueOf(entry.getKey())) {
                    case "white" -> Color.WHITE;
                    case "black" -> Color.BLACK;
                    default -> throw Refusal.invalidField("names has a white and a black name, not '"
                            + entry.getKey() + "'.");
                };
                PlayerNames.checked("names." + color.id(), entry.getValue()).ifPresent(checked -> given.put(color, checked));
            }
        }
        if (name != null) {
            if (mode == GameMode.HOTSEAT) {
                throw Refusal.invalidField("name is your own, against the computer or on the network; a hotseat "
                        + "game's two players are names.white and names.black.");
            }
            PlayerNames.checked("name", name).ifPresent(checked -> given.put(humanColor, checked));
        }
        return new NewGame(mode, start, timeControl, humanColor, level, spectators, given);
    }

    /** The names as the game's PGN tags: {@code White} and {@code Black}, for the seats that have one. */
    public Map<String, String> nameTags() {
        Map<String, String> tags = new LinkedHashMap<>();
        names.forEach((color, name) -> tags.put(PlayerNames.tag(color), name));
        return tags;
    }

    /**
     * The position a game could start from, as a new game checks it (and the board editor as it is edited): a FEN
     * of a legal position in which the game is not already over; else the refusal, saying which field and which
     * rule ({@code details.rule} and its facts, from core's {@link InvalidPositionException}).
     */
    public static Position playablePosition(String fen) {
        Position start = startPosition(fen);
        Optional<Outcome> over = new Game(start).outcome();
        if (over.isPresent()) {
            throw new Refusal(Refusal.Code.INVALID_FEN, "The game would be over before it starts: "
                    + Game.describe(over.get()) + " in that position.", Map.of("problem", "game-over",
                    "termination", over.get().termination().id(), "result", over.get().result()));
        }
        return start;
    }

    /** Parses a FEN for a new game, refusing a bad one saying which field is wrong. */
    private static Position startPosition(String fen) {
        try {
            return Fen.parse(fen);
        } catch (InvalidPositionException e) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("problem", "invalid-position");
            details.put("part", e.field().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            details.put("reason", e.reason());
            details.put("rule", e.problem().id());
            details.putAll(e.facts());
            // Whether the text reads as a FEN's fields at all (then an editor can show it, to be set right).
            details.put("readable", readable(fen));
            throw new Refusal(Refusal.Code.INVALID_FEN, "The FEN is not a valid position: " + e.getMessage() + ".",
                    details);
        } catch (IllegalArgumentException e) {
            throw new Refusal(Refusal.Code.INVALID_FEN, "The FEN cannot be read: " + e.getMessage() + ".",
                    Map.of("problem", "invalid-position", "part", "syntax"));
        }
    }

    private static boolean readable(String fen) {
        try {
            Fen.parseSetup(fen);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static Optional<TimeControl> timeControl(String text) {
        if (text == null || text.equals("none")) {
            return Optional.empty();
        }
        try {
            return Optional.of(TimeControl.parse(text));
        } catch (IllegalArgumentException e) {
            throw new Refusal(Refusal.Code.INVALID_TIME_CONTROL, "Time control '" + text + "' is not possible: "
                    + e.getMessage() + " (or \"none\").");
        }
    }

    private static Color color(String text, BooleanSupplier whiteByChance) {
        if (text == null || text.equals("white")) {
            return Color.WHITE;
        }
        return switch (text) {
            case "black" -> Color.BLACK;
            case "random" -> whiteByChance.getAsBoolean() ? Color.WHITE : Color.BLACK;
            default -> throw Refusal.invalidField("color is white, black or random, not '" + text + "'.");
        };
    }

    /** The computer's colour, in a computer game. */
    public Optional<Color> computerColor() {
        return mode == GameMode.COMPUTER ? Optional.of(humanColor.opponent()) : Optional.empty();
    }

    /** Whether the caller gets the token of {@code color}'s seat. */
    public boolean tokenFor(Color color) {
        return mode == GameMode.HOTSEAT || color == humanColor;
    }
}
