package org.escaque.server.lan;

import java.net.InetAddress;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What another device on the network may ask for; this computer (a loopback address) may ask for anything. Deny by
 * default: a request that is not one of these is refused.
 * <pre>
 *   GET  /, /join, /join/{code}, /game/{id}, /rules, /assets/{file}, /api/rules,    the pages and what they load
 *        /manifest.webmanifest, /sw.js
 *   POST /api/lan/join                                                             join with a code (rate-limited)
 *   GET  /api/games/{id}, /api/games/{id}/pgn                                      a LAN game whose seat token it
 *   POST /api/games/{id}/moves, /api/games/{id}/actions                            presents (reading: or any
 *   GET  /api/games/{id}/socket (WebSocket; the token in the first message)        device, if spectators allowed)
 * </pre>
 * Creating, importing, listing and deleting games, LAN hosting details (join codes, QR codes), discovery, any other game and
 * any other path are this computer's alone.
 */
public final class AccessRules {

    /** What a request is, as far as access from the network goes. */
    public enum Kind {
        /** A page or asset of the UI: anyone. */
        PUBLIC,
        /** A join attempt: anyone, at a low rate. */
        JOIN,
        /** Reading one game: its seat holders, or anyone if it allows spectators. */
        GAME_READ,
        /** Playing in one game: its seat holders. */
        GAME_PLAY,
        /** One game's socket: anyone may open it; it hears nothing until a seat is proved (or spectators allowed). */
        GAME_SOCKET,
        /** Everything else: this computer only. */
        LOCAL_ONLY
    }

    /** A classified request: its kind and, for a game's routes, the game's id. */
    public record Route(Kind kind, Optional<String> gameId) {

        static Route of(Kind kind) {
            return new Route(kind, Optional.empty());
        }

        static Route game(Kind kind, String id) {
            return new Route(kind, Optional.of(id));
        }
    }

    private static final Pattern GAME_ID = Pattern.compile("[a-z0-9]{1,32}");
    private static final Pattern JOIN_CODE = Pattern.compile("[A-Za-z0-9-]{1,16}");
    private static final Pattern ASSET = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,127}");

    private AccessRules() {
    }

    /** Whether a request from {@code address} comes from this computer. */
    public static boolean isLocal(InetAddress address) {
        return address.isLoopbackAddress();
    }

    /**
     * Classifies a request by method and raw path (as sent, not decoded: an encoded character makes a segment fail
     * its pattern, so the request is refused rather than guessed at).
     *
     * @param upgrade whether it asks for a WebSocket
     */
    public static Route classify(String method, String path, boolean upgrade) {
        String[] parts = path.split("/", -1);
        if (parts.length < 2 || !parts[0].isEmpty()) {
            return Route.of(Kind.LOCAL_ONLY);
        }
        boolean get = method.equals("GET");
        if (upgrade) {
            return get && isGamePath(parts, "socket") ? Route.game(Kind.GAME_SOCKET, parts[3])
                    : Route.of(Kind.LOCAL_ONLY);
        }
        if (get && isPage(parts)) {
            return Route.of(Kind.PUBLIC);
        }
        if (method.equals("POST") && path.equals("/api/lan/join")) {
            return Route.of(Kind.JOIN);
        }
        if (get && (isGamePath(parts, null) || isGamePath(parts, "pgn"))) {
            return Route.game(Kind.GAME_READ, parts[3]);
        }
        if (method.equals("POST") && (isGamePath(parts, "moves") || isGamePath(parts, "actions"))) {
            return Route.game(Kind.GAME_PLAY, parts[3]);
        }
        return Route.of(Kind.LOCAL_ONLY);
    }

    private static boolean isPage(String[] parts) {
        String first = parts[1];
        return switch (parts.length) {
            case 2 -> first.isEmpty() || first.equals("join") || first.equals("rules")
                    || first.equals("manifest.webmanifest") || first.equals("sw.js");
            case 3 -> first.equals("join") && JOIN_CODE.matcher(parts[2]).matches()
                    || first.equals("game") && GAME_ID.matcher(parts[2]).matches()
                    || first.equals("assets") && ASSET.matcher(parts[2]).matches() && !parts[2].contains("..")
                    || first.equals("api") && parts[2].equals("rules");
            default -> false;
        };
    }

    /** {@code /api/games/{id}} (no {@code tail}) or {@code /api/games/{id}/{tail}}. */
    private static boolean isGamePath(String[] parts, String tail) {
        int length = tail == null ? 4 : 5;
        return parts.length == length && parts[1].equals("api") && parts[2].equals("games")
                && GAME_ID.matcher(parts[3]).matches() && (tail == null || parts[4].equals(tail));
    }
}
