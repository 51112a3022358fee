package org.escaque.core.notation;

/** Text that does not follow a notation's syntax; says which notation, the text, and what is wrong. */
public class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String notation;
    private final String text;
    private final String reason;

    public NotationException(String notation, String text, String reason) {
        super(notation + " '" + printable(text) + "': " + reason);
        this.notation = notation;
        this.text = text;
        this.reason = reason;
    }

    public String notation() {
        return notation;
    }

    public String text() {
        return text;
    }

    public String reason() {
        return reason;
    }

    private static String printable(String text) {
        if (text == null) {
            return "";
        }
        String shown = text.length() > 40 ? text.substring(0, 40) + "…" : text;
        StringBuilder clean = new StringBuilder();
        shown.codePoints().forEach(cp -> {
            if (Character.isISOControl(cp)) {
                clean.append('?');
            } else {
                clean.appendCodePoint(cp);
            }
        });
        return clean.toString();
    }
}
