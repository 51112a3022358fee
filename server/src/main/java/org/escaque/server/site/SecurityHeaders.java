package org.escaque.server.site;

import jakarta.servlet.http.HttpServletResponse;
import org.eclipse.jetty.http.HttpFields;

/**
 * The headers every answer carries so that no other page can frame, sniff or be told about the app's pages: the
 * resign button cannot be put under another site's invisible frame ({@code frame-ancestors 'none'} and, for older
 * browsers, {@code X-Frame-Options: DENY}); nothing is read as another type than the one sent; a join link's code
 * is not passed on to other sites as a referrer. The policy allows what the UI uses and nothing else: its own
 * scripts, styles, images and socket, and {@code data:} images (the favicon, the board's pieces). The engine's worker
 * (core and engine in WebAssembly) has a policy of its own, {@link #WORKER_CONTENT_SECURITY_POLICY}.
 */
public final class SecurityHeaders {

    /** The content security policy of every answer. */
    public static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; "
            + "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; "
            + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    /**
     * The policy of the engine's Web Worker script, which a worker runs under instead of the page's: it compiles the
     * app's WebAssembly module ({@code 'wasm-unsafe-eval'}), and TeaVM's loader makes the module's import wrappers with
     * {@code new Function} ({@code 'unsafe-eval'}, inside the worker only, which reads no input from other sites).
     */
    public static final String WORKER_CONTENT_SECURITY_POLICY = "default-src 'self'; "
            + "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'; object-src 'none'; base-uri 'none'";

    private SecurityHeaders() {
    }

    /** Sets the headers on an answer not yet committed. */
    public static void apply(HttpServletResponse response) {
        response.setHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        response.setHeader("X-Frame-Options", "DENY");
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("Referrer-Policy", "no-referrer");
    }

    /** Sets the headers on an answer Jetty writes itself (an error below the servlets). */
    public static void apply(HttpFields.Mutable headers) {
        headers.put("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        headers.put("X-Frame-Options", "DENY");
        headers.put("X-Content-Type-Options", "nosniff");
        headers.put("Referrer-Policy", "no-referrer");
    }
}
