package org.escaque.server.http;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.escaque.server.ErrorResponses;
import org.escaque.server.JsonCodec;
import org.escaque.server.Refusal;
import org.escaque.server.site.SecurityHeaders;

/**
 * Jetty's error pages replaced by the API's JSON: what fails below the routes (an address or headers over 8 KB, a
 * request Jetty cannot parse, a WebSocket upgrade it refuses, an error sent by the servlet itself) answers like any
 * refusal, {@code {"error", "message"}}, never an HTML page naming a library's classes. Set on the server (for
 * errors while parsing) and on the servlet context (for errors while handling).
 */
public final class JsonErrorHandler extends ErrorHandler {

    private final JsonCodec json;
    private final long maxBodyBytes;

    /** Writes errors with {@code json}; {@code maxBodyBytes} is the body limit a 413 names. */
    public JsonErrorHandler(JsonCodec json, long maxBodyBytes) {
        this.json = json;
        this.maxBodyBytes = maxBodyBytes;
        setShowStacks(false);
        setShowServlet(false);
    }

    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request,
            HttpServletResponse response, int code, String message) throws IOException {
        Refusal refusal = ErrorResponses.forStatus(code, request.getMethod(), request.getRequestURI(), maxBodyBytes);
        baseRequest.setHandled(true);
        response.setStatus(ErrorResponses.status(refusal.code()));
        SecurityHeaders.apply(response);
        response.setContentType("application/json");
        response.setCharacterEncoding("utf-8");
        response.getOutputStream().write(bytes(refusal));
    }

    /** A request Jetty could not parse: answered before any servlet, with the status Jetty chose. */
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json");
        return ByteBuffer.wrap(bytes(ErrorResponses.forStatus(status, "", "", maxBodyBytes)));
    }

    private byte[] bytes(Refusal refusal) {
        return json.write(ErrorResponses.body(refusal)).getBytes(StandardCharsets.UTF_8);
    }
}
