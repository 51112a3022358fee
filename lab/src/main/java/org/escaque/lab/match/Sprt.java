package org.escaque.lab.match;

/**
 * A sequential probability ratio test on a match's games: is the first engine's Elo advantage {@code elo0} (the null
 * hypothesis) or {@code elo1}? After each game the log-likelihood ratio of the two is updated; the test accepts H1
 * when it reaches {@code log((1 - beta) / alpha)}, accepts H0 when it falls to {@code log(beta / (1 - alpha))}, and
 * goes on in between. So a change is kept or dropped on a stated test with error rates {@code alpha} (accepting H1
 * when H0 is true) and {@code beta} (accepting H0 when H1 is true), after as few games as the data allow.
 *
 * <p>The ratio is the generalised SPRT's normal approximation on the trinomial (win, draw, loss) model of game
 * scores with logistic Elo: with {@code n} games, mean score {@code s} and per-game score variance {@code v}, and
 * {@code s0}, {@code s1} the expected scores at {@code elo0} and {@code elo1},
 * {@code LLR = n (s1 - s0) (2 s - s0 - s1) / (2 v)}, the score and its spread estimated with half a game of each
 * result added.
 *
 * @param elo0 the Elo difference of the null hypothesis
 * @param elo1 the Elo difference of the alternative (above {@code elo0})
 * @param alpha the chance of accepting H1 when H0 holds
 * @param beta the chance of accepting H0 when H1 holds
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    /** What the test says after some games. */
    public enum Verdict { ACCEPT_H0, ACCEPT_H1, CONTINUE }

    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("the SPRT needs ELO0 below ELO1, not " + elo0 + " and " + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("alpha and beta are between 0 and 0.5");
        }
    }

    /** The log-likelihood ratio at which H0 is accepted. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** The log-likelihood ratio at which H1 is accepted. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of H1 against H0 after {@code wins}, {@code draws} and {@code losses}. */
    public double logLikelihoodRatio(int wins, int draws, int losses) {
        int games = wins + draws + losses;
        if (games == 0) {
            return 0;
        }
        // Half a game of each result is added to estimate the score and its spread, so that a run of one result
        // alone (zero spread) still moves the ratio.
        double w = wins + 0.5;
        double d = draws + 0.5;
        double l = losses + 0.5;
        double n = w + d + l;
        double score = (w + 0.5 * d) / n;
        double variance = (w * square(1 - score) + d * square(0.5 - score) + l * square(score)) / n;
        double s0 = expectedScore(elo0);
        double s1 = expectedScore(elo1);
        return games * (s1 - s0) * (2 * score - s0 - s1) / (2 * variance);
    }

    /** The verdict after {@code wins}, {@code draws} and {@code losses}. */
    public Verdict verdict(int wins, int draws, int losses) {
        double llr = logLikelihoodRatio(wins, draws, losses);
        if (llr >= upperBound()) {
            return Verdict.ACCEPT_H1;
        }
        if (llr <= lowerBound()) {
            return Verdict.ACCEPT_H0;
        }
        return Verdict.CONTINUE;
    }

    /** The expected score of a side {@code elo} stronger (logistic model). */
    static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    private static double square(double x) {
        return x * x;
    }
}
