package org.escaque.lab.tuning;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.escaque.core.Board;
import org.escaque.core.Position;
import org.escaque.engine.eval.EvalTerms;
import org.escaque.engine.eval.Evaluator;
import org.escaque.engine.eval.Weights;

/**
 * Texel tuning of the evaluation's weights ({@link Weights}): finds the weights whose evaluations best predict game
 * results.
 *
 * <p>Each training position (a {@code FEN;result} line, as {@link SelfPlayData} writes them) is taken apart once
 * into its {@link EvalTerms}; the evaluation is then a cheap function of the weights, and the tuner minimises the
 * mean squared difference between the result (1, ½, 0 for white) and
 * {@code 1 / (1 + 10^(-K * eval / 400))}, first fitting K to the starting weights, then moving every weight by
 * full-batch gradient descent (Adam), optionally pulled towards its starting value ({@code --pull}, an L2 penalty
 * per centipawn squared: 1e-6 already freezes most weights; the default 1e-9 only steadies entries that almost no
 * position uses, such as a king on a8 in the middlegame). The last tenth of each file (whole games) is held out
 * and its loss reported before and after, to show that the fit generalises. Writes the new vector in
 * {@code weights.txt} form.
 *
 * <p>Lines may carry a third field, another engine's score of the position in centipawns for white (as
 * {@link ScoreLabels} writes them); with {@code --lambda L} below 1 the target is then
 * {@code L * result + (1 - L) * 1 / (1 + 10^(-K' * score / 400))}, K' fitted so that those scores best predict
 * the results: less noisy than results alone, which are decided many moves later.
 *
 * <p>Usage: {@code Tuner <output> <data file>... [--epochs N] [--rate R] [--pull P] [--lambda L]}.
 */
public final class Tuner {

    private final List<String> sources = new ArrayList<>();
    private final Samples train = new Samples();
    private final Samples validation = new Samples();

    private Tuner() {
    }

    public static void main(String[] arguments) throws IOException {
        if (arguments.length < 2) {
            System.err.println("usage: Tuner <output> <data file>... [--epochs N] [--rate R] [--pull P] "
                    + "[--lambda L]");
            System.exit(2);
        }
        Path output = Path.of(arguments[0]);
        int epochs = 400;
        double rate = 0.5;
        double pull = 1e-9;
        double lambda = 1;
        Tuner tuner = new Tuner();
        for (int i = 1; i < arguments.length; i++) {
            switch (arguments[i]) {
                case "--epochs" -> epochs = Integer.parseInt(arguments[++i]);
                case "--rate" -> rate = Double.parseDouble(arguments[++i]);
                case "--pull" -> pull = Double.parseDouble(arguments[++i]);
                case "--lambda" -> lambda = Double.parseDouble(arguments[++i]);
                default -> tuner.read(Path.of(arguments[i]));
            }
        }
        List<String> report = tuner.tune(epochs, rate, pull, lambda);
        List<String> header = new ArrayList<>();
        header.add("Escaque evaluation weights: middlegame/endgame pairs in centipawns, read by Weights.java.");
        header.add("Tuned " + LocalDate.now() + " by " + Tuner.class.getName() + " from " + String.join(", ",
                tuner.sources));
        header.addAll(report);
        Files.writeString(output, Weights.format(tuner.rounded, header), StandardCharsets.UTF_8);
        System.out.println("written " + output);
    }

    private int[] rounded;

