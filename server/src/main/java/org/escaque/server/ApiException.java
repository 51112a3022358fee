package org.escaque.server;

import java.util.Map;

/**
 * A request the API refuses: an HTTP status (4xx), a stable error code for programs and a message a person
 * understands. {@code details} carries structured facts (the rule behind an illegal move, the current ply...).
 * Nothing in a game changes when one of these is thrown.
 */
public final class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final transient Map<String, Object> details;

    /** A refusal with no structured details. */
    public ApiException(int status, String code, String message) {
        this(status, code, message, Map.of());
    }

    /** A refusal with structured details, sent beside the message (keys such as {@code "reason"}, {@code "ply"}). */
    public ApiException(int status, String code, String message, Map<String, Object> details) {
        super(message);
        this.status = status;
        this.code = code;
        this.details = Map.copyOf(details);
    }

    /** 400: the request is not well formed. */
    public static ApiException badRequest(String code, String message) {
        return new ApiException(400, code, message);
    }

    /** 404: no such game. */
    public static ApiException notFound(String message) {
        return new ApiException(404, "not-found", message);
    }

    /** 409: the request is well formed but conflicts with the game's current state. */
    public static ApiException conflict(String code, String message) {
        return new ApiException(409, code, message);
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    /** Structured facts about the refusal; empty when there are none. */
    public Map<String, Object> details() {
        return details;
    }
}
