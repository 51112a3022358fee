package org.escaque.core.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class LenientUtf8ReaderTest {

    private static String decode(byte[] bytes) throws IOException {
        return decode(new ByteArrayInputStream(bytes), 8192);
    }

    private static String decode(InputStream in, int chunk) throws IOException {
        StringBuilder text = new StringBuilder();
        try (Reader reader = new LenientUtf8Reader(in)) {
            char[] buffer = new char[chunk];
            int count;
            while ((count = reader.read(buffer, 0, chunk)) >= 0) {
                text.append(buffer, 0, count);
            }
        }
        return text.toString();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    @Test
    void decodesUtf8IncludingCharactersOutsideTheBasicPlane() throws IOException {
        String text = "[White \"Lékó, Péter\"] Ödön €uro 𝄞 ♔";
        assertEquals(text, decode(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void decodesLatin1BytesThatAreNotUtf8() throws IOException {
        String text = "[White \"Lékó, Péter\"] [Black \"Ödön Óscar ß\"] ÿ";
        assertEquals(text, decode(text.getBytes(StandardCharsets.ISO_8859_1)));
    }

    @Test
    void decodesAMixOfBothAndSkipsAByteOrderMark() throws IOException {
        byte[] bytes = concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                "Lékó ".getBytes(StandardCharsets.UTF_8), "Lékó ".getBytes(StandardCharsets.ISO_8859_1),
                "𝄞".getBytes(StandardCharsets.UTF_8), new byte[] {(byte) 0xE2, (byte) 0x82});
        assertEquals("Lékó Lékó 𝄞\u00E2\u0082", decode(bytes));
    }

    @Test
    void refusesOverlongAndSurrogateEncodingsByReadingThemAsLatin1() throws IOException {
        assertEquals("\u00C0\u00AF", decode(new byte[] {(byte) 0xC0, (byte) 0xAF}));
        assertEquals("\u00ED\u00A0\u0080", decode(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}));
        assertEquals("\u00E0\u0080\u0080", decode(new byte[] {(byte) 0xE0, (byte) 0x80, (byte) 0x80}));
    }

    @Test
    void decodesTheSameOneByteAndOneCharacterAtATime() throws IOException {
        String text = "a𝄞b Lékó €".repeat(50);
        InputStream trickle = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)) {
            @Override
            public synchronized int read(byte[] target, int offset, int length) {
                return super.read(target, offset, Math.min(1, length));
            }
        };
        assertEquals(text, decode(trickle, 1));
    }

    @Test
    void feedsTheReaderLatin1PgnAsAPlayerWouldType() throws IOException {
        String pgn = "[White \"Réti, Richard\"]\n[Black \"Capablanca, José Raúl\"]\n\n1. Nf3 *\n";
        PgnReadResult result = PgnReader.readAll(new LenientUtf8Reader(
                new ByteArrayInputStream(pgn.getBytes(StandardCharsets.ISO_8859_1))));
        assertEquals("Capablanca, José Raúl", result.games().get(0).tags().get("Black"));
    }
}