    private void read(Path file) throws IOException {
        List<String> lines = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (String line; (line = in.readLine()) != null; ) {
                if (!line.isBlank()) {
                    lines.add(line);
                }
            }
        }
        Evaluator evaluator = new Evaluator();
        int held = lines.size() - lines.size() / 10;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String[] fields = line.split(";");
            double result = switch (fields.length > 1 ? fields[1].strip() : "") {
                case "1-0" -> 1.0;
                case "0-1" -> 0.0;
                case "1/2-1/2" -> 0.5;
                default -> throw new IllegalArgumentException(file + ": no result in '" + line + "'");
            };
            double score = fields.length > 2 ? Double.parseDouble(fields[2]) : Double.NaN;
            Board board = Position.fromFen(fields[0]).board();
            EvalTerms terms = evaluator.terms(board);
            if (!terms.materialDraw()) {
                (i < held ? train : validation).add(terms, result, score);
            }
        }
        sources.add(file.getFileName() + " (" + lines.size() + " positions)");
        System.out.printf("%s: %d positions%n", file, lines.size());
    }

    private List<String> tune(int epochs, double rate, double pull, double lambda) {
        int count = Weights.COUNT;
        int[] start = Weights.current();
        double[] middlegame = new double[count];
        double[] endgame = new double[count];
        for (int i = 0; i < count; i++) {
            middlegame[i] = Weights.middlegame(start[i]);
            endgame[i] = Weights.endgame(start[i]);
        }
        double[] startMiddlegame = middlegame.clone();
        double[] startEndgame = endgame.clone();
        String targets = "game results";
        if (lambda < 1) {
            double scoreK = train.fitScoreK();
            train.blend(lambda, scoreK);
            validation.blend(lambda, scoreK);
            targets = String.format("%.2f x game result + %.2f x the labelling engine's score (K %.4f)", lambda,
                    1 - lambda, scoreK);
        }
        System.out.println("targets: " + targets);
        double k = train.fitK(middlegame, endgame);
        double trainBefore = train.loss(k, middlegame, endgame);
        double validationBefore = validation.loss(k, middlegame, endgame);
        double resultsBefore = validation.resultLoss(train.fitResultK(middlegame, endgame), middlegame, endgame);
        System.out.printf("K = %.4f; loss before: train %.6f, held out %.6f%n", k, trainBefore, validationBefore);

        double[][] moments = new double[4][count];
        double[] gradMiddlegame = new double[count];
        double[] gradEndgame = new double[count];
        double beta1 = 0.9;
        double beta2 = 0.999;
        for (int epoch = 1; epoch <= epochs; epoch++) {
            train.gradient(k, middlegame, endgame, gradMiddlegame, gradEndgame);
            for (int i = 0; i < count; i++) {
                double gm = gradMiddlegame[i] + 2 * pull * (middlegame[i] - startMiddlegame[i]);
                double ge = gradEndgame[i] + 2 * pull * (endgame[i] - startEndgame[i]);
                moments[0][i] = beta1 * moments[0][i] + (1 - beta1) * gm;
                moments[1][i] = beta2 * moments[1][i] + (1 - beta2) * gm * gm;
                moments[2][i] = beta1 * moments[2][i] + (1 - beta1) * ge;
                moments[3][i] = beta2 * moments[3][i] + (1 - beta2) * ge * ge;
                double correction1 = 1 - Math.pow(beta1, epoch);
                double correction2 = 1 - Math.pow(beta2, epoch);
                middlegame[i] -= rate * (moments[0][i] / correction1)
                        / (Math.sqrt(moments[1][i] / correction2) + 1e-12);
                endgame[i] -= rate * (moments[2][i] / correction1) / (Math.sqrt(moments[3][i] / correction2) + 1e-12);
            }
            if (epoch % 50 == 0) {
                System.out.printf("epoch %5d: train %.6f, held out %.6f%n", epoch,
                        train.loss(k, middlegame, endgame), validation.loss(k, middlegame, endgame));
            }
        }
        rounded = new int[count];
        double[] roundedMiddlegame = new double[count];
        double[] roundedEndgame = new double[count];
        for (int i = 0; i < count; i++) {
            roundedMiddlegame[i] = Math.round(middlegame[i]);
            roundedEndgame[i] = Math.round(endgame[i]);
            rounded[i] = Weights.pair((int) roundedMiddlegame[i], (int) roundedEndgame[i]);
        }
        double trainAfter = train.loss(k, roundedMiddlegame, roundedEndgame);
        double validationAfter = validation.loss(k, roundedMiddlegame, roundedEndgame);
        double resultsAfter = validation.resultLoss(train.fitResultK(roundedMiddlegame, roundedEndgame),
                roundedMiddlegame, roundedEndgame);
        List<String> report = List.of("Targets: " + targets,
                String.format("%d training and %d held-out positions; K = %.4f; %d epochs, rate %s, pull %s",
                        train.size, validation.size, k, epochs, rate, pull),
                String.format("Mean squared error before: train %.6f, held out %.6f", trainBefore, validationBefore),
                String.format("Mean squared error after:  train %.6f, held out %.6f", trainAfter, validationAfter),
                String.format("Held-out positions, error against the game results alone (K refitted on the training "
                        + "results): before %.6f, after %.6f", resultsBefore, resultsAfter));
        report.forEach(System.out::println);
        return report;
    }

    /**
     * Positions taken apart ({@link EvalTerms}) in flat arrays: per position its sparse coefficients, fixed terms
     * and result.
     */
    static final class Samples {
        int size;
        int[] start = new int[1024];
        short[] index = new short[1 << 16];
        short[] coefficient = new short[1 << 16];
        int entries;
        int[] fixedMiddlegame = new int[1024];
        int[] fixedEndgame = new int[1024];
        byte[] phase = new byte[1024];
        byte[] scale = new byte[1024];
        int[] mopUp = new int[1024];
        /** What each evaluation is fitted to: the result, or its blend with the engine's score. */
        float[] result = new float[1024];
        /** The game's result alone (1, 0.5, 0 for white). */
        float[] outcome = new float[1024];
        float[] score = new float[1024];

        void add(EvalTerms terms, double gameResult) {
            add(terms, gameResult, Double.NaN);
        }

        void add(EvalTerms terms, double gameResult, double engineScore) {
            if (size + 1 >= start.length) {
                int grown = start.length * 2;
                start = Arrays.copyOf(start, grown);
                fixedMiddlegame = Arrays.copyOf(fixedMiddlegame, grown);
                fixedEndgame = Arrays.copyOf(fixedEndgame, grown);
                phase = Arrays.copyOf(phase, grown);
                scale = Arrays.copyOf(scale, grown);
                mopUp = Arrays.copyOf(mopUp, grown);
                result = Arrays.copyOf(result, grown);
                score = Arrays.copyOf(score, grown);
                outcome = Arrays.copyOf(outcome, grown);
            }
            start[size] = entries;
            for (int i = 0; i < Weights.COUNT; i++) {
                int count = terms.coefficient(i);
                if (count != 0) {
                    if (entries == index.length) {
                        index = Arrays.copyOf(index, entries * 2);
                        coefficient = Arrays.copyOf(coefficient, entries * 2);
                    }
                    index[entries] = (short) i;
                    coefficient[entries] = (short) count;
                    entries++;
                }
            }
            fixedMiddlegame[size] = terms.fixedMiddlegame();
            fixedEndgame[size] = terms.fixedEndgame();
            phase[size] = (byte) terms.phase();
            scale[size] = (byte) terms.scale();
            mopUp[size] = terms.mopUp();
            result[size] = (float) gameResult;
            outcome[size] = (float) gameResult;
            score[size] = (float) engineScore;
            size++;
            start[size] = entries;
        }

        /** Evaluation of sample {@code j}, white's point of view (as {@link EvalTerms#evaluate}). */
        double evaluate(int j, double[] middlegame, double[] endgame) {
            double mg = fixedMiddlegame[j];
            double eg = fixedEndgame[j];
            for (int e = start[j]; e < start[j + 1]; e++) {
                mg += coefficient[e] * middlegame[index[e]];
                eg += coefficient[e] * endgame[index[e]];
            }
            eg = eg * scale[j] / EvalTerms.FULL_SCALE + mopUp[j];
            return (mg * phase[j] + eg * (Weights.PHASE_TOTAL - phase[j])) / Weights.PHASE_TOTAL;
        }

        static double sigmoid(double k, double eval) {
            return 1 / (1 + Math.pow(10, -k * eval / 400));
        }

        double loss(double k, double[] middlegame, double[] endgame) {
            return loss(result, k, middlegame, endgame);
        }

        /** The mean squared error against the game results alone, whatever the targets. */
        double resultLoss(double k, double[] middlegame, double[] endgame) {
            return loss(outcome, k, middlegame, endgame);
        }

        private double loss(float[] targets, double k, double[] middlegame, double[] endgame) {
            double sum = 0;
            for (int j = 0; j < size; j++) {
                double error = targets[j] - sigmoid(k, evaluate(j, middlegame, endgame));
                sum += error * error;
            }
            return sum / Math.max(1, size);
        }

        /** The K with which these weights best predict the game results. */
        double fitResultK(double[] middlegame, double[] endgame) {
            return minimise(k -> resultLoss(k, middlegame, endgame));
        }

        /** The K that best fits the current weights, by golden-section search on [0.2, 4]. */
        double fitK(double[] middlegame, double[] endgame) {
            return minimise(k -> loss(k, middlegame, endgame));
        }

        /** The K with which the labelling engine's scores best predict the results (positions with a score). */
        double fitScoreK() {
            return minimise(k -> {
                double sum = 0;
                for (int j = 0; j < size; j++) {
                    if (!Float.isNaN(score[j])) {
                        double error = outcome[j] - sigmoid(k, score[j]);
                        sum += error * error;
                    }
                }
                return sum;
            });
        }

        /** Replaces each result that has an engine score by the blend of the two. */
        void blend(double lambda, double scoreK) {
            for (int j = 0; j < size; j++) {
                if (!Float.isNaN(score[j])) {
                    result[j] = (float) (lambda * result[j] + (1 - lambda) * sigmoid(scoreK, score[j]));
                }
            }
        }

        private static double minimise(java.util.function.DoubleUnaryOperator loss) {
            double low = 0.2;
            double high = 4;
            double ratio = (Math.sqrt(5) - 1) / 2;
            for (int i = 0; i < 40; i++) {
                double a = high - ratio * (high - low);
                double b = low + ratio * (high - low);
                if (loss.applyAsDouble(a) < loss.applyAsDouble(b)) {
                    high = b;
                } else {
                    low = a;
                }
            }
            return (low + high) / 2;
        }

        void gradient(double k, double[] middlegame, double[] endgame, double[] gradMiddlegame,
                double[] gradEndgame) {
            Arrays.fill(gradMiddlegame, 0);
            Arrays.fill(gradEndgame, 0);
            double factor = Math.log(10) * k / 400;
            for (int j = 0; j < size; j++) {
                double s = sigmoid(k, evaluate(j, middlegame, endgame));
                double dEval = 2 * (s - result[j]) * s * (1 - s) * factor / size;
                double dMiddlegame = dEval * phase[j] / Weights.PHASE_TOTAL;
                double dEndgame = dEval * (Weights.PHASE_TOTAL - phase[j]) / Weights.PHASE_TOTAL * scale[j]
                        / EvalTerms.FULL_SCALE;
                for (int e = start[j]; e < start[j + 1]; e++) {
                    gradMiddlegame[index[e]] += coefficient[e] * dMiddlegame;
                    gradEndgame[index[e]] += coefficient[e] * dEndgame;
                }
            }
        }
    }
}
