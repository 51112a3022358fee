package org.escaque.lab.nnue;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import org.escaque.engine.eval.network.Network;

/**
 * The evaluation named on a lab tool's command line: {@code classic} (the hand-crafted evaluation, empty),
 * {@code builtin} (the engine's built-in network) or the path of a network file.
 */
public final class EvaluationArgument {

    private EvaluationArgument() {
    }

    /**
     * The network {@code argument} names, or empty for {@code classic}.
     *
     * @throws IllegalArgumentException with a one-line message when the file is missing or not a network
     */
    public static Optional<Network> parse(String argument) {
        if (argument.equals("classic")) {
            return Optional.empty();
        }
        if (argument.equals("builtin")) {
            return Optional.of(Network.builtIn());
        }
        try {
            return Optional.of(Network.read(Path.of(argument)));
        } catch (NoSuchFileException missing) {
            throw new IllegalArgumentException("there is no network file " + argument);
        } catch (IOException | IllegalArgumentException unreadable) {
            throw new IllegalArgumentException("cannot read the network " + argument + ": " + unreadable.getMessage());
        }
    }
}
