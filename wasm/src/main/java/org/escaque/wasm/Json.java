package org.escaque.wasm;

import java.util.Collection;

/** JSON text written by hand (the WebAssembly build has no JSON library): strings escaped, lists of strings. */
final class Json {

    private Json() {
    }

    /** {@code text} as a JSON string, or {@code null}. */
    static String string(String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        String hex = Integer.toHexString(c);
                        out.append("\\u").append("0000", hex.length(), 4).append(hex);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    /** The strings as a JSON array. */
    static String strings(Collection<String> values) {
        StringBuilder out = new StringBuilder("[");
        for (String value : values) {
            if (out.length() > 1) {
                out.append(',');
            }
            out.append(string(value));
        }
        return out.append(']').toString();
    }
}
