package org.escaque.core.pgn;

import java.util.ArrayList;
import java.util.List;

/** Whitespace handling shared by the collector and the writer, so that comments survive a round trip. */
final class PgnText {

    private PgnText() {
    }

    /** The words of a text: the runs of characters between spaces, tabs and line breaks. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean space = i == text.length() || isSpace(text.charAt(i));
            if (space && start >= 0) {
                words.add(text.substring(start, i));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        return words;
    }

    /** The text with every run of spaces, tabs and line breaks made one space, and none at either end. */
    static String normalize(String text) {
        return String.join(" ", words(text));
    }

    /** Refuses a comment that braces cannot hold. */
    static List<String> checkComments(List<String> comments) {
        List<String> copy = List.copyOf(comments);
        for (String comment : copy) {
            if (comment.indexOf('}') >= 0) {
                throw new IllegalArgumentException("a comment cannot hold '}' (PGN has no escape for it in braces): "
                        + PgnGameParser.shown(comment));
            }
        }
        return copy;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0B;
    }
}
