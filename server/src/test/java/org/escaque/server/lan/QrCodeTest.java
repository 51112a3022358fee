package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.escaque.play.SeatTokens;
import org.junit.jupiter.api.Test;

/** Join links as QR codes: a decoder reads back exactly the link. */
final class QrCodeTest {

    @Test
    void aJoinLinkReadsBack() throws Exception {
        for (String url : new String[] {"http://198.18.0.1:8080/join/K7MX3P", "http://[2001:db8::1]:65535/join/ABCDEF"}) {
            String svg = JoinQrCode.svg(url);
            assertTrue(svg.startsWith("<?xml") && svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""));
            assertEquals(url, QrCodeReading.decode(svg));
        }
    }

    /** Links as the host makes them, 1,000 of them with codes and ports drawn at random: every one reads back. */
    @Test
    void everyJoinLinkReadsBack() throws Exception {
        SplittableRandom random = new SplittableRandom(20261206);
        for (int i = 0; i < 1000; i++) {
            StringBuilder code = new StringBuilder();
            for (int k = 0; k < SeatTokens.JOIN_CODE_LENGTH; k++) {
                code.append(SeatTokens.JOIN_ALPHABET.charAt(random.nextInt(SeatTokens.JOIN_ALPHABET.length())));
            }
            String url = "http://198.18." + random.nextInt(2) + "." + random.nextInt(1, 255) + ":"
                    + random.nextInt(1024, 65536) + "/join/" + code;
            assertEquals(url, QrCodeReading.decode(JoinQrCode.svg(url)), url);
        }
    }
}
