package org.escaque.engine.uci;

import java.util.Locale;
import java.util.OptionalInt;
import org.escaque.engine.Engine;

/**
 * The strength options (UCI_LimitStrength with UCI_Elo, and Skill Level) combined into one setting of the
 * engine, and the parsing of option values.
 */
final class UciOptions {

    static final int MIN_ELO = 1000;
    static final int MAX_ELO = 2800;
    static final int DEFAULT_ELO = 2800;

    private boolean limitStrength;
    private int elo = DEFAULT_ELO;
    private int skillLevel = 20;

    void setLimitStrength(boolean value, Engine engine) {
        limitStrength = value;
        apply(engine);
    }

    void setElo(int value, Engine engine) {
        elo = value;
        apply(engine);
    }

    void setSkillLevel(int value, Engine engine) {
        skillLevel = value;
        apply(engine);
    }

    /** UCI_LimitStrength with UCI_Elo wins; else a Skill Level below 20 maps linearly onto the Elo range. */
    private void apply(Engine engine) {
        if (limitStrength) {
            engine.setStrength(OptionalInt.of(elo));
        } else if (skillLevel < 20) {
            engine.setStrength(OptionalInt.of(MIN_ELO + skillLevel * (MAX_ELO - MIN_ELO) / 20));
        } else {
            engine.setStrength(OptionalInt.empty());
        }
    }

    /** A spin value within bounds, or a {@link UciException} saying why not. */
    static int spin(String name, String value, int min, int max) {
        try {
            int number = Integer.parseInt(value.strip());
            if (number < min || number > max) {
                throw new UciException(name + " must be between " + min + " and " + max + ", got " + number);
            }
            return number;
        } catch (NumberFormatException notNumber) {
            throw new UciException(name + " needs a whole number, got '" + value + "'");
        }
    }

    /** A check value ({@code true} or {@code false}). */
    static boolean check(String name, String value) {
        String text = value.strip().toLowerCase(Locale.ROOT);
        if (!text.equals("true") && !text.equals("false")) {
            throw new UciException(name + " needs true or false, got '" + value + "'");
        }
        return text.equals("true");
    }
}
