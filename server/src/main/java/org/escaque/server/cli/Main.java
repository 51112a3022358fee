package org.escaque.server.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code escaque} command line: the app's commands, what a player, a chess GUI or a script around the app needs
 * (serve, restore, perft, pgn, analyse, uci, bench, winnable). The tools that measure and tune the app are the lab's
 * ({@code escaque-lab}, a jar of its own). Bad arguments end with a one-line message on stderr and exit code 2, never a
 * stack trace.
 */
@Command(name = "escaque", mixinStandardHelpOptions = true, version = "Escaque 0.1.0",
        description = "A chess app that plays by the FIDE Laws of Chess.",
        subcommands = {ServeCommand.class, RestoreCommand.class, PerftCommand.class, PgnCommand.class,
            AnalyseCommand.class, UciCommand.class, BenchCommand.class, WinnableCommand.class})
public final class Main implements java.util.concurrent.Callable<Integer> {

    /** Exit code for bad arguments or bad input. */
    public static final int USAGE_ERROR = 2;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** With no subcommand, {@code escaque} serves with the defaults (as {@code escaque serve}). */
    @Override
    public Integer call() {
        return spec.commandLine().getSubcommands().get("serve").execute();
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(execute(args, out, err));
    }

    /** Commands the app once had that are the lab's (escaque-lab) now: their refusal says where they went. */
    private static final java.util.Set<String> LAB_COMMANDS = java.util.Set.of("match", "loadtest");

    /** The options {@code escaque} itself takes; any other option before a command is {@code serve}'s. */
    private static final java.util.Set<String> OWN_OPTIONS = java.util.Set.of("-h", "--help", "-V", "--version");

    /**
     * {@code escaque --no-browser} is {@code escaque serve --no-browser}: arguments that start with an option other
     * than {@code escaque}'s own (help, version) are serve's. picocli has no default subcommand, so it is named here.
     */
    static String[] withDefaultCommand(String[] args) {
        if (args.length == 0 || !args[0].startsWith("-") || OWN_OPTIONS.contains(args[0])) {
            return args;
        }
        String[] served = new String[args.length + 1];
        served[0] = "serve";
        System.arraycopy(args, 0, served, 1, args.length);
        return served;
    }

    /** Runs the command line with the given streams; returns the exit code. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        Optional<PerftRequest> perft = PerftArguments.readPlain(args);
        if (perft.isPresent()) {
            return perft.get().run(out, err);
        }
        args = withDefaultCommand(args);
        CommandLine commandLine = new CommandLine(new Main());
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setParameterExceptionHandler((exception, arguments) -> {
            err.println("escaque: " + exception.getMessage());
            if (arguments.length > 0 && LAB_COMMANDS.contains(arguments[0])) {
                err.println("'" + arguments[0] + "' is a lab tool, not part of the app: in the source tree, "
                        + "./escaque-lab " + arguments[0] + " (lab/README.md).");
            } else {
                err.println("Try 'escaque --help' for usage.");
            }
            return USAGE_ERROR;
        });
        commandLine.setExecutionExceptionHandler((exception, parsed, result) -> {
            if (exception instanceof UsageException || exception instanceof IllegalArgumentException) {
                err.println("escaque: " + exception.getMessage());
                return USAGE_ERROR;
            }
            err.println("escaque: internal error: " + exception);
            return 1;
        });
        return commandLine.execute(args);
    }
}
