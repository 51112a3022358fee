package org.escaque.core.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PgnRewriterTest {

    @Test
    void writesTheGoodGamesInExportFormatAndReportsTheBadOnes() throws IOException {
        String input = "[Event \"good\"]\r\n\r\n1.e4 e5 2.Nf3!? *\r\n\r\n[Event \"bad\"]\r\n\r\n1. e4 e5 2. Qh5 Ke7 3. Qxf7+ "
                + "Kd6 4. Qxg8 Kc5 5. Ke3 *\r\n\r\n[Event \"also good\"]\r\n\r\n1. d4 1/2-1/2\r\n";
        StringWriter out = new StringWriter();
        List<PgnException> errors = new ArrayList<>();
        PgnRewriter.Summary summary = PgnRewriter.rewrite(new StringReader(input), out, errors::add);
        assertEquals(new PgnRewriter.Summary(2, 1), summary);
        assertEquals(1, errors.size());
        assertEquals(2, errors.get(0).gameNumber());
        assertEquals(7, errors.get(0).line());
        assertTrue(errors.get(0).reason().startsWith("illegal move 5. Ke3"), errors.get(0).reason());
        String expected = "[Event \"good\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                + "[Black \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 $5 *\n\n";
        assertTrue(out.toString().startsWith(expected), out.toString());
        assertEquals(2, PgnFixtures.readGood(out.toString()).size());
    }

    @Test
    void rewritingItsOwnOutputChangesNothing() throws IOException {
        String input = PgnFixtures.resource("annotated.pgn") + PgnFixtures.resource("famous.pgn");
        StringWriter once = new StringWriter();
        PgnRewriter.rewrite(new StringReader(input), once, e -> {
            throw new AssertionError(e);
        });
        StringWriter twice = new StringWriter();
        assertEquals(new PgnRewriter.Summary(6, 0), PgnRewriter.rewrite(new StringReader(once.toString()), twice,
                e -> {
                    throw new AssertionError(e);
                }));
        assertEquals(once.toString(), twice.toString());
    }
}
