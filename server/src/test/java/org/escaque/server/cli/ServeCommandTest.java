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
}
