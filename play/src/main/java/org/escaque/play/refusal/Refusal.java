package org.escaque.play.refusal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request the app refuses: a typed reason ({@link Code}), a message a person understands, and structured details
 * where there are some (the rule behind an illegal move, the current ply...). Nothing changes when one is thrown.
 * How a refusal is answered (HTTP status, JSON body) is decided in one place: {@link ErrorResponses}.
 */
public final class Refusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why a request is refused; the ids are the API's stable error codes. */
    public enum Code {
        // The request is not well formed.
        MALFORMED_JSON("malformed-json"),
        MISSING_FIELD("missing-field"),
        UNKNOWN_FIELD("unknown-field"),
        INVALID_FIELD("invalid-field"),
        INVALID_FEN("invalid-fen"),
        INVALID_PGN("invalid-pgn"),
        INVALID_TIME_CONTROL("invalid-time-control"),
        INVALID_MOVE_NOTATION("invalid-move-notation"),
        TOKEN_IN_URL("token-in-url"),
        BAD_REQUEST("bad-request"),
        HTTP_VERSION_NOT_SUPPORTED("http-version-not-supported"),
        UPGRADE_REQUIRED("upgrade-required"),
        URI_TOO_LONG("uri-too-long"),
        HEADERS_TOO_LARGE("headers-too-large"),
        REQUEST_TIMEOUT("request-timeout"),
        // Who asks may not.
        SEAT_TOKEN_REQUIRED("seat-token-required"),
        SEAT_TOKEN_INVALID("seat-token-invalid"),
        NOT_AVAILABLE_ON_NETWORK("not-available-on-network"),
        UNKNOWN_HOST("unknown-host"),
        CROSS_ORIGIN("cross-origin"),
        // Nothing there, or not that way.
        NOT_FOUND("not-found"),
        METHOD_NOT_ALLOWED("method-not-allowed"),
        PAYLOAD_TOO_LARGE("payload-too-large"),
        UNSUPPORTED_MEDIA_TYPE("unsupported-media-type"),
        // Well formed, but the game's state does not allow it.
        PLY_MISMATCH("ply-mismatch"),
        NOT_YOUR_TURN("not-your-turn"),
        GAME_FINISHED("game-finished"),
        ACTION_NOT_AVAILABLE("action-not-available"),
        CLAIM_NOT_AVAILABLE("claim-not-available"),
        SEAT_NOT_AVAILABLE("seat-not-available"),
        NOT_JOINABLE("not-joinable"),
        GAME_DAMAGED("game-damaged"),
        GAME_IN_PROGRESS("game-in-progress"),
        HINT_NOT_AVAILABLE("hint-not-available"),
        ANALYSIS_NOT_AVAILABLE("analysis-not-available"),
        // The move breaks a rule of chess.
        ILLEGAL_MOVE("illegal-move"),
        // Too much, too fast.
        RATE_LIMITED("rate-limited"),
        // The server failed, or cannot take more now; the game has not changed.
        INTERNAL_ERROR("internal-error"),
        BUSY("busy"),
        STORAGE_FULL("storage-full");

        private final String id;

        Code(String id) {
            this.id = id;
        }

        /** The stable error code, e.g. {@code "ply-mismatch"}. */
        public String id() {
            return id;
        }
    }

    private final Code code;
    private final transient Map<String, Object> details;

    /** A refusal with no structured details. */
    public Refusal(Code code, String message) {
        this(code, message, Map.of());
    }

    /** A refusal with structured details, sent beside the message (keys such as {@code "reason"}, {@code "ply"}). */
    public Refusal(Code code, String message, Map<String, Object> details) {
        super(message);
        this.code = code;
        // Not Map.copyOf: in the WebAssembly build (TeaVM 0.16) a look-up in an empty copy divides by zero.
        this.details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    public Code code() {
        return code;
    }

    /** Structured facts about the refusal; empty when there are none. */
    public Map<String, Object> details() {
        return details;
    }

    /** A required field the request left out. */
    public static Refusal missingField(String field, String what) {
        return new Refusal(Code.MISSING_FIELD, "Field '" + field + "' is required: " + what + ".");
    }

    /** The value of a field that is not one the API takes. */
    public static Refusal invalidField(String message) {
        return new Refusal(Code.INVALID_FIELD, message);
    }

    /** No such game (or other thing). */
    public static Refusal notFound(String message) {
        return new Refusal(Code.NOT_FOUND, message);
    }
}
