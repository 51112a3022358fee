package org.escaque.server.lan;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.escaque.play.refusal.Refusal;

/**
 * Checks that a request was addressed to this app and, when it changes something, sent by the app's own pages.
 * The app trusts requests from this computer, so a web page from elsewhere open in a browser on this computer must
 * not be able to use it:
 * <ul>
 *   <li><b>Host</b>: the app answers only at {@code localhost} and at IP addresses (its join links use them). A page
 *       whose own domain name has been made to point at this computer (DNS rebinding) sends that name, and is
 *       refused, so it can neither read games nor their seat tokens.</li>
 *   <li><b>Origin</b>: a request that changes something (any method but GET, HEAD and OPTIONS) or opens a socket,
 *       sent by a browser from a page of another site, carries that site as its {@code Origin}; it must be the
 *       address the request is sent to. Programs that send no {@code Origin} (command-line tools, other clients) are
 *       not browsers' pages and pass.</li>
 * </ul>
 * Both refusals are 403 with a message saying what to use instead.
 */
public final class RequestOrigin {

    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    private static final Pattern IPV6 = Pattern.compile("\\[[0-9a-f:.]+(%25[0-9a-z._~-]+)?]");

    private RequestOrigin() {
    }

    /**
     * Why this request is refused, or empty if it may go on.
     *
     * @param host the {@code Host} header, or null
     * @param origin the {@code Origin} header, or null
     */
    public static Optional<Refusal> refusal(String method, boolean upgrade, String host, String origin) {
        if (host != null && !knownHost(hostName(host))) {
            return Optional.of(new Refusal(Refusal.Code.UNKNOWN_HOST, "Escaque answers at localhost and at this "
                    + "computer's IP addresses, not at '" + hostName(host) + "': open the address the app or the "
                    + "join link shows."));
        }
        if ((upgrade || changes(method)) && origin != null && !sameAddress(origin, host)) {
            return Optional.of(new Refusal(Refusal.Code.CROSS_ORIGIN, "Only Escaque's own pages may do this; a page "
                    + "from " + (origin.equals("null") ? "an unknown place" : origin) + " may not."));
        }
        return Optional.empty();
    }

    /**
     * Why a request that changes something is refused for its body's type: a body, or a declared type, must be
     * {@code application/json} (415 {@code unsupported-media-type}); a request with neither has nothing to read. A
     * page of another site can send a form or plain text without asking the browser first, but not JSON, so this
     * holds even for a browser that sends no {@code Origin}.
     *
     * @param contentType the {@code Content-Type} header, or null
     * @param hasBody whether the request carries a body (a length above 0, or chunks)
     */
    public static Optional<Refusal> mediaTypeRefusal(String method, boolean upgrade, String contentType,
            boolean hasBody) {
        if (upgrade || !changes(method) || isJson(contentType) || contentType == null && !hasBody) {
            return Optional.empty();
        }
        return Optional.of(new Refusal(Refusal.Code.UNSUPPORTED_MEDIA_TYPE, method + " requests are sent as "
                + "application/json" + (contentType == null ? "; this one has no Content-Type."
                : ", not " + contentType.strip() + ".")));
    }

    private static boolean changes(String method) {
        return !(method.equals("GET") || method.equals("HEAD") || method.equals("OPTIONS"));
    }

    private static boolean isJson(String contentType) {
        if (contentType == null) {
            return false;
        }
        int parameters = contentType.indexOf(';');
        String type = (parameters < 0 ? contentType : contentType.substring(0, parameters)).strip();
        return type.equalsIgnoreCase("application/json");
    }

    /** Whether an address given by name is one the app answers at: {@code localhost} or an IP literal. */
    public static boolean knownHost(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.equals("localhost") || IPV4.matcher(lower).matches() || IPV6.matcher(lower).matches();
    }

    /** The name part of a {@code Host} header ({@code [::1]} kept in brackets), without the port. */
    static String hostName(String host) {
        String trimmed = host.strip();
        if (trimmed.startsWith("[")) {
            int close = trimmed.indexOf(']');
            return close < 0 ? trimmed : trimmed.substring(0, close + 1);
        }
        int colon = trimmed.indexOf(':');
        return colon < 0 ? trimmed : trimmed.substring(0, colon);
    }

    /** Whether {@code origin} (http://name[:port]) names the same name and port as the {@code Host} header. */
    static boolean sameAddress(String origin, String host) {
        // The app serves plain HTTP only, so its own pages are http: ones.
        String from = address(origin);
        return host != null && from != null && from.equals(address("http://" + host.strip()));
    }

    /** "name:port" of an http: URL with nothing after its port (80 when none is given), or null if it is not one. */
    private static String address(String url) {
        try {
            URI uri = new URI(url);
            if (!"http".equalsIgnoreCase(uri.getScheme()) || uri.getHost() == null || !uri.getRawPath().isEmpty()
                    || uri.getRawQuery() != null || uri.getRawUserInfo() != null) {
                return null;
            }
            return uri.getHost().toLowerCase(Locale.ROOT) + ":" + (uri.getPort() < 0 ? 80 : uri.getPort());
        } catch (URISyntaxException e) {
            return null;
        }
    }
}
