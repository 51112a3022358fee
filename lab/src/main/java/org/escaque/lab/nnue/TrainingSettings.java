package org.escaque.lab.nnue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.escaque.engine.eval.network.Network;

/** What {@link NetworkTrainer} is asked to do: its files and its settings, with their defaults. */
record TrainingSettings(Path output, List<Path> data, int hidden, int epochs, int batch, double rate, double lambda,
        long seed, int threads, boolean mirror, double decay, double scale, int buckets, Path init,
        Network.Activation activation) {

    /** Reads the command line: the output, the data files, then any of the options. */
    static TrainingSettings parse(String[] arguments) {
        if (arguments.length < 2) {
            throw new IllegalArgumentException("an output and at least one data file are needed");
        }
        List<Path> data = new ArrayList<>();
        int hidden = 256;
        int epochs = 30;
        int batch = 16_384;
        double rate = 0.002;
        double lambda = 0.3;
        long seed = 1;
        int threads = Runtime.getRuntime().availableProcessors();
        boolean mirror = true;
        double decay = 0;
        double scale = 0;
        int buckets = 1;
        Path init = null;
        Network.Activation activation = Network.Activation.CLIPPED;
        for (int i = 1; i < arguments.length; i++) {
            String argument = arguments[i];
            if (!argument.startsWith("--")) {
                data.add(Path.of(argument));
                continue;
            }
            if (i + 1 == arguments.length) {
                throw new IllegalArgumentException(argument + " needs a value");
            }
            String value = arguments[++i];
            switch (argument) {
                case "--hidden" -> hidden = Integer.parseInt(value);
                case "--epochs" -> epochs = Integer.parseInt(value);
                case "--batch" -> batch = Integer.parseInt(value);
                case "--rate" -> rate = Double.parseDouble(value);
                case "--lambda" -> lambda = Double.parseDouble(value);
                case "--seed" -> seed = Long.parseLong(value);
                case "--threads" -> threads = Integer.parseInt(value);
                case "--mirror" -> mirror = Boolean.parseBoolean(value);
                case "--decay" -> decay = Double.parseDouble(value);
                case "--scale" -> scale = Double.parseDouble(value);
                case "--buckets" -> buckets = Integer.parseInt(value);
                case "--init" -> init = Path.of(value);
                case "--activation" -> activation = switch (value) {
                    case "clipped" -> Network.Activation.CLIPPED;
                    case "squared" -> Network.Activation.SQUARED;
                    default -> throw new IllegalArgumentException("--activation is clipped or squared, not " + value);
                };
                default -> throw new IllegalArgumentException("unknown option " + argument);
            }
        }
        if (data.isEmpty() || hidden < 1 || epochs < 1 || batch < 1 || threads < 1 || lambda < 0 || lambda > 1
                || decay < 0 || scale < 0 || buckets < 1 || buckets > Network.MAX_BUCKETS) {
            throw new IllegalArgumentException("no data file, or a setting out of range");
        }
        return new TrainingSettings(Path.of(arguments[0]), List.copyOf(data), hidden, epochs, batch, rate, lambda,
                seed, threads, mirror, decay, scale, buckets, init, activation);
    }
}
