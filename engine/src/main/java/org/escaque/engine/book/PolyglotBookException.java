package org.escaque.engine.book;

import java.io.IOException;
import java.nio.file.Path;

/** An opening book that cannot be used: missing, unreadable, or not a Polyglot book. Says which file and why. */
public final class PolyglotBookException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient Path path;

    public PolyglotBookException(Path path, String reason) {
        super("opening book " + path + ": " + reason);
        this.path = path;
    }

    public PolyglotBookException(Path path, String reason, Throwable cause) {
        super("opening book " + path + ": " + reason, cause);
        this.path = path;
    }

    /** The file that was tried. */
    public Path path() {
        return path;
    }
}
