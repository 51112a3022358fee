package org.escaque.play;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Fischer time control written {@code "M+S"}: M minutes for the game (a whole number, or a decimal such as
 * {@code 0.5}) and S seconds added after each move. Bounds: 0 &lt; M &le; 180, 0 &le; S &le; 180.
 *
 * @param baseMillis the time each side starts with
 * @param incrementMillis the time added to a side's clock after each of its moves made while its clock ran
 */
public record TimeControl(long baseMillis, long incrementMillis) {

    /** The most minutes or seconds either part may hold. */
    public static final int MAX_PART = 180;

    private static final Pattern FORMAT = Pattern.compile("(\\d{1,3}(?:\\.\\d{1,2})?)\\+(\\d{1,3})");

    /** Checks the bounds. */
    public TimeControl {
        if (baseMillis <= 0 || baseMillis > MAX_PART * 60_000L) {
            throw new IllegalArgumentException("the base time must be above 0 and at most " + MAX_PART + " minutes");
        }
        if (incrementMillis < 0 || incrementMillis > MAX_PART * 1000L) {
            throw new IllegalArgumentException("the increment must be 0 to " + MAX_PART + " seconds");
        }
    }

    /**
     * Reads {@code "M+S"}, e.g. {@code "5+0"}, {@code "15+10"}, {@code "0.5+1"}.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static TimeControl parse(String text) {
        Matcher matcher = FORMAT.matcher(text == null ? "" : text.strip());
        if (!matcher.matches()) {
            throw new IllegalArgumentException("a time control is written minutes+seconds, such as 5+0 or 15+10");
        }
        long base = new BigDecimal(matcher.group(1)).multiply(BigDecimal.valueOf(60_000)).longValueExact();
        long increment = Long.parseLong(matcher.group(2)) * 1000;
        return new TimeControl(base, increment);
    }

    /** The {@code "M+S"} text, minutes without needless decimals. */
    public String text() {
        BigDecimal minutes = BigDecimal.valueOf(baseMillis).divide(BigDecimal.valueOf(60_000)).stripTrailingZeros();
        return minutes.toPlainString() + "+" + incrementMillis / 1000;
    }

    /** The PGN {@code TimeControl} tag value (PGN standard 9.6.1): seconds, {@code +} increment seconds. */
    public String pgnText() {
        return baseMillis / 1000 + "+" + incrementMillis / 1000;
    }
}
