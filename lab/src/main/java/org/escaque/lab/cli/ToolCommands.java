package org.escaque.lab.cli;

import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.escaque.lab.match.OpeningsGenerator;
import org.escaque.lab.nnue.DistilledPositions;
import org.escaque.lab.nnue.NetworkTrainer;
import org.escaque.lab.nnue.SelfPlayPositions;
import org.escaque.lab.tools.EpdSuite;
import org.escaque.lab.tools.LevelProfile;
import org.escaque.lab.tuning.ScoreLabels;
import org.escaque.lab.tuning.SelfPlayData;
import org.escaque.lab.tuning.Tuner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * The lab's tools that read their own arguments (each has a {@code main}, as the {@code bench/} scripts have run
 * them): one command each, which hands every argument after its name to the tool unchanged. Options the command
 * does not know (such as {@code --epochs}) are the tool's; only {@code --help} and {@code --version} are the
 * command's.
 */
final class ToolCommands {

    private ToolCommands() {
    }

    /** A tool's entry point. */
    @FunctionalInterface
    interface ToolMain {
        void run(String[] arguments) throws Exception;
    }

    /** A command that runs one tool with the arguments given. */
    abstract static class ToolCommand implements Callable<Integer> {

        private final ToolMain tool;

        @Parameters(arity = "0..*", paramLabel = "ARGUMENT", description = "The tool's arguments, as above.")
        private List<String> arguments = new ArrayList<>();

        ToolCommand(ToolMain tool) {
            this.tool = tool;
        }

        @Override
        public Integer call() throws Exception {
            try {
                tool.run(arguments.toArray(String[]::new));
            } catch (NoSuchFileException missing) {
                throw new UsageException("no such file: " + missing.getFile());
            } catch (AccessDeniedException denied) {
                throw new UsageException("cannot read or write " + denied.getFile());
            } catch (NumberFormatException notANumber) {
                throw new UsageException("a number was expected: " + notANumber.getMessage());
            } catch (ArrayIndexOutOfBoundsException missingValue) {
                throw new UsageException("an option is missing its value");
            }
            return 0;
        }
    }

    @Command(name = "epd-suite", mixinStandardHelpOptions = true,
            description = {"Run an EPD test suite (such as Win at Chess) at a fixed time or node count per position "
                + "and print each result and the number solved.",
                "Arguments: [--warm-up MS] FILE [MILLISECONDS | NODESn] [NETWORK FILE | builtin | classic]",
                "Example: escaque-lab epd-suite engine/src/test/resources/wac.epd 1000"})
    static final class EpdSuiteCommand extends ToolCommand {
        EpdSuiteCommand() {
            super(EpdSuite::main);
        }
    }

    @Command(name = "openings", mixinStandardHelpOptions = true,
            description = {"Make balanced openings from a seed by the bundled set's recipe (8 random plies, kept when "
                + "Stockfish at depth 12 scores them within 60 centipawns), none of them in the bundled set.",
                "Arguments: SEED COUNT OUTPUT [STOCKFISH COMMAND]",
                "Example: escaque-lab openings 20261206 200 openings-fresh.epd /usr/games/stockfish"})
    static final class OpeningsCommand extends ToolCommand {
        OpeningsCommand() {
            super(arguments -> {
                try {
                    OpeningsGenerator.main(arguments);
                } catch (IllegalArgumentException bad) {
                    throw new UsageException(bad.getMessage());
                }
            });
        }
    }

    @Command(name = "level-profile", mixinStandardHelpOptions = true,
            description = {"Profile how each level plays, judged move by move at a fixed depth.",
                "Arguments: [GAMES PER LEVEL] [JUDGE DEPTH]"})
    static final class LevelProfileCommand extends ToolCommand {
        LevelProfileCommand() {
            super(LevelProfile::main);
        }
    }

    @Command(name = "selfplay-data", mixinStandardHelpOptions = true,
            description = {"Make tuning data: quiet positions from self-play with the hand-crafted evaluation, "
                + "each with its game's result (appended to OUTPUT).",
                "Arguments: OUTPUT GAMES [FIRST GAME] [NODES] [SEED]"})
    static final class SelfPlayDataCommand extends ToolCommand {
        SelfPlayDataCommand() {
            super(SelfPlayData::main);
        }
    }

    @Command(name = "score-labels", mixinStandardHelpOptions = true,
            description = {"Add another UCI engine's score to each position of tuning data.",
                "Arguments: INPUT OUTPUT ENGINE-COMMAND [DEPTH] [FIRST LINE] [LINES]"})
    static final class ScoreLabelsCommand extends ToolCommand {
        ScoreLabelsCommand() {
            super(ScoreLabels::main);
        }
    }

    @Command(name = "tune", mixinStandardHelpOptions = true,
            description = {"Fit the hand-crafted evaluation's weights to labelled data and write a new weights.txt.",
                "Arguments: OUTPUT DATA-FILE... [--epochs N] [--rate R] [--pull P] [--lambda L]"})
    static final class TuneCommand extends ToolCommand {
        TuneCommand() {
            super(Tuner::main);
        }
    }

    @Command(name = "nnue-positions", mixinStandardHelpOptions = true,
            description = {"Make network training data: quiet positions from self-play at a fixed node budget, "
                + "each with its game's result and the search's score (appended to OUTPUT; a stopped run resumes).",
                "Arguments: OUTPUT GAMES [FIRST GAME] [NODES] [SEED] [classic | builtin | NETWORK FILE]"})
    static final class NnuePositionsCommand extends ToolCommand {
        NnuePositionsCommand() {
            super(SelfPlayPositions::main);
        }
    }

    @Command(name = "nnue-distill", mixinStandardHelpOptions = true,
            description = {"Make a prior for the network: each position of an nnue-positions file and random walks "
                + "from it, the quiet ones written with the hand-crafted evaluation's score and no result.",
                "Arguments: OUTPUT INPUT [VARIANTS] [SEED]"})
    static final class NnueDistillCommand extends ToolCommand {
        NnueDistillCommand() {
            super(DistilledPositions::main);
        }
    }

    @Command(name = "nnue-train", mixinStandardHelpOptions = true,
            description = {"Train the learned evaluation on nnue-positions (and nnue-distill) data and write the "
                + "engine's network file.",
                "Arguments: OUTPUT DATA-FILE... [--hidden H] [--epochs N] [--batch B] [--rate R] [--lambda L] "
                    + "[--seed S] [--threads T] [--mirror true|false] [--decay D] [--scale S] [--buckets B] "
                    + "[--init CHECKPOINT|NETWORK] [--activation clipped|squared]"})
    static final class NnueTrainCommand extends ToolCommand {
        NnueTrainCommand() {
            super(NetworkTrainer::main);
        }
    }
}
