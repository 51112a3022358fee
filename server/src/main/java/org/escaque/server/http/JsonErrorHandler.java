package org.escaque.server.http;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.escaque.play.refusal.ErrorResponses;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.site.SecurityHeaders;
import org.escaque.server.support.JsonCodec;

/**
 * Jetty's error pages replaced by the API's JSON: what fails below the routes (an address or headers over 8 KB, a
 * request Jetty cannot parse, a WebSocket upgrade it refuses, an error sent by the servlet itself) answers like any
 * refusal, {@code {"error", "message"}}, whatever the request accepts, never an HTML page naming a library's classes.
 * {@link #forServer} is set on the server (errors while parsing, before any context), {@link #forServlets} on the
 * servlet context (errors while handling).
 */
public final class JsonErrorHandler {

    private final JsonCodec json;
    private final long maxBodyBytes;

    /** Writes errors with {@code json}; {@code maxBodyBytes} is the body limit a 413 names. */
    public JsonErrorHandler(JsonCodec json, long maxBodyBytes) {
        this.json = json;
        this.maxBodyBytes = maxBodyBytes;
    }

    /** The server's error handler: a request Jetty could not parse, answered before any servlet. */
    public ErrorHandler forServer() {
        return new ErrorHandler() {
            {
                configure(this);
            }

            @Override
            public boolean errorPageForMethod(String method) {
                return true;
            }

            @Override
            protected void generateResponse(Request request, Response response, int code, String message,
                    Throwable cause, Callback callback) throws IOException {
                prepare(request, response, code);
                generateAcceptableResponse(request, response, callback, "application/json",
                        List.of(StandardCharsets.UTF_8), code, message, cause);
            }

            @Override
            protected void writeErrorJson(Request request, PrintWriter writer, int code, String message,
                    Throwable cause) {
                writer.write(body(request, code));
            }
        };
    }

    /** The servlet context's error handler: an error sent while a servlet (Javalin's, the WebSocket one) handled it. */
    public ErrorHandler forServlets() {
        return new org.eclipse.jetty.ee10.servlet.ErrorHandler() {
            {
                configure(this);
            }

            @Override
            public boolean errorPageForMethod(String method) {
                return true;
            }

            @Override
            protected void generateResponse(Request request, Response response, int code, String message,
                    Throwable cause, Callback callback) throws IOException {
                prepare(request, response, code);
                generateAcceptableResponse(request, response, callback, "application/json",
                        List.of(StandardCharsets.UTF_8), code, message, cause);
            }

            @Override
            protected void writeErrorJson(Request request, PrintWriter writer, int code, String message,
                    Throwable cause) {
                writer.write(body(request, code));
            }
        };
    }

    private static void configure(ErrorHandler handler) {
        handler.setShowStacks(false);
        handler.setShowCauses(false);
        handler.setShowMessageInTitle(false);
        handler.setShowOrigin(false);
    }

    /** Gives the answer the status the API gives {@code code}, and the security headers. */
    private void prepare(Request request, Response response, int code) {
        response.setStatus(ErrorResponses.status(refusal(request, code).code()));
        SecurityHeaders.apply(response.getHeaders());
    }

    private Refusal refusal(Request request, int code) {
        String method = request.getMethod() == null ? "" : request.getMethod();
        String path = request.getHttpURI() == null ? "" : request.getHttpURI().getPath();
        return ErrorResponses.forStatus(code, method, path, maxBodyBytes);
    }

    private String body(Request request, int code) {
        return json.write(ErrorResponses.body(refusal(request, code)));
    }
}
