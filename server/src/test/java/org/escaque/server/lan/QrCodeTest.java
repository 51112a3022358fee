package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
