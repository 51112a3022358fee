package org.escaque.engine.uci;

/**
 * The engine's own entry point: a UCI session on standard input and output, without the app's command line
 * (for match tools and tests that start the engine as a process by class name).
 */
public final class UciMain {

    private UciMain() {
    }

    /** Runs a UCI session on standard input and output; exits with its code. */
    public static void main(String[] arguments) {
        System.exit(UciProtocol.run(System.in, System.out));
    }
}
