package org.escaque.play.refusal;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.HashMap;
import java.util.Map;

/**
 * The one place where a {@link Refusal} becomes an answer: its HTTP status (and, on a game socket, its close code)
 * and its JSON body {@code {"error", "message", "reason"?, "details"?}}. Nothing else picks a status for a refusal,
 * and no Java exception's own text ever reaches a client: only the refusal's message, written for a person.
 */
public final class ErrorResponses {

    private ErrorResponses() {
    }

    /** Every error body: a stable code, a message a person understands, and structured details where there are some. */
    public record ErrorBody(String error, String message,
            @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Object> reason,
            @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Object> details) {
    }

    /** The HTTP status of a refusal. */
    public static int status(Refusal.Code code) {
        return switch (code) {
            case MALFORMED_JSON, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_FEN, INVALID_PGN,
                    INVALID_TIME_CONTROL, INVALID_MOVE_NOTATION, TOKEN_IN_URL, BAD_REQUEST -> 400;
            case SEAT_TOKEN_REQUIRED -> 401;
            case SEAT_TOKEN_INVALID, NOT_AVAILABLE_ON_NETWORK, UNKNOWN_HOST, CROSS_ORIGIN -> 403;
            case NOT_FOUND -> 404;
            case METHOD_NOT_ALLOWED -> 405;
            case REQUEST_TIMEOUT -> 408;
            case PLY_MISMATCH, NOT_YOUR_TURN, GAME_FINISHED, ACTION_NOT_AVAILABLE, CLAIM_NOT_AVAILABLE,
                    SEAT_NOT_AVAILABLE, NOT_JOINABLE, GAME_DAMAGED, GAME_IN_PROGRESS,
                    HINT_NOT_AVAILABLE, ANALYSIS_NOT_AVAILABLE -> 409;
            case PAYLOAD_TOO_LARGE -> 413;
            case URI_TOO_LONG -> 414;
            case UNSUPPORTED_MEDIA_TYPE -> 415;
            case ILLEGAL_MOVE -> 422;
            case RATE_LIMITED -> 429;
            case UPGRADE_REQUIRED -> 426;
            case HEADERS_TOO_LARGE -> 431;
            case INTERNAL_ERROR -> 500;
            case BUSY -> 503;
            case HTTP_VERSION_NOT_SUPPORTED -> 505;
            case STORAGE_FULL -> 507;
        };
    }

    /** The close code a game socket is closed with when it is refused before it is admitted: 4000 + the status. */
    public static int socketCloseCode(Refusal.Code code) {
        return 4000 + status(code);
    }

    /** The JSON body of a refusal: its {@code reason} detail on its own, the other details beside it. */
    @SuppressWarnings("unchecked")
    public static ErrorBody body(Refusal refusal) {
        Map<String, Object> details = new HashMap<>(refusal.details());
        Object reason = details.remove("reason");
        return new ErrorBody(refusal.code().id(), refusal.getMessage(),
                reason instanceof Map<?, ?> map ? (Map<String, Object>) map : null,
                details.isEmpty() ? null : details);
    }

    /**
     * A refusal for a status that a lower layer (Jetty's parser, the framework's router, the WebSocket upgrade) chose,
     * in the app's words: their own messages and pages are not for people and may name library classes.
     *
     * @param method the request's method
     * @param path the request's path
     * @param maxBodyBytes the body limit to name in a 413
     */
    public static Refusal forStatus(int status, String method, String path, long maxBodyBytes) {
        return switch (status) {
            case 404 -> Refusal.notFound("There is nothing at " + method + " " + shortened(path) + ".");
            case 405 -> new Refusal(Refusal.Code.METHOD_NOT_ALLOWED, method + " is not allowed on " + shortened(path)
                    + ".");
            case 408 -> timedOut();
            case 413 -> new Refusal(Refusal.Code.PAYLOAD_TOO_LARGE, "The request body is too large (at most "
                    + maxBodyBytes + " bytes).");
            case 414 -> new Refusal(Refusal.Code.URI_TOO_LONG, "The address is too long (at most 8 KB).");
            case 415 -> new Refusal(Refusal.Code.UNSUPPORTED_MEDIA_TYPE, "Requests are sent as application/json.");
            // Jetty's parser answers the HTTP/2 connection preface ("PRI * HTTP/2.0") with 426.
            case 426 -> new Refusal(Refusal.Code.UPGRADE_REQUIRED, "Escaque speaks HTTP/1.1 only; HTTP/2 is not "
                    + "spoken here: send the request over HTTP/1.1.");
            case 505 -> new Refusal(Refusal.Code.HTTP_VERSION_NOT_SUPPORTED, "Escaque speaks HTTP/1.1 (and 1.0); "
                    + "the request named no HTTP version it speaks (a request line needs one, as in GET / HTTP/1.1).");
            case 431 -> new Refusal(Refusal.Code.HEADERS_TOO_LARGE, "The request's headers are too large (at most "
                    + "8 KB together).");
            case 503 -> busy();
            default -> status >= 500 ? internalError() : new Refusal(Refusal.Code.BAD_REQUEST,
                    "The request cannot be read as sent.");
        };
    }

    /** A request whose body did not come in time (too slowly, or not at all). */
    public static Refusal timedOut() {
        return new Refusal(Refusal.Code.REQUEST_TIMEOUT, "The request did not arrive in time; send it again.");
    }

    /** A request turned away because the server keeps room for others. */
    public static Refusal busy() {
        return new Refusal(Refusal.Code.BUSY, "The server is busy with other requests; try again in a moment.");
    }

    /** A request turned away because the app is still loading its stored games. */
    public static Refusal starting() {
        return new Refusal(Refusal.Code.BUSY, "Escaque is still loading its games; try again in a moment.");
    }

    /** A change that could not be stored because the disk is full (nothing was changed). */
    public static Refusal storageFull() {
        return new Refusal(Refusal.Code.STORAGE_FULL, "The disk holding the games is full, so nothing was changed. "
                + "Free some space on this computer and try again.");
    }

    private static String shortened(String path) {
        return path == null ? "" : path.length() > 200 ? path.substring(0, 200) + "..." : path;
    }

    /** What an unexpected failure is answered with (the failure itself is logged, never sent). */
    public static Refusal internalError() {
        return new Refusal(Refusal.Code.INTERNAL_ERROR, "Something went wrong on the server; the game has not "
                + "changed. The error has been logged.");
    }
}
