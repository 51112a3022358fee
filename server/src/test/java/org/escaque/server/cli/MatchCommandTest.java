package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code escaque match}: what it refuses, with exit code 2 and one line. (Matches themselves: the lab's
 * MatchRunnerTest.)
 */
class MatchCommandTest {

    @Test
    void badArgumentsExitWithCodeTwoAndAClearLine() {
        for (List<String> args : List.of(
                List.of("match", "--tc", "10"),
                List.of("match", "--tc", "0+1"),
                List.of("match", "--resign", "4"),
                List.of("match", "--draw", "a,b,c"),
                List.of("match", "--first-option", "Hash"),
                List.of("match", "--openings", "/nonexistent/openings.epd"),
                List.of("match", "--games", "0"),
                List.of("match", "--resume"),
                List.of("match", "--first-opening", "401"),
                List.of("match", "--first", "exit 3", "--second", "exit 3", "--games", "2"))) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = Main.execute(args.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
            assertEquals(2, code, String.join(" ", args) + ": " + err);
            assertTrue(err.toString().startsWith("escaque: "), err.toString());
            assertEquals(1, err.toString().lines().count(), err.toString());
            assertFalse(err.toString().contains("\tat "), "no stack trace: " + err);
        }
    }

    @Test
    void timeControlIsBasePlusIncrementInSeconds() {
        assertEquals(10_000, MatchCommand.parseTimeControl("10+0.1")[0]);
        assertEquals(100, MatchCommand.parseTimeControl("10+0.1")[1]);
        assertEquals(60_000, MatchCommand.parseTimeControl("60+0")[0]);
    }
}
