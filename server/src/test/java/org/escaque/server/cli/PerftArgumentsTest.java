package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Plain perft invocations are read without picocli; everything else is left to it. */
class PerftArgumentsTest {

    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void plainFormsAreReadWithOrWithoutEqualsInAnyOrder() {
        PerftRequest request = PerftArguments.readPlain(
                new String[] {"perft", "--divide", "--fen=" + KIWIPETE, "--threads", "2", "--depth", "3"}).orElseThrow();
        assertEquals(3, request.depth());
        assertEquals(KIWIPETE, request.position().fen());
        assertTrue(request.divide());
        assertEquals(2, request.threads());
        PerftRequest defaults = PerftArguments.readPlain(new String[] {"perft", "--depth=6"}).orElseThrow();
        assertEquals(6, defaults.depth());
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", defaults.position().fen());
        assertEquals(false, defaults.divide());
        assertEquals(1, defaults.threads());
    }

    @Test
    void helpErrorsAndUnusualSpellingsAreLeftToPicocli() {
        for (List<String> args : List.of(
                List.of("perft"),
                List.of("perft", "--help"),
                List.of("perft", "--depth"),
                List.of("perft", "--depth", "0"),
                List.of("perft", "--depth", "21"),
                List.of("perft", "--depth", "x"),
                List.of("perft", "--depth", "-1"),
                List.of("perft", "--depth", "3", "--depth", "4"),
                List.of("perft", "--depth", "3", "--divide", "--divide"),
                List.of("perft", "--depth", "3", "--divide=true"),
                List.of("perft", "--depth", "3", "--threads", "0"),
                List.of("perft", "--depth", "3", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"),
                List.of("perft", "--depth", "3", "--fen", "--divide"),
                List.of("perft", "@arguments.txt"),
                List.of("perft", "--depth", "3", "extra"),
                List.of("bench", "--depth", "3"))) {
            assertTrue(PerftArguments.readPlain(args.toArray(new String[0])).isEmpty(), args.toString());
        }
    }

    @Test
    void decimalsAreWrittenAsPrintfWritesThem() {
        assertEquals("0.000", PerftRequest.decimal(0.0004, 3));
        assertEquals("0.001", PerftRequest.decimal(0.001, 3));
        assertEquals("12.346", PerftRequest.decimal(12.3456, 3));
        assertEquals("3.0", PerftRequest.decimal(3, 1));
        assertEquals("287.5", PerftRequest.decimal(287.46, 1));
    }
}
