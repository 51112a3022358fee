package org.escaque.lab.match;

/**
 * The Elo difference a match result implies, with its 95% confidence interval, from the logistic model
 * {@code score = 1 / (1 + 10^(-diff/400))} and the normal approximation of the mean game score (each game's
 * points 1, 1/2 or 0 as a sample; the spread is the observed one, so draws narrow it). When every game ended
 * alike (a clean sweep, all draws) the observed spread is zero and says nothing, so the Wilson score interval
 * of the score as a proportion is used instead: 40 wins out of 40 then give at least +407.
 *
 * @param wins games the first player won
 * @param draws drawn games
 * @param losses games the first player lost
 */
public record EloEstimate(int wins, int draws, int losses) {

    /** z for a two-sided 95% interval. */
    private static final double Z95 = 1.959964;

    public EloEstimate {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("game counts are not negative");
        }
    }

    public int games() {
        return wins + draws + losses;
    }

    /** The first player's mean points per game, 0 to 1. */
    public double score() {
        return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
    }

    /** The Elo difference (first player minus second); infinite for a clean sweep either way. */
    public double difference() {
        return elo(score());
    }

    /** The standard error of the mean score. */
    public double scoreError() {
        int n = games();
        if (n == 0) {
            return 0;
        }
        double p = score();
        double variance = (wins * sq(1 - p) + draws * sq(0.5 - p) + losses * sq(p)) / n;
        return Math.sqrt(variance / n);
    }

    /** The lower end of the 95% interval of the Elo difference. */
    public double lower() {
        if (isUniform()) {
            return elo(wilson(-1));
        }
        return elo(Math.max(0, score() - Z95 * scoreError()));
    }

    /** The upper end of the 95% interval of the Elo difference. */
    public double upper() {
        if (isUniform()) {
            return elo(wilson(1));
        }
        return elo(Math.min(1, score() + Z95 * scoreError()));
    }

    /** Whether every game had the same result, so the observed spread is zero. */
    private boolean isUniform() {
        int n = games();
        return n > 0 && (wins == n || draws == n || losses == n);
    }

    /** An end of the Wilson score interval of the score: {@code sign} -1 for the lower, +1 for the upper. */
    private double wilson(int sign) {
        int n = games();
        double p = score();
        double z2 = Z95 * Z95;
        double centre = p + z2 / (2 * n);
        double spread = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
        return Math.max(0, Math.min(1, (centre + sign * spread) / (1 + z2 / n)));
    }

    /** The half-width of the interval as usually quoted ("diff +- margin"). */
    public double margin() {
        return (upper() - lower()) / 2;
    }

    /** Elo difference for a mean score {@code p}. */
    public static double elo(double p) {
        if (p <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (p >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / p - 1);
    }

    /** "W - L - D [score] n" and "Elo difference: d +- m (95%: lo to hi)". */
    public String describe() {
        String difference = Double.isInfinite(difference()) ? (difference() > 0 ? "+inf" : "-inf")
                : String.format("%+.1f", difference());
        String interval = String.format("%s to %s", format(lower()), format(upper()));
        String margin = Double.isInfinite(margin()) || Double.isNaN(margin()) ? "inf" : String.format("%.1f", margin());
        return String.format("W %d  D %d  L %d  score %.1f/%d = %.1f%%%nElo difference: %s +/- %s (95%% interval %s)",
                wins, draws, losses, wins + 0.5 * draws, games(), 100 * score(), difference, margin, interval);
    }

    private static String format(double elo) {
        return Double.isInfinite(elo) ? (elo > 0 ? "+inf" : "-inf") : String.format("%+.0f", elo);
    }

    private static double sq(double x) {
        return x * x;
    }
}
