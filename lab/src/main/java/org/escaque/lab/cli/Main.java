package org.escaque.lab.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code escaque-lab} command line: the tools that measure and tune the engine and the server, kept out of the
 * app's jar (the app does not depend on the lab). Bad arguments end with a one-line message on stderr and exit code
 * 2, never a stack trace.
 */
@Command(name = "escaque-lab", mixinStandardHelpOptions = true, version = "Escaque lab 0.1.0",
        description = "Measuring and tuning Escaque's engine and server (not part of the app).",
        subcommands = {MatchCommand.class, LoadTestCommand.class, DeadPositionBenchCommand.class,
            ToolCommands.EpdSuiteCommand.class, ToolCommands.OpeningsCommand.class,
            ToolCommands.LevelProfileCommand.class,
            ToolCommands.SelfPlayDataCommand.class, ToolCommands.ScoreLabelsCommand.class,
            ToolCommands.TuneCommand.class, ToolCommands.NnuePositionsCommand.class,
            ToolCommands.NnueDistillCommand.class, ToolCommands.NnueTrainCommand.class, NetworkCommand.class})
public final class Main implements Callable<Integer> {

    /** Exit code for bad arguments or bad input. */
    public static final int USAGE_ERROR = 2;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** With no command, the usage (which lists the commands) goes to stderr: a command is needed. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return USAGE_ERROR;
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(execute(args, out, err));
    }

    /** Runs the command line with the given streams; returns the exit code. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = new CommandLine(new Main());
        commandLine.setOut(out);
        commandLine.setErr(err);
        // A tool's options (--epochs, --warm-up...) are its own: they reach it as arguments.
        commandLine.getSubcommands().values().stream()
                .filter(command -> command.getCommand() instanceof ToolCommands.ToolCommand)
                .forEach(command -> command.setUnmatchedOptionsArePositionalParams(true));
        commandLine.setParameterExceptionHandler((exception, arguments) -> {
            err.println("escaque-lab: " + exception.getMessage());
            err.println("Try 'escaque-lab --help' for usage.");
            return USAGE_ERROR;
        });
        commandLine.setExecutionExceptionHandler((exception, parsed, result) -> {
            if (exception instanceof UsageException || exception instanceof IllegalArgumentException) {
                err.println("escaque-lab: " + exception.getMessage());
                return USAGE_ERROR;
            }
            err.println("escaque-lab: internal error: " + exception);
            return 1;
        });
        return commandLine.execute(args);
    }
}
