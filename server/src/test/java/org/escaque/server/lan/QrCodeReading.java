package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a QR code SVG of this app back with ZXing: the text it holds. The image is drawn module by module, upright
 * and unblurred, so it is read as a pure code ({@link DecodeHintType#PURE_BARCODE}: the grid taken from the image's
 * corners, then the format, the error correction and the text decoded in full). ZXing's detector for photographs,
 * which looks for the three finder patterns, misreads about 1 such image in 130: 23 of 3,000 random join links
 * failed with it, none of them with the pure reading.
 */
final class QrCodeReading {

    private static final Pattern VIEW_BOX = Pattern.compile("viewBox=\"0 0 (\\d+) (\\d+)\"");
    private static final Pattern MODULE = Pattern.compile("M(\\d+),(\\d+)h1v1h-1z");
    private static final int PIXELS_PER_MODULE = 4;

    private QrCodeReading() {
    }

    /** Draws the SVG's modules as pixels and decodes them. */
    static String decode(String svg) throws Exception {
        Matcher box = VIEW_BOX.matcher(svg);
        assertTrue(box.find(), "an SVG with a view box");
        int size = Integer.parseInt(box.group(1));
        assertEquals(size, Integer.parseInt(box.group(2)), "a square");
        int width = size * PIXELS_PER_MODULE;
        int[] pixels = new int[width * width];
        java.util.Arrays.fill(pixels, 0xFFFFFF);
        Matcher module = MODULE.matcher(svg);
        int dark = 0;
        while (module.find()) {
            int x = Integer.parseInt(module.group(1));
            int y = Integer.parseInt(module.group(2));
            for (int dy = 0; dy < PIXELS_PER_MODULE; dy++) {
                for (int dx = 0; dx < PIXELS_PER_MODULE; dx++) {
                    pixels[(y * PIXELS_PER_MODULE + dy) * width + x * PIXELS_PER_MODULE + dx] = 0;
                }
            }
            dark++;
        }
        assertTrue(dark > 0, "dark modules");
        BinaryBitmap bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(width, width, pixels)));
        return new QRCodeReader().decode(bitmap, Map.of(DecodeHintType.PURE_BARCODE, Boolean.TRUE)).getText();
    }
}
