package org.escaque.server.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.escaque.engine.uci.UciProtocol;
import picocli.CommandLine.Command;

/** {@code escaque uci}: the engine over the UCI protocol on standard input and output, for any chess GUI. */
@Command(name = "uci", mixinStandardHelpOptions = true, description = "Run the engine over the UCI protocol (stdin/stdout) for chess GUIs.")
final class UciCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        return UciProtocol.run(System.in, out);
    }
}
