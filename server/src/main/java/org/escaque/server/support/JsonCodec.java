package org.escaque.server.support;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.io.UncheckedIOException;
import java.util.stream.Collectors;
import org.escaque.play.refusal.Refusal;

/**
 * The API's JSON: one strictly configured mapper. Reading refuses unknown fields, wrong types, duplicate keys and
 * trailing text, each with an {@link Refusal} whose message names the field; writing leaves out only the
 * fields the DTOs mark as optional. Types are exactly those docs/api.md gives: no scalar is converted into
 * another ({@code "ply":"3"}, {@code "token":12345} and {@code "claimDraw":1} are refused), and a number too large
 * for its field is {@code invalid-field}, not malformed JSON.
 */
public final class JsonCodec {

    private final ObjectMapper mapper = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .withCoercionConfig(LogicalType.Textual, config -> config
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .withCoercionConfig(LogicalType.Integer, config -> config
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .withCoercionConfig(LogicalType.Boolean, config -> config
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail))
            .serializationInclusion(JsonInclude.Include.ALWAYS)
            .build();

    /** The configured mapper (for Javalin's own JSON output). */
    public ObjectMapper mapper() {
        return mapper;
    }

    /** Reads a request body as {@code type}; a body that is not such JSON is refused with a 400 saying why. */
    public <T> T read(String body, Class<T> type) {
        if (body == null || body.isBlank()) {
            throw new Refusal(Refusal.Code.MALFORMED_JSON, "The request body is empty; it must be a JSON object.");
        }
        try {
            T value = mapper.readValue(body, type);
            if (value == null) {
                throw new Refusal(Refusal.Code.MALFORMED_JSON, "The request body must be a JSON object, not null.");
            }
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw new Refusal(Refusal.Code.UNKNOWN_FIELD, "Unknown field '" + e.getPropertyName() + "'. Allowed: "
                    + e.getKnownPropertyIds().stream().map(Object::toString).sorted().collect(Collectors.joining(", "))
                    + ".");
        } catch (MismatchedInputException e) {
            throw new Refusal(Refusal.Code.INVALID_FIELD, fieldProblem(e));
        } catch (InputCoercionException e) {
            throw new Refusal(Refusal.Code.INVALID_FIELD, outOfRange(e));
        } catch (JsonMappingException e) {
            if (e.getCause() instanceof InputCoercionException coercion) {
                throw new Refusal(Refusal.Code.INVALID_FIELD, outOfRange(coercion));
            }
            throw new Refusal(Refusal.Code.INVALID_FIELD, fieldProblem(e));
        } catch (JsonProcessingException e) {
            // The parser's own words are not for people: say where the text stops being JSON.
            throw new Refusal(Refusal.Code.MALFORMED_JSON, "The request body is not valid JSON" + where(e) + ".");
        }
    }

    /** Writes a value as JSON text. */
    public String write(Object value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String where(JsonProcessingException e) {
        return e.getLocation() == null || e.getLocation().getLineNr() < 1 ? ""
                : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
    }

    /** A number the field's type cannot hold (a ply of 2147483648): the field is named, as for any wrong value. */
    private static String outOfRange(InputCoercionException e) {
        String field = e.getProcessor() == null ? null : e.getProcessor().getParsingContext().getCurrentName();
        return field == null ? "A number in the request is out of range."
                : "Field '" + field + "' is out of range for a whole number.";
    }

    private static String fieldProblem(JsonMappingException e) {
        String path = e.getPath().stream()
                .map(reference -> reference.getFieldName() != null ? reference.getFieldName()
                        : "[" + reference.getIndex() + "]")
                .collect(Collectors.joining("."));
        if (path.isEmpty()) {
            return "The request body must be a JSON object.";
        }
        return "Field '" + path + "' has the wrong type or value.";
    }
}
