package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The serve command refuses an address the app would not answer at, before it touches anything. */
class ServeCommandTest {

    @TempDir
    Path folder;

    @Test
    void aHostNameIsRefusedWithExitCode2AndNothingIsCreated() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Path data = folder.resolve("data");
        int code = Main.execute(new String[] {"serve", "--host", "my-computer.example", "--no-browser",
            "--data-dir", data.toString()}, new PrintWriter(out, true), new PrintWriter(err, true));
        assertEquals(2, code, err.toString());
        assertTrue(err.toString().contains("--host must be localhost or an IP address"), err.toString());
        assertFalse(err.toString().contains("Exception"), err.toString());
        assertFalse(Files.exists(data), "no data folder made");
    }

    /** {@code escaque --host ...} is {@code escaque serve --host ...}: serve's options need no command name. */
    @Test
    void serveOptionsWorkWithoutTheWordServe() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Path data = folder.resolve("data");
        int code = Main.execute(new String[] {"--no-browser", "--lan", "--port", "8080", "--data-dir", data.toString(),
            "--host", "my-computer.example"}, new PrintWriter(out, true), new PrintWriter(err, true));
        assertEquals(2, code, err.toString());
        // serve's own check answered, so every option before it was read as serve's.
        assertTrue(err.toString().contains("--host must be localhost or an IP address"), err.toString());
        assertFalse(err.toString().contains("Unknown option"), err.toString());
        assertFalse(Files.exists(data), "no data folder made");
    }

    @Test
    void aBadPortWithoutTheWordServeIsServesRefusal() {
        StringWriter err = new StringWriter();
        int code = Main.execute(new String[] {"--port", "70000", "--no-browser"}, new PrintWriter(new StringWriter(),
            true), new PrintWriter(err, true));
        assertEquals(2, code, err.toString());
        assertTrue(err.toString().contains("--port must be 0 to 65535, not 70000"), err.toString());
    }

    @Test
    void anUnknownOptionIsStillRefusedAndHelpIsEscaquesOwn() {
        StringWriter err = new StringWriter();
        int code = Main.execute(new String[] {"--no-such-option"}, new PrintWriter(new StringWriter(), true),
            new PrintWriter(err, true));
        assertEquals(2, code, err.toString());
        assertTrue(err.toString().contains("Unknown option: '--no-such-option'"), err.toString());
        StringWriter out = new StringWriter();
        assertEquals(0, Main.execute(new String[] {"--help"}, new PrintWriter(out, true),
            new PrintWriter(new StringWriter(), true)));
        assertTrue(out.toString().contains("perft"), "the top-level help lists the commands: " + out);
    }
}
