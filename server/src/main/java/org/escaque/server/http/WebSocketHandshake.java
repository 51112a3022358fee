package org.escaque.server.http;

import java.util.Optional;
import org.escaque.play.refusal.Refusal;

/**
 * The WebSocket handshake's own faults (RFC 6455, 4.1 and 4.4), refused for what they are before the request reaches
 * the router: there, an upgrade Jetty does not take is an ordinary {@code GET} of the socket's path, which has none
 * (a 404 or 405 that would name the wrong fault).
 */
public final class WebSocketHandshake {

    /** The one version of the protocol spoken (RFC 6455). */
    public static final String VERSION = "13";

    private WebSocketHandshake() {
    }

    /**
     * Why a request asking for a WebSocket upgrade ({@code upgrade}) cannot have one, if it cannot: no
     * {@code Sec-WebSocket-Key} (400 {@code bad-request}), or a {@code Sec-WebSocket-Version} other than 13 (426
     * {@code upgrade-required}; the answer names the version spoken in its own {@code Sec-WebSocket-Version}).
     */
    public static Optional<Refusal> refusal(boolean upgrade, String key, String version) {
        if (!upgrade) {
            return Optional.empty();
        }
        if (key == null || key.isBlank()) {
            return Optional.of(new Refusal(Refusal.Code.BAD_REQUEST, "A WebSocket handshake needs a "
                    + "Sec-WebSocket-Key header (RFC 6455, 4.1)."));
        }
        if (!VERSION.equals(version == null ? null : version.trim())) {
            return Optional.of(new Refusal(Refusal.Code.UPGRADE_REQUIRED, "Escaque speaks WebSocket version "
                    + VERSION + " (RFC 6455); the handshake asked for "
                    + (version == null ? "no version" : "version '" + shortened(version) + "'") + "."));
        }
        return Optional.empty();
    }

    private static String shortened(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }
}
