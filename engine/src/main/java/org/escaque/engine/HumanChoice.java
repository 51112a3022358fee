package org.escaque.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.escaque.core.Move;
import org.escaque.core.SeededRandom;
import org.escaque.core.Square;
import org.escaque.engine.search.Score;

/**
 * How a weaker level picks its move from the lines its search found: each candidate's loss is how much worse
 * than the best line it scored; a target loss is drawn (small and exponential on ordinary moves, large on the
 * level's rare blunders), and the move whose loss is nearest the target without going much beyond it is
 * played. A mate in one is seen with the level's chance, and an obvious recapture is played at once with
 * its chance: people rarely miss those, and a random move there is what makes weak engines feel random.
 */
final class HumanChoice {

    /** How far past the target a candidate's loss may be and still be chosen. */
    private static final int SLACK = 30;
    /** A mate score in the loss arithmetic, minus {@link #MATE_STEP} per move to mate. */
    private static final int MATE_VALUE = 20_000;
    /** How much a mate one move longer counts as worse, so that quicker mates are preferred. */
    private static final int MATE_STEP = 50;
    /** A recapture more than this much worse than the best line is never obvious (the level's cap may be less). */
    private static final int RECAPTURE_TOLERANCE = 100;

    /** A root move with its search score for the side to move. */
    record Candidate(Move move, Score score) {
        int value() {
            if (!score.isMate()) {
                return score.value();
            }
            return score.value() > 0 ? MATE_VALUE - MATE_STEP * score.value()
                    : -MATE_VALUE - MATE_STEP * score.value();
        }

        boolean matesInOne() {
            return score.isMate() && score.value() == 1;
        }
    }

    private HumanChoice() {
    }

    /**
     * The move to play among {@code candidates} (not empty).
     *
     * @param recaptureSquare where the opponent has just captured, if it did
     */
    static Move choose(List<Candidate> candidates, Level level, Optional<Square> recaptureSquare,
            SeededRandom random) {
        List<Candidate> sorted = new ArrayList<>(candidates);
        sorted.sort(Comparator.comparingInt(Candidate::value).reversed());
        if (sorted.get(0).matesInOne()) {
            if (random.nextDouble() < level.mateRate() || sorted.stream().allMatch(Candidate::matesInOne)) {
                return sorted.get(0).move();
            }
            sorted.removeIf(Candidate::matesInOne);
        }
        int best = sorted.get(0).value();
        if (recaptureSquare.isPresent() && random.nextDouble() < level.recaptureRate()) {
            for (Candidate candidate : sorted) {
                if (candidate.move().to() == recaptureSquare.get() && best - candidate.value() <= Math.min(RECAPTURE_TOLERANCE, level.ordinaryCap())) {
                    return candidate.move();
                }
            }
        }
        double target = targetLoss(level, random);
        Candidate chosen = sorted.get(0);
        double distance = target;
        int ties = 1;
        for (Candidate candidate : sorted) {
            int loss = best - candidate.value();
            if (loss > target + SLACK) {
                continue;
            }
            double gap = Math.abs(loss - target);
            if (gap < distance - 5) {
                chosen = candidate;
                distance = gap;
                ties = 1;
            } else if (Math.abs(gap - distance) <= 5 && candidate != chosen) {
                // Reservoir choice among candidates about equally near the target.
                ties++;
                if (random.nextInt(ties) == 0) {
                    chosen = candidate;
                    distance = Math.min(distance, gap);
                }
            }
        }
        return chosen.move();
    }

    /** The loss aimed at on this move, in centipawns. */
    static double targetLoss(Level level, SeededRandom random) {
        if (level.blunderRate() > 0 && random.nextDouble() < level.blunderRate()) {
            return level.ordinaryCap() + random.nextDouble() * (level.blunderCap() - level.ordinaryCap());
        }
        if (level.meanLoss() == 0) {
            return 0;
        }
        double exponential = -level.meanLoss() * Math.log(1 - random.nextDouble());
        return Math.min(exponential, level.ordinaryCap());
    }
}
