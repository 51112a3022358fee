package org.escaque.server;

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
            case PLY_MISMATCH, NOT_YOUR_TURN, GAME_FINISHED, ACTION_NOT_AVAILABLE, CLAIM_NOT_AVAILABLE,
                    SEAT_NOT_AVAILABLE, NOT_JOINABLE -> 409;
            case PAYLOAD_TOO_LARGE -> 413;
            case UNSUPPORTED_MEDIA_TYPE -> 415;
            case ILLEGAL_MOVE -> 422;
            case RATE_LIMITED -> 429;
            case INTERNAL_ERROR -> 500;
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

    /** What an unexpected failure is answered with (the failure itself is logged, never sent). */
    public static Refusal internalError() {
        return new Refusal(Refusal.Code.INTERNAL_ERROR, "Something went wrong on the server; the game has not "
                + "changed. The error has been logged.");
    }
}
