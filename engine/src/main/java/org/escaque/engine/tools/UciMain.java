package org.escaque.engine.tools;

import org.escaque.engine.uci.UciProtocol;

/** Runs the engine over UCI on standard input and output (for match tools before the CLI wraps it). */
public final class UciMain {

    private UciMain() {
    }

    /** Runs a UCI session on standard input and output; exits with its code. */
    public static void main(String[] arguments) {
        System.exit(UciProtocol.run(System.in, System.out));
    }
}
