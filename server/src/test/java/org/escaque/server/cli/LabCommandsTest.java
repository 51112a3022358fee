package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The measuring tools are the lab's, not the app's: {@code escaque match} and {@code loadtest} say where they are. */
class LabCommandsTest {

    @Test
    void matchAndLoadtestAreRefusedWithWhereTheyAreNow() {
        for (String command : new String[] {"match", "loadtest"}) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = Main.execute(new String[] {command, "--games", "2"}, new PrintWriter(out, true),
                    new PrintWriter(err, true));
            assertEquals(2, code, err.toString());
            assertEquals("", out.toString());
            assertTrue(err.toString().startsWith("escaque: "), err.toString());
            assertTrue(err.toString().contains("./escaque-lab " + command), err.toString());
            assertFalse(err.toString().contains("\tat "), "no stack trace: " + err);
        }
    }

    @Test
    void theHelpListsTheAppsCommandsOnly() {
        StringWriter out = new StringWriter();
        int code = Main.execute(new String[] {"--help"}, new PrintWriter(out, true),
                new PrintWriter(new StringWriter()));
        assertEquals(0, code);
        for (String command : new String[] {"serve", "restore", "perft", "pgn", "analyse", "uci", "bench",
            "winnable"}) {
            assertTrue(out.toString().matches("(?s).*\n  " + command + "[ ,].*"), command + " in:\n" + out);
        }
        for (String command : new String[] {"match", "loadtest"}) {
            assertFalse(out.toString().matches("(?s).*\n  " + command + "[ ,].*"), command + " in:\n" + out);
        }
    }
}
