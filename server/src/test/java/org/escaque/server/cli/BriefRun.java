package org.escaque.server.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** A command run in this process that must end within 30 s (a {@code serve} that starts serving fails the test). */
record BriefRun(int code, String out, String err) {

    static BriefRun of(String... arguments) throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        FutureTask<Integer> run = new FutureTask<>(() -> Main.execute(arguments, new PrintWriter(out, true),
                new PrintWriter(err, true)));
        Thread thread = new Thread(run, "brief-run");
        thread.setDaemon(true);
        thread.start();
        try {
            return new BriefRun(run.get(30, TimeUnit.SECONDS), out.toString(), err.toString());
        } catch (TimeoutException e) {
            throw new AssertionError("'" + String.join(" ", arguments) + "' did not end (it went on serving): " + err);
        }
    }
}
