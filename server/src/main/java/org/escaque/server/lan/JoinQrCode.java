package org.escaque.server.lan;

import io.nayuki.qrcodegen.QrCode;

/**
 * A join link as a QR code in SVG, made by Nayuki's QR Code generator: one unit per module, a quiet zone of four
 * modules (ISO/IEC 18004), dark modules as one path, medium error correction (a phone reads it off a screen).
 */
final class JoinQrCode {

    /** The quiet zone around the code, in modules. */
    static final int BORDER = 4;

    private JoinQrCode() {
    }

    /** The SVG document of {@code text}'s QR code. */
    static String svg(String text) {
        QrCode qr = QrCode.encodeText(text, QrCode.Ecc.MEDIUM);
        int size = qr.size + 2 * BORDER;
        StringBuilder path = new StringBuilder(qr.size * qr.size * 6);
        for (int y = 0; y < qr.size; y++) {
            for (int x = 0; x < qr.size; x++) {
                if (qr.getModule(x, y)) {
                    path.append('M').append(x + BORDER).append(',').append(y + BORDER).append("h1v1h-1z");
                }
            }
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"0 0 " + size + " " + size
                + "\" shape-rendering=\"crispEdges\">\n"
                + "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
                + "<path d=\"" + path + "\" fill=\"#000000\"/>\n"
                + "</svg>\n";
    }
}
