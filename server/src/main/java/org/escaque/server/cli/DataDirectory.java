package org.escaque.server.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where the app keeps its data when {@code --data-dir} is not given: {@code $XDG_DATA_HOME/escaque}, else
 * {@code ~/.local/share/escaque} (the XDG Base Directory default); on macOS
 * {@code ~/Library/Application Support/Escaque}; on Windows {@code %APPDATA%\Escaque}. The home ({@code ~}) is
 * {@code $HOME} when it is set to an absolute path, as for any program of that account (the XDG Base Directory
 * Specification defines its folders by it), and the JVM's {@code user.home} (which comes from the password database,
 * whatever {@code HOME} says) only without it.
 */
final class DataDirectory {

    private DataDirectory() {
    }

    /** The default folder for this user, from the environment and system properties given. */
    static Path defaultPath(Map<String, String> environment, String osName, String userHome) {
        String os = osName.toLowerCase(Locale.ROOT);
        String home = environment.get("HOME");
        if (!os.contains("win") && home != null && !home.isBlank() && Path.of(home).isAbsolute()) {
            userHome = home;
        }
        if (os.contains("mac")) {
            return Path.of(userHome, "Library", "Application Support", "Escaque");
        }
        if (os.contains("win") && environment.containsKey("APPDATA")) {
            return Path.of(environment.get("APPDATA"), "Escaque");
        }
        String xdg = environment.get("XDG_DATA_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "escaque");
        }
        return Path.of(userHome, ".local", "share", "escaque");
    }

    /** The default folder for the user running this process. */
    static Path defaultPath() {
        return defaultPath(System.getenv(), System.getProperty("os.name", ""), System.getProperty("user.home"));
    }
}
